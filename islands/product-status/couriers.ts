// The couriers for the shipping dialog, as the platform's product page asks for them on a click of
// `.projector_shipping__info` (reference section 8; the theme's shipping modal): POST
// /graphql/v1/?query=projector_shipping_fetchShippingTime with
//   query { shipping(ShippingInput: { mode: product, products: [{ id: 101, size: "3", quantity: 1 }] }) {
//     shipping { courier { icon name } prepaid cost { value formatted } deliveryTime { time { days hours minutes } weekDay weekAmount today } } } }
// always `quantity: 1`, as the platform sends it. Reads data.shipping.shipping: a list (possibly empty:
// the shop has no standard cost for the product) of couriers, each paid before dispatch ("prepaid") or
// on delivery ("dvp").
import { gqlEnum, gqlId, gqlValue, graphql, graphqlUrl, resolveUrl, ShopApiError } from '../../core/http';
import { bool, isObj, num, str } from '../../core/page/coerce';
import { SHIPPING_TIME_CALL } from './api';
import type { BundlePart } from '../../core/product/bundle-parts';

const SELECTION = `{
    shipping {
      courier { icon name }
      prepaid
      cost { value formatted }
      deliveryTime { time { days hours minutes } weekDay weekAmount today }
    }
  }`;

export interface Courier {
  name: string;
  /** The courier's picture address as the shop gave it ('' = none); checked where it is written. */
  icon: string;
  /** Paid before dispatch (`prepaid`), else on delivery (`dvp`). */
  prepaid: boolean;
  /** The cost: 0 is free; null when the shop gave none. */
  cost: number | null;
  costFormatted: string | null;
  delivery: { days: number; hours: number; minutes: number; weekDay: number | null; weekAmount: number; today: boolean };
}

/**
 * One product line, `quantity: 1` as the platform's product page sends it whatever the amount; a set's
 * parts as `bundleParts` (core/product/bundle-parts), only when there are any.
 */
export function couriersDocument(product: string, size: string, parts: BundlePart[] = []): string {
  const bundle = parts.length > 0 ? { bundleParts: parts.map((p) => ({ id: gqlId(p.id), size: p.size })) } : {};
  const line = gqlValue({ id: gqlId(product), size, quantity: 1, ...bundle });
  return `query {\n  shipping(ShippingInput: { mode: ${gqlValue(gqlEnum('product'))}, products: [${line}] }) ${SELECTION}\n}`;
}

/** One courier of the reply, or null when it has no name (nothing to show for it). */
export function readCourier(v: unknown): Courier | null {
  if (!isObj(v)) return null;
  const courier = isObj(v.courier) ? v.courier : {};
  const name = str(courier.name)?.trim();
  if (!name) return null;
  const cost = isObj(v.cost) ? v.cost : {};
  const time = isObj(v.deliveryTime) ? v.deliveryTime : {};
  const clock = isObj(time.time) ? time.time : {};
  const weekDay = num(time.weekDay);
  return {
    name,
    icon: str(courier.icon)?.trim() ?? '',
    prepaid: v.prepaid !== 'dvp',
    cost: num(cost.value),
    costFormatted: str(cost.formatted)?.trim() || null,
    delivery: {
      days: num(clock.days) ?? 0,
      hours: num(clock.hours) ?? 0,
      minutes: num(clock.minutes) ?? 0,
      weekDay: weekDay !== null && weekDay >= 1 && weekDay <= 7 ? weekDay : null,
      weekAmount: num(time.weekAmount) ?? 0,
      today: bool(time.today),
    },
  };
}

/**
 * Throws ShopApiError (http, timeout, network, parse, graphql, abort); parse for a reply without a courier list.
 * @call POST /graphql/v1/?query=projector_shipping_fetchShippingTime §8a
 */
export async function fetchCouriers(product: string, size: string, parts: BundlePart[], signal?: AbortSignal): Promise<Courier[]> {
  const data = await graphql<{ shipping?: { shipping?: unknown } | null }>(SHIPPING_TIME_CALL, {
    query: couriersDocument(product, size, parts),
    kind: 'query',
    signal,
  });
  const list = data?.shipping?.shipping;
  // null: the shop has no standard cost for this product (the theme's "no standard cost" message).
  if (list === null) return [];
  if (!Array.isArray(list)) {
    const url = resolveUrl(graphqlUrl(SHIPPING_TIME_CALL, 'query'));
    throw new ShopApiError({ kind: 'parse', method: 'POST', url, body: data, detail: 'reply has no data.shipping.shipping list' });
  }
  return list.map(readCourier).filter((c): c is Courier => c !== null);
}

/** The delivery day the courier brings it: the date `days`/`hours`/`minutes` from `now`, as DD.MM. */
export function deliveryDate(d: Courier['delivery'], now: Date): string {
  const at = new Date(now.getTime());
  at.setDate(at.getDate() + d.days);
  at.setHours(at.getHours() + d.hours, at.getMinutes() + d.minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getDate())}.${pad(at.getMonth() + 1)}`;
}
