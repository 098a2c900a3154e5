// What the buy section offers for the chosen size (spec section 4, Availability).
import type { ProductModel, SizeModel } from '../../core/product/model';

export type BuyState =
  /** Several sizes and none chosen, some of them available: clicking asks for one. */
  | { kind: 'choose-size' }
  /** Status 'disable' (or no stock and not made to order), of the chosen size or of every size while none is chosen: button and quantity disabled, notify block shown. */
  | { kind: 'unavailable' }
  /** Price on phone demand, not buyable online. */
  | { kind: 'phone' }
  /** Sold for loyalty points only: the points button when signed in, else a sign-in hint. */
  | { kind: 'points-only'; logged: boolean }
  /** Free-of-charge item: the buy section is hidden. */
  | { kind: 'gratis' }
  /** A bundle with no part ticked: nothing to add until one is (the platform disables the form with an alert). */
  | { kind: 'bundle-empty' }
  /** `points`: the shopper may also pay with loyalty points. */
  | { kind: 'buyable'; points: boolean };

export function isUnavailable(size: SizeModel): boolean {
  const { status } = size.availability;
  return status === 'disable' || (size.amount === 0 && status !== 'order');
}

/**
 * The document event product-buy sends while the notify-me block is wanted; it wakes the product-notify
 * island, which waits for it (src/registry.ts `wakeOn`), so a page whose chosen size is available never
 * loads that island.
 */
export const NOTIFY_WAKE = 'storefront:product-notify';

/**
 * The notify-me block is wanted: the chosen size is unavailable, or none is chosen and every size is.
 * The same rule as islands/product-notify/notify.ts `notifyVisible` (a test keeps them in step), which
 * the island itself follows once awake.
 */
export function notifyWanted(model: ProductModel, size: SizeModel | null): boolean {
  if (size) return isUnavailable(size);
  const sizes = Object.values(model.sizes);
  return sizes.length > 0 && sizes.every(isUnavailable);
}

/** `bundleTicked`: a bundle's ticked parts (null: not a bundle, product-form's count). */
export function buyState(model: ProductModel, size: SizeModel | null, logged: boolean, bundleTicked: number | null = null): BuyState {
  if (!size) {
    if (model.sizeTypes.length <= 1) return bundleTicked === 0 ? { kind: 'bundle-empty' } : { kind: 'buyable', points: false };
    // Every size sold out: no size to ask for, the product is unavailable (the server says so too).
    const sizes = Object.values(model.sizes);
    return sizes.length > 0 && sizes.every(isUnavailable) ? { kind: 'unavailable' } : { kind: 'choose-size' };
  }
  if (bundleTicked === 0) return { kind: 'bundle-empty' };
  if (size.gratis) return { kind: 'gratis' };
  if (isUnavailable(size)) return { kind: 'unavailable' };
  const points = (size.price.points ?? 0) > 0;
  // The shop marks points-only items as phone-priced too; they get the loyalty message instead.
  if (size.forPoints && points && !(size.price.value !== null && size.price.value > 0)) return { kind: 'points-only', logged };
  // basket_enable 'y' turns a phone price into a purchasable 'Gratis!' (spec section 4).
  if (size.phonePrice && !size.price.basketEnable) return { kind: 'phone' };
  return { kind: 'buyable', points: points && size.forPoints && logged };
}

/** States in which the main buy button adds to the basket. */
export const canAdd = (s: BuyState): boolean => s.kind === 'buyable';
/** States in which the points button adds to the basket. */
export const canAddForPoints = (s: BuyState): boolean =>
  (s.kind === 'points-only' && s.logged) || (s.kind === 'buyable' && s.points);
