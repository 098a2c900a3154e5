import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { basketGraphql, changeBasket, seedBasket } from '../../fixtures/mock-shop';
import { setFault } from '../../fixtures/mock-shop/faults';
import { formatMoney, PLN_FORMAT } from '../../core/money';
import { mapBasket } from '../../core/store/basket-fetch';
import { unmountAll } from '../../core/mount/runtime';
import { badge, calls, details, lines, loadHeader, loaded, mount, state, store, setupHeaderPage, untilAwake, wake } from '../../fixtures/mini-basket-page';

setupHeaderPage();

describe('mini-basket: loading', () => {
  it('shows the skeleton until the basket is fetched, then the lines and summary (the platform document)', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    changeBasket({ product: 115, size: 'uniw', quantity: 2, mode: 'add' });
    setFault('graphql:basket', 'slow:150');
    const el = loadHeader();
    await mount();
    expect(el.classList.contains('--skeleton')).toBe(true);
    expect(details()!.classList.contains('--skeleton')).toBe(true);
    expect(details()!.getAttribute('aria-busy')).toBe('true');
    expect(badge()).toBe('3'); // the server's figure until then
    await loaded();
    expect(el.classList.contains('--skeleton')).toBe(false);
    expect(details()!.classList.contains('--skeleton')).toBe(false);
    const shop = basketGraphql();
    const sum = shop.summaryBasket;
    expect(badge()).toBe(String(sum.productsCount));
    const link = el.querySelector('a.top_basket__sub')!;
    expect(link.getAttribute('href')).toBe('basketedit.html');
    // One name from its content: the words for screen readers around the badge and the worth, each said once.
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toBe(`Koszyk, produkty: 2, wartość: ${sum.worth.gross.formatted}`);
    // WCAG 2.5.3: what the link shows, the badge and then the worth, is in the name in that order.
    const name = `Koszyk, produkty: ${badge()}, wartość: ${el.querySelector('strong.top_basket__price')!.textContent}`;
    expect(screen.getByRole('link', { name: (n) => n.replace(/ ,/g, ',') === name })).toBe(link);
    expect(el.querySelector('strong.top_basket__price')!.textContent).toBe(sum.worth.gross.formatted);
    expect(lines()).toHaveLength(2);
    const [first, second] = lines();
    const [p1, p2] = shop.products;
    expect(within(first!).getByRole('link', { name: p1!.data.name }).getAttribute('href')).toBe(p1!.data.link);
    // The platform's mini-basket has no size, version or unit price: quantity and unit only.
    expect(first!.querySelector('.top_basket__size')).toBeNull();
    expect(first!.querySelector('.top_basket__unit')!.textContent).toBe(`1 ${p1!.data.unit.singular}`);
    expect(second!.querySelector('.top_basket__unit')!.textContent).toBe(`2 ${p2!.data.unit.plural}`);
    expect(first!.querySelector('.top_basket__price')!.textContent).toBe(p1!.worth.gross.formatted);
    expect(first!.querySelector('.top_basket__vat')!.textContent).toBe('brutto');
    // The line reads as words: name, worth, quantity and price type apart (not 'Kalina269,79 zł1 szt.brutto').
    expect(first!.textContent).toBe(`${p1!.data.name}, ${p1!.worth.gross.formatted}, 1 ${p1!.data.unit.singular} brutto`);
    // img: iconSmallSecond || iconSmall; webp source: iconSmall.
    expect(first!.querySelector('img')!.getAttribute('src')).toBe(p1!.data.iconSmallSecond || p1!.data.iconSmall);
    const source = first!.querySelector('source');
    if (p1!.data.iconSmallSecond && p1!.data.iconSmallSecond !== p1!.data.iconSmall) {
      expect(source!.getAttribute('srcset')).toBe(p1!.data.iconSmall);
      expect(source!.getAttribute('type')).toBe('image/webp');
    }
    const summary = el.querySelector('.top_basket__summary')!;
    expect(summary.querySelector('.--worth b')!.textContent).toBe(sum.worth.gross.formatted);
    expect(sum.shipping.cost.gross.value).toBeGreaterThan(0);
    expect(summary.querySelector('.--shipping b')!.textContent).toBe(sum.shipping.cost.gross.formatted);
    expect(sum.toShippingFree.value).toBeGreaterThan(0);
    expect(summary.textContent).toContain(`Do darmowej dostawy brakuje: ${sum.toShippingFree.formatted}`);
    const bar = screen.getByRole('progressbar', { name: 'Postęp do darmowej dostawy' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(Math.floor((sum.worth.gross.value / sum.shippingLimitFree.value) * 100));
    expect(el.querySelector('.top_basket__count')!.textContent).toBe('(2)');
    expect(screen.getByRole('link', { name: 'Przejdź do koszyka' }).getAttribute('href')).toBe('basketedit.html');
    expect(calls.basket).toBe(1);
  });

  it("shows the spec's line details when the page asks for them (data-basket-details=\"spec\")", async () => {
    changeBasket({ product: 101, size: '3', quantity: 2, mode: 'add' });
    changeBasket({ product: 115, size: 'uniw', quantity: 1, mode: 'add' });
    loadHeader((h) => h.replace('id="menu_basket"', 'id="menu_basket" data-basket-details="spec"'));
    await mount();
    await loaded();
    const [first, second] = lines();
    const p1 = basketGraphql().products[0]!;
    const sizeName = p1.data.sizes.find((x) => x.id === p1.size)!.name;
    expect(p1.data.versionName).toBeTruthy();
    const unit = `2 ${p1.data.unit.plural} × ${formatMoney(p1.worth.gross.value / 2, PLN_FORMAT)}`;
    expect(first!.querySelector('.top_basket__unit')!.textContent).toBe(unit);
    // Name, then the parameters as a block of their own separated by commas, then worth, quantity × unit price, price type.
    expect(first!.querySelector('.top_basket__params')!.textContent).toBe(`Rozmiar: ${sizeName}, Wersja: ${p1.data.versionName}`);
    expect(first!.querySelector('.top_basket__params')!.tagName).toBe('DIV');
    expect(first!.textContent).toBe(`${p1.data.name}, Rozmiar: ${sizeName}, Wersja: ${p1.data.versionName}, ${p1.worth.gross.formatted}, ${unit} brutto`);
    // The separators the layout already shows (the name's line, the worth's cell) are for screen readers only.
    const hidden = Array.from(first!.querySelectorAll<HTMLElement>('span')).filter((s) => s.style.position === 'absolute');
    expect(hidden.map((s) => s.textContent)).toEqual([', ', ', ', ',']);
    // One size: no size label.
    expect(second!.querySelector('.top_basket__size')).toBeNull();
    const p2 = basketGraphql().products[1]!;
    expect(second!.querySelector('.top_basket__params')?.textContent ?? '').not.toMatch(/Rozmiar/);
    expect(second!.textContent).toMatch(new RegExp(`^${p2.data.name}(, [^,]+)*, ${p2.worth.gross.formatted.replace(/\s/g, '\\s')}, `));
  });

  it('hides the whole mini-basket when the basket is empty', async () => {
    const el = loadHeader();
    await mount();
    await loaded();
    expect(el.classList.contains('--hide')).toBe(true);
    expect(details()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pokaż zawartość koszyka' })).toBeNull();
  });

  it('switches to list mode above 10 lines', async () => {
    seedBasket(11);
    const el = loadHeader();
    await mount();
    await loaded();
    expect(lines()).toHaveLength(11);
    expect(details()!.classList.contains('--list')).toBe(true);
    expect(el.classList.contains('--hide')).toBe(false);
  });

  it('shows 22 lines, and above 22 keeps only the link to the basket page', async () => {
    seedBasket(22);
    loadHeader();
    await mount();
    await loaded();
    expect(lines()).toHaveLength(22);
    // Shipping costs 0 now: 'Gratis!' and, the platform's way, no free-shipping block.
    expect(basketGraphql().summaryBasket.shipping.cost.gross.value).toBe(0);
    expect(document.querySelector('.top_basket__summary_item.--shipping b')!.textContent).toBe('Gratis!');
    expect(document.querySelector('.top_basket__summary_item.--shipping')!.classList.contains('--free')).toBe(true);
    expect(document.querySelector('.top_basket__summary_shipping_free')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      seedBasket(23);
      store().basket.setBasket(mapBasket(basketGraphql(), PLN_FORMAT));
    });
    expect(details()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pokaż zawartość koszyka' })).toBeNull();
    expect(badge()).toBe('23');
    expect(document.getElementById('menu_basket')!.classList.contains('--hide')).toBe(false);
  });

  it('fetches on the first hover or focus when the page asks for it', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    const el = loadHeader((h) => h.replace('id="menu_basket"', 'id="menu_basket" data-basket-fetch="hover"'));
    await mount();
    // The island waits for the shopper; the server's header is as it was sent.
    expect(state()).toBe('waiting');
    expect(calls.basket).toBe(0);
    expect(el.classList.contains('--skeleton')).toBe(false);
    expect(el.querySelector('.top_basket__details')!.classList.contains('--skeleton')).toBe(true); // the server's own
    await wake('pointerOver');
    await loaded();
    expect(lines()).toHaveLength(1);
    fireEvent.focusIn(el.querySelector('a.top_basket__sub')!);
    fireEvent.pointerOver(el.querySelector('a.top_basket__sub')!);
    expect(calls.basket).toBe(1);
  });

  it('by default reads the basket as the theme does: nothing at load, once on the first hover or focus', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    const el = loadHeader(undefined, { fetch: 'default' });
    await mount();
    expect(state()).toBe('waiting');
    expect(calls.basket).toBe(0);
    // The server's link stays as it was, no skeleton painted over it.
    expect(el.classList.contains('--skeleton')).toBe(false);
    expect(badge()).toBe('3');
    await wake('focusIn');
    await loaded();
    expect(lines()).toHaveLength(1);
    fireEvent.mouseOver(el.querySelector('a.top_basket__sub')!);
    fireEvent.focusIn(el.querySelector('a.top_basket__sub')!);
    expect(calls.basket).toBe(1);
  });

  it('the link the shopper tabbed to keeps focus when the island it woke takes the header, and when the basket comes in', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    const el = loadHeader(undefined, { fetch: 'default' });
    await mount();
    const link = el.querySelector<HTMLAnchorElement>('a.top_basket__sub')!;
    act(() => link.focus());
    await wake('focusIn');
    // The island's link stands for the server's (same href, the server's badge and price moved in) and has
    // the focus the server's link had (core/mount/counterpart.ts).
    const islandLink = el.querySelector<HTMLAnchorElement>('a.top_basket__sub')!;
    expect(islandLink.getAttribute('href')).toBe('basketedit.html');
    expect(document.activeElement).toBe(islandLink);
    await loaded();
    expect(badge()).toBe('1');
    // The same element once the basket is known.
    expect(document.activeElement).toBe(el.querySelector('a.top_basket__sub'));
    expect(document.activeElement).toBe(islandLink);
  });

  it('reads the basket at once, under the skeleton, on a page from the shop\u2019s HTML cache (app_shop.vars.cache_html)', async () => {
    (window as { app_shop?: unknown }).app_shop = { vars: { cache_html: true } };
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    setFault('graphql:basket', 'slow:150');
    const el = loadHeader(undefined, { fetch: 'default' });
    await mount();
    // The load job wakes the island without the shopper: the header may show another visitor's basket.
    await untilAwake();
    expect(el.classList.contains('--skeleton')).toBe(true);
    await loaded();
    expect(calls.basket).toBe(1);
    expect(el.classList.contains('--skeleton')).toBe(false);
    expect(lines()).toHaveLength(1);
  });

  it('a basket the server sent empty (#menu_basket.--hide) is not read at load, even from the HTML cache, as the theme skips it; a refresh name reads it', async () => {
    (window as { app_shop?: unknown }).app_shop = { vars: { cache_html: true } };
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const el = loadHeader((h) => h.replace('class="top_basket ', 'class="top_basket --hide '), { fetch: 'default' });
    await mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(el.getAttribute('data-storefront-mini-basket')).toBe('waiting');
    expect(calls.basket).toBe(0);
    // The owner's explicit "mount" is said to give way, once.
    act(() => unmountAll());
    const el2 = loadHeader((h) => h.replace('class="top_basket ', 'class="top_basket --hide '));
    await mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(el2.getAttribute('data-storefront-mini-basket')).toBe('waiting');
    expect(info.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('--hide'))).toHaveLength(1);
    expect(calls.basket).toBe(0);
    // Something added elsewhere: the theme's refresh name reads it, and the island shows it.
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    act(() => (window as unknown as { app_shop: { fn: { menu_basket_cache: () => void } } }).app_shop.fn.menu_basket_cache());
    await untilAwake();
    await loaded();
    expect(calls.basket).toBe(1);
    expect(el2.classList.contains('--hide')).toBe(false);
    info.mockRestore();
  });

  it('caps the details below a fixed header on hover or focus, and lifts the cap without one', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    const el = loadHeader();
    await mount();
    await loaded();
    const inner = () => details()!.querySelector<HTMLElement>(':scope > div')!;
    const header = el.closest('header')!;
    Object.defineProperty(header, 'offsetHeight', { configurable: true, value: 120 });
    document.body.classList.add('--fixed-header');
    fireEvent.mouseOver(el);
    expect(inner().style.maxHeight).toBe('calc(100vh - 120px)');
    document.body.classList.remove('--fixed-header');
    fireEvent.focusIn(el.querySelector('a.top_basket__sub')!);
    expect(inner().style.maxHeight).toBe('');
  });

  it('does not fetch when another island already filled the basket', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    loadHeader();
    const { initShopStore } = await import('../../core/store/store');
    initShopStore({ product: null, view: 3, pageType: 'main', language: 'pl' }).getState().basket.setBasket(mapBasket(basketGraphql(), PLN_FORMAT));
    await mount();
    expect(lines()).toHaveLength(1);
    expect(calls.basket).toBe(0);
  });
});

