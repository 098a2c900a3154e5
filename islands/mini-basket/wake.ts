// What the mini-basket's load job and the island share (React-free: the job runs without the renderer).
import { dataReader } from '../../core/dom/data';
import { readShopVars } from '../../core/page/shop-vars';

export type FetchMode = 'mount' | 'hover';
const FETCH_MODES = ['mount', 'hover'] as const;

/** The server's details popup (the theme shows it on hover and focus). */
export const DETAILS = '.top_basket__details';

/**
 * Escape heard by the load job while the island woke (and the pointer or focus still there): the island,
 * which may have read its config before that key, starts dismissed once its own listeners are on. Cleared
 * when the pointer and focus leave. One module for the job and the island, so one object.
 */
export const wakingEscape = { dismissed: false };

/** Shared by the tabs of one shop: the signature of the basket the last tab saw. */
export const VERSION_KEY = 'storefront:basket-version';

/**
 * When the basket is read: as the theme, on the shopper's first hover or focus of the container ('hover'),
 * or at once ('mount') on a page from the shop's HTML cache (app_shop.vars.cache_html), whose header may
 * show another visitor's basket. data-basket-fetch picks either. `report`: a bad value is named on the
 * console (the load job reads it first, at load; the island's own read is quiet, so it is said once).
 */
export function fetchMode(el: Element, report: boolean): FetchMode {
  const def: FetchMode = readShopVars(el.ownerDocument.defaultView ?? window).cacheHtml ? 'mount' : 'hover';
  if (report) return dataReader(el, 'mini-basket').oneOf('basket-fetch', FETCH_MODES, def);
  const value = el.getAttribute('data-basket-fetch')?.trim();
  return FETCH_MODES.find((m) => m === value) ?? def;
}
