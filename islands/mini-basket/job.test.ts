// The mini-basket waits for the shopper. Its load job (job.ts), through the served entry: the
// theme's refresh names and a basket changed in another tab wake it; the names go back when it leaves.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { changeBasket } from '../../fixtures/mock-shop';
import { unmountAll } from '../../core/mount/runtime';
import { calls, loadHeader, loaded, mount, setupHeaderPage, state, store, untilAwake } from '../../fixtures/mini-basket-page';
import { VERSION_KEY } from './wake';
import miniBasketJob from './job';
import island from './index';

setupHeaderPage();

type Fn = Record<string, unknown>;
const shop = () => (window as unknown as { app_shop: { fn: Fn } }).app_shop;

describe('the mini-basket’s load job', () => {
  it('answers the theme’s refresh names while the island sleeps: a call wakes it and the basket is read', async () => {
    const theirs = () => 'theme';
    (window as unknown as { app_shop: unknown }).app_shop = { fn: { menu_basket_cache: theirs, topBasket: { init: theirs } } };
    changeBasket({ product: 101, size: '3', quantity: 2, mode: 'add' });
    loadHeader(undefined, { fetch: 'default' });
    await mount();
    expect(state()).toBe('waiting');
    expect(shop().fn.menu_basket_cache).not.toBe(theirs);
    expect(calls.basket).toBe(0);
    // A quick-buy elsewhere on the page asks the header to refresh.
    act(() => (shop().fn.topBasket as { init: () => void }).init());
    await untilAwake();
    await loaded();
    expect(calls.basket).toBe(1);
    expect(document.querySelector('#menu_basket .badge')!.textContent).toBe(String(store().basket.data!.productsCounter));
    expect(store().basket.data!.productsCounter).not.toBe(3); // the server's figure is gone
    // Awake, the same names read the basket again.
    act(() => (shop().fn.menu_basket_cache as () => void)());
    await loaded();
    expect(calls.basket).toBe(2);
    // The island leaves the page: the theme's own functions come back.
    act(() => unmountAll());
    expect(shop().fn.menu_basket_cache).toBe(theirs);
    expect((shop().fn.topBasket as { init: unknown }).init).toBe(theirs);
  });

  it('a basket changed in another tab wakes it, and the header shows that basket', async () => {
    changeBasket({ product: 101, size: '3', quantity: 4, mode: 'add' });
    loadHeader(undefined, { fetch: 'default' });
    await mount();
    expect(state()).toBe('waiting');
    fireEvent(window, new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(state()).toBe('waiting');
    fireEvent(window, new StorageEvent('storage', { key: VERSION_KEY, newValue: 'another-basket' }));
    await untilAwake();
    await loaded();
    expect(calls.basket).toBe(1);
    expect(document.querySelector('#menu_basket .badge')!.textContent).toBe(String(store().basket.data!.productsCounter));
    expect(store().basket.data!.productsCounter).not.toBe(3);
  });

  it('a click on the server’s link that wakes it is held, then given to the island’s link (its stand-in)', async () => {
    loadHeader(undefined, { fetch: 'default' });
    await mount();
    const server = document.querySelector<HTMLAnchorElement>('#menu_basket a.top_basket__sub')!;
    const clicked: Element[] = [];
    const onClick = (e: Event) => {
      clicked.push(e.target as Element);
      e.preventDefault(); // no navigation in the test
    };
    document.addEventListener('click', onClick);
    try {
      // No pointer or focus event first (a screen reader's activation): the click itself wakes the island.
      expect(fireEvent.click(server)).toBe(false);
      expect(clicked).toEqual([]);
      await untilAwake();
      const islandLink = document.querySelector<HTMLAnchorElement>('#menu_basket a.top_basket__sub')!;
      expect(islandLink).not.toBe(server);
      expect(clicked).toEqual([islandLink]);
    } finally {
      document.removeEventListener('click', onClick);
    }
  });
});

describe('the mini-basket’s load job, alone', () => {
  it('Escape while focus is in the header basket (the island still loading) dismisses the theme’s details until focus leaves; the island starts dismissed', () => {
    const el = loadHeader(undefined, { fetch: 'default' });
    document.body.insertAdjacentHTML('beforeend', '<button id="elsewhere">x</button>');
    const wake = vi.fn();
    const stop = miniBasketJob(el, { pageType: null, view: () => 3, wake }) as () => void;
    try {
      const details = el.querySelector<HTMLElement>('.top_basket__details')!;
      const link = el.querySelector<HTMLAnchorElement>('a.top_basket__sub')!;
      // Escape with focus and pointer elsewhere: nothing.
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(details.style.display).toBe('');
      link.focus();
      fireEvent.keyDown(link, { key: 'Escape' });
      expect(details.style.display).toBe('none');
      expect(island.readConfig!(el)).toMatchObject({ dismissed: true });
      // Focus leaving the header basket lets the theme's rule show it again next time.
      const elsewhere = document.getElementById('elsewhere')!;
      elsewhere.focus();
      fireEvent.focusOut(link, { relatedTarget: elsewhere });
      expect(details.style.display).toBe('');
      expect(island.readConfig!(el)).toMatchObject({ dismissed: false });
      expect(wake).not.toHaveBeenCalled(); // the hover timing: the job does not wake it
    } finally {
      stop();
    }
  });
});
