// Readers for product-data pieces whose names are shared (or nearly) by both global shapes.
import { bool, isObj, MalformedData, num, str, type Obj } from '../page/coerce';
import type {
  AvailabilityModel,
  BundlePrice,
  OrderQuantityRange,
  PriceModel,
  QuantityRebateTier,
  RebateNumber,
  ShippingTime,
  UnitModel,
} from './model';

/** The spec treats 'onesize' as 'uniw', the type IdoSell posts for one-size products. */
export const sizeType = (t: string): string => (t === 'onesize' ? 'uniw' : t);

export function requireId(v: unknown, field: string): string {
  const id = str(v)?.trim();
  if (!id) throw new MalformedData(field, v, 'a product id');
  return id;
}

/** Sizes keyed by type (object) or listed with their type in `typeField` (array). */
export function sizeEntries(v: unknown, field: string, typeField: string): Array<[string, Obj]> {
  let list: Array<[string, unknown, string]>;
  if (Array.isArray(v)) list = v.map((s, i) => [isObj(s) ? (str(s[typeField]) ?? '') : '', s, `${field}[${i}]`]);
  else if (isObj(v)) list = Object.entries(v).map(([k, s]) => [k, s, `${field}.${k}`]);
  else throw new MalformedData(field, v, 'an object or array of sizes');
  const out: Array<[string, Obj]> = [];
  for (const [type, s, path] of list) {
    if (!isObj(s)) throw new MalformedData(path, s, 'a size object');
    if (!type) throw new MalformedData(`${path}.${typeField}`, s[typeField], 'a size type');
    const key = sizeType(type);
    if (key !== '__proto__' && !out.some(([k]) => k === key)) out.push([key, s]);
  }
  return out;
}

export function unitModel(singular: unknown, plural: unknown, sellBy: unknown, precision: unknown): UnitModel {
  const step = num(sellBy);
  const places = num(precision);
  const one = str(singular) ?? '';
  return {
    singular: one,
    plural: str(plural) ?? one,
    sellBy: step !== null && step > 0 ? step : 1,
    precision: places !== null && places >= 0 ? Math.floor(places) : 0,
  };
}

export function orderQuantityRange(v: unknown): OrderQuantityRange {
  const r = isObj(v) ? v : {};
  return {
    maxQuantityPerOrder: num(r.max_quantity_per_order ?? r.maxQuantityPerOrder),
    maxSizeQuantityPerOrder: num(r.max_size_quantity_per_order ?? r.maxSizeQuantityPerOrder),
    minQuantityPerOrder: num(r.min_quantity_per_order ?? r.minQuantityPerOrder),
    minSizeQuantityPerOrder: num(r.min_size_quantity_per_order ?? r.minSizeQuantityPerOrder),
    minimumQuantitySubscription: num(r.minimum_quantity_subscription ?? r.subscription_min_quantity),
  };
}

export function availability(v: unknown): AvailabilityModel {
  const a = isObj(v) ? v : {};
  return {
    status: str(a.status) ?? '',
    statusDescription: str(a.status_description ?? a.description) ?? '',
    statusGfx: str(a.status_gfx ?? a.icon) || null,
    statusDescriptionTel: str(a.status_description_tel ?? a.description_tel) ?? '',
    statusGfxTel: str(a.status_gfx_tel ?? a.icon_tel) || null,
    deliveryDate: str(a.delivery_date ?? a.deliveryDate) || null,
    deliveryDaysUndefined: bool(a.delivery_days_undefined ?? a.deliveryDaysUndefined),
    visible: a.visible === undefined ? true : bool(a.visible),
  };
}

/** Snake (`shipping_time{days,…}`) and camel (`shippingTime{shippingTime{time{days,…}},…}`) alike. */
export function shippingTime(v: unknown): ShippingTime | null {
  if (!isObj(v)) return null;
  const inner = isObj(v.shippingTime) ? v.shippingTime : v;
  const clock = isObj(inner.time) ? inner.time : inner;
  return {
    unknownTime: bool(v.unknown_time ?? v.unknownTime),
    today: bool(inner.today),
    todayShipmentDeadline: str(v.today_shipment_deadline ?? v.todayShipmentDeadline) || null,
    days: num(clock.days),
    hours: num(clock.hours),
    minutes: num(clock.minutes),
    weekDay: num(inner.week_day ?? inner.weekDay),
    weekAmount: num(inner.week_amount ?? inner.weekAmount),
    time: str(v.time) || null,
  };
}

/** A money field: a bare number/string, `{value}`, or `{gross:{value}, net:{value}}`. */
export function amount(v: unknown, side: 'gross' | 'net'): number | null {
  if (!isObj(v)) return side === 'gross' ? num(v) : null;
  const part = v[side];
  if (isObj(part)) return num(part.value);
  if (part !== undefined) return num(part);
  return side === 'gross' ? num(v.value) : null;
}

export function formattedAmount(v: unknown, side: 'gross' | 'net'): string | null {
  if (!isObj(v)) return null;
  const part = v[side];
  if (isObj(part)) return str(part.formatted);
  return side === 'gross' ? str(v.formatted) : null;
}

export function rebateNumber(v: unknown): RebateNumber | null {
  if (!isObj(v)) return null;
  const items = Array.isArray(v.items) ? v.items.filter(isObj) : [];
  return {
    items: items.map((i) => ({
      threshold: num(i.threshold),
      left: num(i.left),
      value: num(i.value),
      price: amount(i.price, 'gross'),
      priceNet: num(i.price_net) ?? amount(i.price, 'net'),
      priceFormatted: str(i.price_formatted) ?? formattedAmount(i.price, 'gross'),
    })),
    nextLeft: num(v.nextleft ?? v.nextLeft),
    nextPrice: num(v.nextprice ?? v.nextPrice),
    nextPriceNet: num(v.nextprice_net ?? v.nextPriceNet),
    nextThreshold: num(v.nextthreshold ?? v.nextThreshold),
  };
}

/** Tiers from a list (or `{items}`) of {threshold, threshold_end, value}; else from the price's rebate items. */
export function rebateTiers(v: unknown, price: PriceModel): QuantityRebateTier[] {
  const list: unknown[] = Array.isArray(v) ? v : isObj(v) && Array.isArray(v.items) ? v.items : [];
  const raw = list.filter(isObj).map((t) => ({
    threshold: num(t.threshold),
    thresholdEnd: num(t.threshold_end ?? t.thresholdEnd),
    value: num(t.value),
  }));
  const source = raw.length > 0 ? raw : (price.rebateNumber?.items ?? []).map((i) => ({ ...i, thresholdEnd: null }));
  return source
    .filter((t): t is typeof t & { threshold: number } => t.threshold !== null)
    .map(({ threshold, thresholdEnd, value }) => ({ threshold, thresholdEnd, value }))
    .sort((a, b) => a.threshold - b.threshold);
}

export function bundlePrice(v: unknown): BundlePrice | null {
  if (!isObj(v)) return null;
  return {
    amountDiffGross: num(v.amount_diff_gross),
    amountDiffNet: num(v.amount_diff_net),
    percentDiff: num(v.percent_diff),
  };
}
