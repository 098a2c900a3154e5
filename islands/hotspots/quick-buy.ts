// The quick-buy of a recommendation tile, as the platform's hotspots_add_to_basket.js (reference section 1):
// product and virtual tiles with one usable size add from the tile with addProductsToBasket at
// ?addToBasket (core/product/add-products; only results[0].status "success" counts, the tracking check
// runs on the reply in core/http); then localStorage addedtoBasket, the header basket refreshed by its
// name (app_shop.fn.menu_basket_cache, which the mini-basket island answers while it owns #menu_basket;
// without it the shared store reads the basket), and on the basket page app_shop.fn.basket.reloadForm.
import { addProductsToBasket, ADDED_KEY, type AddResult } from '../../core/product/add-products';
import { local } from '../../core/dom/storage';
import { readAppShop } from '../../core/page/globals';
import { fetchBasket } from '../../core/store/basket-fetch';
import { getShopStore } from '../../core/store';
import type { QuickBuy } from './reply';
import { ISLAND } from './zones';

type AddRule = Extract<QuickBuy, { kind: 'add' }>;

const round = (n: number, places: number): number => Number(n.toFixed(places));

/**
 * The amount to send for what the field holds: a multiple of the sell-by step (rounded up, as the theme
 * does), at least one step, at most the stock (`amount`, rounded down to a step). `capped` says the stock
 * cut it; 0 means not even one step is in stock.
 */
export function clampQuantity(value: number, rule: Pick<AddRule, 'sellBy' | 'precision' | 'amount'>): { quantity: number; capped: boolean } {
  const step = rule.sellBy;
  let n = Number.isFinite(value) && value > 0 ? value : step;
  n = round(Math.ceil(round(n / step, 6)) * step, rule.precision);
  if (rule.amount !== null && n > rule.amount) return { quantity: round(Math.floor(round(rule.amount / step, 6)) * step, rule.precision), capped: true };
  return { quantity: n, capped: false };
}

type Fn = Record<string, unknown>;

/**
 * What the platform does after a successful quick-buy (everything optional, nothing throws).
 * @call POST /graphql/v1/?query=basket §2
 */
export async function afterQuickAdd(win: Window = window): Promise<void> {
  local.setString(ADDED_KEY, 'true');
  const shop = readAppShop(ISLAND, 'the header basket is read by the store instead', win);
  const fn = (shop?.fn ?? {}) as Fn;
  try {
    if (typeof fn.menu_basket_cache === 'function') (fn.menu_basket_cache as () => void)();
    else {
      const store = getShopStore();
      store.getState().basket.setBasket(await fetchBasket(store.getState().page.shop.currency));
    }
  } catch (err) {
    console.warn(`[storefront:${ISLAND}] the header basket could not be refreshed after a quick-buy (${String(err)})`);
  }
  const basket = fn.basket as Fn | undefined;
  try {
    if (basket && typeof basket.reloadForm === 'function') (basket.reloadForm as (a: null, b: null, c: boolean) => void)(null, null, true);
  } catch (err) {
    console.warn(`[storefront:${ISLAND}] app_shop.fn.basket.reloadForm failed after a quick-buy (${String(err)})`);
  }
}

/**
 * One quick-buy: the add, then (on success) what the platform does after it.
 * @call POST /graphql/v1/?addToBasket §3
 */
export async function quickAdd(id: string, size: string, quantity: number, win: Window = window): Promise<AddResult> {
  const result = await addProductsToBasket({ id, size, quantity }, undefined, true);
  if (result.kind === 'success') await afterQuickAdd(win);
  else if (result.kind === 'unknown') console.warn(`[storefront:${ISLAND}] quick-buy of product ${id}: ${result.reason}`);
  return result;
}
