// The template's own added dialog at the page's load, apart from the island: the
// platform renders `#menu_preloader_add.added` into the product page it answers a native add with, and the
// theme's menu_alert.js opens it as its modal at load unless the quick-buy's flag (app_shop.vars.addedToBasket,
// or localStorage.addedtoBasket where the theme's quick-buy file did not move it) says the add was already
// shown; the flag is cleared either way. The product-buy load job does the same
// without the renderer: the shared modal (the `modal` island, woken by storefront:modal-open) shows it.
// React-free: it is in the load jobs' chunk (vite.config.ts).
import { emit } from '../../core/events';
import { ownById } from '../../core/dom/own';
import { local } from '../../core/dom/storage';
import { readAppShop } from '../../core/page/globals';
import { ADDED_KEY } from '../../core/page/platform-keys';

const ISLAND = '[storefront:product-buy]';
export const SERVER_ADDED_ID = 'menu_preloader_add';

/** The page's own `#menu_preloader_add` (never an inserted copy), or null. */
export const serverAdded = (doc: Document = document): HTMLElement | null => ownById(doc, SERVER_ADDED_ID);

/** Whether the theme still queues its own opener for it (menu_alert.js: app_shop.run(…, '#menu_preloader_add')). */
export function themeOpensAdded(win: Window = window): boolean {
  const shop = readAppShop(null, 'the added dialog does not look for the theme\'s opener', win) as { fnrun?: Record<string, unknown> } | undefined;
  return Object.values(shop?.fnrun ?? {}).some(
    (list) => Array.isArray(list) && list.some((e: { w?: unknown } | null) => typeof e?.w === 'string' && e.w.trim() === `#${SERVER_ADDED_ID}`),
  );
}

/**
 * The quick-buy's flag, read and cleared as the platform does at every page load; true when it was set.
 * In the theme's order: its hotspots_add_to_basket.js, a classic script that runs before ours, moves
 * localStorage.addedtoBasket into app_shop.vars.addedToBasket and removes the key; on a page without that
 * file the key is still there.
 */
export function takeAddedFlag(win: Window = window): boolean {
  const shop = readAppShop(null, 'the added dialog reads only localStorage.addedtoBasket', win) as { vars?: { addedToBasket?: unknown } } | undefined;
  const moved = shop?.vars?.addedToBasket === true;
  const set = local.getString(ADDED_KEY) !== null;
  if (set) local.remove(ADDED_KEY);
  return moved || set;
}

/** Asks the shared modal for the template's dialog (with the platform's modal class). */
export function openServerAdded(doc: Document = document): void {
  const root = serverAdded(doc);
  if (root) nameIconLink(root);
  emit('storefront:modal-open', { id: SERVER_ADDED_ID, className: '--added' });
}

/**
 * The template's picture link repeats the product's name link; a picture with no alt leaves it with no name
 * for a screen reader. It gets the product's name (added to what the server wrote, nothing taken away).
 */
export function nameIconLink(root: HTMLElement): void {
  const name = root.querySelector('.added__name')?.textContent?.trim();
  for (const a of Array.from(root.querySelectorAll<HTMLAnchorElement>('a.added__icon'))) {
    const named = a.getAttribute('aria-label')?.trim() || a.textContent?.trim() || Array.from(a.querySelectorAll('img')).some((img) => img.alt.trim());
    if (!named && name) a.setAttribute('aria-label', name);
  }
}

/**
 * At load on a page with the template's dialog: opens it, as menu_alert.js does, unless the flag was set
 * or the theme opens it itself. What happened, for the console and the tests.
 */
export function openAtLoad(doc: Document = document, win: Window = window): 'opened' | 'flagged' | 'theme' | 'none' {
  const flagged = takeAddedFlag(win);
  if (!serverAdded(doc)) return 'none';
  if (themeOpensAdded(win)) {
    console.info(`${ISLAND} the theme opens #${SERVER_ADDED_ID} itself (menu_alert.js is queued); the island leaves it to the theme`);
    return 'theme';
  }
  if (flagged) return 'flagged';
  openServerAdded(doc);
  return 'opened';
}
