// The basket through the platform's data client: POST /graphql/v1/?query=basket (reference section 2),
// mapped to the store's Basket (spec section 3) and checked by the shared parseBasket.
import { graphql } from '../../core/http';
import { formatMoney, type CurrencyFormat } from '../../core/money';
import { isObj, MalformedData, num, str, type Obj } from '../../core/page/coerce';
import { parseBasket } from '../../core/store/basket-parse';
import type { Basket } from '../../core/store';

const MONEY = '{ gross { value formatted } net { value formatted } }';
export const BASKET_QUERY = `query basket {
  basket {
    products {
      size sizeName quantity subscriptionPeriod
      data { link name iconSmall iconSmallSecond versionName }
      worth ${MONEY}
    }
    summaryBasket { productsCount worth ${MONEY} shipping { cost ${MONEY} } toShippingFree ${MONEY} }
  }
}`;

interface Money {
  value: number | null;
  formatted: string;
}

/** `{gross:{value,formatted}, net:{…}}`; a bare number counts as both. */
function money(v: unknown, side: 'gross' | 'net', currency: CurrencyFormat): Money {
  const raw = isObj(v) ? v[side] : v;
  const value = isObj(raw) ? num(raw.value) : num(raw);
  const formatted = (isObj(raw) && str(raw.formatted)) || (value !== null ? formatMoney(value, currency) : '');
  return { value, formatted };
}

function line(v: unknown, currency: CurrencyFormat): Obj {
  const l = isObj(v) ? v : {};
  const data = isObj(l.data) ? l.data : {};
  const count = num(l.quantity) ?? 0;
  const gross = money(l.worth, 'gross', currency);
  return {
    link: data.link,
    icon: data.iconSmall,
    icon_second: data.iconSmallSecond,
    name: data.name,
    size: l.size,
    size_name: l.sizeName,
    product_version_name: data.versionName,
    count,
    // The shop sends the line's worth; one unit is that over the quantity.
    worth_unit: gross.value !== null && count > 0 ? formatMoney(gross.value / count, currency) : '',
    prices: { worth_gros_formatted: gross.formatted, worth_net_formatted: money(l.worth, 'net', currency).formatted },
    subscription_period: l.subscriptionPeriod,
  };
}

/** `data.basket` → Basket. Throws MalformedData for anything that is not a basket. */
export function mapGraphqlBasket(raw: unknown, currency: CurrencyFormat): Basket {
  if (!isObj(raw) || !Array.isArray(raw.products) || !isObj(raw.summaryBasket)) {
    throw new MalformedData('data.basket', raw, 'a basket with products and summaryBasket');
  }
  const sum = raw.summaryBasket;
  const cost = isObj(sum.shipping) ? sum.shipping.cost : undefined;
  return parseBasket({
    products: raw.products.map((l) => line(l, currency)),
    user: null,
    worth: money(sum.worth, 'gross', currency).value,
    worth_formatted: money(sum.worth, 'gross', currency).formatted,
    worth_net_formatted: money(sum.worth, 'net', currency).formatted,
    shippingCost_formatted: money(cost, 'gross', currency).formatted,
    shippingCost_net_formatted: money(cost, 'net', currency).formatted,
    toShippingFree: money(sum.toShippingFree, 'gross', currency).value ?? 0,
    productsCounter: num(sum.productsCount) ?? raw.products.length,
  });
}

/** Throws ShopApiError (HTTP, timeout, parse, GraphQL errors) or MalformedData (wrong shape). */
export async function fetchBasket(currency: CurrencyFormat, signal?: AbortSignal): Promise<Basket> {
  const data = await graphql<unknown>('basket', { query: BASKET_QUERY, kind: 'query', signal });
  return mapGraphqlBasket(isObj(data) ? data.basket : data, currency);
}
