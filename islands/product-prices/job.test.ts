// The prices' load job: the island starts after the load, before the shopper, where the warm-up may run.
import { afterEach, describe, expect, it } from 'vitest';
import { loadProductPage, mountProductIslands } from '../../fixtures/product-page';
import { untilIslandState } from '../../fixtures/island-state';
import { wokenAtLoad } from '../../core/product/woken-at-load';

const state = (id: string, name: string) => document.getElementById(id)!.getAttribute(`data-storefront-${name}`);

function saveData(on: boolean): void {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: on ? { saveData: true } : undefined });
}

afterEach(() => saveData(false));

describe('the prices load job', () => {
  it('starts the island once the store is there, not as the shopper’s intent; the other product islands wait', async () => {
    loadProductPage('projector-101');
    await mountProductIslands(['bulk', 'product-prices', 'product-sizes'], { wake: false });
    const prices = document.getElementById('projector_prices_section')!;
    await untilIslandState(prices, 'product-prices');
    expect(wokenAtLoad.has(prices)).toBe(true);
    expect(state('projector_sizes_section', 'product-sizes')).toBe('waiting');
  });

  it('under Save-Data the island waits for the shopper with the others', async () => {
    saveData(true);
    loadProductPage('projector-101');
    await mountProductIslands(['bulk', 'product-prices', 'product-sizes'], { wake: false });
    // Long enough for the job to have run after the store.
    await new Promise((r) => setTimeout(r, 50));
    expect(state('projector_prices_section', 'product-prices')).toBe('waiting');
  });
});
