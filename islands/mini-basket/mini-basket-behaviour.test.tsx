import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketGraphql, changeBasket } from '../../fixtures/mock-shop';
import { setFault, type FaultKind } from '../../fixtures/mock-shop/faults';
import { BASKET_ERROR_COOKIE } from '../../fixtures/mock-shop/resolvers/basket';
import { PLN_FORMAT } from '../../core/money';
import { unmountAll } from '../../core/mount/runtime';
import { emit } from '../../core/events';
import { mapBasket } from '../../core/store/basket-fetch';
import island from './index';
import { VERSION_KEY, wakingEscape } from './wake';
import { basketSignature } from './view';
import { addThemePopupRule, badge, calls, details, failed, lines, loadHeader, loaded, mount, state, store, setupHeaderPage } from '../../fixtures/mini-basket-page';
import { untilDom, untilRequest } from '../../fixtures/until';

setupHeaderPage();
const toggle = () => screen.getByRole('button', { name: 'Pokaż zawartość koszyka' });

async function withOneLine() {
  changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
  const el = loadHeader();
  await mount();
  await loaded();
  return el;
}

describe('mini-basket: keeping up with the basket', () => {
  it('shows an add made on the product page at once (setBasket), without a request', async () => {
    await withOneLine();
    changeBasket({ product: 115, size: 'uniw', quantity: 1, mode: 'add' });
    act(() => store().basket.setBasket(mapBasket(basketGraphql(), PLN_FORMAT)));
    expect(lines()).toHaveLength(2);
    expect(badge()).toBe('2');
    expect(calls.basket).toBe(1);
    // …and tells other tabs.
    expect(localStorage.getItem(VERSION_KEY)).toBe(basketSignature(store().basket.data!));
  });

  it('refetches when another tab says the basket changed, not on its own echo', async () => {
    await withOneLine();
    const own = localStorage.getItem(VERSION_KEY)!;
    expect(own).toBe(basketSignature(store().basket.data!));
    window.dispatchEvent(new StorageEvent('storage', { key: VERSION_KEY, newValue: own }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    // A load marks the basket loading as it starts, in the event's own dispatch: none started.
    expect(store().basket.status).toBe('ready');
    expect(calls.basket).toBe(1);
    changeBasket({ product: 115, size: 'uniw', quantity: 1, mode: 'add' });
    window.dispatchEvent(new StorageEvent('storage', { key: VERSION_KEY, newValue: 'changed-elsewhere' }));
    expect(store().basket.status).toBe('loading');
    await loaded();
    await untilDom(() => lines().length === 2);
    expect(calls.basket).toBe(2);
  });

  it('refetches when the bulk call drops the basket (storefront:basket-updated with null)', async () => {
    await withOneLine();
    changeBasket({ product: 115, size: 'uniw', quantity: 1, mode: 'add' });
    emit('storefront:basket-updated', { basket: null });
    await loaded();
    await untilDom(() => lines().length === 2);
    const third = untilRequest('query=basket');
    act(() => store().basket.setBasket(null));
    await third;
    expect(calls.basket).toBe(3);
    await loaded();
  });
});

describe('mini-basket: failures', () => {
  it.each<FaultKind>(['500', '404', 'abort', 'malformed', 'wrong-shape'])('on %s keeps the server header, without a skeleton', async (fault) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('graphql:basket', fault);
    // The theme's own nodes in the link (here a points figure) are the ones shown, not copies.
    const el = loadHeader((h) => h.replace('495,96 zł</strong>', '495,96 zł<small>+ 12 pkt</small></strong>'));
    expect(el.querySelector('a.top_basket__sub')!.getAttribute('aria-label')).toBe('Koszyk: 3 (szt. produktów), 495,96 zł');
    const serverBadge = el.querySelector('.badge');
    await mount();
    await failed();
    expect(el.classList.contains('--skeleton')).toBe(false);
    expect(details()).toBeNull();
    expect(badge()).toBe('3');
    expect(el.querySelector('strong.top_basket__price')!.textContent).toBe('495,96 zł+ 12 pkt');
    expect(el.querySelector('.badge')).toBe(serverBadge);
    // The server's own label stays (never worse than the page): its figures are the ones shown.
    expect(el.querySelector('a.top_basket__sub')!.getAttribute('aria-label')).toBe('Koszyk: 3 (szt. produktów), 495,96 zł');
    expect(el.getAttribute('data-storefront-mini-basket')).toBe('mounted');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[storefront:mini-basket] the basket could not be loaded: POST /graphql/v1/?query=basket'), expect.anything());
  });

  it("treats the platform's errors reply as a failure: the server header stays, then a basket it already had stays", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = `${BASKET_ERROR_COOKIE}=100; path=/`;
    try {
      const el = loadHeader();
      await mount();
      await failed();
      expect(badge()).toBe('3');
      expect(el.classList.contains('--hide')).toBe(false);
      expect(error.mock.calls[0]?.[0]).toMatch(/^\[storefront:mini-basket\] the basket could not be loaded: .*Sklep prowadzi sprzedaż wyłącznie hurtową/);
      document.cookie = `${BASKET_ERROR_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
      emit('storefront:basket-updated', { basket: null });
      await loaded();
      expect(lines()).toHaveLength(1);
      document.cookie = `${BASKET_ERROR_COOKIE}=115; path=/`;
      emit('storefront:basket-updated', { basket: null });
      await failed();
      expect(lines()).toHaveLength(1); // a stale basket beats an empty one
      expect(badge()).toBe('1');
    } finally {
      document.cookie = `${BASKET_ERROR_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });
});

describe('mini-basket: the details popup (APG disclosure)', () => {
  beforeEach(() => addThemePopupRule());
  afterEach(() => document.getElementById('storefront-test-theme')?.remove());

  it('the button’s state is true to what is shown: focus coming in while the theme’s rule shows the popup makes it expanded; the button then closes it', async () => {
    await withOneLine();
    // The theme's rule as a focus would apply it (happy-dom has no :focus-within): shown with focus inside.
    document.getElementById('storefront-test-theme')!.textContent = '.hover__element{display:block}';
    act(() => toggle().focus());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    act(() => toggle().click());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(details()!.style.display).toBe('none');
    act(() => toggle().click());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(details()!.style.display).toBe('');
  });

  it('opens from its button, closes with Escape and gives focus back', async () => {
    const el = await withOneLine();
    const user = userEvent.setup();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe('menu_basket_details');
    await user.tab(); // skip links
    while (document.activeElement !== el.querySelector('a.top_basket__sub')) await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(details()!.classList.contains('--active')).toBe(true);
    await user.tab();
    await user.tab();
    expect(details()!.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
    // Escape also hides what the theme shows on focus, until focus or the pointer leaves.
    expect(details()!.style.display).toBe('none');
    await user.keyboard(' ');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(details()!.style.display).toBe('');
  });

  it('an Escape its load job heard after the island read its config (while it woke) leaves the popup dismissed once the island is there', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    const el = loadHeader();
    // Focus in the basket (it woke the island); the job heard an Escape after the config was read.
    act(() => el.querySelector<HTMLElement>('a.top_basket__sub')!.focus());
    wakingEscape.dismissed = true;
    try {
      await mount();
      await loaded();
      expect(details()!.style.display).toBe('none');
    } finally {
      wakingEscape.dismissed = false;
    }
  });

  it('closes when focus or a click leaves the mini-basket', async () => {
    await withOneLine();
    const user = userEvent.setup();
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.click(document.getElementById('logo')!);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle());
    act(() => document.querySelector<HTMLElement>('#menu_search input')!.focus());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape dismisses the popup the pointer shows while focus is elsewhere (WCAG 1.4.13), listening only meanwhile', async () => {
    const el = await withOneLine();
    const user = userEvent.setup();
    const search = document.querySelector<HTMLInputElement>('#menu_search input')!;
    await user.click(search);
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const keydown = (spy: typeof add) => spy.mock.calls.filter((c) => c[0] === 'keydown').length;
    await user.hover(el);
    expect(document.activeElement).toBe(search);
    expect(keydown(add)).toBe(1);
    await user.keyboard('{Escape}');
    expect(details()!.style.display).toBe('none');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(search); // focus stays where the shopper was typing
    expect(keydown(remove)).toBe(1);
    // Dismissed until the pointer leaves; hovering again shows it (and listens) again.
    await user.unhover(el);
    expect(details()!.style.display).toBe('');
    expect(keydown(add)).toBe(1);
    await user.hover(el);
    expect(keydown(add)).toBe(2);
    await user.unhover(el);
    expect(keydown(remove)).toBe(2);
    // Escape with the pointer away does nothing to the popup.
    await user.keyboard('{Escape}');
    expect(details()!.style.display).toBe('');
  });

  it('an Escape on the page while hovering, then focus coming in, shows the popup again', async () => {
    const el = await withOneLine();
    const user = userEvent.setup();
    await user.click(document.querySelector<HTMLInputElement>('#menu_search input')!);
    await user.hover(el);
    await user.keyboard('{Escape}');
    expect(details()!.style.display).toBe('none');
    // Focus arriving from outside is a new trigger.
    act(() => el.querySelector<HTMLAnchorElement>('a.top_basket__sub')!.focus());
    expect(details()!.style.display).toBe('');
    // An Escape with focus inside is the mini-basket's own (focus stays on the link, not in the popup).
    await user.keyboard('{Escape}');
    expect(details()!.style.display).toBe('none');
    expect(document.activeElement).toBe(el.querySelector('a.top_basket__sub'));
  });

  it('has no toggle on phones when the theme hides the popup there (--mobile_hide)', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    loadHeader((h) => h.replace('<div id="viewType" style="display:none">', '<div id="viewType" style="display:none;width:1px">'));
    await mount();
    await loaded();
    expect(store().view.level).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pokaż zawartość koszyka' })).toBeNull();
    // In the page, hidden by the theme's rule (no button opens it here).
    expect(details()!.querySelectorAll('.top_basket__product')).toHaveLength(1);
  });
});

