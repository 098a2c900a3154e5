// The product islands wait for the shopper. At load the server's form stays as it is; the first
// sign of the shopper anywhere in #projector_form wakes them all (the product-form job's PRODUCT_WAKE), and
// the click that woke them is handled once they are there.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { loadProductPage, mountProductIslands } from '../../fixtures/product-page';
import { untilIslandState } from '../../fixtures/island-state';
import { untilStore } from '../../fixtures/until';
import { registry } from '../../src/registry';
import { getShopStore } from '../../core/store/store';
import productFormJob, { PRODUCT_GROUP, PRODUCT_WAKE, sizeChosenEarly, sizeHeldEarly, sizeKeyEarly } from './job';
import { wokenAtLoad } from '../../core/product/woken-at-load';

const ON_101 = ['product-form', 'product-sizes', 'product-status', 'product-prices', 'product-buy', 'product-points'] as const;
const form = () => document.getElementById('projector_form')!;
const state = (name: string) => document.querySelector(`[data-storefront-${name}]`)?.getAttribute(`data-storefront-${name}`);
const states = () => ON_101.map(state);
const untilAllSettled = () =>
  Promise.all(ON_101.map((name) => untilIslandState(document.querySelector(`[data-storefront-${name}]`)!, name)));

describe('the product islands wait for the shopper', () => {
  it('the group is the registry’s: every entry woken by PRODUCT_WAKE is listed, and only those', () => {
    const woken = registry.filter((e) => e.wakeOn === PRODUCT_WAKE).map((e) => e.name);
    expect(woken).toEqual([...PRODUCT_GROUP]);
    // Each also wakes on its own container (a theme may place one outside the form), and holds the click that
    // woke it; but the form's controller, which renders nothing and would hold every click in the form.
    for (const e of registry.filter((r) => r.wakeOn === PRODUCT_WAKE)) {
      expect([e.name, e.trigger, e.needsProduct]).toEqual([e.name, e.name === 'product-form' ? { views: [] } : 'interaction', true]);
    }
  });

  it('on a page from the shop’s HTML cache (app_shop.vars.cache_html) they wake at load, and the page’s size is asked again', async () => {
    const w = window as unknown as { app_shop?: unknown };
    try {
      loadProductPage('projector-101');
      w.app_shop = { vars: { cache_html: 1 } };
      await mountProductIslands([...ON_101], { wake: false });
      await untilAllSettled();
      expect(states()).toEqual(ON_101.map(() => 'mounted'));
      await untilStore((s) => s.product.sizeFetch === 'ready');
    } finally {
      delete w.app_shop;
    }
  });

  it('at load they wait and the server’s form is untouched; a pointer over the form wakes every one of them', async () => {
    loadProductPage('projector-101');
    const before = form().outerHTML.replace(/ data-storefront-[\w-]+="waiting"/g, '');
    await mountProductIslands([...ON_101], { wake: false });
    expect(states()).toEqual(ON_101.map(() => 'waiting'));
    expect(form().outerHTML.replace(/ data-storefront-[\w-]+="waiting"/g, '')).toBe(before);
    // A pointer over the form's edge (not over any island's own container) is enough.
    fireEvent.pointerOver(form());
    await untilAllSettled();
    expect(states()).toEqual(ON_101.map(() => 'mounted'));
  });

  it('keyboard focus landing anywhere in the form wakes them all; the job listens no more after that', async () => {
    loadProductPage('projector-101');
    await mountProductIslands([...ON_101], { wake: false });
    let sent = 0;
    document.addEventListener(PRODUCT_WAKE, () => sent++);
    document.getElementById('projector_number')!.focus();
    await untilAllSettled();
    expect(states()).toEqual(ON_101.map(() => 'mounted'));
    fireEvent.pointerOver(form());
    fireEvent.keyDown(form(), { key: 'Tab' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toBe(1);
  });

  it('a click on a size before they are there is held and handled: the size is chosen and its live data loaded', async () => {
    loadProductPage('projector-101');
    await mountProductIslands([...ON_101], { wake: false });
    // The server's size link for XS (not the page's size): a screen reader's activation sends the click alone.
    const xs = form().querySelector<HTMLElement>('a.projector_sizes__item[data-size-type="1"]')!;
    fireEvent.click(xs);
    await untilAllSettled();

    // product-form may mount after the size was chosen: it still loads the new size (not the page's own).
    await untilStore((s) => s.product.selectedSize === '1' && s.product.sizeFetch === 'ready');
    expect(document.querySelector('[data-size-type="1"]')?.getAttribute('aria-checked')).toBe('true');
  });

  it('a radio-group key on a server size link before the sizes island is there does what the group will do: Space chooses it, an arrow the next, focus follows; no scroll', async () => {
    loadProductPage('projector-101');
    await mountProductIslands(['bulk', ...ON_101], { wake: false });
    const store = getShopStore();
    const served = store.getState().product.selectedSize;
    const link = (type: string) => form().querySelector<HTMLElement>(`a.projector_sizes__item[data-size-type="${type}"]`)!;
    const key = (el: HTMLElement, init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // A modified key and a key the group does not use are left alone.
    const seen: Array<string | null> = [];
    const probe = (e: KeyboardEvent) => {
      seen.push(sizeKeyEarly(e)?.type ?? null);
      e.stopPropagation();
    };
    document.addEventListener('keydown', probe, true);
    for (const init of [{ key: ' ', shiftKey: true }, { key: 'ArrowRight', altKey: true }, { key: 'Tab' }, { key: 'a' }, { key: ' ' }, { key: 'ArrowLeft' }, { key: 'End' }])
      link('1').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    document.removeEventListener('keydown', probe, true);
    expect(seen).toEqual([null, null, null, null, '1', '5', '5']);
    expect(store.getState().product.selectedSize).toBe(served);

    act(() => link('1').focus());
    expect(key(link('1'), { key: ' ' }), 'Space does not scroll the page').toBe(true);
    expect(store.getState().product.selectedSize).toBe('1');
    expect(key(link('1'), { key: 'ArrowRight' })).toBe(true);
    expect(store.getState().product.selectedSize).toBe('2');
    expect(document.activeElement).toBe(link('2'));
    await untilAllSettled();
    // The island is there: the focus is on the stand-in of the link that had it, the chosen size, the tab stop.
    expect(document.activeElement?.getAttribute('data-size-type')).toBe('2');
    expect(document.activeElement?.getAttribute('aria-checked')).toBe('true');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    // From now on the island's own keys: the job leaves them.
    seen.length = 0;
    document.addEventListener('keydown', probe, true);
    link('2').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'ArrowRight' }));
    document.removeEventListener('keydown', probe, true);
    expect(seen).toEqual([null]);
  });

  it('a plain click on a size chooses it in the click’s own task, before any island is there: the prices show its price as they mount; the address follows once the sizes are there', async () => {
    loadProductPage('projector-101');
    await mountProductIslands(['bulk', ...ON_101], { wake: false });
    const store = getShopStore();
    const before = window.location.href;
    // A modified click opens the size's page elsewhere: nothing is chosen here.
    const served = store.getState().product.selectedSize;
    expect(served).not.toBe('1');
    // A modified click opens the size's page elsewhere: no size is chosen here (read before any listener below).
    const seen: Array<string | null> = [];
    const probe = (e: MouseEvent) => {
      seen.push(sizeChosenEarly(e));
      e.preventDefault();
      e.stopPropagation();
    };
    document.addEventListener('click', probe, true);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }, {}])
      form().querySelector('a.projector_sizes__item[data-size-type="1"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    document.removeEventListener('click', probe, true);
    expect(seen).toEqual([null, null, null, null, '1']);
    expect(store.getState().product.selectedSize).toBe(served);
    const xs = form().querySelector<HTMLElement>('a.projector_sizes__item[data-size-type="1"]')!;
    fireEvent.click(xs);
    // No island has rendered yet: the store has the choice already.
    expect(state('product-sizes')).not.toBe('mounted');
    expect(store.getState().product.selectedSize).toBe('1');
    await untilAllSettled();
    const xsPrice = store.getState().product.model!.sizes['1']!.price;
    expect(document.getElementById('projector_price_value')!.getAttribute('data-price')).toBe(xsPrice.value!.toFixed(2));
    expect(document.querySelector('[data-size-type="1"]')?.getAttribute('aria-checked')).toBe('true');
    // The server's links carry ?selected_size: the address says the choice made before the island was there.
    await untilStore((s) => s.product.sizeFetch === 'ready');
    // Written once the choice is painted (the sizes island's own effect).
    await vi.waitFor(() => expect(new URL(window.location.href).searchParams.get('selected_size')).toBe('1'));
    window.history.replaceState(null, '', before);
    // Once the sizes island is there, the job leaves its clicks to it; a section the theme kept or whose island
    // failed keeps the server link's own page.
    const sizes = document.getElementById('projector_sizes_section')!;
    seen.length = 0;
    document.addEventListener('click', probe, true);
    for (const kept of ['mounted', 'theme', 'failed', 'loading']) {
      sizes.setAttribute('data-storefront-product-sizes', kept);
      sizes.querySelector('[data-size-type="1"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    document.removeEventListener('click', probe, true);
    expect(seen).toEqual([null, null, null, '1']);
    sizes.setAttribute('data-storefront-product-sizes', 'mounted');
  });

  it('a size tapped before the job was there (its click held by the sizes island’s trigger) is chosen when the job starts, before that island is there', async () => {
    loadProductPage('projector-101');
    const sizes = () => document.getElementById('projector_sizes_section')!;
    // Before any island: the bulk island builds the store, the sizes island is woken by the tap alone.
    await mountProductIslands(['bulk'], { wake: false });
    const store = getShopStore();
    const served = store.getState().product.selectedSize;
    expect(served).not.toBe('1');
    sizes().setAttribute('data-storefront-product-sizes', 'loading');
    const xs = sizes().querySelector<HTMLElement>('[data-size-type="1"]')!;
    const m = sizes().querySelector<HTMLElement>('[data-size-type="3"]')!;
    const held: Element[] = [m, xs];
    (sizes() as unknown as { storefrontHeld: Element[] }).storefrontHeld = held;
    // The last one the shopper chose wins; one inside a size link counts as the link.
    expect(sizeHeldEarly(document)).toBe('1');
    held.push(xs.firstElementChild ?? xs, document.createElement('span'));
    expect(sizeHeldEarly(document)).toBe('1');
    // Once the sizes island (or the theme) has the section, what it held is its own.
    for (const past of ['mounted', 'theme', 'failed']) {
      sizes().setAttribute('data-storefront-product-sizes', past);
      expect(sizeHeldEarly(document), past).toBeNull();
    }
    sizes().setAttribute('data-storefront-product-sizes', 'loading');
    const stop = productFormJob(form(), { pageType: 'projector', view: () => 1 as const, wake: () => {} });
    expect(store.getState().product.selectedSize).toBe('1');
    stop?.();
  });

  it('found already awake (the shopper was there before the load event), or with the pointer or focus in the form: wakes them at once', async () => {
    document.body.innerHTML = '<form id="projector_form" data-storefront-product-form="waiting"><div data-storefront-product-sizes="loading"></div><input id="q"></form><input id="out">';
    let sent = 0;
    const count = () => sent++;
    document.addEventListener(PRODUCT_WAKE, count);
    const ctx = { pageType: 'projector', view: () => 1 as const, wake: () => {} };
    productFormJob(form(), ctx);
    expect(sent).toBe(1);
    // All waiting, focus in the form: at once too.
    form().querySelector('div')!.setAttribute('data-storefront-product-sizes', 'waiting');
    document.getElementById('q')!.focus();
    productFormJob(form(), ctx);
    expect(sent).toBe(2);
    // All waiting, focus outside: it waits, and stops listening when stopped.
    document.getElementById('out')!.focus();
    const stop = productFormJob(form(), ctx);
    expect(sent).toBe(2);
    stop!();
    fireEvent.pointerOver(form());
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toBe(2);
    document.removeEventListener(PRODUCT_WAKE, count);
  });

  it('an island a load job woke at load (the prices’ countdown) is not the shopper: the others keep waiting', () => {
    document.body.innerHTML = '<form id="projector_form" data-storefront-product-form="waiting"><div id="prices" data-storefront-product-prices="loading"></div><div data-storefront-product-sizes="waiting"></div></form>';
    let sent = 0;
    const count = () => sent++;
    document.addEventListener(PRODUCT_WAKE, count);
    const ctx = { pageType: 'projector', view: () => 1 as const, wake: () => {} };
    wokenAtLoad.add(document.getElementById('prices')!);
    const stop = productFormJob(form(), ctx);
    expect(sent).toBe(0);
    // The shopper's first sign in the form still wakes them all.
    fireEvent.pointerOver(form());
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(sent).toBe(1);
        stop?.();
        document.removeEventListener(PRODUCT_WAKE, count);
        resolve();
      }, 0),
    );
  });

});
