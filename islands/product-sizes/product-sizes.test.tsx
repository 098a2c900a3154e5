import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterPaint, untilStore } from '../../fixtures/until';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { loadProductPage, mountProductIslands, openProductPage } from '../../fixtures/product-page';
import { productDataIdoSell } from '../../fixtures/catalogue';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';
import { sizeOptions, withSelectedSize } from './sizes';


const store = () => getShopStore().getState().product;
const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const checkedName = () => screen.getAllByRole('radio').find((r) => r.getAttribute('aria-checked') === 'true')?.textContent;
const section = () => document.getElementById('projector_sizes_section')!;

/** Product 114 (11 shoe sizes, the first sold out) in the template's select variant, on the 101 form. */
async function selectPage() {
  const options = Array.from({ length: 11 }, (_, i) => `<option value="${20 + i}" data-size-type="${20 + i}" data-product-id="114">${36 + i}</option>`);
  const select = `<select id="projector_sizes_select" class="projector_sizes__select f-select --placeholder" name="projector_sizes"><option value="">Wybierz rozmiar</option>${options.join('')}</select>`;
  loadProductPage('projector-101', {
    noData: true,
    edit: (html) =>
      html
        .replaceAll('101', '114')
        .replace('class="projector_sizes"', 'class="projector_sizes" data-select="true"')
        .replace(/<div class="projector_sizes__sub"[\s\S]*?<\/div>/, `<div class="projector_sizes__sub">${select}</div>`),
  });
  (window as unknown as { product_data: unknown }).product_data = productDataIdoSell(114);
  await mountProductIslands(['product-sizes']);
}

let startUrl = '';
beforeEach(() => {
  startUrl = window.location.href;
});
afterEach(() => {
  window.history.replaceState(null, '', startUrl);
  document.documentElement.removeAttribute('lang');
});

