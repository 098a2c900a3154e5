import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { mountProductIslands } from '../../fixtures/product-page';
import { boot, type BootHandle } from '../../core/mount/boot';
import { untilIslandState } from '../../fixtures/island-state';
import { untilDom } from '../../fixtures/until';
import { emit } from '../../core/events';
import { bodyForClick, consentFunction, labelChartCells, modifierClasses } from './bodies';

const PAGE =
  '<div id="container" class="main_page"><main id="content">' +
  '<a id="open_info" href="#shipping_info">Zobacz koszty wysyłki</a>' +
  '<div id="shipping_info" data-modal data-modal-class="--info" hidden><h2>Koszty wysyłki</h2><label>Kod <input id="zip"></label><button type="button">Sprawdź</button></div>' +
  '<a id="plain" href="#content">Do treści</a>' +
  '</main></div>' +
  '<footer><ul id="menu_regulations_content"><li><a id="manageCookies" class="manage_cookies" href="#manageCookies">Ustawienia plików cookie</a></li></ul></footer>';

const NOTICE = '<div id="menu_notice" class="menu_notice" hidden><p>Używamy plików cookie.</p><button type="button">Akceptuję</button></div>';

const load = (extra = '') => {
  document.body.innerHTML = PAGE + extra;
};
let handle: BootHandle | undefined;
/**
 * The island mounted, as after the shopper's first click on a modal link (its load job wakes it
 * then; islands/modal/job.test.ts tests that): its own entry, woken at the page's load. `{ asServed: true }`:
 * the registry's entry as it is (nothing mounts until a click or storefront:modal-open).
 */
async function mount({ asServed = false } = {}): Promise<void> {
  if (asServed) {
    await mountProductIslands(['modal']);
    return;
  }
  const { registry } = await import('../../src/registry');
  const entry = registry.find((e) => e.name === 'modal')!;
  handle = boot([{ ...entry, trigger: 'load', job: undefined }]);
  await untilIslandState(document.body, 'modal', ['mounted']);
  await act(async () => {});
}
const dialog = () => screen.queryByRole('dialog');
const click = (el: Element) => fireEvent.click(el, { button: 0 });

afterEach(() => {
  handle?.stop();
  handle = undefined;
  delete (window as unknown as Record<string, unknown>).prepareCookiesConfiguration;
});

describe('bodies', () => {
  it('bodyForClick: in-page links to marked bodies only', () => {
    load(NOTICE + '<a id="to_notice" href="#menu_notice">Cookies</a><a id="nowhere" href="#missing">x</a><a id="away" href="/page#shipping_info">x</a>');
    expect(bodyForClick(document.getElementById('open_info'))?.body.id).toBe('shipping_info');
    expect(bodyForClick(document.getElementById('to_notice'))?.body.id).toBe('menu_notice');
    expect(bodyForClick(document.getElementById('plain'))).toBeNull();
    expect(bodyForClick(document.getElementById('nowhere'))).toBeNull();
    expect(bodyForClick(document.getElementById('away'))).toBeNull();
    expect(bodyForClick(null)).toBeNull();
  });

  it('modifierClasses keeps class names and reports the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(modifierClasses('--info  --wide', null, 'bad"class')).toBe('--info --wide');
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:modal] "bad"class" is not a class name');
  });

  it('consentFunction finds the page’s prepareCookiesConfiguration only when it is a function', () => {
    expect(consentFunction()).toBeNull();
    (window as unknown as Record<string, unknown>).prepareCookiesConfiguration = 'nope';
    expect(consentFunction()).toBeNull();
    const fn = vi.fn();
    (window as unknown as Record<string, unknown>).prepareCookiesConfiguration = fn;
    expect(consentFunction()).toBe(fn);
  });
});

