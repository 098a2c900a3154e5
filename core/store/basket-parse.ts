// The basket as the shop sends it (basketchange reply, basket fetch, the bulk call) → the store's
// Basket. Lines missing a name or link are kept (the mini-basket decides what to show); a reply
// that is not a basket at all throws, so callers can tell "empty basket" from "wrong answer".
import { isObj, MalformedData, num, str } from '../page/coerce';
import type { Basket, BasketProduct } from './basket.slice';

function line(v: unknown, i: number): BasketProduct {
  if (!isObj(v)) throw new MalformedData(`basket.products[${i}]`, v, 'a basket line');
  const prices = isObj(v.prices) ? v.prices : {};
  return {
    link: str(v.link) ?? '',
    icon: str(v.icon) ?? '',
    ...(str(v.icon_second) ? { icon_second: str(v.icon_second) as string } : {}),
    name: str(v.name) ?? '',
    size: str(v.size) ?? '',
    size_name: str(v.size_name) ?? '',
    product_version_name: str(v.product_version_name) ?? '',
    count: num(v.count) ?? 0,
    worth_unit: str(v.worth_unit) ?? '',
    prices: {
      worth_net_formatted: str(prices.worth_net_formatted) ?? '',
      worth_gros_formatted: str(prices.worth_gros_formatted) ?? '',
    },
    subscription_period: num(v.subscription_period) ?? 0,
  };
}

export function parseBasket(raw: unknown): Basket {
  if (!isObj(raw) || !Array.isArray(raw.products)) throw new MalformedData('basket', raw, 'a basket with products');
  const worth = num(raw.worth);
  return {
    products: raw.products.map(line),
    user: raw.user ?? null,
    worth_net_formatted: str(raw.worth_net_formatted) ?? '',
    worth_formatted: str(raw.worth_formatted) ?? '',
    ...(worth !== null ? { worth } : {}),
    shippingCost_net_formatted: str(raw.shippingCost_net_formatted) ?? '',
    shippingCost_formatted: str(raw.shippingCost_formatted) ?? '',
    toShippingFree: num(raw.toShippingFree) ?? 0,
    productsCounter: num(raw.productsCounter) ?? raw.products.length,
  };
}