describe('product-sizes: radio group', () => {
  it('keeps the server’s title on each size as its description, until the shop’s answer changes that size’s availability', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'] });
    const l = screen.getByRole('radio', { name: 'L' });
    expect(l.getAttribute('title')).toBe('Rozmiar L — na zamówienie');
    expect(screen.getByRole('radio', { name: /^S/, description: 'Rozmiar S — produkt niedostępny' })).toBeTruthy();
    const m = getShopStore().getState().product.model!;
    act(() => getShopStore().getState().product.setSizeData('4', { availability: { ...m.sizes['4']!.availability, status: 'disable' } }));
    // (Preact clears a dropped title to "", React removes it: either way no description is left.)
    expect(screen.getByRole('radio', { name: /^L/ }).getAttribute('title') ?? '').toBe('');
    expect(screen.queryByRole('radio', { description: 'Rozmiar L — na zamówienie' })).toBeNull();
  });

  it('re-renders the server’s sizes as an APG radio group with the theme’s classes', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'] });
    const group = screen.getByRole('radiogroup', { name: 'Rozmiar' });
    expect(within(group).getAllByRole('radio').map((r) => r.textContent)).toEqual(['XS', 'S niedostępny', 'M', 'L', 'XL']);
    expect(radio('M').getAttribute('aria-checked')).toBe('true');
    expect(radio('M').className).toBe('projector_sizes__item --selected');
    expect(radio('S niedostępny').className).toBe('projector_sizes__item --disabled');
    expect(radio('XS').getAttribute('href')).toBe('?selected_size=1');
    // One tab stop: the chosen size.
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    expect(document.getElementById('projector_sizes_label')?.textContent).toBe('Rozmiar');
    expect(section().querySelector('#projector_chart_section a.projector_chart__link')?.getAttribute('href')).toBe('#showSizesCms');
  });

  it('keeps the server’s chart block inside the section as it is (its chart body and listeners), after the sizes', async () => {
    const body = '<div id="component_projector_sizes_cms_not" class="component_projector_sizes_chart"><p>Wymiary</p></div>';
    await openProductPage('projector-101', { islands: [], edit: (h) => h.replace('Tabela rozmiarów</a></div>', `Tabela rozmiarów</a>${body}</div>`) });
    const chart = document.getElementById('projector_chart_section')!;
    const clicks: string[] = [];
    chart.addEventListener('click', () => clicks.push('theme'));
    await mountProductIslands(['product-sizes']);
    expect(document.getElementById('projector_chart_section')).toBe(chart);
    expect(chart.parentElement).toBe(section());
    expect(section().lastElementChild).toBe(chart);
    expect(chart.querySelector('#component_projector_sizes_cms_not p')?.textContent).toBe('Wymiary');
    fireEvent.click(chart.querySelector('a')!);
    expect(clicks).toEqual(['theme']);
    act(() => unmountWithin(section()));
    expect(document.getElementById('projector_chart_section')).toBe(chart);
  });

  it('arrows move and choose with wrap, Home/End go to the ends', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'] });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(radio('M'));
    const step = async (key: string, name: string, type: string) => {
      await user.keyboard(key);
      expect(checkedName()).toBe(name);
      expect(document.activeElement?.textContent).toBe(name);
      expect(store().selectedSize).toBe(type);
    };
    await step('{ArrowRight}', 'L', '4');
    await step('{ArrowDown}', 'XL', '5');
    await step('{ArrowRight}', 'XS', '1');
    await step('{ArrowLeft}', 'XL', '5');
    await step('{ArrowUp}', 'L', '4');
    await step('{Home}', 'XS', '1');
    await step('{End}', 'XL', '5');
    await step('{ArrowLeft}{ArrowLeft}{ArrowLeft}', 'S niedostępny', '2');
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
  });

  it('a size focused without being chosen (the server link focused when the island woke) is the tab stop while it has the focus', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'] });
    act(() => radio('XS').focus());
    expect(checkedName()).toBe('M');
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    // Focus leaving the group: the chosen size is the tab stop again.
    const after = document.createElement('button');
    document.body.append(after);
    act(() => after.focus());
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    after.remove();
  });

  it('Space chooses the focused size; with none chosen the first is the tab stop', async () => {
    await openProductPage('projector-102', { islands: ['product-sizes'] });
    expect(store().selectedSize).toBeNull();
    expect(checkedName()).toBeUndefined();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('36 niedostępny');
    await user.keyboard(' ');
    expect(store().selectedSize).toBe('6');
    expect(checkedName()).toBe('36 niedostępny');
  });

  it('a click chooses (the link does not navigate) and the address keeps ?selected_size', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'] });
    const user = userEvent.setup();
    await user.click(radio('XS'));
    expect(store().selectedSize).toBe('1');
    expect(radio('XS').className).toBe('projector_sizes__item --selected');
    expect(radio('M').getAttribute('aria-checked')).toBe('false');
    await afterPaint();
    expect(new URL(window.location.href).searchParams.get('selected_size')).toBe('1');
  });

  it('the address is written once the choice is painted, not in the click’s task; two quick choices end in the last', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'] });
    const replace = vi.spyOn(window.history, 'replaceState');
    act(() => {
      fireEvent.click(radio('XS'));
    });
    expect(radio('XS').getAttribute('aria-checked')).toBe('true');
    expect(replace).not.toHaveBeenCalled();
    act(() => {
      fireEvent.click(radio('L'));
    });
    await afterPaint();
    expect(replace).toHaveBeenCalled();
    expect(new URL(window.location.href).searchParams.get('selected_size')).toBe('4');
  });

  it('leaves the address alone when neither it nor the server’s links use ?selected_size', async () => {
    // An address without it, whatever an earlier file in this worker left.
    window.history.replaceState(null, '', '/');
    const replace = vi.spyOn(window.history, 'replaceState');
    await openProductPage('projector-101', { islands: ['product-sizes'], edit: (html) => html.replace(/href="\?selected_size=\d"/g, 'href="#"') });
    await userEvent.setup().click(radio('XL'));
    expect(store().selectedSize).toBe('5');
    await afterPaint();
    expect(replace).not.toHaveBeenCalled();
  });

  it('unavailable sizes stay choosable; the mark follows the live data', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'] });
    await userEvent.setup().click(radio('S niedostępny'));
    expect(store().selectedSize).toBe('2');
    const xs = store().model!.sizes['1']!;
    act(() => store().setSizeData('1', { availability: { ...xs.availability, status: 'disable' } }));
    expect(radio('XS niedostępny').className).toBe('projector_sizes__item --disabled');
    act(() => store().setSizeData('2', { amount: 4, availability: { ...xs.availability, status: 'enable' } }));
    expect(radio('S').className).toBe('projector_sizes__item --selected');
  });

  it('speaks English with <html lang="en">', async () => {
    document.documentElement.lang = 'en';
    await openProductPage('projector-101', { islands: ['product-sizes'], edit: (html) => html.replace('>Rozmiar</span>', '></span>') });
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeTruthy();
    expect(radio('S unavailable')).toBeTruthy();
  });

  it('with product-form: a chosen size is fetched and posted', async () => {
    await openProductPage('projector-101', { islands: ['product-form', 'product-sizes'] });
    const user = userEvent.setup();
    await user.click(radio('L'));
    // The size's request settles (awaited on the store); act lets the islands follow it.
    await act(async () => void (await untilStore((s) => s.product.sizeFetch !== 'loading')));
    expect(store().sizeFetch).toBe('ready');
    expect((document.getElementById('projector_size_hidden') as HTMLInputElement).value).toBe('4');
  });
});

