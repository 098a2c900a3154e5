// The shop's shipping-time function (spec section 7): the dispatch time for product, size and quantity.
import { graphql, graphqlUrl, resolveUrl, ShopApiError } from '../../core/http';
import type { ShippingTime } from '../../core/page/product-model';
import { shippingTime } from '../../core/page/product-parts';

export const SHIPPING_TIME_CALL = 'projector_shipping_fetchShippingTime';

// The selection the IdoSell template asks for (data.shipping.shippingTime).
export const SHIPPING_TIME_QUERY = `query ${SHIPPING_TIME_CALL}($product: Int!, $size: String!, $quantity: Float!) {
  shipping(ShippingInput: { mode: product, products: [{ id: $product, size: $size, quantity: $quantity }] }) {
    shippingTime {
      shippingTime { time { days hours minutes } weekDay weekAmount today }
      time
      unknownTime
      todayShipmentDeadline
    }
  }
}`;

export interface ShippingParams {
  product: string;
  size: string;
  quantity: number;
}

/** Cache key: one answer per product parameters. */
export const shippingKey = (p: ShippingParams): string => `${p.product}|${p.size}|${p.quantity}`;

/** Throws ShopApiError (http, timeout, network, parse, graphql, abort); parse also for a reply without a shipping time. */
export async function fetchShippingTime(params: ShippingParams, signal?: AbortSignal): Promise<ShippingTime> {
  const variables = { product: Number(params.product), size: params.size, quantity: params.quantity };
  const data = await graphql<{ shipping?: { shippingTime?: unknown } | null }>(SHIPPING_TIME_CALL, {
    query: SHIPPING_TIME_QUERY,
    variables,
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
