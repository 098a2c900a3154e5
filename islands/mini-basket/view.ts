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
    // The platform's emptiness test is productsCount (0 or missing hides the mini-basket).
    empty: n === 0 || !(basket.productsCounter > 0),
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

export interface FreeShippingLook {
  /** No free-shipping block at all. */
  hidden: boolean;
  /** Nothing left to pay for free shipping. */
  free: boolean;
  /** What is left, formatted ('' when free). */
  left: string;
  /** Progress bar width (0–100), or null for no bar. */
  percent: number | null;
}

/**
 * The free-shipping block. A platform basket (core/store/basket-fetch sets shippingLimitFree) is
 * shown the platform's way (reference section 2): no block without a threshold or when shipping
 * already costs 0, a bar only with smileShippingLimitFree.enabled, width worth / threshold. A basket
 * from another source (the spec's shape) keeps the spec's way: always the block, a bar when the
 * worth is known.
 */
export function freeShippingLook(b: Basket, formatLeft: (amount: number) => string): FreeShippingLook {
  const free = !(b.toShippingFree > 0);
  if (b.shippingLimitFree === undefined) {
    return { hidden: false, free, left: free ? '' : formatLeft(b.toShippingFree), percent: freeShippingPercent(b.worth, b.toShippingFree) };
  }
  const limit = b.shippingLimitFree;
  const hidden = !(limit > 0) || b.shippingCost === 0;
  const worth = b.worth;
  const percent =
    b.freeShippingProgress && worth !== undefined && Number.isFinite(worth) ? Math.min(100, Math.max(0, Math.floor((worth / limit) * 100))) : null;
  return { hidden, free, left: free ? '' : b.toShippingFree_formatted || formatLeft(b.toShippingFree), percent: free && percent !== null ? 100 : percent };
}

/** The platform's shipping line: a gross cost of exactly 0 is 'Gratis!'. */
export const shippingIsFree = (b: Basket): boolean => b.shippingCost === 0;

/** The unit word after a line's quantity: fraction for a non-integer count, plural above 1, else singular. */
export function unitWord(p: BasketProduct): string {
  const u = p.unit;
  if (!u) return '';
  if (!Number.isInteger(p.count)) return u.fraction || u.plural || u.singular;
  return p.count > 1 ? u.plural || u.singular : u.singular || u.plural;
}

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count in the page's language. A whole count under 1,000 is the same digits in every language, and the
 * page's first Intl formatter loads the language's data (a task of 50–170 ms on a phone at the basket's
 * first opening): it is written as it is. Other counts ('1,5', '1 200') through one formatter per language.
 */
export function countText(count: number, language?: string): string {
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  const key = language || '';
  try {
    let format = countFormats.get(key);
    if (!format) countFormats.set(key, (format = new Intl.NumberFormat(language || undefined, { maximumFractionDigits: 3 })));
    return format.format(count);
  } catch {
    // An unknown language tag: the plain number.
    return String(count);
  }
}

/** '2 szt.', '1,5 mb' (platform units, the count in the page's language) or '2'. */
export function quantityText(p: BasketProduct, language?: string): string {
  const count = countText(p.count, language);
  const word = unitWord(p);
  return word ? `${count} ${word}` : count;
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
  // Only what every basket source has (the platform's default document selects no size or period).
  const text = `${b.productsCounter}|${b.worth_formatted}|${b.products.map((p) => `${p.link}:${p.count}`).join(',')}`;
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${b.products.length}-${hash.toString(36)}`;
}
