import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idosellSneakers } from '../../fixtures/product-data/idosell-shape';
import { specOnesizeShampoo, specTshirt } from '../../fixtures/product-data/spec-shape';
import { readProductData } from '../product/data';
import type { ProductModel } from '../product/model';
import { getShopStore, initShopStore, resetShopStore, useShallow, useShop, type Basket, type ShopInit } from './index';

const product = (data: unknown): ProductModel => readProductData({ product_data: data } as unknown as Window)!;
const init = (over: Partial<ShopInit> = {}) =>
  initShopStore({ product: null, view: 3, pageType: 'main', language: 'pl', textOverrides: {}, ...over });

const basket: Basket = {
  products: [
    {
      link: '/product-pol-15243-Szampon.html', icon: '/hpeciai/1/pol_is_Szampon.jpg', name: 'Szampon', size: 'uniw',
      size_name: '', product_version_name: '', count: 2, worth_unit: '39,99 zł',
      prices: { worth_net_formatted: '65,02 zł', worth_gros_formatted: '79,98 zł' }, subscription_period: 0,
    },
  ],
  user: {},
  worth_net_formatted: '65,02 zł',
  worth_formatted: '79,98 zł',
  shippingCost_net_formatted: '0,00 zł',
  shippingCost_formatted: '0,00 zł',
  toShippingFree: 0,
  productsCounter: 1,
};

afterEach(() => resetShopStore());

describe('the shop store lifecycle', () => {
  it('throws a clear error before init', () => {
    expect(() => getShopStore()).toThrow(/not initialised: call initShopStore\(\)/);
  });

  it('is created once; a second init returns the same store', () => {
    const first = init({ pageType: 'projector' });
    const second = init({ pageType: 'basketedit' });
    expect(second).toBe(first);
    expect(getShopStore()).toBe(first);
    expect(first.getState().page.pageType).toBe('projector');
  });

  it('reset forgets the store', () => {
    const first = init();
    resetShopStore();
    expect(() => getShopStore()).toThrow();
    expect(init()).not.toBe(first);
  });

  it('holds the page facts and reads the page text overrides by default', () => {
    document.body.innerHTML = '<script type="application/json" id="storefront-texts">{"search.placeholder":"Szukaj…"}</script>';
    const { page, view, session } = initShopStore({ product: null, view: 1, pageType: null, language: 'en' }).getState();
    expect(page).toMatchObject({ pageType: null, language: 'en', textOverrides: { 'search.placeholder': 'Szukaj…' } });
    // No app_shop on this page: the shop settings fall back to the defaults (gross, PLN).
    expect(page.shop).toMatchObject({ priceType: 'gross', contactLink: '/contact.php', currency: { symbol: 'zł' } });
    expect(view).toMatchObject({ level: 1, scrolled: false, scrollDirection: null });
    expect(session).toMatchObject({ logged: false, login: null });
  });
});

