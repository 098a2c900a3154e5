// The price range before a size is chosen, and the date a new price holds until.
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { loadProductPage, mountProductIslands } from '../../fixtures/product-page';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';

type Size = { id: string; selected: boolean; price: Record<string, unknown> };
type Data = Array<{ selected_size_list: string[]; sizes: Size[] }>;

const store = () => getShopStore().getState().product;
const el = (id: string) => document.getElementById(`projector_${id}`) as HTMLElement;
const priceEl = () => el('price_value');
const section = () => el('prices_section');
const pageData = () => (window as unknown as { product_data: Data }).product_data;
const sizeData = (id: string) => pageData()[0]!.sizes.find((s) => s.id === id)!;
const gross = (value: number) => ({ gross: { value, formatted: '' } });
/** What the shopper sees in the heading: visible spans and text, as one line. */
function shown(): string {
  const parts: string[] = [];
  for (const n of priceEl().childNodes) {
    if (n instanceof HTMLElement) {
      if (!n.hidden) parts.push(n.textContent ?? '');
    } else parts.push(n.textContent ?? '');
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
const range = (type: 'min' | 'max') => priceEl().querySelector<HTMLElement>(`[data-range-type="${type}"]`);

/** The markup without a chosen size: no --selected item, an empty hidden size input. */
const noMarkupSize = (h: string) =>
  h.replace('projector_sizes__item --selected', 'projector_sizes__item').replace(' aria-current="true"', '').replace('name="size" value="3"', 'name="size" value=""');

/** 101 with no size pre-selected (data and markup): sizes 1–4 at 189,99 zł, size 5 at 199,99 zł. */
function page101(opts: Parameters<typeof loadProductPage>[1] = {}) {
  const edit = opts.edit;
  loadProductPage('projector-101', { ...opts, edit: (h) => noMarkupSize(edit ? edit(h) : h) });
  pageData()[0]!.selected_size_list = [];
  for (const s of pageData()[0]!.sizes) s.selected = false;
}

const SERVER_RANGE = '<h2 id="projector_price_value" class="projector_prices__price" data-price="189.99"><span data-range-type="min">189,99 zł</span> – <span data-range-type="max">199,99 zł</span></h2>';
const withServerRange = (h: string) => h.replace(/<h2 id="projector_price_value"[\s\S]*?<\/h2>/, SERVER_RANGE);

describe('product-prices: price range', () => {
  it('shows min – max in the theme’s range spans before a size is chosen, the exact price after; unmount puts the page back', async () => {
    page101();
    const before = priceEl().outerHTML;
    await mountProductIslands(['product-prices']);
    expect(store().selectedSize).toBeNull();
    expect(shown()).toBe('189,99 zł – 199,99 zł');
    expect([range('min')?.textContent, range('max')?.textContent]).toEqual(['189,99 zł', '199,99 zł']);
    expect(priceEl().getAttribute('data-price')).toBe('189.99');
    act(() => store().selectSize('5'));
    expect(shown()).toBe('199,99 zł');
    expect(range('min')?.hidden).toBe(true);
    expect(priceEl().getAttribute('data-price')).toBe('199.99');
    act(() => store().selectSize('1'));
    expect(shown()).toBe('189,99 zł');
    act(() => unmountWithin(section()));
    expect(priceEl().outerHTML).toBe(before);
  });

  it('the template’s per-size min lowers the range', async () => {
    page101();
    sizeData('2').price.min = gross(149.99);
    await mountProductIslands(['product-prices']);
    expect(shown()).toBe('149,99 zł – 199,99 zł');
  });

  it('all sizes at one price: a single price, no range', async () => {
    page101();
    sizeData('5').price.price = gross(189.99);
    await mountProductIslands(['product-prices']);
    expect(shown()).toBe('189,99 zł');
    expect(range('min')).toBeNull();
  });

  it('a server-rendered range: its spans are filled, the exact price replaces it once a size is chosen, and it comes back on unmount', async () => {
    page101({ edit: withServerRange });
    sizeData('5').price.price = gross(209.99);
    const before = priceEl().outerHTML;
    await mountProductIslands(['product-prices']);
    expect(shown()).toBe('189,99 zł – 209,99 zł');
    act(() => store().selectSize('5'));
    // The separator goes with the range: only the price is seen.
    expect(shown()).toBe('209,99 zł');
    expect([range('min')?.hidden, range('max')?.hidden]).toEqual([true, true]);
    act(() => unmountWithin(section()));
    expect(priceEl().outerHTML).toBe(before);
  });

  it('a server range over sizes that all cost the same becomes one price', async () => {
    page101({ edit: withServerRange });
    sizeData('5').price.price = gross(189.99);
    await mountProductIslands(['product-prices']);
    expect(shown()).toBe('189,99 zł');
  });
});

const NEW_PRICE = '<div id="projector_price_new_price_wrapper" class="projector_prices__new_price" hidden><span id="projector_new_price_value"></span></div>';
const withNewPrice = (wrapper: string) => (h: string) => h.replace('<div id="projector_points_wrapper"', `${wrapper}<div id="projector_points_wrapper"`);

describe('product-prices: the new price’s date', () => {
  it('shows “Nowa cena obowiązuje do …” with --omnibus-new-price, hides it for a size without one, restores on unmount', async () => {
    loadProductPage('projector-101', { edit: withNewPrice(NEW_PRICE) });
    (sizeData('3').price.omnibusPriceDetails as Record<string, unknown>).newPriceEffectiveUntil = { formatted: '31.05.2026' };
    await mountProductIslands(['product-prices']);
    expect(store().selectedSize).toBe('3');
    expect(el('price_new_price_wrapper').hidden).toBe(false);
    expect(el('new_price_value').textContent).toBe('Nowa cena obowiązuje do 31.05.2026');
    expect(section().classList.contains('--omnibus-new-price')).toBe(true);
    act(() => store().selectSize('5'));
    expect(el('price_new_price_wrapper').hidden).toBe(true);
    expect(section().classList.contains('--omnibus-new-price')).toBe(false);
    act(() => store().selectSize('3'));
    expect(el('price_new_price_wrapper').hidden).toBe(false);
    act(() => unmountWithin(section()));
    expect(el('price_new_price_wrapper').hidden).toBe(true);
    expect(el('new_price_value').textContent).toBe('');
    expect(section().classList.contains('--omnibus-new-price')).toBe(false);
  });

  it('a theme wrapper with its own words gets only the date', async () => {
    loadProductPage('projector-101', { edit: withNewPrice(NEW_PRICE.replace('<span id', 'Nowa cena od: <span id')) });
    (sizeData('3').price.omnibusPriceDetails as Record<string, unknown>).newPriceEffectiveUntil = { formatted: '31.05.2026' };
    await mountProductIslands(['product-prices']);
    expect(el('new_price_value').textContent).toBe('31.05.2026');
  });

  it('no date in the real data: a server-rendered line is hidden', async () => {
    loadProductPage('projector-101', { edit: (h) => withNewPrice(NEW_PRICE.replace(' hidden>', '>').replace('></span>', '>Nowa cena obowiązuje do 01.01.2020</span>'))(h).replace('projector_prices --omnibus"', 'projector_prices --omnibus --omnibus-new-price"') });
    await mountProductIslands(['product-prices']);
    expect(el('price_new_price_wrapper').hidden).toBe(true);
    expect(section().classList.contains('--omnibus-new-price')).toBe(false);
  });
});
