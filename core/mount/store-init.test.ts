// The store is built once per page; the product-data parsers (product chunk) are loaded only where the
// page has product data, and a failed load leaves the other islands a store without a product.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasProductData } from '../page/product-globals';
import { productDataFlat } from '../../fixtures/catalogue/product-data';
import type { TriggerContext } from './triggers';

const view: TriggerContext = { view: () => 3, onViewChange: () => () => {} };
const ctx = () => ({ pageType: 'projector', view });

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).product_data;
  delete (window as unknown as Record<string, unknown>).productData;
  vi.doUnmock('../product/data');
  vi.doUnmock('../dom/yield');
  vi.resetModules();
});

describe('hasProductData', () => {
  it('is false for absent, null and empty data, true for anything else in either global', () => {
    const w = (g: Record<string, unknown>) => g as unknown as Window;
    expect(hasProductData(w({}))).toBe(false);
    expect(hasProductData(w({ product_data: null, productData: [] }))).toBe(false);
    expect(hasProductData(w({ product_data: {} }))).toBe(true);
    expect(hasProductData(w({ productData: [{ id: 1 }] }))).toBe(true);
    // Malformed data is still "something": the parser reads it and says what is wrong.
    expect(hasProductData(w({ product_data: 'x' }))).toBe(true);
  });
});

describe('ensureStore', () => {
  it('with product data: the data is read in one task and the store built after a turn for the browser', async () => {
    (window as unknown as Record<string, unknown>).product_data = productDataFlat(101);
    let turn!: () => void;
    const yielded = vi.fn(() => new Promise<void>((resolve) => (turn = resolve)));
    vi.doMock('../dom/yield', () => ({ yieldToMain: yielded, afterNextPaint: (fn: () => void) => fn() }));
    const { ensureStore, forgetStore } = await import('./store-init');
    let built = false;
    const building = ensureStore(ctx()).then((s) => ((built = true), s));
    await vi.waitFor(() => expect(yielded).toHaveBeenCalledTimes(1));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(built).toBe(false);
    turn();
    expect((await building).getState().product.model?.id).toBe('101');
    forgetStore();
  });

  it('without product data: no parser is loaded, the store has no product', async () => {
    const loaded = vi.fn();
    vi.doMock('../product/data', () => {
      loaded();
      return { readProductData: () => null };
    });
    const { ensureStore, forgetStore } = await import('./store-init');
    const store = await ensureStore(ctx());
    expect(store.getState().product.model).toBeNull();
    expect(loaded).not.toHaveBeenCalled();
    // One store for every island.
    expect(await ensureStore(ctx())).toBe(store);
    forgetStore();
  });

  it('with product data: islands asking at once share one store, built with the parsed product', async () => {
    (window as unknown as Record<string, unknown>).product_data = productDataFlat(101);
    const { ensureStore, forgetStore } = await import('./store-init');
    const [a, b] = await Promise.all([ensureStore(ctx()), ensureStore(ctx())]);
    expect(a).toBe(b);
    expect(a.getState().product.model?.id).toBe('101');
    forgetStore();
  });

  it('when the parsers cannot be loaded: one console error, a store without product, never a rejection', async () => {
    (window as unknown as Record<string, unknown>).product_data = productDataFlat(101);
    vi.doMock('../product/data', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ensureStore, forgetStore } = await import('./store-init');
    const store = await ensureStore(ctx());
    expect(store.getState().product.model).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront\] product data: its parsers could not be loaded .*product islands get no data$/));
    forgetStore();
  });
});
