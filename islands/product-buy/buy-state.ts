// What the buy section offers for the chosen size (spec section 4, Availability).
import type { ProductModel, SizeModel } from '../../core/page/product-model';

export type BuyState =
  /** Several sizes and none chosen: clicking asks for one. */
  | { kind: 'choose-size' }
  /** Status 'disable' (or no stock and not made to order): button and quantity disabled, notify block shown. */
  | { kind: 'unavailable' }
  /** Price on phone demand, not buyable online. */
  | { kind: 'phone' }
  /** Sold for loyalty points only: the points button when signed in, else a sign-in hint. */
  | { kind: 'points-only'; logged: boolean }
  /** Free-of-charge item: the buy section is hidden. */
  | { kind: 'gratis' }
  /** `points`: the shopper may also pay with loyalty points. */
  | { kind: 'buyable'; points: boolean };

export function isUnavailable(size: SizeModel): boolean {
  const { status } = size.availability;
  return status === 'disable' || (size.amount === 0 && status !== 'order');
}

export function buyState(model: ProductModel, size: SizeModel | null, logged: boolean): BuyState {
  if (!size) return model.sizeTypes.length > 1 ? { kind: 'choose-size' } : { kind: 'buyable', points: false };
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
