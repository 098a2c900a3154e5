// The current IdoSell template: window.product_data = [ {id, type, unit{…}, sizes:[{id, price{price{gross}}…}]} ].
import { bool, isObj, num, numOr, str, type Obj } from '../page/coerce';
import type { PriceModel, ProductModel, SizeModel } from './model';
import {
  amount,
  availability,
  formattedAmount,
  orderQuantityRange,
  rebateNumber,
  rebateTiers,
  requireId,
  shippingTime,
  sizeEntries,
  sizeType,
  unitModel,
} from './parts';
import { emptyPrice, snakePrice } from './spec-shape';

interface ProductContext {
  id: string;
  forPoints: boolean;
  points: number | null;
  pointsReceive: number | null;
}

/** Per-size camelCase prices; only the shop's active price type (gross or net) is present. */
function camelPrice(v: unknown, product: ProductContext): PriceModel | null {
  if (!isObj(v)) return null;
  const main = v.price;
  const details = v.omnibusPriceDetails;
  return {
    value: amount(main, 'gross'),
    formatted: formattedAmount(main, 'gross'),
    net: amount(main, 'net'),
    netFormatted: formattedAmount(main, 'net'),
    srp: amount(v.suggested, 'gross'),
    srpNet: amount(v.suggested, 'net'),
    advance: amount(v.advancePrice ?? v.advance, 'gross'),
    max: amount(v.max, 'gross'),
    maxNet: amount(v.max, 'net'),
    omnibus: amount(v.omnibusPrice, 'gross'),
    omnibusNet: amount(v.omnibusPrice, 'net'),
    beforeRebate: amount(v.beforeRebate, 'gross'),
    beforeRebateNet: amount(v.beforeRebate, 'net'),
    youSave: amount(v.youSave, 'gross'),
    youSaveNet: amount(v.youSave, 'net'),
    youSavePercent: num(v.youSavePercent),
    points: num(v.points) ?? product.points,
    pointsReceive: num(v.pointsReceive) ?? product.pointsReceive,
    basketEnable: bool(v.basket_enable ?? v.basketEnable),
    rebateNumber: rebateNumber(v.rebateNumber),
    srpFormatted: formattedAmount(v.suggested, 'gross'),
    maxFormatted: formattedAmount(v.max, 'gross'),
    omnibusFormatted: formattedAmount(v.omnibusPrice, 'gross'),
    deposit: amount(v.depositPrice, 'gross'),
    depositNet: amount(v.depositPrice, 'net'),
    depositFormatted: formattedAmount(v.depositPrice, 'gross'),
    totalDeposit: amount(v.totalDepositPrice, 'gross'),
    totalDepositNet: amount(v.totalDepositPrice, 'net'),
    totalDepositFormatted: formattedAmount(v.totalDepositPrice, 'gross'),
    omnibusYouSavePercent: isObj(details) ? num(details.youSavePercent) : null,
    omnibusHigher: isObj(details) && details.omnibusPriceIsHigherThanSellingPrice !== undefined && details.omnibusPriceIsHigherThanSellingPrice !== null
      ? bool(details.omnibusPriceIsHigherThanSellingPrice)
      : null,
    newPriceUntil: isObj(details) ? (isObj(details.newPriceEffectiveUntil) ? str(details.newPriceEffectiveUntil.formatted) : str(details.newPriceEffectiveUntil)) || null : null,
    min: amount(v.min, 'gross'),
  };
}

function camelSize(type: string, s: Obj, product: ProductContext): SizeModel {
  const price = camelPrice(s.price, product) ?? emptyPrice();
  return {
    type,
    name: str(s.name) ?? (type === 'uniw' ? '' : type),
    productId: str(s.product_id) ?? product.id,
    amount: numOr(s.amount, -1),
    // Assumption: amount_mw (own warehouse) is the spec's amount_mm.
    amountMm: num(s.amount_mm ?? s.amount_mw),
    amountMo: num(s.amount_mo),
    unit: str(s.unit),
    phonePrice: bool(s.phone_price),
    gratis: bool(s.gratis),
    forPoints: s.for_points === undefined ? product.forPoints : bool(s.for_points),
    availability: availability(s.availability),
    delivery: null,
    price,
    priceNormal: null,
    priceSubscription: null,
    rebateTiers: rebateTiers(undefined, price),
    bundlePrice: null,
    delayTime: null,
    shippingTime: shippingTime(s.shippingTime),
  };
}

