// The /ajax/projector.php size reply (sizeavailability, sizedelivery, sizeprices) → the parts of the
// size model it updates. A reply that has none of the asked-for parts is malformed (wrong shape).
import { bool, isObj, MalformedData, num } from '../page/coerce';
import type { AvailabilityModel, DeliveryModel, PriceModel, QuantityRebateTier, ShippingTime } from '../page/product-model';
import { availability, rebateTiers, shippingTime } from '../page/product-parts';
import { snakePrice } from '../page/product-spec-shape';

/** What one size fetch knows; a missing part leaves the page's value in place. */
export interface SizeUpdate {
  availability?: AvailabilityModel;
  amount?: number;
  shippingTime?: ShippingTime | null;
  delayTime?: ShippingTime | null;
  delivery?: DeliveryModel;
  price?: PriceModel;
  rebateTiers?: QuantityRebateTier[];
}

export type SizePart = 'sizeavailability' | 'sizedelivery' | 'sizeprices';

export function parseSizeReply(reply: unknown, asked: readonly SizePart[]): SizeUpdate {
  if (!isObj(reply)) throw new MalformedData('reply', reply, 'an object');
  const out: SizeUpdate = {};
  const a = reply.sizeavailability;
  if (asked.includes('sizeavailability') && isObj(a)) {
    out.availability = availability(a);
    const amount = num(a.amount);
    if (amount !== null) out.amount = amount;
    if ('shipping_time' in a) out.shippingTime = shippingTime(a.shipping_time);
    if ('delay_time' in a) out.delayTime = shippingTime(a.delay_time);
  }
  const d = reply.sizedelivery;
  if (asked.includes('sizedelivery') && isObj(d)) {
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
  if (Object.keys(out).length === 0) {
    throw new MalformedData('reply', reply, `an object with ${asked.join(', ')}`);
  }
  return out;
}
