// The shop's shipping-time function (spec section 7): the dispatch time for product, size and quantity,
// as a document a real shop's GraphQL accepts (reference section 8, the product query's `shipping`
// field): POST /graphql/v1/?query=projector_shipping_fetchShippingTime with
// `query { shipping(ShippingInput: { mode: product products: [{ id: 123 size: "uniw" quantity: 1 }] }) { shippingTime {…} } }`,
// every argument a literal (bare enum word, unquoted id and quantity, quoted size). Reads data.shipping.shippingTime.
import { gqlEnum, gqlId, gqlValue, graphql, graphqlUrl, resolveUrl, ShopApiError } from '../../core/http';
import type { ShippingTime } from '../../core/product/model';
import { shippingTime } from '../../core/product/parts';

export const SHIPPING_TIME_CALL = 'projector_shipping_fetchShippingTime';

// The selection of the platform's `shipping` type the template maps (data.shipping.shippingTime).
const SELECTION = `{
    shippingTime {
      shippingTime { time { days hours minutes } weekDay weekAmount today }
      time
      unknownTime
      todayShipmentDeadline
    }
  }`;

export interface ShippingParams {
  product: string;
  size: string;
  quantity: number;
}

/** The document for one product line: `mode: product`, the id unquoted when numeric, the size quoted,
 *  the shopper's quantity unquoted (a real product page sends 1; the spec asks per quantity). */
export function shippingTimeDocument(p: ShippingParams): string {
  const line = gqlValue({ id: gqlId(p.product), size: p.size, quantity: p.quantity });
  return `query {\n  shipping(ShippingInput: { mode: ${gqlValue(gqlEnum('product'))}, products: [${line}] }) ${SELECTION}\n}`;
}

/** Cache key: one answer per product parameters. */
export const shippingKey = (p: ShippingParams): string => `${p.product}|${p.size}|${p.quantity}`;

/**
 * Throws ShopApiError (http, timeout, network, parse, graphql, abort); parse also for a reply without a shipping time.
 * @call POST /graphql/v1/?query=projector_shipping_fetchShippingTime §8
 */
export async function fetchShippingTime(params: ShippingParams, signal?: AbortSignal): Promise<ShippingTime> {
  const data = await graphql<{ shipping?: { shippingTime?: unknown } | null }>(SHIPPING_TIME_CALL, {
    query: shippingTimeDocument(params),
    kind: 'query',
    signal,
  });
  const time = shippingTime(data?.shipping?.shippingTime);
  if (time === null) {
    const url = resolveUrl(graphqlUrl(SHIPPING_TIME_CALL, 'query'));
    throw new ShopApiError({ kind: 'parse', method: 'POST', url, body: data, detail: 'reply has no data.shipping.shippingTime' });
  }
  return time;
}