/**
 * The template's product-level `subscription{min{price{gross,net}}, save, before}`: the subscription
 * price of every size (the normal price stays the size's own).
 */
function subscriptionPrice(v: unknown, normal: PriceModel): PriceModel | null {
  if (!isObj(v) || !isObj(v.min)) return null;
  const value = amount(v.min.price, 'gross');
  if (value === null) return null;
  const before = num(v.min.before) ?? normal.value;
  const save = num(v.min.save) ?? (before !== null ? before - value : null);
  return {
    ...emptyPrice(),
    value,
    net: amount(v.min.price, 'net'),
    beforeRebate: before,
    youSave: save,
    youSavePercent: before && save !== null ? Math.round((save / before) * 100) : null,
    points: normal.points,
    pointsReceive: normal.pointsReceive,
    rebateNumber: normal.rebateNumber,
  };
}

function preselected(raw: Obj, entries: Array<[string, Obj]>): string | null {
  const listed = Array.isArray(raw.selected_size_list) ? raw.selected_size_list.map(str) : [];
  for (const t of listed) if (t && entries.some(([k]) => k === sizeType(t))) return sizeType(t);
  return entries.find(([, s]) => bool(s.selected))?.[0] ?? null;
}

export function fromIdosellShape(raw: Obj, path: string): ProductModel {
  const id = requireId(raw.id, `${path}.id`);
  const entries = sizeEntries(raw.sizes, `${path}.sizes`, 'id');
  const unit = isObj(raw.unit) ? raw.unit : {};
  const product: ProductContext = {
    id,
    forPoints: bool(raw.for_points),
    points: num(raw.points),
    pointsReceive: num(raw.pointsReceive),
  };
  const sizes: Record<string, SizeModel> = {};
  for (const [type, s] of entries) {
    const size = camelSize(type, s, product);
    const sub = subscriptionPrice(raw.subscription, size.price);
    sizes[type] = sub ? { ...size, priceNormal: size.price, priceSubscription: sub } : size;
  }
  return {
    id,
    type: str(raw.type) || 'product_item',
    currency: str(raw.currency) ?? '',
    unit: unitModel(unit.singular ?? unit.name, unit.plural, unit.sellBy, unit.precision),
    forPoints: product.forPoints,
    points: product.points,
    pointsReceive: product.pointsReceive,
    orderQuantityRange: orderQuantityRange(raw.order_quantity_range),
    sizes,
    sizeTypes: entries.map(([type]) => type),
    selectedSize: preselected(raw, entries),
    basePrice: snakePrice(raw.base_price),
    promotionEnds: promotionEnds(raw.base_price),
    shape: 'idosell',
    config: null,
    bundleParts: [],
  };
}

const TILL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TILL_HOUR = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * When the base price's promotion ends, as the platform's countdown reads it: the first of
 * promotion / discount / distinguished / special `…tilldate`, with the first `…tillhour` (else the day's
 * end). null when there is none; a malformed one is reported and means no countdown.
 */
export function promotionEnds(base: unknown): string | null {
  if (typeof base !== 'object' || base === null) return null;
  const b = base as Record<string, unknown>;
  const pick = (suffix: string): string | undefined =>
    ['promotion', 'discount', 'distinguished', 'special']
      .map((k) => b[`${k}${suffix}`])
      .find((v): v is string => typeof v === 'string' && v.trim() !== '')
      ?.trim();
  const date = pick('tilldate');
  if (!date) return null;
  const hour = pick('tillhour');
  if (!TILL_DATE.test(date) || (hour !== undefined && !TILL_HOUR.test(hour))) {
    console.error(`[storefront] product_data base_price: the promotion's end "${date}${hour ? ` ${hour}` : ''}" is not a date (YYYY-MM-DD) with a time (HH:MM[:SS]); no countdown`);
    return null;
  }
  return hour ? `${date}T${hour.length === 5 ? `${hour}:00` : hour}` : `${date}T23:59:59`;
}
