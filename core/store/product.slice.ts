import type { ProductModel } from '../page/product-model';
import type { SetShop } from './types';

export interface ProductSlice {
  model: ProductModel | null;
  /** Size type, or null until the shopper picks one (one-size products start selected). */
  selectedSize: string | null;
  quantity: number;
  /** Per-size data fetched after load (availability, delivery, prices), keyed by size type. */
  sizeData: Record<string, unknown>;
  /** Ignores sizes the product does not have. */
  selectSize: (size: string | null) => void;
  /** Ignores non-finite and non-positive values; correcting to limits is the caller's job. */
  setQuantity: (quantity: number) => void;
  /** Shallow-merges into the size's cached object (replaces when either side is not an object). */
  mergeSizeData: (size: string, data: unknown) => void;
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function initialSize(model: ProductModel | null): string | null {
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
    sizeData: {},
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
    mergeSizeData: (size, data) =>
      update((p) => {
        const prev = p.sizeData[size];
        const next = isPlain(prev) && isPlain(data) ? { ...prev, ...data } : data;
        return { sizeData: { ...p.sizeData, [size]: next } };
      }),
  };
}