describe('modal island', () => {
  it('opens a marked body from its link, keeping its spot with #modal_placeholder, and puts it back on close', async () => {
    load();
    await mount();
    const body = document.getElementById('shipping_info')!;
    const link = document.getElementById('open_info')!;
    link.focus();
    expect(click(link)).toBe(false); // the link does not jump
    const d = dialog()!;
    expect(d.id).toBe('modal');
    expect(d.className).toBe('modal --info');
    expect(d.getAttribute('aria-label')).toBe('Koszty wysyłki');
    expect(d.contains(body)).toBe(true);
    expect(body.hidden).toBe(false);
    expect(document.getElementById('modal_placeholder')!.nextElementSibling?.id).toBe('plain');
    // What the shopper types stays in the element.
    fireEvent.change(document.getElementById('zip')!, { target: { value: '30-001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij okno' }));
    expect(dialog()).toBeNull();
    expect(document.getElementById('modal_placeholder')).toBeNull();
    expect(link.nextElementSibling).toBe(body);
    expect(body.hidden).toBe(true);
    expect((document.getElementById('zip') as HTMLInputElement).value).toBe('30-001');
    expect(document.activeElement).toBe(link);
  });

  it('leaves other in-page links and modified clicks alone', async () => {
    load();
    await mount();
    expect(click(document.getElementById('plain')!)).toBe(true);
    expect(fireEvent.click(document.getElementById('open_info')!, { ctrlKey: true })).toBe(true);
    expect(dialog()).toBeNull();
  });

  it('opens from storefront:modal-open and closes on storefront:modal-close; an unknown id is reported', async () => {
    load();
    await mount();
    act(() => emit('storefront:modal-open', { id: 'shipping_info', className: '--wide' }));
    expect(dialog()!.className).toBe('modal --info --wide');
    act(() => emit('storefront:modal-close', {}));
    expect(dialog()).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => emit('storefront:modal-open', { id: 'nope' }));
    expect(dialog()).toBeNull();
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:modal] storefront:modal-open names no element in the page: id="nope"');
  });

  it('a body’s own close controls close it: the added dialog’s “continue” (.added__button.--close[href=#close]), data-modal-close', async () => {
    const added =
      '<div id="menu_preloader_add" class="added" hidden><h2 class="headline added__headline"><span class="headline__name">Produkt dodany do koszyka</span></h2>' +
      '<div class="added__buttons"><a class="added__button --close" href="#close">Kontynuuj zakupy</a><a class="added__button --basket" href="/basketedit.php">Przejdź do koszyka</a>' +
      '<button type="button" data-modal-close>Zamknij</button></div></div>';
    load(added);
    await mount();
    act(() => emit('storefront:modal-open', { id: 'menu_preloader_add', className: '--added' }));
    expect(dialog()!.className).toBe('modal --added');
    expect(screen.getByRole('dialog', { name: 'Produkt dodany do koszyka' })).toBeTruthy();
    expect(click(screen.getByText('Kontynuuj zakupy'))).toBe(false);
    expect(dialog()).toBeNull();
    expect(document.getElementById('menu_preloader_add')!.hidden).toBe(true);
    act(() => emit('storefront:modal-open', { id: 'menu_preloader_add' }));
    click(screen.getByText('Zamknij'));
    expect(dialog()).toBeNull();
  });

  it.each([
    ['a body that is no modal body', 'plain_box'],
    ['the page container', 'container'],
    ['the main', 'content'],
    ['an ancestor of the page marked data-modal', 'wrapper'],
  ])('storefront:modal-open refuses %s; the island stays usable for the next valid event', async (_what, id) => {
    document.body.innerHTML = `<div id="wrapper" data-modal>${PAGE}</div><div id="plain_box">x</div>`;
    await mount();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = document.getElementById('container')!.parentElement;
    act(() => emit('storefront:modal-open', { id }));
    expect(dialog()).toBeNull();
    expect(document.getElementById('container')!.parentElement).toBe(before);
    expect(String(error.mock.calls[0]?.[0])).toContain(`[storefront:modal] storefront:modal-open id="${id}"`);
    act(() => emit('storefront:modal-open', { id: 'shipping_info' }));
    expect(dialog()!.contains(document.getElementById('shipping_info'))).toBe(true);
  });

  it("storefront:modal-open with the body's own id is refused (no HierarchyRequestError), then a valid one opens", async () => {
    load();
    document.body.id = 'page_body';
    await mount();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => emit('storefront:modal-open', { id: 'page_body' }));
    expect(dialog()).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toContain('is not inside the page body');
    act(() => emit('storefront:modal-open', { id: 'shipping_info' }));
    expect(dialog()).not.toBeNull();
    document.body.removeAttribute('id');
  });

  it('a link to a data-modal element that holds the page is not a modal link', () => {
    document.body.innerHTML = `<div id="wrapper" data-modal>${PAGE}<a id="to_wrapper" href="#wrapper">x</a></div>`;
    expect(bodyForClick(document.getElementById('to_wrapper'))).toBeNull();
  });

  it('as served, nothing mounts at load; the first click on a modal link wakes it and opens its body', async () => {
    load();
    await mount({ asServed: true });
    expect(document.body.getAttribute('data-storefront-modal')).toBe('waiting');
    expect(dialog()).toBeNull();
    expect(click(document.getElementById('open_info')!)).toBe(false); // held, never a jump
    await untilDom(() => dialog() !== null);
    expect(dialog()!.contains(document.getElementById('shipping_info'))).toBe(true);
    expect(document.body.getAttribute('data-storefront-modal')).toBe('mounted');
  });

  it('an open request sent before the island woke wakes it and is shown', async () => {
    load();
    const settled = mount({ asServed: true });
    await untilIslandState(document.body, 'modal', ['waiting']);
    emit('storefront:modal-open', { id: 'shipping_info' });
    await settled;
    // The kept request is taken at mount and opened in the render after it.
    await untilDom(() => dialog() !== null);
    expect(dialog()!.contains(document.getElementById('shipping_info'))).toBe(true);
  });

  describe('cookie-settings link', () => {
    it('calls the shop’s prepareCookiesConfiguration() when the page has it', async () => {
      const fn = vi.fn();
      (window as unknown as Record<string, unknown>).prepareCookiesConfiguration = fn;
      load(NOTICE);
      await mount();
      expect(click(document.getElementById('manageCookies')!)).toBe(false);
      expect(fn).toHaveBeenCalledOnce();
      expect(dialog()).toBeNull();
    });

    it('else opens the cookie notice #menu_notice in the modal', async () => {
      load(NOTICE);
      await mount();
      expect(click(document.getElementById('manageCookies')!)).toBe(false);
      const d = dialog()!;
      expect(d.contains(document.getElementById('menu_notice'))).toBe(true);
      expect(d.getAttribute('aria-label')).toBe('Ustawienia plików cookie');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Akceptuję' }));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(dialog()).toBeNull();
      expect(document.activeElement?.id).toBe('manageCookies');
    });

    it('with neither stays a plain in-page link', async () => {
      load();
      await mount();
      expect(click(document.getElementById('manageCookies')!)).toBe(true);
      expect(dialog()).toBeNull();
    });

    it('a failing consent function is reported, nothing else breaks', async () => {
      (window as unknown as Record<string, unknown>).prepareCookiesConfiguration = () => {
        throw new Error('consent script broke');
      };
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      load();
      await mount();
      click(document.getElementById('manageCookies')!);
      expect(error.mock.calls[0]?.[0]).toContain('[storefront:modal] prepareCookiesConfiguration() failed: Error: consent script broke');
      click(document.getElementById('open_info')!);
      expect(dialog()).not.toBeNull();
    });
  });
});

