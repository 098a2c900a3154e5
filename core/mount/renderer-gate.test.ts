// The renderer waits for a product page's prices when they are on their way: evaluating React is one long
// task, and a size tapped right after the load must see its price first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainTaskFirst, MAIN_TASK_LIMIT } from './renderer-gate';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};
const connection = (value: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
const page = (prices: string | null, sizes = 'waiting') =>
  (document.body.innerHTML = `<form id="projector_form" data-storefront-product-form="waiting">
    <div id="projector_sizes_section" data-storefront-product-sizes="${sizes}"></div>
    <div id="projector_prices_section"${prices === null ? '' : ` data-storefront-product-prices="${prices}"`}></div></form>`);
const prices = () => document.getElementById('projector_prices_section')!;

afterEach(() => {
  vi.useRealTimers();
  connection(undefined);
  document.body.innerHTML = '';
});

describe('mainTaskFirst', () => {
  it('resolves at once on a page without the prices island, or with prices past loading (mounted, the theme’s, failed)', async () => {
    page(null);
    expect(await settled(mainTaskFirst(document))).toBe(true);
    for (const state of ['mounted', 'theme', 'failed', 'skipped']) {
      page(state);
      expect(await settled(mainTaskFirst(document)), state).toBe(true);
    }
  });

  it('waits while the prices load, and resolves once they are mounted', async () => {
    page('loading');
    const gate = mainTaskFirst(document);
    expect(await settled(gate)).toBe(false);
    prices().setAttribute('data-storefront-product-prices', 'mounted');
    expect(await settled(gate)).toBe(true);
  });

  it('waits for prices still waiting where their load job starts them (the warm-up’s rule), through loading to mounted', async () => {
    page('waiting');
    const gate = mainTaskFirst(document);
    prices().setAttribute('data-storefront-product-prices', 'loading');
    expect(await settled(gate)).toBe(false);
    prices().setAttribute('data-storefront-product-prices', 'failed');
    expect(await settled(gate)).toBe(true);
  });

  it('under Save-Data, waiting prices are waited for only when a product island the shopper woke is waking them all', async () => {
    connection({ saveData: true });
    page('waiting');
    expect(await settled(mainTaskFirst(document))).toBe(true);
    page('waiting', 'loading');
    const gate = mainTaskFirst(document);
    expect(await settled(gate)).toBe(false);
    prices().setAttribute('data-storefront-product-prices', 'mounted');
    expect(await settled(gate)).toBe(true);
  });

  it('never waits longer than its limit: prices that never come do not keep the renderer', async () => {
    vi.useFakeTimers();
    page('loading');
    const gate = mainTaskFirst(document);
    await vi.advanceTimersByTimeAsync(MAIN_TASK_LIMIT - 1);
    expect(await settled(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(gate)).toBe(true);
  });
});
