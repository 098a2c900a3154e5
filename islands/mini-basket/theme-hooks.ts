// The theme's other files refresh the header basket by name (reference sections 2 and 19): after a
// hotspot quick-buy, an InPost add or a shopping-list change they call app_shop.fn.menu_basket_cache()
// or app_shop.fn.topBasket.init(). While the mini-basket owns #menu_basket, those names refresh it;
// whatever the page had under them comes back on unmount.
type Fn = Record<string, unknown>;

export function exposeRefresh(win: Window, refresh: () => void): () => void {
  const shop = (win as unknown as { app_shop?: { fn?: Fn } }).app_shop;
  if (!shop || typeof shop !== 'object') return () => {};
  const fn: Fn = (shop.fn ??= {});
  const before = { cache: fn.menu_basket_cache, top: fn.topBasket, global: (win as unknown as Fn).menu_basket_cache };
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
