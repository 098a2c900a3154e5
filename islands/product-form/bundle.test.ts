// A bundle's price call (bundle.ts): the fields the add would post, the platform's address, the answer read.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadProductPage, mountProductIslands } from '../../fixtures/product-page';
import { setFault } from '../../fixtures/mock-shop/faults';
import { untilCalled, untilDom, untilStore } from '../../fixtures/until';
import { getShopStore } from '../../core/store';
import { bundleFields, bundlePriceUrl, fetchBundlePrice, markParts, tickedParts } from './bundle';

/** The template's bundle block: part 105 inside the form, 108 outside it with form="projector_form". */
function bundleForm(ticked: { 105: boolean; 108: boolean }): HTMLFormElement {
  const part = (id: number, on: boolean, owner = '') =>
    `<div class="projector_bundle__item"><input type="hidden" name="bundled_product[${id}]" value="${id}"${owner}><input type="hidden" name="bundled_size[${id}]" value="uniw"${owner}>` +
    `<input class="projector_bundle__checkbox" type="checkbox" name="bundled_quantity[${id}]" value="1"${on ? ' checked' : ''}${owner}></div>`;
  document.body.innerHTML =
    `<form id="projector_form"><input type="hidden" name="product" value="109"><div id="projector_bundle_product">${part(105, ticked[105])}</div></form>` +
    `<div>${part(108, ticked[108], ' form="projector_form"')}</div>`;
  return document.getElementById('projector_form') as HTMLFormElement;
}

describe('the bundle’s fields', () => {
  it('are the form’s own, form= owners included; an unticked part’s quantity is 0, as the platform sends it', () => {
    const fields = bundleFields(bundleForm({ 105: true, 108: false }));
    expect(fields).toEqual([
      ['bundled_product[105]', '105'], ['bundled_size[105]', 'uniw'], ['bundled_quantity[105]', '1'],
      ['bundled_product[108]', '108'], ['bundled_size[108]', 'uniw'], ['bundled_quantity[108]', '0'],
    ]);
    expect(tickedParts(fields)).toBe(1);
    expect(tickedParts(bundleFields(bundleForm({ 105: false, 108: false })))).toBe(0);
  });

  it('mark each part data-item-selected for the theme’s CSS; with none ticked, every part', () => {
    const marks = () => [...document.querySelectorAll('.projector_bundle__item')].map((i) => i.getAttribute('data-item-selected'));
    markParts(bundleForm({ 105: true, 108: false }));
    expect(marks()).toEqual(['true', 'false']);
    markParts(bundleForm({ 105: false, 108: false }));
    expect(marks()).toEqual(['true', 'true']);
  });

  it('go into the platform’s address, brackets as the shop writes them', () => {
    expect(bundlePriceUrl('109', 'uniw', [['bundled_product[105]', '105'], ['bundled_quantity[105]', '1']])).toBe(
      '/ajax/projector.php?product=109&size=uniw&bundled_product[105]=105&bundled_quantity[105]=1&get=sizeprices,sizeavailability,sizedelivery,bundleprice,bundle',
    );
  });
});

describe('fetchBundlePrice against the mock shop', () => {
  it('every part ticked: the set’s price and saving', async () => {
    const update = await fetchBundlePrice('109', 'uniw', bundleFields(bundleForm({ 105: true, 108: true })), new AbortController().signal);
    expect(update.price?.value).toBe(278.99);
    expect(update.bundlePrice).toEqual({ amountDiffGross: 30, amountDiffNet: expect.any(Number), percentDiff: 9.71 });
  });

  it('one part: priced without the other', async () => {
    const update = await fetchBundlePrice('109', 'uniw', bundleFields(bundleForm({ 105: true, 108: false })), new AbortController().signal);
    expect(update.price?.value).toBe(54.16);
    expect(update.bundlePrice?.amountDiffGross).toBe(5.83);
  });
});

describe('product-form on the template’s set page (109)', () => {
  const box = (id: number) => document.querySelector<HTMLInputElement>(`input[name="bundled_quantity[${id}]"]`)!;
  const price = () => document.querySelector('#projector_price_value')!.textContent!.replace(/\s/g, ' ');
  const fetchState = () => getShopStore().getState().product.sizeFetch;

  it('unticking a part: the set is priced by the shop, the store holds the answer, the parts are marked', async () => {
    loadProductPage('template-pages/projector-109');
    await mountProductIslands(['product-form', 'product-prices']);
    expect(price()).toBe('278,99 zł');
    expect(getShopStore().getState().product.bundleTicked).toBe(2);
    fireEvent.click(box(108));
    expect(fetchState()).toBe('loading');
    await untilDom(() => price() === '54,16 zł');
    expect(fetchState()).toBe('ready');
    expect(getShopStore().getState().product.bundleTicked).toBe(1);
    expect(box(108).closest('.projector_bundle__item')!.getAttribute('data-item-selected')).toBe('false');
  });

  it('product_config.isCollection false: the set is bought whole, as the theme buys it (no re-pricing, no part count)', async () => {
    loadProductPage('template-pages/projector-109');
    (window as unknown as { product_config: Record<string, unknown> }).product_config.isCollection = false;
    await mountProductIslands(['product-form', 'product-prices']);
    expect(getShopStore().getState().product.bundleTicked).toBeNull();
    fireEvent.click(box(108));
    expect(fetchState()).toBe('page');
    expect(getShopStore().getState().product.bundleTicked).toBeNull();
    expect(price()).toBe('278,99 zł');
  });

  it('the call failing: the console names the island, the page’s price stays, the ticks stay', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('projector:bundle', '500');
    loadProductPage('template-pages/projector-109');
    await mountProductIslands(['product-form', 'product-prices']);
    fireEvent.click(box(108));
    await untilCalled(error);
    expect(String(error.mock.calls[0]![0])).toContain("[storefront:product-form] the bundle's price for the parts chosen not loaded");
    await untilStore((st) => st.product.sizeFetch === 'failed');
    expect(price()).toBe('278,99 zł');
    expect([box(105).checked, box(108).checked]).toEqual([true, false]);
  });
});