describe('product-sizes: many sizes', () => {
  it('the server’s select variant becomes a native select with a placeholder and marked sizes', async () => {
    await selectPage();
    const select = screen.getByRole('combobox', { name: 'Rozmiar' }) as HTMLSelectElement;
    expect(select.id).toBe('projector_sizes_select');
    expect(select.className).toBe('projector_sizes__select f-select --placeholder');
    expect(select.getAttribute('name')).toBe('projector_sizes');
    const texts = Array.from(select.options).map((o) => o.textContent);
    expect(texts).toHaveLength(12);
    expect(texts.slice(0, 3)).toEqual(['Wybierz rozmiar', '36 (niedostępny)', '37']);
    expect(select.options[1]?.className).toBe('--disabled');
    await userEvent.setup().selectOptions(select, '36 (niedostępny)');
    expect(store().selectedSize).toBe('20');
    expect(select.value).toBe('20');
    expect(Array.from(select.options).map((o) => o.textContent)).not.toContain('Wybierz rozmiar');
    expect(select.className).toBe('projector_sizes__select f-select');
  });

  it('data-sizes-select-from switches the buttons to a select', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'], edit: (html) => html.replace('class="projector_sizes"', 'class="projector_sizes" data-sizes-select-from="5"') });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Rozmiar' }) as HTMLSelectElement;
    expect(select.className).toBe('projector_sizes__select f-select');
    expect(select.value).toBe('3');
  });

  it('a bad data-sizes-select-from is reported and the default (7) used', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openProductPage('projector-101', { islands: ['product-sizes'], edit: (html) => html.replace('class="projector_sizes"', 'class="projector_sizes" data-sizes-select-from="lots"') });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[storefront:product-sizes] data-sizes-select-from="lots"'));
    expect(screen.getByRole('radiogroup')).toBeTruthy();
  });
});

describe('product-sizes: one size', () => {
  it('shows no picker and hides the section until unmounted', async () => {
    await openProductPage('projector-108', { islands: ['product-sizes'] });
    expect(store().selectedSize).toBe('uniw');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(section().hidden).toBe(true);
    unmountWithin(section());
    expect(section().hidden).toBe(false);
  });

  it('markup sizes the data does not know are reported and left out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openProductPage('projector-101', { islands: ['product-sizes'], edit: (html) => html.replace('data-size-type="5"', 'data-size-type="99"') });
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"99"'));
  });
});

