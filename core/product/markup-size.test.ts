import { afterEach, describe, expect, it, vi } from 'vitest';
import { productDataFlat } from '../../fixtures/catalogue';
import { readProductData } from './data';
import { readMarkupSize, withMarkupSize } from './markup-size';
import type { ProductModel } from './model';

/** Product 101 (sizes 1–5: XS, S, M, L, XL) from the spec's flat shape, which pre-selects nothing; `selected` set on top. */
function model(selected: string | null = null): ProductModel {
  const m = readProductData({ product_data: productDataFlat(101) } as unknown as Window)!;
  expect(m.selectedSize).toBeNull();
  return { ...m, selectedSize: selected };
}

const links = (selected: string | null) =>
  ['1', '2', '3', '4', '5']
    .map((t) => `<a class="projector_sizes__item${t === selected ? ' --selected' : ''}" href="?selected_size=${t}" data-size-type="${t}">${t}</a>`)
    .join('');

/** The form as the template renders it: the hidden size input, then the sizes section. */
function sizeFormDocument({ hidden = '', section = links(null), prefix = 'projector_', holder = '' } = {}): Document {
  document.body.innerHTML = `<div ${holder}><form id="${prefix}form"><input id="${prefix}size_hidden" type="hidden" name="size" value="${hidden}">
    <div id="${prefix}sizes_section" class="projector_sizes"><div class="projector_sizes__sub">${section}</div></div></form></div>`;
  return document;
}

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('readMarkupSize: what the server marked as chosen', () => {
  it('reads the --selected size item, then the hidden size input', () => {
    expect(readMarkupSize(sizeFormDocument({ hidden: '3', section: links('3') }))).toEqual([
      { size: '3', source: '.projector_sizes__item.--selected' },
      { size: '3', source: '#projector_size_hidden' },
    ]);
  });

  it('reads the select variant by the server’s selected attribute, not the browser’s first option', () => {
    const options = (selected: string | null) =>
      `<option value="">Wybierz rozmiar</option>${['1', '2', '3'].map((t) => `<option value="${t}" data-size-type="${t}"${t === selected ? ' selected' : ''}>${t}</option>`).join('')}`;
    const select = (selected: string | null) => `<select id="projector_sizes_select" class="projector_sizes__select f-select --placeholder">${options(selected)}</select>`;
    expect(readMarkupSize(sizeFormDocument({ section: select('2') }))).toEqual([{ size: '2', source: '#projector_sizes_select option[selected]' }]);
    expect(readMarkupSize(sizeFormDocument({ section: select(null) }))).toEqual([]);
  });

  it('nothing marked, an empty hidden input: no marks', () => {
    expect(readMarkupSize(sizeFormDocument())).toEqual([]);
  });

  it('follows the page’s id prefix and names the one-size type uniw', () => {
    const doc = sizeFormDocument({ prefix: 'product_', holder: 'data-projector-prefix="product_"', hidden: 'onesize', section: '' });
    expect(readMarkupSize(doc)).toEqual([{ size: 'uniw', source: '#product_size_hidden' }]);
  });
});

describe('withMarkupSize: the data’s pre-selected size and the markup’s', () => {
  it('the data has none: the markup’s is taken, silently', () => {
    const warn = warnings();
    expect(withMarkupSize(model(), [{ size: '3', source: '.projector_sizes__item.--selected' }])!.selectedSize).toBe('3');
    expect(withMarkupSize(model(), [{ size: '4', source: '#projector_size_hidden' }])!.selectedSize).toBe('4');
    expect(warn).not.toHaveBeenCalled();
  });

  it('both say the same, or the markup says nothing: the data’s stands, the model unchanged', () => {
    const warn = warnings();
    const m = model('3');
    expect(withMarkupSize(m, [{ size: '3', source: '.projector_sizes__item.--selected' }])).toBe(m);
    expect(withMarkupSize(m, [])).toBe(m);
    expect(warn).not.toHaveBeenCalled();
  });

  it('they differ: the markup wins (the shopper sees it) and the console names the island and both sizes', () => {
    const warn = warnings();
    const out = withMarkupSize(model('4'), [
      { size: '3', source: '.projector_sizes__item.--selected' },
      { size: '3', source: '#projector_size_hidden' },
    ])!;
    expect(out.selectedSize).toBe('3');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toBe(
      '[storefront:product-sizes] the product data pre-selects size "L" (4), the page\'s markup (.projector_sizes__item.--selected) shows "M" (3); using "M" (3), which the shopper sees',
    );
  });

  it('the markup’s own marks differ: the visible one wins, and the console says so', () => {
    const warn = warnings();
    const out = withMarkupSize(model(), [
      { size: '3', source: '.projector_sizes__item.--selected' },
      { size: '5', source: '#projector_size_hidden' },
    ])!;
    expect(out.selectedSize).toBe('3');
    expect(String(warn.mock.calls[0]![0])).toBe(
      '[storefront:product-sizes] the page marks two sizes as chosen: .projector_sizes__item.--selected says "M" (3), #projector_size_hidden says "XL" (5); using "M" (3), which the shopper sees',
    );
  });

  it('a size the data does not have is reported and ignored', () => {
    const warn = warnings();
    expect(withMarkupSize(model('2'), [{ size: '99', source: '#projector_size_hidden' }])!.selectedSize).toBe('2');
    expect(String(warn.mock.calls[0]![0])).toBe(
      '[storefront:product-sizes] #projector_size_hidden marks size "99" as chosen, which the product data does not have; ignored',
    );
  });

  it('no product: nothing to do', () => {
    expect(withMarkupSize(null, [{ size: '3', source: '#projector_size_hidden' }])).toBeNull();
  });
});
