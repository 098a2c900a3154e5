import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLN_FORMAT } from '../../core/money';
import { MalformedData } from '../../core/page/coerce';
import { parseBasket } from '../../core/store/basket-parse';
import type { Basket, BasketProduct } from '../../core/store';
import { basketGraphql, changeBasket, readBasket, seedBasket } from '../../fixtures/mock-shop';
import { mapGraphqlBasket } from './api';
import { basketLook, basketSignature, freeShippingPercent, LIST_FROM, MAX_LINES, showsSize } from './view';

const line = (over: Partial<BasketProduct> = {}): BasketProduct => ({
  link: '/p.html', icon: '/i.png', name: 'Sukienka', size: '3', size_name: 'M', product_version_name: '', count: 1, worth_unit: '10,00 zł',
  prices: { worth_net_formatted: '8,13 zł', worth_gros_formatted: '10,00 zł' }, subscription_period: 0, ...over,
});
const basketOf = (products: BasketProduct[]): Basket => ({
  products, user: null, worth_formatted: '', worth_net_formatted: '', shippingCost_formatted: '', shippingCost_net_formatted: '', toShippingFree: 0, productsCounter: products.length,
});

describe('basketLook', () => {
  it('hides above 22 lines and lists above 10, at every size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        const look = basketLook(basketOf(Array.from({ length: n }, () => line())));
        return look.empty === (n === 0) && look.tooMany === n > MAX_LINES && look.list === n > LIST_FROM;
      }),
    );
    expect([MAX_LINES, LIST_FROM]).toEqual([22, 10]);
  });

  it('offers one-click buy only when every line has a name and none is a subscription', () => {
    expect(basketLook(basketOf([line(), line()])).oneClick).toBe(true);
    expect(basketLook(basketOf([line(), line({ name: '  ' })])).oneClick).toBe(false);
    expect(basketLook(basketOf([line({ subscription_period: 30 }), line()])).oneClick).toBe(false);
  });

  it("hides the size label of one-size lines ('uniw', 'onesize')", () => {
    expect(showsSize(line())).toBe(true);
    expect(showsSize(line({ size: 'uniw', size_name: 'uniw' }))).toBe(false);
    expect(showsSize(line({ size: 'onesize' }))).toBe(false);
  });
});

describe('freeShippingPercent', () => {
  it('is 100 once shipping is free, else the share of the way, 0–100', () => {
    expect(freeShippingPercent(undefined, 0)).toBe(100);
    expect(freeShippingPercent(150, 150)).toBe(50);
    expect(freeShippingPercent(undefined, 20)).toBeNull();
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0.01, max: 1e6, noNaN: true }), (worth, left) => {
        const p = freeShippingPercent(worth, left)!;
        return p >= 0 && p <= 100 && Number.isInteger(p);
      }),
    );
  });
});

describe('basketSignature', () => {
  it('is the same for the same content from either source and changes with the content', () => {
    changeBasket({ product: 101, size: '3', quantity: 2, mode: 'add' });
    const fromGraphql = mapGraphqlBasket(basketGraphql(), PLN_FORMAT);
    const fromForm = parseBasket(readBasket());
    expect(basketSignature(fromGraphql)).toBe(basketSignature(fromForm));
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    expect(basketSignature(parseBasket(readBasket()))).not.toBe(basketSignature(fromForm));
  });
});

describe('mapGraphqlBasket', () => {
  it('maps the shop’s GraphQL basket to the store’s Basket', () => {
    changeBasket({ product: 101, size: '3', quantity: 2, mode: 'add' });
    changeBasket({ product: 105, size: 'uniw', quantity: 1, mode: 'add', subscriptionPeriod: 30 });
    const b = mapGraphqlBasket(basketGraphql(), PLN_FORMAT);
    const read = readBasket();
    expect(b.productsCounter).toBe(2);
    expect(b.worth_formatted).toBe(read.worth_formatted);
    expect(b.worth).toBe(read.worth);
    expect(b.toShippingFree).toBe(read.toShippingFree);
    expect(b.shippingCost_formatted).toBe(read.shippingCost_formatted);
    expect(b.products[0]).toMatchObject({
      link: read.products[0]!.link, icon: read.products[0]!.icon, icon_second: read.products[0]!.icon_second, name: read.products[0]!.name,
      size: '3', size_name: 'M', count: 2, worth_unit: read.products[0]!.worth_unit,
      prices: { worth_gros_formatted: read.products[0]!.prices.worth_gros_formatted },
    });
    expect(b.products[1]).toMatchObject({ size: 'uniw', subscription_period: 30 });
  });

  it('copes with 22 lines', () => {
    seedBasket(22);
    expect(mapGraphqlBasket(basketGraphql(), PLN_FORMAT).products).toHaveLength(22);
  });

  it.each([[null], [{}], [{ products: [] }], [{ products: 'x', summaryBasket: {} }], [{ unexpected: true }]])('rejects %j', (raw) => {
    expect(() => mapGraphqlBasket(raw, PLN_FORMAT)).toThrow(MalformedData);
  });
});
