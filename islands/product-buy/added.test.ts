import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Basket, BasketProduct } from '../../core/store';
import type { ShopState } from '../../core/store';
import { ADDED_KEY, addedView, markAdded, pageUnitPrice } from './added';

const line = (over: Partial<BasketProduct> = {}): BasketProduct => ({
  link: '/product-pol-101-Sukienka.html', icon: '/img/101.jpg', name: 'Sukienka midi Kalina', size: '3', size_name: 'M', product_version_name: '',
  count: 2, worth_unit: '189,99 zł', prices: { worth_net_formatted: '308,93 zł', worth_gros_formatted: '379,98 zł' }, productId: '101', ...over,
});
const basket = (products: BasketProduct[], over: Partial<Basket> = {}): Basket => ({
  products, user: null, worth_net_formatted: '', worth_formatted: '379,98 zł', shippingCost_net_formatted: '', shippingCost_formatted: '',
  toShippingFree: 20.02, productsCounter: products.length, ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('added dialog: what it shows', () => {
  it('the line of this product and size as the basket holds it, the basket worth and what is left to free shipping', () => {
    const b = basket([line({ productId: '106', size: '8', name: 'Skarpety' }), line(), line({ size: '4', size_name: 'L', count: 1 })]);
    expect(addedView(b, '101', '3')).toEqual({
      name: 'Sukienka midi Kalina', link: '/product-pol-101-Sukienka.html', icon: '/img/101.jpg', count: 2, unitPrice: '189,99 zł',
      worth: '379,98 zł', size: 'M', basketWorth: '379,98 zł', toFreeShipping: 20.02, toFreeShippingFormatted: null,
    });
    expect(addedView(b, '101', '4')?.count).toBe(1);
  });

  it('one size shows no size; a single line of the product is taken whatever size the store says', () => {
    expect(addedView(basket([line({ size: 'uniw', size_name: 'uniw' })]), '101', 'uniw')?.size).toBe('');
    expect(addedView(basket([line()]), '101', null)?.name).toBe('Sukienka midi Kalina');
    expect(addedView(basket([line()]), '101', 'other')?.name).toBe('Sukienka midi Kalina');
  });

  it('the platform basket rules the free-shipping line: none without a threshold or once shipping costs 0; its own formatted amount', () => {
    const platform = (over: Partial<Basket>) => addedView(basket([line()], { shippingLimitFree: 400, shippingCost: 15, toShippingFree_formatted: '20,02 zł', ...over }), '101', '3');
    expect(platform({})).toMatchObject({ toFreeShipping: 20.02, toFreeShippingFormatted: '20,02 zł' });
    expect(platform({ shippingLimitFree: 0 })?.toFreeShipping).toBeNull();
    expect(platform({ shippingCost: 0 })?.toFreeShipping).toBeNull();
    expect(addedView(basket([line()], { toShippingFree: 0 }), '101', '3')?.toFreeShipping).toBe(0);
  });

  it('no dialog when the basket cannot say: not read, lines without ids, the product not in it', () => {
    expect(addedView(null, '101', '3')).toBeNull();
    expect(addedView(basket([line({ productId: undefined })]), '101', '3')).toBeNull();
    expect(addedView(basket([line({ productId: '102' })]), '101', '3')).toBeNull();
    expect(addedView(basket([line(), line({ size: '4' })]), '101', '5')).toBeNull();
  });
});

describe('added dialog: the unit price the page shows, for a basket that does not say it', () => {
  const price = (value: number | null, net: number | null) => ({ value, net }) as never;
  const state = (over: { subscription?: boolean; priceType?: string; size?: string | null; fetched?: boolean } = {}) =>
    ({
      page: { shop: { priceType: over.priceType ?? 'gross', currency: { id: 'PLN', symbol: 'zł', format: '', beforeValue: false, space: true, decimalSeparator: ',', groupingSeparator: ' ' } } },
      product: {
        model: { sizes: { '3': { type: '3', price: price(189.99, 154.46), priceNormal: price(199.99, 162.59), priceSubscription: price(169.99, 138.2) } } },
        selectedSize: over.size === undefined ? '3' : over.size,
        sizeData: over.fetched ? { '3': { price: price(179.99, 146.33) } } : {},
        subscription: over.subscription ?? false,
      },
    }) as unknown as ShopState;
  const digits = (s: string) => s.replace(/[^0-9,]/g, '');

  it('the chosen size: one-off or subscription, gross or net, a fetched price as fetched', () => {
    expect(digits(pageUnitPrice(state()))).toBe('199,99');
    expect(digits(pageUnitPrice(state({ subscription: true })))).toBe('169,99');
    expect(digits(pageUnitPrice(state({ priceType: 'net' })))).toBe('162,59');
    expect(digits(pageUnitPrice(state({ fetched: true })))).toBe('179,99');
  });

  it("'' with no size chosen", () => {
    expect(pageUnitPrice(state({ size: null }))).toBe('');
  });
});

describe('added dialog: localStorage.addedtoBasket', () => {
  it('is "true" after markAdded, as the platform quick-buy leaves it', () => {
    markAdded();
    expect(localStorage.getItem(ADDED_KEY)).toBe('true');
  });

  it('a storage that throws (quota, disabled) is reported, never thrown', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => markAdded()).not.toThrow();
    expect(warn.mock.calls.flat().join(' ')).toContain('addedtoBasket');
  });
});
