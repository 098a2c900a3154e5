import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { boot, type BootHandle } from './boot';
import { defineIsland } from './define';
import { themeOwner, THEME_FEATURES, THEME_RUNTIME } from './theme';
import type { RegistryEntry } from './types';
import { registry } from '../../src/registry';
import { untilMounted } from '../../fixtures/island-state';
import { untilDom, untilEvent } from '../../fixtures/until';

type Win = Window & { app_shop?: unknown };
const win = window as Win;
let handle: BootHandle | undefined;

const entry = (name: string, id: string): RegistryEntry => ({
  name,
  selectors: [`#${id}`],
  trigger: 'load',
  load: async () => ({ default: defineIsland({ name, Component: () => <p>{`enhanced ${name}`}</p> }) }),
});

afterEach(() => {
  handle?.stop();
  handle = undefined;
  delete win.app_shop;
});

describe('coexistence with the theme’s own scripts', () => {
  it('names only islands of the registry', () => {
    const names = new Set(registry.map((e) => e.name));
    expect(Object.keys(THEME_FEATURES).filter((n) => !names.has(n))).toEqual([]);
  });

  it('finds a queued run selector in any view list, exactly or refined, never a longer name', () => {
    win.app_shop = { fnrun: { all: [{ w: '#menu_basket:not(.--hide)', fn() {} }, { fn() {} }, null], 1: [{ w: '#menu_search_extra' }], 2: 'x' } };
    expect(themeOwner('mini-basket', window)).toBe('#menu_basket:not(.--hide)');
    expect(themeOwner('live-search', window)).toBeNull();
    expect(themeOwner('bulk', window)).toBeNull();
    expect(themeOwner('tooltips', window)).toBeNull();
    win.app_shop = { fnrun: {}, runApp() {} };
    expect(themeOwner('bulk', window)).toBe(THEME_RUNTIME);
    delete win.app_shop;
    expect(themeOwner('mini-basket', window)).toBeNull();
  });

  it('an element standing in for app_shop (DOM clobbering) owns nothing, and says so once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<form name="app_shop"><input name="runApp"><input name="fnrun"></form>';
    win.app_shop = document.forms[0];
    expect(themeOwner('bulk', window)).toBeNull();
    expect(themeOwner('mini-basket', window)).toBeNull();
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      `[storefront] window.app_shop is a DOM element (<form name="app_shop">), not the page's data; the islands do not look for the theme's run queue`,
    ]);
  });

  it('boot leaves a container the theme handles to the theme, mounts the others, and says why', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    document.body.innerHTML = '<div id="container" class="main_page"><div id="menu_basket">Koszyk (2)</div><div id="menu_search"></div></div>';
    win.app_shop = { fnrun: { all: [{ w: '#menu_basket', fn() {} }] } };
    handle = boot([entry('mini-basket', 'menu_basket'), entry('live-search', 'menu_search')]);
    await untilMounted(document.getElementById('menu_search')!, 'live-search');
    expect(document.getElementById('menu_search')?.textContent).toContain('enhanced live-search');
    const basket = document.getElementById('menu_basket')!;
    // Decided once the theme check's chunk has loaded (before the other container was handled).
    await untilDom(() => basket.getAttribute('data-storefront-mini-basket') === 'theme');
    expect(basket.textContent).toBe('Koszyk (2)');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('"mini-basket" left to the theme\'s "#menu_basket"'));
  });

  it('a container that leaves the page while the theme check loads is not watched: no trigger, no state; back, it mounts', async () => {
    win.app_shop = { fnrun: { all: [{ w: '#menu_basket', fn() {} }] } };
    document.body.innerHTML = '<div id="container" class="main_page"><div id="later"></div></div>';
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const load = vi.fn(async () => ({ default: defineIsland({ name: 'later', Component: () => <p>enhanced later</p> }) }));
    handle = boot([{ name: 'later', selectors: ['#later'], trigger: { views: [1] }, load }]);
    expect(handle.view()).toBe(4);
    const later = document.getElementById('later')!;
    // Claimed now; the theme check is a chunk still on its way when a partial load swaps the region out.
    handle.scan(document.body);
    later.remove();
    await import('./theme');
    await new Promise((r) => setTimeout(r, 0)); // a task: the check has answered
    // Watched, it would be held by boot's map of waiting containers for the page's life.
    expect(later.hasAttribute('data-storefront-later')).toBe(false);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    const changed = untilEvent(document, 'storefront:view-changed');
    window.dispatchEvent(new Event('resize'));
    // A trigger left armed on it would have fired with the view listeners, before the event is sent.
    await changed;
    expect(load).not.toHaveBeenCalled();
    // Put back (the region swapped in again), it is claimed afresh and mounts on the matching view.
    document.getElementById('container')!.append(later);
    await untilMounted(later, 'later');
    expect(load).toHaveBeenCalledOnce();
  });

  it('a click on a container the shopper wakes is held while the theme check loads: the island handles it, or the theme does', async () => {
    win.app_shop = { fnrun: { all: [{ w: '#menu_basket', fn() {} }] } };
    document.body.innerHTML =
      '<div id="container" class="main_page"><div id="menu_search"><a id="go" href="#search">Szukaj</a></div><div id="menu_basket"><a id="basket" href="#basket">Koszyk</a></div></div>';
    const handled: string[] = [];
    const Island = ({ container }: { container: HTMLElement }) => {
      useEffect(() => {
        const onClick = (e: MouseEvent) => {
          e.preventDefault();
          handled.push(`island:${(e.target as Element).id}`);
        };
        container.addEventListener('click', onClick);
        return () => container.removeEventListener('click', onClick);
      }, [container]);
      return null;
    };
    const interactive = (name: string, id: string): RegistryEntry => ({
      name,
      selectors: [`#${id}`],
      trigger: 'interaction',
      load: async () => ({ default: defineIsland({ name, host: 'append', Component: Island }) }),
    });
    // The theme's own handler on its container (it stays the theme's).
    document.getElementById('basket')!.addEventListener('click', (e) => {
      e.preventDefault();
      handled.push('theme:basket');
    });
    handle = boot([interactive('live-search', 'menu_search'), interactive('mini-basket', 'menu_basket')]);
    // Claimed now; the theme check has not answered yet when the shopper clicks.
    handle.scan(document.body);
    const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(click('go'), 'held: the link does not navigate').toBe(false);
    expect(click('basket'), 'held until the theme has its container').toBe(false);
    expect(handled).toEqual([]);
    await untilMounted(document.getElementById('menu_search')!, 'live-search');
    await untilDom(() => handled.length === 2);
    expect(handled.sort()).toEqual(['island:go', 'theme:basket']);
    expect(document.getElementById('menu_basket')!.getAttribute('data-storefront-mini-basket')).toBe('theme');
  });

  it('a page whose theme queues nothing never loads the check', async () => {
    document.body.innerHTML = '<div id="container" class="main_page"><div id="menu_basket"></div></div>';
    win.app_shop = { fnrun: {} };
    handle = boot([entry('mini-basket', 'menu_basket')]);
    await untilMounted(document.getElementById('menu_basket')!, 'mini-basket');
    expect(document.getElementById('menu_basket')?.textContent).toContain('enhanced mini-basket');
  });
});
