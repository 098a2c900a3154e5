// The template's own added dialog (issue 29). The platform renders `#menu_preloader_add.added` into the
// product page it answers a native add with (reference section 1: picture, name, `count x` price, worth,
// "continue" `.added__button.--close`, the basket link, zone 4 `#products_associated_zone4`), and the
// theme's menu_alert.js opens it as its modal at load, unless the quick-buy's flag
// (localStorage.addedtoBasket) says the add was already shown; the flag is cleared either way. Where the
// page has it, the island does the same: at load, and after its own add it writes the basket's line into
// that markup and opens it, so the zone and the look are the template's. The shared modal (the `modal`
// island, woken by storefront:modal-open) shows it: islands meet through the DOM and events, never imports.
import { emit } from '../../core/events';
import { ownById } from '../../core/dom/own';
import { safeHref, safeSrc, setUrlAttribute } from '../../core/dom/safe-url';
import { local } from '../../core/dom/storage';
import { readAppShop } from '../../core/page/globals';
import { formatText } from '../../core/texts';
import { ADDED_KEY, type AddedView } from './added';
import type { BuyTexts } from './texts';

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

/** The quick-buy's flag, read and cleared as the platform does at every page load; true when it was set. */
export function takeAddedFlag(): boolean {
  const set = local.getString(ADDED_KEY) !== null;
  if (set) local.remove(ADDED_KEY);
  return set;
}

/** Asks the shared modal for the template's dialog (with the platform's modal class). */
export function openServerAdded(): void {
  emit('storefront:modal-open', { id: SERVER_ADDED_ID, className: '--added' });
}

/**
 * At load on a page with the template's dialog: opens it, as menu_alert.js does, unless the flag was set
 * or the theme opens it itself. What happened, for the console and the tests.
 */
export function openAtLoad(doc: Document = document, win: Window = window): 'opened' | 'flagged' | 'theme' | 'none' {
  const flagged = takeAddedFlag();
  if (!serverAdded(doc)) return 'none';
  if (themeOpensAdded(win)) {
    console.info(`${ISLAND} the theme opens #${SERVER_ADDED_ID} itself (menu_alert.js is queued); the island leaves it to the theme`);
    return 'theme';
  }
  if (flagged) return 'flagged';
  openServerAdded();
  return 'opened';
}

function setText(root: HTMLElement, selector: string, text: string): void {
  const el = root.querySelector(selector);
  if (el) el.textContent = text;
}

/**
 * Writes the line as the basket holds it into the template's markup (text and checked URLs only; the
 * template's classes, zone and buttons stay): name and links, picture, `count ×`, unit price and worth.
 */
export function fillServerAdded(root: HTMLElement, view: AddedView, t: BuyTexts): void {
  // A link or picture the checker refuses leaves the template's own (the page's product) in place.
  const link = safeHref(view.link, 'product-buy');
  if (link) for (const a of root.querySelectorAll<HTMLAnchorElement>('a.added__name, a.added__icon')) setUrlAttribute(a, 'href', link, 'product-buy');
  setText(root, '.added__name', view.name);
  const img = root.querySelector<HTMLImageElement>('.added__icon img');
  const src = view.icon ? safeSrc(view.icon, 'product-buy') : undefined;
  if (img && src) {
    setUrlAttribute(img, 'src', src, 'product-buy');
    img.removeAttribute('srcset');
  }
  setText(root, '.price__count', view.count > 1 ? formatText(t.addedCount, { n: view.count }) : '');
  setText(root, '.price__unit', view.unitPrice);
  setText(root, '.price__value', view.worth);
  // The worth line is the template's for more than one unit; hidden for one, as the platform renders it.
  const worth = root.querySelector<HTMLElement>('.added__prices .price.--value');
  if (worth) worth.hidden = view.count <= 1;
}
