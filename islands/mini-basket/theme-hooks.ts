// The theme's other files refresh the header basket by name (reference sections 2 and 19): after a
// hotspot quick-buy, an InPost add or a shopping-list change they call app_shop.fn.menu_basket_cache()
// or app_shop.fn.topBasket.init(). While the mini-basket owns #menu_basket, those names refresh it;
// whatever the page had under them comes back on unmount.
import { readAppShop, readGlobal } from '../../core/page/globals';

type Fn = Record<string, unknown>;

/** Whatever the theme has there is put back on unmount; only a function is replaced (below). */
const anyValue = (v: unknown): v is unknown => v !== undefined;

export function exposeRefresh(win: Window, refresh: () => void): () => void {
  // An element named app_shop or menu_basket_cache is not the theme's (DOM clobbering): nothing is hung on it.
  const shop = readAppShop('mini-basket', "the theme's basket refresh names are left alone", win) as { fn?: Fn } | undefined;
  if (!shop) return () => {};
  const fn: Fn = (shop.fn ??= {});
  const global = readGlobal('menu_basket_cache', { island: 'mini-basket', win, check: anyValue, expected: 'a value', fallback: 'window.menu_basket_cache is left alone' });
  const before = { cache: fn.menu_basket_cache, top: fn.topBasket, global };
  const call = () => refresh();
  fn.menu_basket_cache = call;
  fn.topBasket = { ...(typeof before.top === 'object' && before.top !== null ? before.top : {}), init: call };
  if (typeof before.global === 'function') (win as unknown as Fn).menu_basket_cache = call;
  return () => {
    if (fn.menu_basket_cache === call) fn.menu_basket_cache = before.cache;
    if ((fn.topBasket as Fn | undefined)?.init === call) fn.topBasket = before.top;
    if ((win as unknown as Fn).menu_basket_cache === call) (win as unknown as Fn).menu_basket_cache = before.global;
  };
}
