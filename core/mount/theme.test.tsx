import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { boot, type BootHandle } from './boot';
import { defineIsland } from './define';
import { themeOwner, THEME_RUNTIME } from './theme';
import type { RegistryEntry } from './types';

type Win = Window & { app_shop?: unknown };
const win = window as Win;
let handle: BootHandle | undefined;

const entry = (name: string, theme: string[]): RegistryEntry => ({
  name,
  selectors: [`#${name}`],
  theme,
  trigger: 'load',
  load: async () => ({ default: defineIsland({ name, Component: () => <p>{`enhanced ${name}`}</p> }) }),
});

afterEach(() => {
  handle?.stop();
  handle = undefined;
  delete win.app_shop;
});

describe('coexistence with the theme’s own scripts', () => {
  it('finds a queued run selector in any view list, exactly or refined, never a longer name', () => {
    win.app_shop = { fnrun: { all: [{ w: '#menu_basket:not(.--hide)', fn() {} }, { fn() {} }, null], 1: [{ w: '#menu_search_extra' }], 2: 'x' } };
    expect(themeOwner(['#menu_basket'], window)).toBe('#menu_basket:not(.--hide)');
    expect(themeOwner(['#menu_search'], window)).toBeNull();
    expect(themeOwner([THEME_RUNTIME], window)).toBeNull();
    expect(themeOwner(undefined, window)).toBeNull();
    win.app_shop = { fnrun: {}, runApp() {} };
    expect(themeOwner(['#menu_basket', THEME_RUNTIME], window)).toBe(THEME_RUNTIME);
    delete win.app_shop;
    expect(themeOwner(['#menu_basket'], window)).toBeNull();
  });

  it('boot leaves a container the theme handles to the theme, mounts the others, and says why', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    document.body.innerHTML = '<div id="container" class="main_page"><div id="menu_basket">Koszyk (2)</div><div id="menu_search"></div></div>';
    win.app_shop = { fnrun: { all: [{ w: '#menu_basket', fn() {} }] } };
    handle = boot([entry('menu_basket', ['#menu_basket']), entry('menu_search', ['#menu_search'])]);
    await waitFor(() => expect(document.getElementById('menu_search')?.textContent).toContain('enhanced menu_search'));
    const basket = document.getElementById('menu_basket')!;
    expect(basket.getAttribute('data-storefront-menu_basket')).toBe('theme');
    expect(basket.textContent).toBe('Koszyk (2)');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('"menu_basket" left to the theme\'s "#menu_basket"'));
  });
});
