// The instalment calculator's decisions (spec sections 5 and 8), pure: what a click on an instalment
// system does with the page's instalment data: refuse (and why), run the system's link at once, or offer
// the product and the basket in the popup.
import { roundPrice } from '../../core/money';

/** Instalment data (spec section 3): the product's price and the basket as the page was rendered. */
export interface InstalmentData {
  price: number;
  priceNet: number;
  /** The currency's symbol as the page wrote it ('zł'); '' when unknown. */
  currency: string;
  /** Distinct products in the basket. */
  basketCount: number;
  basketCost: number;
  basketCostNet: number;
}

/** Instalment parameters (spec section 3) of one instalment system, as its link carries them. */
export interface InstalmentSystem {
  name: string;
  minPrice: number;
  /** Infinity when the system names no maximum. */
  maxPrice: number;
  /** The product sum the shop computed for this system; null = price (or priceNet) × quantity. */
  totalPrice: number | null;
  /** Action template with the price placeholder. */
  link: string;
  priceType: 'gross' | 'net';
  /** Most distinct products a basket may hold for this system (units of one product are not limited); null = no limit. */
  maxQuantity: number | null;
  /** The shop says not every basket product may be paid by instalments. */
  notAllPayable: boolean;
  /** Run the link in a new window (IdoSell's data-window) rather than in this tab. */
  newWindow: boolean;
  /**
   * The template is JavaScript, not an address: a real shop's data-window holds the lender's script
   * with a {calculate_price} placeholder, which its theme evaluates (reference section 16). Run through
   * core/dom/run-script then, never opened as a URL.
   */
  script: boolean;
}

export type RefusalKind = 'productMin' | 'productMax' | 'basketMin' | 'basketMax' | 'tooMany' | 'notAllPayable';
export interface Refusal {
  kind: RefusalKind;
  /** The limit that was not met (money for sums, a count for tooMany). */
  limit: number;
}

export interface Option {
  /** 'product': this product alone; 'basket': the basket (with this product, on a product page). */
  scope: 'product' | 'basket';
  amount: number;
  /** The system's link for this amount; null when refused. */
  url: string | null;
  refusal: Refusal | null;
}

export interface Evaluation {
  system: InstalmentSystem;
  /** Set when the whole calculation is refused (the product sum out of the system's limits). */
  refusal: Refusal | null;
  options: Option[];
  /** The option to run without a popup (price 0, or an in-limit product with an empty basket). */
  atOnce: Option | null;
}

export const DEFAULT_PLACEHOLDER = '{price}';
/** The platform's own placeholder in the server's link (reference section 16); always replaced. */
export const PLATFORM_PLACEHOLDER = '{calculate_price}';

/**
 * The link template with every placeholder (the platform's {calculate_price} and the page's own,
 * default {price}) replaced by the amount (2 decimals, dot separator).
 */
export function fillLink(template: string, amount: number, placeholder = DEFAULT_PLACEHOLDER): string {
  const value = encodeURIComponent(roundPrice(amount).toFixed(2));
  const filled = template.split(PLATFORM_PLACEHOLDER).join(value);
  return placeholder ? filled.split(placeholder).join(value) : filled;
}

/**
 * A template that is JavaScript rather than an address: not absolute or relative URL-looking, and with
 * a call, statement or space in it (`window.open('…{calculate_price}…')`). `raty.php?amount={price}` is
 * an address.
 */
export function isScriptTemplate(template: string): boolean {
  const t = template.trim();
  if (/^(https?:)?\/\//i.test(t) || /^[/?#.]/.test(t)) return false;
  return /[(;\s]/.test(t);
}

function sumRefusal(amount: number, system: InstalmentSystem, scope: 'product' | 'basket'): Refusal | null {
  if (amount < system.minPrice) return { kind: scope === 'product' ? 'productMin' : 'basketMin', limit: system.minPrice };
  if (amount > system.maxPrice) return { kind: scope === 'product' ? 'productMax' : 'basketMax', limit: system.maxPrice };
  return null;
}

/** The basket's own refusals (payable products, distinct products, then its sum), or null. */
function basketRefusal(amount: number, distinct: number, system: InstalmentSystem): Refusal | null {
  if (system.notAllPayable) return { kind: 'notAllPayable', limit: 0 };
  if (system.maxQuantity !== null && distinct > system.maxQuantity) return { kind: 'tooMany', limit: system.maxQuantity };
  return sumRefusal(amount, system, 'basket');
}

/**
 * One system for the page's data and the chosen quantity (product pages; 1 elsewhere):
 * - price 0 (the basket page, or a product without a price): the basket is the sum; in limits → at once.
 * - product sum below the minimum or above the maximum → refused.
 * - product sum in limits and an empty basket → at once.
 * - otherwise the popup offers the product alone and the basket with it (which obeys the same limits).
 */
export function evaluate(system: InstalmentSystem, data: InstalmentData, quantity = 1, placeholder = DEFAULT_PLACEHOLDER): Evaluation {
  const net = system.priceType === 'net';
  const unit = net ? data.priceNet : data.price;
  const basket = net ? data.basketCostNet : data.basketCost;
  const option = (scope: Option['scope'], amount: number, refusal: Refusal | null): Option => ({
    scope,
    amount: roundPrice(amount),
    url: refusal ? null : fillLink(system.link, amount, placeholder),
    refusal,
  });

  if (!(unit > 0)) {
    const refusal = basketRefusal(basket, data.basketCount, system);
    const only = option('basket', basket, refusal);
    return { system, refusal, options: [only], atOnce: refusal ? null : only };
  }
  const productSum = system.totalPrice !== null && system.totalPrice > 0 ? system.totalPrice : unit * Math.max(1, quantity);
  const refusal = sumRefusal(productSum, system, 'product');
  if (refusal) return { system, refusal, options: [], atOnce: null };
  const product = option('product', productSum, null);
  if (data.basketCount <= 0) return { system, refusal: null, options: [product], atOnce: product };
  const withBasket = basket + productSum;
  // This product joins the basket's distinct products.
  return { system, refusal: null, options: [product, option('basket', withBasket, basketRefusal(withBasket, data.basketCount + 1, system))], atOnce: null };
}