describe('mini-basket: lifecycle and config', () => {
  it('puts the container back and stops listening when unmounted', async () => {
    setFault('graphql:basket', 'slow:100');
    const el = loadHeader();
    const before = el.className;
    const widget = el.querySelector('express-checkout')!;
    const serverExpress = widget.parentElement!;
    const remove = vi.spyOn(window, 'removeEventListener');
    const fetches = vi.spyOn(globalThis, 'fetch');
    await mount();
    expect(el.classList.contains('--skeleton')).toBe(true);
    unmountAll();
    expect(el.className).toBe(before);
    expect(widget.parentElement).toBe(serverExpress);
    expect(remove.mock.calls.map((c) => c[0])).toContain('storage');
    // The call ends with the unmount's abort (the mock's 100 ms do not matter); anything the island
    // would do with an answer runs in the microtasks after its fetch settles.
    await new Promise((r) => setTimeout(r, 0));
    await Promise.allSettled(fetches.mock.results.map((r) => r.value as Promise<Response>));
    await new Promise((r) => setTimeout(r, 0));
    expect(store().basket.data).toBeNull(); // the aborted request wrote nothing
  });

  it('reads data-basket-fetch: its load job names a bad value at load and keeps the theme\u2019s timing; the island\u2019s own read is quiet', async () => {
    const el = loadHeader((h) => h.replace('id="menu_basket"', 'id="menu_basket" data-basket-fetch="sometimes"'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:mini-basket] data-basket-fetch="sometimes" is not one of mount, hover; using hover');
    expect(state()).toBe('waiting'); // the theme's timing: the first hover or focus
    error.mockClear();
    expect(island.readConfig!(el)).toMatchObject({ fetch: 'hover', skeleton: false, mobileHide: true, server: { href: 'basketedit.html', count: '3', price: '495,96 zł' } });
    expect(error).not.toHaveBeenCalled();
    el.setAttribute('data-basket-fetch', 'mount');
    expect(island.readConfig!(el).fetch).toBe('mount');
  });
});
