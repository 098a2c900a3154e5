// The one basket fetch every island shares (the mini-basket, the product page's buy island):
// the platform's own call, POST /graphql/v1/?query=basket with
// `query { basket(BasketCostInput: {}) { … } }` (reference section 2), mapped to the store's Basket.
//
// 'platform' (default) selects exactly the tree the shop's own header selects. 'spec' adds what the
// spec's basket line has and the platform's mini-basket does not read (size and its name, version
// name, unit price, subscription period): a page opts in with data-basket-details="spec".
import { graphql } from '../http';
import { formatMoney, type CurrencyFormat } from '../money';
import { isObj, MalformedData, num, str, type Obj } from '../page/coerce';
import type { Basket, BasketProduct } from './basket.slice';

export type BasketDetails = 'platform' | 'spec';
export const BASKET_DETAILS = ['platform', 'spec'] as const;

/** The query-string marker: `?query=basket`. */
export const BASKET_MARKER = 'basket';

const SUMMARY =
  'summaryBasket { productsCount worth { net { formatted value } gross { formatted value } } ' +
  'shipping { cost { gross { value formatted } } } toShippingFree { value formatted } shippingLimitFree { value formatted } ' +
  'smileShippingLimitFree { enabled shippingLimitFree { currency value formatted } } }';

const LINE =
  'id quantity forPoints worth { net { formatted } gross { formatted } } worthPoints { formatted } ' +
  'data { type name link iconSmall iconSmallSecond unit { singular plural fraction } }';

/** Merged into the line's selection (GraphQL merges the repeated `worth` and `data`). */
const SPEC_LINE = 'size basketGroupId worth { net { value } gross { value } } data { versionName sizes { id name } }';
const SPEC_BASKET = 'basketGroups { id subscription { daysInPeriod } }';

/** The whole document, literal arguments only (the platform never sends variables). */
export function basketDocument(details: BasketDetails = 'platform'): string {
  const spec = details === 'spec';
  const products = `products { ${LINE}${spec ? ` ${SPEC_LINE}` : ''} }`;
  // The empty input object is the platform's own literal (header, product page, basket page).
  return `query { basket(BasketCostInput: {}) { ${SUMMARY} ${products}${spec ? ` ${SPEC_BASKET}` : ''} } }`;
}

interface Money {
  value: number | null;
  formatted: string;
}

/** `{value, formatted}`; a missing formatted text is made from the value. */
function money(v: unknown, currency: CurrencyFormat): Money {
  const value = isObj(v) ? num(v.value) : num(v);
  const formatted = (isObj(v) && str(v.formatted)) || (value !== null ? formatMoney(value, currency) : '');
  return { value, formatted };
}

const side = (pair: unknown, which: 'gross' | 'net', currency: CurrencyFormat): Money =>
  money(isObj(pair) ? pair[which] : undefined, currency);

const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const text = (v: unknown): string => str(v) ?? '';

/** Subscription period of each basket group (`basketGroups[].subscription.daysInPeriod`), by group id. */
function groupPeriods(raw: unknown): Map<string, number> {
  const periods = new Map<string, number>();
  if (!Array.isArray(raw)) return periods;
  for (const g of raw) {
    const id = isObj(g) ? str(g.id) : null;
    const days = isObj(g) ? num(obj(g.subscription).daysInPeriod) : null;
    if (id !== null && days !== null) periods.set(id, days);
  }
  return periods;
}

function line(v: unknown, i: number, currency: CurrencyFormat, periods: Map<string, number>): BasketProduct {
  if (!isObj(v)) throw new MalformedData(`data.basket.products[${i}]`, v, 'a basket line');
  const data = obj(v.data);
  const count = num(v.quantity) ?? 0;
  const gross = side(v.worth, 'gross', currency);
  const small = text(data.iconSmall);
  const second = text(data.iconSmallSecond);
  const size = text(v.size);
  const sizes = Array.isArray(data.sizes) ? data.sizes.filter(isObj) : [];
  const unit = obj(data.unit);
  const group = str(v.basketGroupId);
  return {
    link: text(data.link),
    // The theme's <img> is iconSmallSecond || iconSmall, its webp <source> iconSmall.
    icon: second || small,
    ...(second && small && second !== small ? { icon_second: small } : {}),
    name: text(data.name),
    size,
    size_name: text(sizes.find((s) => str(s.id) === size)?.name),
    product_version_name: text(data.versionName),
    count,
    // The platform's line id is the product id (an ID, so a string): product-buy checks its add by it.
    ...(str(v.id) !== null || num(v.id) !== null ? { productId: String(v.id) } : {}),
    // Only the 'spec' document selects the line's worth as a number; one unit is that over the quantity.
    worth_unit: gross.value !== null && count > 0 ? formatMoney(gross.value / count, currency) : '',
    prices: { worth_gros_formatted: gross.formatted, worth_net_formatted: side(v.worth, 'net', currency).formatted },
    subscription_period: group !== null && group !== '0' ? (periods.get(group) ?? 0) : 0,
    ...(isObj(data.unit)
      ? { unit: { singular: text(unit.singular), plural: text(unit.plural), fraction: text(unit.fraction) } }
      : {}),
  };
}

/**
 * `data.basket` → Basket. `summaryBasket.productsCount` is the emptiness test (missing or 0 = an
 * empty basket, whatever the lines say). Throws MalformedData for anything that is not a basket.
 */
export function mapBasket(raw: unknown, currency: CurrencyFormat): Basket {
  if (!isObj(raw) || !isObj(raw.summaryBasket) || !(raw.products == null || Array.isArray(raw.products))) {
    throw new MalformedData('data.basket', raw, 'a basket with summaryBasket and products');
  }
  const sum = raw.summaryBasket;
  const count = Math.max(0, num(sum.productsCount) ?? 0);
  const periods = groupPeriods(raw.basketGroups);
  const products = count > 0 && Array.isArray(raw.products) ? raw.products.map((l, i) => line(l, i, currency, periods)) : [];
  const worth = side(sum.worth, 'gross', currency);
  const shipping = side(obj(sum.shipping).cost, 'gross', currency);
  const toFree = money(sum.toShippingFree, currency);
  const smile = obj(sum.smileShippingLimitFree);
  return {
    products,
    user: null,
    worth_formatted: worth.formatted,
    worth_net_formatted: side(sum.worth, 'net', currency).formatted,
    ...(worth.value !== null ? { worth: worth.value } : {}),
    // The platform's mini-basket selects (and shows) the gross shipping cost only.
    shippingCost_formatted: shipping.formatted,
    shippingCost_net_formatted: shipping.formatted,
    ...(shipping.value !== null ? { shippingCost: shipping.value } : {}),
    toShippingFree: toFree.value ?? 0,
    toShippingFree_formatted: toFree.formatted,
    shippingLimitFree: money(sum.shippingLimitFree, currency).value ?? 0,
    freeShippingProgress: smile.enabled === true,
    productsCounter: count,
  };
}

/**
 * Throws ShopApiError (network, HTTP, timeout, HTML or non-JSON reply, GraphQL `errors`, no data)
 * or MalformedData (data that is not a basket); callers keep what they show on either.
 * @call POST /graphql/v1/?query=basket §2
 */
export async function fetchBasket(currency: CurrencyFormat, signal?: AbortSignal, details: BasketDetails = 'platform'): Promise<Basket> {
  const data = await graphql<unknown>(BASKET_MARKER, { kind: 'query', query: basketDocument(details), signal });
  return mapBasket(isObj(data) ? data.basket : data, currency);
}