describe('product-sizes: the size the markup shows as chosen', () => {
  type Data = Array<{ selected_size_list: string[]; sizes: Array<{ id: string; selected: boolean }> }>;
  /** projector-101's data pre-selecting `size` (null: none); its markup marks M (3) --selected and fills the hidden input. */
  const dataSelects = (size: string | null) => {
    const data = (window as unknown as { product_data: Data }).product_data[0]!;
    data.selected_size_list = size ? [size] : [];
    for (const s of data.sizes) s.selected = s.id === size;
  };
  const hidden = () => (document.getElementById('projector_size_hidden') as HTMLInputElement).value;

  it('the data pre-selects none: the markup’s M is chosen, and the hidden input keeps it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadProductPage('projector-101');
    dataSelects(null);
    await mountProductIslands(['product-sizes', 'product-form']);
    expect(store().selectedSize).toBe('3');
    expect(checkedName()).toBe('M');
    expect(hidden()).toBe('3');
    expect(warn).not.toHaveBeenCalled();
  });

  it('only the hidden input says it: that size is chosen', async () => {
    loadProductPage('projector-101', { edit: (h) => h.replace('projector_sizes__item --selected', 'projector_sizes__item').replace('name="size" value="3"', 'name="size" value="4"') });
    dataSelects(null);
    await mountProductIslands(['product-sizes', 'product-form']);
    expect(checkedName()).toBe('L');
    expect(hidden()).toBe('4');
  });

  it('the data says L, the markup M: M is chosen (what the shopper sees) and the console names the island and both', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadProductPage('projector-101');
    dataSelects('4');
    await mountProductIslands(['product-sizes', 'product-form']);
    expect(checkedName()).toBe('M');
    expect(hidden()).toBe('3');
    const said = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.startsWith('[storefront:product-sizes]'));
    expect(said).toEqual([
      '[storefront:product-sizes] the product data pre-selects size "L" (4), the page\'s markup (.projector_sizes__item.--selected) shows "M" (3); using "M" (3), which the shopper sees',
    ]);
  });

  it('neither marks a size: none is chosen and the hidden input stays empty', async () => {
    loadProductPage('projector-101', { edit: (h) => h.replace('projector_sizes__item --selected', 'projector_sizes__item').replace('name="size" value="3"', 'name="size" value=""') });
    dataSelects(null);
    await mountProductIslands(['product-sizes', 'product-form']);
    expect(store().selectedSize).toBeNull();
    expect(checkedName()).toBeUndefined();
    expect(hidden()).toBe('');
  });

  it('projector-106 (the spec’s flat data, which has no selected field): the markup’s 36 is chosen, not cleared', async () => {
    await openProductPage('projector-106', { islands: ['product-sizes', 'product-form'] });
    expect(store().model!.shape).toBe('spec');
    expect(store().selectedSize).toBe('6');
    expect(checkedName()).toBe('36');
    expect(hidden()).toBe('6');
  });
});

describe('product-sizes: pure logic', () => {

  it('withSelectedSize sets or removes only selected_size', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string({ minLength: 1 }), { nil: null }), (other, size) => {
        const url = new URL('http://shop.test/product-pol-101.html');
        url.searchParams.set('x', other);
        const next = new URL(withSelectedSize(url.href, size));
        expect(next.searchParams.get('x')).toBe(other);
        expect(next.searchParams.get('selected_size')).toBe(size);
        expect(next.pathname).toBe('/product-pol-101.html');
      }),
    );
  });

  it('sizeOptions lists the product data’s sizes when the markup has none', async () => {
    await openProductPage('projector-101', { islands: ['product-sizes'] });
    const model = store().model!;
    expect(sizeOptions([], model, {}).map((s) => [s.type, s.name, s.unavailable])).toEqual([
      ['1', 'XS', false],
      ['2', 'S', true],
      ['3', 'M', false],
      ['4', 'L', false],
      ['5', 'XL', false],
    ]);
  });
});