describe('mini-basket: what a line decides', () => {
  it('hides one-click buy when a line is a subscription, and shows the period', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    changeBasket({ product: 105, size: 'uniw', quantity: 1, mode: 'add', subscriptionPeriod: 30 });
    // Only the spec's document selects the lines' basket groups (the subscription period).
    const el = loadHeader((h) => h.replace('id="menu_basket"', 'id="menu_basket" data-basket-details="spec"'));
    const widget = el.querySelector('express-checkout')!;
    await mount();
    await loaded();
    const express = el.querySelector<HTMLElement>('.top_basket__express_checkout_container')!;
    expect(express.contains(widget)).toBe(true); // the theme's element itself, not a copy
    expect(express.hidden).toBe(true);
    expect(lines()[1]!.textContent).toContain('Subskrypcja co 30 dni');
    act(() => store().basket.setBasket({ ...store().basket.data!, products: [store().basket.data!.products[0]!] }));
    expect(express.hidden).toBe(false);
    act(() => store().basket.setBasket({ ...store().basket.data!, products: [{ ...store().basket.data!.products[0]!, name: '' }] }));
    expect(express.hidden).toBe(true);
  });

  it('shows net prices when the shop’s price type is net', async () => {
    (window as { app_shop?: unknown }).app_shop = { vars: { priceType: 'net' } };
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    const el = loadHeader();
    await mount();
    await loaded();
    const shop = basketGraphql();
    expect(lines()[0]!.querySelector('.top_basket__price')!.textContent).toBe(shop.products[0]!.worth.net.formatted);
    expect(lines()[0]!.querySelector('.top_basket__vat')!.textContent).toBe('netto');
    expect(el.querySelector('.--worth b')!.textContent).toBe(shop.summaryBasket.worth.net.formatted);
    expect(el.querySelector('strong.top_basket__price')!.textContent).toBe(shop.summaryBasket.worth.net.formatted);
  });

  it('speaks English on an English page', async () => {
    document.documentElement.setAttribute('lang', 'en');
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    loadHeader();
    await mount();
    await loaded();
    expect(screen.getByRole('button', { name: 'Show basket contents' })).toBeTruthy();
    const worth = basketGraphql().summaryBasket.worth.gross.formatted;
    // (The words for screen readers are absolutely placed boxes: a name may keep a space before their comma.)
    expect(screen.getByRole('link', { name: (name) => name.replace(/ ,/g, ',') === `Basket, products: 1, worth: ${worth}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to basket' })).toBeTruthy();
  });
});
