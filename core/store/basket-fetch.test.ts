import { describe, expect, it } from 'vitest';
import { basketGraphql, changeBasket, mockShop, seedBasket } from '../../fixtures/mock-shop';
import { setFault } from '../../fixtures/mock-shop/faults';
import { server } from '../../fixtures/mock-shop/server';
import { PLN_FORMAT } from '../money';
import { MalformedData } from '../page/coerce';
import { ShopApiError } from '../http';
import { basketDocument, fetchBasket, mapBasket } from './basket-fetch';

/** What the mock received: URL and JSON body of each basket request. */
async function sent(run: () => Promise<unknown>): Promise<Array<{ url: string; body: Record<string, unknown> }>> {
  const seen: Array<Promise<{ url: string; body: Record<string, unknown> }>> = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/graphql/v1/')) seen.push(request.clone().json().then((body) => ({ url: request.url, body })));
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return Promise.all(seen);
}

describe('fetchBasket (the platform document, through the strict mock)', () => {
  it('sends POST /graphql/v1/?query=basket with {query} only, an anonymous query with BasketCostInput: {}', async () => {
    const [req] = await sent(() => fetchBasket(PLN_FORMAT));
    expect(new URL(req!.url).search).toBe('?query=basket');
    expect(Object.keys(req!.body)).toEqual(['query']);
    expect(req!.body.query).toBe(basketDocument());
    expect(basketDocument()).toMatch(/^query \{ basket\(BasketCostInput: \{\}\) \{ summaryBasket \{ productsCount /);
    // The header's own selection, field for field: the progress bar's limit with its currency, as the theme asks it.
    expect(basketDocument()).toContain('smileShippingLimitFree { enabled shippingLimitFree { currency value formatted } }');
  });

  it('maps the platform basket: productsCount, {value, formatted} money, units, images, free-shipping fields', async () => {
    changeBasket({ product: 101, size: '3', quantity: 2, mode: 'add' });
    changeBasket({ product: 115, size: 'uniw', quantity: 1, mode: 'add' });
    const b = await fetchBasket(PLN_FORMAT);
    const shop = basketGraphql();
    const sum = shop.summaryBasket;
    expect(b).toMatchObject({
      productsCounter: 2,
      worth: sum.worth.gross.value,
      worth_formatted: sum.worth.gross.formatted,
      worth_net_formatted: sum.worth.net.formatted,
      shippingCost: sum.shipping.cost.gross.value,
      shippingCost_formatted: sum.shipping.cost.gross.formatted,
      toShippingFree: sum.toShippingFree.value,
      toShippingFree_formatted: sum.toShippingFree.formatted,
      shippingLimitFree: sum.shippingLimitFree.value,
      freeShippingProgress: sum.smileShippingLimitFree.enabled,
    });
    const p = shop.products[0]!;
    expect(b.products[0]).toMatchObject({
      link: p.data.link,
      name: p.data.name,
      icon: p.data.iconSmallSecond || p.data.iconSmall,
      count: 2,
      unit: { singular: p.data.unit.singular, plural: p.data.unit.plural, fraction: p.data.unit.fraction },
      prices: { worth_gros_formatted: p.worth.gross.formatted, worth_net_formatted: p.worth.net.formatted },
      // Not in the platform's mini-basket document:
      size: '', size_name: '', product_version_name: '', worth_unit: '', subscription_period: 0,
    });
  });

  it("with 'spec' details adds size name (from data.sizes), version, unit price and the subscription period (from basketGroups)", async () => {
    changeBasket({ product: 101, size: '3', quantity: 2, mode: 'add' });
    changeBasket({ product: 105, size: 'uniw', quantity: 1, mode: 'add', subscriptionPeriod: 30 });
    const b = await fetchBasket(PLN_FORMAT, undefined, 'spec');
    const p = basketGraphql().products[0]!;
    expect(b.products[0]).toMatchObject({
      size: '3',
      size_name: p.data.sizes.find((s) => s.id === '3')!.name,
      product_version_name: p.data.versionName,
      subscription_period: 0,
    });
    expect(b.products[0]!.worth_unit).not.toBe('');
    expect(b.products[1]).toMatchObject({ size: 'uniw', subscription_period: 30 });
  });

  it('an empty basket is productsCount 0: no lines', async () => {
    const b = await fetchBasket(PLN_FORMAT);
    expect(b.productsCounter).toBe(0);
    expect(b.products).toEqual([]);
    expect(mockShop().basket).toEqual([]);
  });

  it('copes with 22 lines', async () => {
    seedBasket(22);
    expect((await fetchBasket(PLN_FORMAT)).products).toHaveLength(22);
  });

  it.each(['500', 'malformed', 'wrong-shape'] as const)('throws ShopApiError on %s', async (fault) => {
    setFault('graphql:basket', fault);
    await expect(fetchBasket(PLN_FORMAT)).rejects.toBeInstanceOf(ShopApiError);
  });
});

describe('mapBasket', () => {
  it('treats a missing productsCount as empty, whatever the lines say', () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    const raw = basketGraphql();
    const b = mapBasket({ ...raw, summaryBasket: { ...raw.summaryBasket, productsCount: undefined } }, PLN_FORMAT);
    expect(b.productsCounter).toBe(0);
    expect(b.products).toEqual([]);
  });

  it.each([[null], [{}], [{ products: [] }], [{ products: 'x', summaryBasket: {} }], [{ unexpected: true }]])('rejects %j', (raw) => {
    expect(() => mapBasket(raw, PLN_FORMAT)).toThrow(MalformedData);
  });
});
