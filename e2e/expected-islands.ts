/**
 * Which islands each sample page must end up with, written by hand from what the pages
 * contain (html-samples/README.md) — deliberately not derived from src/registry.ts, so a
 * wrong or dead selector in the registry fails the smoke suite instead of expecting nothing.
 * Add an island here when its issue adds it to the registry and the samples.
 */
// The header, aside and footer partials are on every shop page.
const everyPage = [
  'back-to-top', 'page-scroll', 'live-search', 'mini-basket', 'category-menu', 'mobile-grid',
  'settings-menu', 'shopping-lists', 'footer-links', 'logout-cleanup', 'navigation',
  // On <body>, so on every page. (The toasts are claimed there too but mount only on the first toast,
  // which no sample sends at load: src/registry.ts.)
  'bulk',
];
// Every product sample has these sections of #projector_form.
// product-notify wakes only while the chosen size is unavailable (product-buy's storefront:product-notify)
// or the server shows its block: of the samples, projector-102 (every size sold out) at load.
const productPage = [...everyPage, 'product-form', 'product-sizes', 'product-status', 'product-prices', 'product-buy'];

export const EXPECTED_ISLANDS: Record<string, string[]> = {
  'main.html': [...everyPage],
  'projector-101.html': [...productPage, 'product-points'],
  'projector-102.html': [...productPage, 'product-points', 'product-notify'],
  'projector-103.html': [...productPage],
  'projector-104.html': [...productPage],
  'projector-105.html': [...productPage, 'product-subscription', 'product-points'],
  'projector-106.html': [...productPage, 'product-rebates', 'product-points'],
  'projector-107.html': [...productPage],
  'projector-108.html': [...productPage, 'product-points'],
  'basketedit.html': [...everyPage, 'file-upload'],
  'search.html': [...everyPage, 'partial-load'],
  'place-order.html': [...everyPage, 'form-validator', 'file-upload', 'calendar'],
  'signin.html': [...everyPage, 'form-validator'],
  'client-new.html': [...everyPage, 'form-validator', 'calendar'],
  // A CMS text page: links to [data-modal] bodies, a button the theme's script opens one with, the cookie notice.
  'text.html': [...everyPage],
};

// The passkey islands (sign-in on the sign-in page's marker and on the Smile express-checkout block of
// place-order and client-new, registration on client-new) are not here: their load job wakes
// them only where a passkey can be offered, and at 127.0.0.1 (every page here) WebAuthn refuses the address
// as an RP ID, so they stay asleep and the console says why. e2e/passkeys.e2e.ts and the fault matrix open
// those pages on localhost with a virtual authenticator, where they wake and mount.

// Hotspot zones on main, every product sample, basketedit and search; the smoke suite
// scrolls through the page, so their 'visible' trigger fires (an empty zone is removed, not expected).
for (const file of Object.keys(EXPECTED_ISLANDS)) {
  if (/^(main|projector-\d+|basketedit|search)\.html$/.test(file)) EXPECTED_ISLANDS[file]!.push('hotspots');
}

/** Islands that wake only on some view levels (a `{ views }` trigger), by hand like the list above. */
export const VIEW_ONLY: Record<string, readonly number[]> = {
  'mobile-grid': [1],
};

// The page-wide islands: the modal (on <body>) everywhere, the forced-region notice everywhere but
// checkout (skipped on place-order and prepaid pages), the instalment links where a sample renders them.
/**
 * Pages where region-forced mounts once the shop's forced-region cookies are set (not checkout). Without
 * them (every sample page as served) it loads nothing, so it is not in the lists above.
 */
export const REGION_FORCED_PAGES = Object.keys(EXPECTED_ISLANDS).filter((f) => f !== 'place-order.html');

// The modal is claimed on every page's <body> but mounts only when asked (its load job wakes it on
// the first click on a modal link, or storefront:modal-open does), like the toasts: not in these lists.
for (const [file, islands] of Object.entries(EXPECTED_ISLANDS)) {
  if (file === 'projector-101.html' || file === 'basketedit.html') islands.push('instalments');
}

// The page furniture: banners and the view switch from the header/footer partials everywhere, the bars
// everywhere but order-process pages (html.order_process: place-order, client-new), the custom dropdown
// on place-order's marked selects, tooltips where a sample has a trigger.
for (const [file, islands] of Object.entries(EXPECTED_ISLANDS)) {
  islands.push('banners', 'view-switch');
  if (file !== 'place-order.html' && file !== 'client-new.html') islands.push('bars');
  if (file === 'place-order.html') islands.push('dropdown');
  if (file === 'projector-101.html' || file === 'basketedit.html') islands.push('tooltips');
}

/**
 * Pages written from the platform's own template markup (fixtures/template-pages), apart from the samples:
 * the a11y sweep and its "never worse" check visit them too. Their header, aside and footer are
 * the template's (with the banners, the bars and the view switch), their recommendation zones the
 * template's. After the footer each has the shopping-list dialog's server markup, whose island mounts only
 * when a list is asked for, so it is not listed. The modal mounts only when asked too, but is listed on each
 * (not on the samples): the sweep then opens the cookie settings from the footer's link on these pages.
 */
const templateFurniture = ['hotspots', 'modal', 'banners', 'view-switch', 'bars'];
const TEMPLATE_ISLANDS: Record<string, string[]> = {
  // The product islands of a product sample, the pick-up stores' block (101 only), the instalment links and
  // the theme's tooltip ("?").
  'template-pages/projector-101.html': [...productPage, ...templateFurniture, 'product-points', 'product-stocks', 'instalments', 'tooltips'],
  'template-pages/projector-109.html': [...productPage, ...templateFurniture, 'product-points', 'instalments', 'tooltips'],
  // No product form: the header, aside and footer islands and the zones.
  'template-pages/main.html': [...everyPage, ...templateFurniture],
  // The template's paging has no partial-load marker (data-partial-regions is a theme's opt-in), so no partial-load.
  'template-pages/search.html': [...everyPage, ...templateFurniture],
  // The basket lines' comment files and the instalment link; the rebate tip is the template's CSS tooltip
  // (`i.css_tip`), not a tooltips trigger.
  'template-pages/basketedit.html': [...everyPage, ...templateFurniture, 'file-upload', 'instalments'],
};
export const TEMPLATE_PAGES = Object.keys(TEMPLATE_ISLANDS);
Object.assign(EXPECTED_ISLANDS, TEMPLATE_ISLANDS);

/** The islands expected on `file` at `view`. */
export function expectedAt(file: string, view: number): string[] | undefined {
  return EXPECTED_ISLANDS[file]?.filter((name) => VIEW_ONLY[name]?.includes(view) ?? true);
}