describe('modal island: the product’s size chart', () => {
  /** The template's chart block (projector.xsl): the link names no element; the body is beside it. */
  const CHART =
    '<div id="projector_chart_section" class="projector_details__chart projector_chart"><a href="#showSizesCms" class="projector_chart__link">Sprawdź wymiary produktu</a>' +
    '<div id="component_projector_sizes_cms_not" class="component_projector_sizes_chart"><div class="table-responsive"><table class="ui-responsive table-stroke ui-table ui-table-reflow">' +
    '<thead><tr><th class="table-first-column">Rozmiar</th><th>Biust (cm)</th><th>Talia (cm)</th></tr></thead>' +
    '<tbody><tr><td class="table-first-column">S</td><td>85–89</td><td>67–71</td></tr><tr><td class="table-first-column">M</td><td>90–94</td><td>72–76</td></tr></tbody>' +
    '</table></div><div class="sizes_chart_cms"><p>Wymiary w cm.</p></div></div></div>';
  const link = () => document.querySelector('a.projector_chart__link')!;

  it('the chart link opens the chart body beside it in the dialog, with the platform’s classes, and puts it back on close', async () => {
    load(CHART);
    expect(bodyForClick(link())?.body.id).toBe('component_projector_sizes_cms_not');
    await mount();
    click(link());
    const d = await screen.findByRole('dialog', { name: 'Sprawdź wymiary produktu' });
    expect(d.contains(document.getElementById('component_projector_sizes_cms_not'))).toBe(true);
    expect(document.getElementById('modal')!.className).toMatch(/--sizes-chart.*--medium/);
    fireEvent.keyDown(d, { key: 'Escape' });
    await untilDom(() => !dialog());
    expect(document.querySelector('#projector_chart_section #component_projector_sizes_cms_not')).not.toBeNull();
  });

  it('labels each body cell with its column (hidden from screen readers) and makes the first a row header, once', async () => {
    load(CHART);
    const body = document.getElementById('component_projector_sizes_cms_not')!;
    labelChartCells(body);
    labelChartCells(body);
    const rows = Array.from(body.querySelectorAll('tbody tr')).map((r) => Array.from(r.children).map((c) => [c.tagName, c.textContent]));
    expect(rows).toEqual([
      [['TH', 'RozmiarS'], ['TD', 'Biust (cm)85–89'], ['TD', 'Talia (cm)67–71']],
      [['TH', 'RozmiarM'], ['TD', 'Biust (cm)90–94'], ['TD', 'Talia (cm)72–76']],
    ]);
    expect(body.querySelector('tbody th')!.getAttribute('scope')).toBe('row');
    expect(body.querySelector('tbody th')!.className).toBe('table-first-column');
    expect(Array.from(body.querySelectorAll('.ui-table-cell-label')).every((b) => b.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('asked for by storefront:modal-open, the chart gets the same classes and labelled cells', async () => {
    load(CHART);
    await mount();
    act(() => emit('storefront:modal-open', { id: 'component_projector_sizes_cms_not' }));
    await screen.findByRole('dialog');
    expect(document.getElementById('modal')!.className).toMatch(/--sizes-chart.*--medium/);
    expect(document.querySelectorAll('#modal tbody th .ui-table-cell-label')).toHaveLength(2);
  });

  it('a chart link without a chart body beside it stays a plain link', () => {
    load('<div id="projector_chart_section" class="projector_chart"><a href="#showSizesCms" class="projector_chart__link">Tabela</a></div>');
    expect(bodyForClick(link())).toBeNull();
  });
});
