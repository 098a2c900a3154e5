import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposeRefresh } from './theme-hooks';

type W = Window & { app_shop?: { fn?: Record<string, unknown> }; menu_basket_cache?: unknown };
const win = window as W;

afterEach(() => {
  delete win.app_shop;
  delete win.menu_basket_cache;
});

describe('the theme’s basket refresh names', () => {
  it('point at the island while it is mounted, and come back after', () => {
    const theirs = () => 'theme';
    const topInit = () => 'top';
    win.app_shop = { fn: { menu_basket_cache: theirs, topBasket: { init: topInit, other: 1 } } };
    win.menu_basket_cache = theirs;
    const refresh = vi.fn();
    const hide = exposeRefresh(window, refresh);
    (win.app_shop.fn!.menu_basket_cache as () => void)();
    (win.app_shop.fn!.topBasket as { init: () => void }).init();
    (win.menu_basket_cache as () => void)();
    expect(refresh).toHaveBeenCalledTimes(3);
    expect((win.app_shop.fn!.topBasket as { other: number }).other).toBe(1);
    hide();
    expect(win.app_shop.fn!.menu_basket_cache).toBe(theirs);
    expect((win.app_shop.fn!.topBasket as { init: unknown }).init).toBe(topInit);
    expect(win.menu_basket_cache).toBe(theirs);
  });

  it('do nothing on a page without app_shop', () => {
    expect(() => exposeRefresh(window, vi.fn())()).not.toThrow();
    expect(win.app_shop).toBeUndefined();
  });
});
