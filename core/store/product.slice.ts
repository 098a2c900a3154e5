import type { ProductModel } from '../product/model';
import type { Rebate } from '../product/discount';
import type { SizeUpdate } from '../product/size-reply';
import type { SetShop } from './types';

/** Where the chosen size's live data stands: 'page' = only what the page rendered. */
export type SizeFetchState = 'page' | 'loading' | 'ready' | 'failed';

export interface ProductSlice {
  model: ProductModel | null;
  /** Size type, or null until the shopper picks one (one-size products start selected). */
  selectedSize: string | null;
  quantity: number;
  /** Subscription mode (the form's data-subscription): subscription prices instead of the normal ones. */
  subscription: boolean;
  /** Chosen subscription period in days, null when the page offers none. */
  subscriptionDays: number | null;
  /** The chosen period's rebate (data-rebate-type/-value), for pages whose data has no subscription price. */
  subscriptionRebate: Rebate | null;
  /** Live data fetched per size (availability, delivery, prices) over the page's; keyed by size type. */
  sizeData: Record<string, SizeUpdate>;
  /** Fetch state of the selected size's live data. */
  sizeFetch: SizeFetchState;
  /** A bundle's ticked parts (null: not a bundle, or its parts not read yet). */
  bundleTicked: number | null;
  /** Ignores sizes the product does not have. */
  selectSize: (size: string | null) => void;
  /** Ignores non-finite and non-positive values; correcting to limits is the caller's job. */
  setQuantity: (quantity: number) => void;
  /** `days`/`rebate` undefined = keep the current ones. */
  setSubscription: (on: boolean, days?: number | null, rebate?: Rebate | null) => void;
  /**
   * Replaces the size's live data (a later fetch of the same size wins as a whole); with `fetch`, the fetch
   * state in the same change (one notification for both: a size change's task runs every listener once less).
   */
  setSizeData: (size: string, data: SizeUpdate, fetch?: SizeFetchState) => void;
  setSizeFetch: (state: SizeFetchState) => void;
  setBundleTicked: (count: number | null) => void;
}

/** The size the page rendered as chosen (its data is the page's own): the model's, or its only size. */
export function initialSize(model: ProductModel | null): string | null {
  if (!model) return null;
  if (model.selectedSize) return model.selectedSize;
  return model.sizeTypes.length === 1 ? (model.sizeTypes[0] ?? null) : null;
}

export function createProductSlice(set: SetShop, model: ProductModel | null): ProductSlice {
  const update = (patch: (p: ProductSlice) => Partial<ProductSlice> | null): void =>
    set((s) => {
      const next = patch(s.product);
      return next ? { product: { ...s.product, ...next } } : s;
    });

  return {
    model,
    selectedSize: initialSize(model),
    quantity: model?.unit.sellBy ?? 1,
    subscription: false,
    subscriptionDays: null,
    subscriptionRebate: null,
    sizeData: {},
    sizeFetch: 'page',
    bundleTicked: null,
    selectSize: (size) =>
      update((p) => {
        if (size === p.selectedSize) return null;
        if (size !== null && p.model && !Object.hasOwn(p.model.sizes, size)) return null;
        return { selectedSize: size };
      }),
    setQuantity: (quantity) =>
      update((p) =>
        Number.isFinite(quantity) && quantity > 0 && quantity !== p.quantity ? { quantity } : null,
      ),
    setSubscription: (on, days, rebate) =>
      update((p) => {
        const next = {
          subscription: on,
          subscriptionDays: days === undefined ? p.subscriptionDays : days,
          subscriptionRebate: rebate === undefined ? p.subscriptionRebate : rebate,
        };
        const same = next.subscription === p.subscription && next.subscriptionDays === p.subscriptionDays && next.subscriptionRebate === p.subscriptionRebate;
        return same ? null : next;
      }),
    setSizeData: (size, data, fetch) =>
      update((p) => ({ sizeData: { ...p.sizeData, [size]: data }, ...(fetch === undefined ? {} : { sizeFetch: fetch }) })),
    setSizeFetch: (state) => update((p) => (p.sizeFetch === state ? null : { sizeFetch: state })),
    setBundleTicked: (count) => update((p) => (p.bundleTicked === count ? null : { bundleTicked: count })),
  };
}
