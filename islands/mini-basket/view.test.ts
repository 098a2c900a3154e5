import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLN_FORMAT } from '../../core/money';
import { parseBasket } from '../../core/store/basket-parse';
import type { Basket, BasketProduct } from '../../core/store';
import { basketGraphql, changeBasket, readBasket } from '../../fixtures/mock-shop';
import { mapBasket } from './api';
import { basketLook, basketSignature, countText, freeShippingLook, freeShippingPercent, LIST_FROM, MAX_LINES, quantityText, showsSize } from './view';

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
    const fromGraphql = mapBasket(basketGraphql(), PLN_FORMAT);
    const fromForm = parseBasket(readBasket());
    expect(basketSignature(fromGraphql)).toBe(basketSignature(fromForm));
    expect(basketSignature(mapBasket(basketGraphql(), PLN_FORMAT))).toBe(basketSignature(fromGraphql));
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    expect(basketSignature(mapBasket(basketGraphql(), PLN_FORMAT))).not.toBe(basketSignature(fromForm));
  });
});

describe('freeShippingLook (a platform basket)', () => {
  const platform = (over: Partial<Basket>): Basket => ({
    ...basketOf([line()]), worth: 150, shippingCost: 14.99, shippingLimitFree: 300, toShippingFree: 150, toShippingFree_formatted: '150,00 zł', freeShippingProgress: true, ...over,
  });
  const left = (n: number) => `${n} left`;

  it('shows what is left and a bar of worth / threshold', () => {
    expect(freeShippingLook(platform({}), left)).toEqual({ hidden: false, free: false, left: '150,00 zł', percent: 50 });
  });

  it('has no bar when smileShippingLimitFree is off, no block without a threshold or at 0 shipping', () => {
    expect(freeShippingLook(platform({ freeShippingProgress: false }), left).percent).toBeNull();
    expect(freeShippingLook(platform({ shippingLimitFree: 0 }), left).hidden).toBe(true);
    expect(freeShippingLook(platform({ shippingCost: 0, toShippingFree: 0 }), left).hidden).toBe(true);
  });

  it("keeps the spec's way for a basket from another source", () => {
    expect(freeShippingLook({ ...basketOf([line()]), worth: 150, toShippingFree: 150 }, left)).toEqual({ hidden: false, free: false, left: '150 left', percent: 50 });
  });
});

describe('quantityText', () => {
  const unit = { singular: 'metr', plural: 'metry', fraction: 'metra' };
  it('uses singular for 1, plural above, fraction for a non-integer count, nothing without units', () => {
    expect(quantityText(line({ count: 1, unit }))).toBe('1 metr');
    expect(quantityText(line({ count: 3, unit }))).toBe('3 metry');
    expect(quantityText(line({ count: 1.5, unit }), 'pl')).toBe('1,5 metra');
    expect(quantityText(line({ count: 1.5, unit }), 'en')).toBe('1.5 metra');
    expect(quantityText(line({ count: 2 }))).toBe('2');
  });
  it('writes a count in the page’s language: whole counts under 1,000 as they are, others through Intl; a bad tag gives the plain number', () => {
    expect([countText(7, 'pl'), countText(999, 'en'), countText(-3, 'pl')]).toEqual(['7', '999', '-3']);
    expect(countText(12500, 'pl')).toBe((12500).toLocaleString('pl'));
    expect(countText(12500, 'en')).toBe('12,500');
    expect(countText(0.1235, 'pl')).toBe('0,124');
    expect(countText(2.5, 'not a language!')).toBe('2.5');
  });
});
