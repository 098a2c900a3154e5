// The /ajax/projector.php size reply (sizeprices, sizeavailability, sizedelivery) → the parts of the
// size model it updates. As the platform's own script does, `sizeavailability` and `sizeprices` must
// both be objects when asked for (`{}` is fine: the shop has nothing to say, the page's value stays);
// a reply without one of them, or with `errors` / `error`, is malformed and the page's data stays.
import { bool, isObj, MalformedData, num } from '../page/coerce';
import type { AvailabilityModel, BundlePrice, DeliveryModel, PriceModel, QuantityRebateTier, ShippingTime } from './model';
import { availability, rebateTiers, shippingTime } from './parts';
import { snakePrice } from './spec-shape';

/** What one size fetch knows; a missing part leaves the page's value in place. */
export interface SizeUpdate {
  availability?: AvailabilityModel;
  amount?: number;
  shippingTime?: ShippingTime | null;
  delayTime?: ShippingTime | null;
  delivery?: DeliveryModel;
  price?: PriceModel;
  rebateTiers?: QuantityRebateTier[];
  /** A bundle's saving for the parts chosen (islands/product-form/bundle.ts). */
  bundlePrice?: BundlePrice | null;
}

export type SizePart = 'sizeavailability' | 'sizedelivery' | 'sizeprices';

/** Parts the platform's script cannot do without (it throws when one is not an object). */
const REQUIRED: readonly SizePart[] = ['sizeavailability', 'sizeprices'];

const EMPTY_TIME: ShippingTime = {
  unknownTime: false, today: false, todayShipmentDeadline: null, days: null, hours: null, minutes: null,
  weekDay: null, weekAmount: null, time: null,
};

/**
 * The platform's rule: the delivery time is unknown unless `delay_time.unknown_delivery_time` is exactly
 * the string "false" (a missing `delay_time` is unknown too). The spec's `unknown_time` flag, when a
 * reply carries it and no `delay_time`, is read as written.
 */
function unknownDeliveryTime(a: Record<string, unknown>): boolean {
  const delay = a.delay_time;
  if (isObj(delay) && 'unknown_delivery_time' in delay) return delay.unknown_delivery_time !== 'false';
  const spec = isObj(a.shipping_time) ? a.shipping_time.unknown_time : undefined;
  if (!isObj(delay) && spec !== undefined) return bool(spec);
  return true;
}

export function parseSizeReply(reply: unknown, asked: readonly SizePart[]): SizeUpdate {
  if (!isObj(reply)) throw new MalformedData('reply', reply, 'an object');
  const failure = reply.errors ?? reply.error;
  if (failure !== undefined && failure !== null && failure !== false && failure !== '') {
    throw new MalformedData(reply.errors !== undefined ? 'reply.errors' : 'reply.error', failure, 'absent (the shop reported an error)');
  }
  for (const part of REQUIRED) {
    if (asked.includes(part) && !isObj(reply[part])) throw new MalformedData(`reply.${part}`, reply[part], 'an object');
  }
  const out: SizeUpdate = {};
  const a = reply.sizeavailability;
  if (asked.includes('sizeavailability') && isObj(a) && Object.keys(a).length > 0) {
    if (typeof a.status === 'string' && a.status !== '') out.availability = availability(a);
    const amount = num(a.amount);
    if (amount !== null) out.amount = amount;
    const unknownTime = unknownDeliveryTime(a);
    out.shippingTime = { ...(shippingTime(a.shipping_time) ?? EMPTY_TIME), unknownTime };
    // The spec's delay_time is a second shipping time; the platform's only carries the flag.
    if (isObj(a.delay_time) && !('unknown_delivery_time' in a.delay_time)) out.delayTime = shippingTime(a.delay_time);
  }
  const d = reply.sizedelivery;
  if (asked.includes('sizedelivery') && isObj(d) && Object.keys(d).length > 0) {
    out.delivery = { shipping: num(d.shipping), undefined: bool(d.undefined) };
  }
  const p = reply.sizeprices;
  if (asked.includes('sizeprices') && isObj(p)) {
    const price = snakePrice(p);
    if (price && (price.value !== null || price.points !== null)) {
      out.price = price;
      out.rebateTiers = rebateTiers(p.rebateNumber, price);
    }
  }
  return out;
}
