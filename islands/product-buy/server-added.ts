// The template's own added dialog. The platform renders `#menu_preloader_add.added` into the
// product page it answers a native add with (reference section 1: picture, name, `count x` price, worth,
// "continue" `.added__button.--close`, the basket link, zone 4 `#products_associated_zone4`), and the
// theme's menu_alert.js opens it as its modal at load, unless the quick-buy's flag
// (localStorage.addedtoBasket) says the add was already shown; the flag is cleared either way. Where the
// page has it, the island does the same: at load, and after its own add it writes the basket's line into
// that markup and opens it, so the zone and the look are the template's. The shared modal (the `modal`
// island, woken by storefront:modal-open) shows it: islands meet through the DOM and events, never imports.
import { safeHref, safeSrc, setUrlAttribute } from '../../core/dom/safe-url';
import { formatText } from '../../core/texts';
import type { AddedView } from './added';
import type { BuyTexts } from './texts';

// What happens at the page's load needs no renderer: the product-buy load job runs it.
export { openAtLoad, openServerAdded, serverAdded, SERVER_ADDED_ID, takeAddedFlag, themeOpensAdded } from './at-load';

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
