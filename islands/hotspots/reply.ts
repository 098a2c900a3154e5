// One zone's `hotspots` reply (reference section 3) read into what a tile shows. Every field is
// optional on the platform's side: a missing one leaves its line out, never the zone.
import type { PriceType } from '../../core/page/shop-vars';

export interface Money {
  value: number | null;
  formatted: string;
}

export interface HotspotTile {
  id: string;
  /** The platform's product type (product, virtual, bundle, service …). */
  type: string | null;
  name: string;
  link: string | null;
  /** ≥ 421 px: icon (webp) then iconSecond; below: iconSmall then iconSmallSecond. */
  icon: string | null;
  iconSecond: string | null;
  iconSmall: string | null;
  iconSmallSecond: string | null;
  /** The picture's own size (enclosuresImages[0]), so its box is kept before it loads; null when unknown. */
  iconSize: { width: number; height: number } | null;
  subscription: boolean;
  points: number | null;
  /** The selling price: price.unit when present (the sell-by unit), else price.price. */
  price: Money | null;
  /** price.price[P].value === 0: the price is given on the phone. */
  phone: boolean;
  /** Sizes' unit prices differ: the lowest and the highest. */
  range: { from: Money; to: Money } | null;
  /** The lowest price of 30 days: the sell-by unit's (omnibusPriceDetails.unit) when given, else omnibusPrice. */
  omnibus: Money | null;
  max: Money | null;
  /** The price without the rebate code: the sell-by unit's (beforeRebateDetails.unit) when given, else beforeRebate. */
  beforeRebate: Money | null;
  /** How much the rebate code takes off, % (beforeRebateDetails.youSavePercent). */
  beforeRebatePercent: number | null;
  youSavePercent: number | null;
  /** The Omnibus details line (price.omnibusPriceDetails): the percent against it, above-the-price flag, until when. */
  omnibusDetails: { youSavePercent: number | null; higher: boolean; until: string | null } | null;
  /** The deposit added to the price, in the theme's order: totalDepositPriceUnit, totalDepositPrice, depositPriceUnit, depositPrice. */
  deposit: Money | null;
  /** The price per converted unit (price.unitConvertedPrice) and its unit text (unit.unitConvertedFormat). */
  converted: { price: Money; format: string } | null;
  /** The price with the shop's active rebate code (price.rebateCodeActive, rebateNumber[P]). */
  rebateCode: Money | null;
  /** The quick-buy (hotspots_add_to_basket.js): 'add' for a product/virtual one-size tile, 'choose' for another type or several sizes, null when every size is out. */
  quickBuy: QuickBuy | null;
}

/** How a tile's quick-buy works: an add of the one usable size, or a link to choose on the product's page. */
export type QuickBuy =
  | { kind: 'add'; size: string; sellBy: number; precision: number; amount: number | null; unit: { singular: string; plural: string } }
  | { kind: 'choose'; several: boolean };

