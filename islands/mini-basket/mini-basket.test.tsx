import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { changeBasket, readBasket, seedBasket } from '../../fixtures/mock-shop';
import { setFault } from '../../fixtures/mock-shop/faults';
import { parseBasket } from '../../core/store/basket-parse';
import { badge, calls, details, lines, loadHeader, loaded, mount, store, setupHeaderPage } from './test-helpers';

setupHeaderPage();

describe('mini-basket: loading', () => {
  it('shows the skeleton until the basket is fetched, then the lines and summary', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    changeBasket({ product: 115, size: 'uniw', quantity: 1, mode: 'add' });
    setFault('graphql:basket', 'slow:150');
    const el = loadHeader();
    await mount();
    expect(el.classList.contains('--skeleton')).toBe(true);
    expect(details()!.classList.contains('--skeleton')).toBe(true);
    expect(details()!.getAttribute('aria-busy')).toBe('true');
    expect(badge()).toBe('5'); // the server's figure until then
    await loaded();
    expect(el.classList.contains('--skeleton')).toBe(false);
    expect(details()!.classList.contains('--skeleton')).toBe(false);
    const read = readBasket();
    expect(badge()).toBe('2');
    const link = el.querySelector('a.top_basket__sub')!;
    expect(link.getAttribute('href')).toBe('basketedit.html');
    expect(link.getAttribute('aria-label')).toBe(`Koszyk, produkty: 2, wartość: ${read.worth_formatted}`);
    expect(lines()).toHaveLength(2);
    const [first, second] = lines();
    expect(within(first!).getByRole('link', { name: read.products[0]!.name }).getAttribute('href')).toBe(read.products[0]!.link);
    expect(first!.textContent).toContain('Rozmiar: M');
    expect(first!.textContent).toContain(`1 × ${read.products[0]!.worth_unit}`);
    expect(first!.querySelector('.top_basket__price')!.textContent).toBe(read.products[0]!.prices.worth_gros_formatted);
    expect(first!.querySelector('.top_basket__vat')!.textContent).toBe('brutto');
    expect(first!.querySelector('source')!.getAttribute('srcset')).toBe(read.products[0]!.icon_second);
    expect(first!.querySelector('source')!.getAttribute('type')).toBe('image/webp');
    expect(first!.querySelector('img')!.getAttribute('src')).toBe(read.products[0]!.icon);
    // One size: no size label.
    expect(second!.querySelector('.top_basket__size')).toBeNull();
    const summary = el.querySelector('.top_basket__summary')!;
    expect(summary.querySelector('.--worth b')!.textContent).toBe(read.worth_formatted);
    expect(summary.querySelector('.--shipping b')!.textContent).toBe(read.shippingCost_formatted);
    expect(read.toShippingFree).toBeGreaterThan(0);
    expect(summary.textContent).toContain(`Do darmowej dostawy brakuje: ${read.toShippingFree_formatted}`);
    const bar = screen.getByRole('progressbar', { name: 'Postęp do darmowej dostawy' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(Math.floor((read.worth / 300) * 100));
    expect(el.querySelector('.top_basket__count')!.textContent).toBe('(2)');
    expect(screen.getByRole('link', { name: 'Przejdź do koszyka' }).getAttribute('href')).toBe('basketedit.html');
    expect(calls.basket).toBe(1);
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
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(document.querySelector('.top_basket__summary_shipping_free_text')!.textContent).toBe('Masz darmową dostawę');
    act(() => {
      changeBasket({ product: 101, size: '5', quantity: 1, mode: 'add' });
      seedBasket(23);
      store().basket.setBasket(parseBasket(readBasket()));
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
    expect(calls.basket).toBe(0);
    expect(el.classList.contains('--skeleton')).toBe(false);
    expect(details()!.classList.contains('--skeleton')).toBe(true);
    fireEvent.mouseOver(el.querySelector('a.top_basket__sub')!);
    await loaded();
    expect(lines()).toHaveLength(1);
    fireEvent.focusIn(el.querySelector('a.top_basket__sub')!);
    expect(calls.basket).toBe(1);
  });

  it('does not fetch when another island already filled the basket', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    loadHeader();
    const { initShopStore } = await import('../../core/store/store');
    initShopStore({ product: null, view: 3, pageType: 'main', language: 'pl' }).getState().basket.setBasket(parseBasket(readBasket()));
    await mount();
    expect(lines()).toHaveLength(1);
    expect(calls.basket).toBe(0);
  });
});

describe('mini-basket: what a line decides', () => {
  it('hides one-click buy when a line is a subscription, and shows the period', async () => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    changeBasket({ product: 105, size: 'uniw', quantity: 1, mode: 'add', subscriptionPeriod: 30 });
    const el = loadHeader();
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
    const read = readBasket();
    expect(lines()[0]!.querySelector('.top_basket__price')!.textContent).toBe(read.products[0]!.prices.worth_net_formatted);
    expect(lines()[0]!.querySelector('.top_basket__vat')!.textContent).toBe('netto');
    expect(el.querySelector('.--worth b')!.textContent).toBe(read.worth_net_formatted);
    expect(el.querySelector('strong.top_basket__price')!.textContent).toBe(read.worth_net_formatted);
  });

  it('speaks English on an English page', async () => {
    document.documentElement.setAttribute('lang', 'en');
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    loadHeader();
    await mount();
    await loaded();
    expect(screen.getByRole('button', { name: 'Show basket contents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to basket' })).toBeTruthy();
  });
});
