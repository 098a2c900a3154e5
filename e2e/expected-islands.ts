/**
 * Which islands each sample page must end up with, written by hand from what the pages
 * contain (html-samples/README.md) — deliberately not derived from src/registry.ts, so a
 * wrong or dead selector in the registry fails the smoke suite instead of expecting nothing.
 * Add an island here when its issue adds it to the registry and the samples.
 */
// The header, aside and footer partials are on every shop page.
const everyPage = [
  'back-to-top', 'page-scroll', 'live-search', 'mini-basket', 'category-menu', 'mobile-grid',
  'settings-menu', 'shopping-lists', 'footer-links', 'logout-cleanup',
];
// Every product sample has these sections of #projector_form.
const productPage = [...everyPage, 'product-form', 'product-sizes', 'product-status', 'product-prices', 'product-buy', 'product-notify'];

export const EXPECTED_ISLANDS: Record<string, string[]> = {
  'main.html': [...everyPage],
  'projector-101.html': [...productPage, 'product-points'],
  'projector-102.html': [...productPage, 'product-points'],
  'projector-103.html': [...productPage],
  'projector-104.html': [...productPage],
  'projector-105.html': [...productPage, 'product-subscription', 'product-points'],
  'projector-106.html': [...productPage, 'product-rebates', 'product-points'],
  'projector-107.html': [...productPage],
  'projector-108.html': [...productPage, 'product-points'],
  'basketedit.html': [...everyPage],
  'search.html': [...everyPage],
  'place-order.html': [...everyPage],
  'signin.html': [...everyPage],
  'client-new.html': [...everyPage],
};

/** Islands that wake only on some view levels (a `{ views }` trigger), by hand like the list above. */
export const VIEW_ONLY: Record<string, readonly number[]> = {
  'mobile-grid': [1],
};

/** The islands expected on `file` at `view`. */
export function expectedAt(file: string, view: number): string[] | undefined {
  return EXPECTED_ISLANDS[file]?.filter((name) => VIEW_ONLY[name]?.includes(view) ?? true);
}
