// What the mini-basket shows for a basket: pure, so the spec's limits are tested without a DOM.
import type { Basket, BasketProduct } from '../../core/store';
import type { PriceType } from '../../core/page/shop-vars';

/** Spec section 9: details hidden above 22 lines, list mode above 10. */
export const MAX_LINES = 22;
export const LIST_FROM = 10;

export interface BasketLook {
  empty: boolean;
  /** Over MAX_LINES: the details popup is hidden (the link to the basket page stays). */
  tooMany: boolean;
  list: boolean;
  /** The express checkout is offered only when every line has a name and none is a subscription. */
  oneClick: boolean;
}

export function basketLook(basket: Basket): BasketLook {
  const n = basket.products.length;
  return {
    empty: n === 0,
    tooMany: n > MAX_LINES,
    list: n > LIST_FROM,
    oneClick: !basket.products.some((p) => p.name.trim() === '' || (p.subscription_period ?? 0) !== 0),
  };
}

/** 'uniw' (and its alias 'onesize') is one-size: no size label. */
export const showsSize = (p: BasketProduct): boolean => p.size !== 'uniw' && p.size !== 'onesize' && p.size_name.trim() !== '';

/** Per cent of the way to free shipping, or null when the worth is not known as a number. */
export function freeShippingPercent(worth: number | undefined, toShippingFree: number): number | null {
  if (!(toShippingFree > 0)) return 100;
  if (worth === undefined || !Number.isFinite(worth) || worth < 0) return null;
  return Math.min(100, Math.max(0, Math.floor((worth / (worth + toShippingFree)) * 100)));
}

export const lineWorth = (p: BasketProduct, type: PriceType): string =>
  type === 'net' ? p.prices.worth_net_formatted : p.prices.worth_gros_formatted;

export const basketWorth = (b: Basket, type: PriceType): string => (type === 'net' ? b.worth_net_formatted : b.worth_formatted);

export const shippingCost = (b: Basket, type: PriceType): string =>
  type === 'net' ? b.shippingCost_net_formatted : b.shippingCost_formatted;

/**
 * A short fingerprint of the basket's content, written to localStorage so other tabs can tell a
 * real change from their own echo: a tab refetches only when the stored value differs from its own.
 */
export function basketSignature(b: Basket): string {
  const text = `${b.worth_formatted}|${b.products.map((p) => `${p.link}:${p.size}:${p.count}:${p.subscription_period ?? 0}`).join(',')}`;
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${b.products.length}-${hash.toString(36)}`;
}