describe('product slice', () => {
  it('starts with the page pre-selection, or the only size, and the sell-by quantity', () => {
    expect(init({ product: product(idosellSneakers) }).getState().product).toMatchObject({ selectedSize: '39', quantity: 1 });
    resetShopStore();
    expect(init({ product: product(specOnesizeShampoo) }).getState().product.selectedSize).toBe('uniw');
    resetShopStore();
    expect(init({ product: product(specTshirt) }).getState().product).toMatchObject({ selectedSize: null, quantity: 2 });
  });

  it('selects known sizes only and skips no-op updates', () => {
    const store = init({ product: product(specTshirt) });
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().product.selectSize('3');
    store.getState().product.selectSize('3');
    store.getState().product.selectSize('XXL');
    expect(store.getState().product.selectedSize).toBe('3');
    expect(listener).toHaveBeenCalledOnce();
    store.getState().product.selectSize(null);
    expect(store.getState().product.selectedSize).toBeNull();
  });

  it('accepts positive finite quantities only', () => {
    const { product: p } = init().getState();
    p.setQuantity(4);
    for (const bad of [0, -1, Number.NaN, Infinity]) getShopStore().getState().product.setQuantity(bad);
    expect(getShopStore().getState().product.quantity).toBe(4);
  });

  it('keeps live size data per size, a later fetch replacing the earlier one', () => {
    const store = init({ product: product(specTshirt) });
    const p = () => store.getState().product;
    p().setSizeData('3', { amount: 4 });
    p().setSizeData('3', { amount: 2, delivery: { shipping: 0, undefined: false } });
    p().setSizeData('4', { amount: 0 });
    expect(p().sizeData).toEqual({ '3': { amount: 2, delivery: { shipping: 0, undefined: false } }, '4': { amount: 0 } });
    p().setSizeFetch('loading');
    expect(p().sizeFetch).toBe('loading');
  });

  it('sets a size’s data and its fetch state in one change: listeners hear it once, both already set', () => {
    const store = init({ product: product(specTshirt) });
    const heard: Array<[string | undefined, string]> = [];
    store.subscribe((s) => heard.push([JSON.stringify(s.product.sizeData['3']), s.product.sizeFetch]));
    store.getState().product.setSizeData('3', { amount: 4 }, 'ready');
    expect(heard).toEqual([['{"amount":4}', 'ready']]);
    store.getState().product.setSizeData('3', { amount: 1 });
    expect(heard[1]).toEqual(['{"amount":1}', 'ready']);
  });

  it('switches subscription mode and period, ignoring no-op changes', () => {
    const store = init({ product: product(specTshirt) });
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().product.setSubscription(true, 30);
    store.getState().product.setSubscription(true);
    expect(store.getState().product).toMatchObject({ subscription: true, subscriptionDays: 30 });
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('basket, view and session slices', () => {
  it('moves the basket through loading → ready → error, bumping the version each time', () => {
    const store = init();
    const b = () => store.getState().basket;
    expect(b()).toMatchObject({ data: null, status: 'idle', version: 0 });
    b().markLoading();
    expect(b()).toMatchObject({ status: 'loading', version: 1 });
    b().setBasket(basket);
    expect(b()).toMatchObject({ status: 'ready', version: 2, data: basket, error: null });
    b().markError('POST /graphql/v1/?query=basket failed: 500');
    expect(b()).toMatchObject({ status: 'error', version: 3, data: basket, error: expect.stringContaining('500') });
  });

  it('sets view level and scroll state', () => {
    const store = init();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().view.setLevel(3);
    expect(listener).not.toHaveBeenCalled();
    store.getState().view.setLevel(1);
    store.getState().view.setScroll(true, 'down');
    expect(store.getState().view).toMatchObject({ level: 1, scrolled: true, scrollDirection: 'down' });
  });

  it('sets the session', () => {
    const store = init({ session: { logged: false } });
    store.getState().session.setSession({ logged: true, login: 'jan.kowalski' });
    expect(store.getState().session).toMatchObject({ logged: true, login: 'jan.kowalski' });
  });
});

describe('useShop', () => {
  it('re-renders on the selected value only', () => {
    const store = init();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useShop((s) => s.view.level);
    });
    expect(result.current).toBe(3);
    act(() => store.getState().session.setSession({ logged: true, login: 'x' }));
    expect(renders).toBe(1);
    act(() => store.getState().view.setLevel(2));
    expect(result.current).toBe(2);
    expect(renders).toBe(2);
  });

  it('selects objects with useShallow without render loops', () => {
    const store = init();
    const { result } = renderHook(() => useShop(useShallow((s) => ({ status: s.basket.status, count: s.basket.data?.productsCounter ?? 0 }))));
    expect(result.current).toEqual({ status: 'idle', count: 0 });
    act(() => store.getState().basket.setBasket(basket));
    expect(result.current).toEqual({ status: 'ready', count: 1 });
  });
});