export interface HotspotView {
  name: string | null;
  url: string | null;
  type: string | null;
  products: HotspotTile[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Links the shop gives: relative or http(s); anything else (javascript:, data:) is not followed. */
export function safeLink(v: unknown): string | null {
  const s = text(v);
  if (!s) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(s)?.[1]?.toLowerCase();
  return !scheme || scheme === 'http' || scheme === 'https' ? s : null;
}

/** Image addresses: as links, plus data:image/ (inline pictures). */
export function safeImage(v: unknown): string | null {
  const s = text(v);
  if (s && /^data:image\//i.test(s)) return s;
  return safeLink(s);
}

/** `{ gross: { value, formatted } }` → the amount in P; null without a formatted text. */
function money(pair: unknown, p: PriceType): Money | null {
  if (!isObj(pair) || !isObj(pair[p])) return null;
  const m = pair[p] as Obj;
  const formatted = text(m.formatted);
  return formatted ? { value: num(m.value), formatted } : null;
}

function range(sizes: unknown, p: PriceType): HotspotTile['range'] {
  if (!Array.isArray(sizes)) return null;
  const prices = sizes
    .map((s) => (isObj(s) && isObj(s.price) ? money(s.price.unit, p) : null))
    .filter((m): m is Money & { value: number } => m !== null && m.value !== null);
  if (prices.length < 2) return null;
  let from = prices[0]!;
  let to = prices[0]!;
  for (const m of prices) {
    if (m.value < from.value) from = m;
    if (m.value > to.value) to = m;
  }
  return from.value === to.value ? null : { from, to };
}

/** enclosuresImages[0]'s iconWidth × iconHeight, when both are whole positive numbers. */
function iconSizeOf(v: unknown): HotspotTile['iconSize'] {
  const first: unknown = Array.isArray(v) ? v[0] : null;
  if (!isObj(first)) return null;
  const width = num(first.iconWidth);
  const height = num(first.iconHeight);
  const whole = (n: number | null): n is number => n !== null && Number.isInteger(n) && n > 0 && n <= 10000;
  return whole(width) && whole(height) ? { width, height } : null;
}

function omnibusDetails(v: unknown): HotspotTile['omnibusDetails'] {
  if (!isObj(v)) return null;
  const until = isObj(v.newPriceEffectiveUntil) ? text(v.newPriceEffectiveUntil.formatted) : null;
  const youSavePercent = num(v.youSavePercent);
  const higher = v.omnibusPriceIsHigherThanSellingPrice === true;
  return youSavePercent === null && !higher && !until ? null : { youSavePercent, higher, until };
}

/**
 * The platform's quick-buy rule (reference section 1): product and virtual types with one size get the
 * add (size = the first size not 'disable', else 'uniw'; none usable = nothing); every other tile a link.
 */
export function quickBuyOf(raw: Obj): QuickBuy | null {
  const type = text(raw.type);
  const sizes = Array.isArray(raw.sizes) ? raw.sizes.filter(isObj) : [];
  if ((type !== 'product' && type !== 'virtual') || sizes.length > 1) return { kind: 'choose', several: sizes.length > 1 };
  const usable = sizes.find((s) => (isObj(s.availability) ? s.availability.status : null) !== 'disable');
  if (sizes.length > 0 && !usable) return null;
  const unit = isObj(raw.unit) ? raw.unit : {};
  const sellBy = num(unit.sellBy);
  const precision = num(unit.precision);
  const amount = usable ? num(usable.amount) : null;
  return {
    kind: 'add',
    size: (usable && text(usable.id)) || 'uniw',
    sellBy: sellBy !== null && sellBy > 0 ? sellBy : 1,
    precision: precision !== null && precision >= 0 ? Math.min(Math.floor(precision), 4) : 0,
    // -1 (or nothing) = no limit.
    amount: amount !== null && amount >= 0 ? amount : null,
    unit: { singular: text(unit.singular) ?? '', plural: text(unit.plural) ?? text(unit.singular) ?? '' },
  };
}

function tile(raw: unknown, p: PriceType): HotspotTile | null {
  if (!isObj(raw)) return null;
  const name = text(raw.name);
  const link = safeLink(raw.link);
  if (!name && !link) return null;
  const price = isObj(raw.price) ? raw.price : {};
  const main = money(price.price, p);
  const unit = money(price.unit, p);
  const selling = unit ?? main;
  const max = money(price.max, p);
  const omnibusUnit = isObj(price.omnibusPriceDetails) ? money(price.omnibusPriceDetails.unit, p) : null;
  const rebate = isObj(price.beforeRebateDetails) ? price.beforeRebateDetails : {};
  const rebatePercent = num(rebate.youSavePercent);
  return {
    id: raw.id === undefined || raw.id === null ? '' : String(raw.id),
    type: text(raw.type),
    name: name ?? '',
    link,
    icon: safeImage(raw.icon),
    iconSecond: safeImage(raw.iconSecond),
    iconSmall: safeImage(raw.iconSmall),
    iconSmallSecond: safeImage(raw.iconSmallSecond),
    iconSize: iconSizeOf(raw.enclosuresImages),
    subscription: Array.isArray(raw.zones) && raw.zones.includes('subscription'),
    points: num(raw.points),
    price: selling,
    phone: main?.value === 0,
    range: range(raw.sizes, p),
    omnibus: omnibusUnit ?? money(price.omnibusPrice, p),
    // A "was" price only when it is above what the product costs now.
    max: max && max.value !== null && selling?.value != null && max.value > selling.value ? max : null,
    beforeRebate: money(rebate.unit, p) ?? money(price.beforeRebate, p),
    beforeRebatePercent: rebatePercent !== null && rebatePercent > 0 ? rebatePercent : null,
    youSavePercent: num(price.youSavePercent),
    omnibusDetails: omnibusDetails(price.omnibusPriceDetails),
    deposit:
      money(price.totalDepositPriceUnit, p) ?? money(price.totalDepositPrice, p) ?? money(price.depositPriceUnit, p) ?? money(price.depositPrice, p),
    converted: convertedOf(price.unitConvertedPrice, raw.unit, p),
    rebateCode: price.rebateCodeActive === true && isObj(price.rebateNumber) ? money(price.rebateNumber, p) : null,
    quickBuy: quickBuyOf(raw),
  };
}

function convertedOf(pair: unknown, unit: unknown, p: PriceType): HotspotTile['converted'] {
  const price = money(pair, p);
  const format = isObj(unit) ? text(unit.unitConvertedFormat) : null;
  return price && format ? { price, format } : null;
}

/**
 * One alias of the reply. 'empty': null, or no product to show (the zone is hidden). 'unreadable':
 * not an object at all (the zone is left as the server rendered it). Else what to render.
 */
export function readHotspot(raw: unknown, p: PriceType): HotspotView | 'empty' | 'unreadable' {
  if (raw === null) return 'empty';
  if (!isObj(raw)) return 'unreadable';
  const products = Array.isArray(raw.products) ? raw.products.map((r) => tile(r, p)).filter((t): t is HotspotTile => t !== null) : [];
  if (products.length === 0) return 'empty';
  return { name: text(raw.name), url: safeLink(raw.url), type: text(raw.type), products };
}
