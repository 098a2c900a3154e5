// Coexistence with the shop theme's own scripts (reference section 19). The theme queues its features
// with app_shop.run(fn, views, selector) in app_shop.fnrun, and app_shop.runApp() runs them; our
// module script runs after that. The rule: a container is never handled twice, and the theme wins
// until its author hands the feature over. An island whose theme counterpart is queued does not
// mount; removing the theme's entry (docs/platform-calls.md: the migration table) lets it.
// Loaded by the entry only on a page whose theme queues something (core/mount/boot.ts).

import { readAppShop } from '../page/globals';

/** Marker for "the theme's runtime itself" (runApp, which sends the get.php batch). */
export const THEME_RUNTIME = 'app_shop.runApp';

const PRODUCT = ['#projector_form'];

/**
 * Per island, the theme's own run selectors (app_shop.run) for the same feature: the theme's run queue,
 * not our markers (those are in src/registry.ts). Islands not listed run beside the theme harmlessly.
 */
export const THEME_FEATURES: Readonly<Record<string, readonly string[]>> = {
  'product-form': PRODUCT,
  'product-sizes': PRODUCT,
  'product-status': PRODUCT,
  'product-prices': PRODUCT,
  'product-subscription': PRODUCT,
  'product-rebates': PRODUCT,
  'product-buy': PRODUCT,
  'product-notify': PRODUCT,
  'product-points': PRODUCT,
  modal: ['#menu_notice', '#manageCookies'],
  'region-forced': ['#container:not(.place-order_page)'],
  'live-search': ['#menu_search'],
  'mini-basket': ['#menu_basket'],
  'category-menu': ['#menu_categories', '.nav-link-expand'],
  'settings-menu': ['#menu_settings', '#select_language'],
  'shopping-lists': ['.slt_link.--empty'],
  'shopping-list-dialog': ['.sl_choose'],
  bulk: [THEME_RUNTIME],
  bars: ['html:not(.order_process)'],
  banners: ['.--rabateCode', '.--freeShipping'],
  hotspots: ['.hotspot__wrapper'],
};

type Shop = { fnrun?: Record<string, unknown>; runApp?: unknown };

/**
 * The theme entry (its run selector, or THEME_RUNTIME) that handles an island's feature, or null.
 * `#menu_basket` also matches a refined `#menu_basket:not(.--hide)`, never `#menu_basket2`.
 */
export function themeOwner(island: string, win: Window): string | null {
  const shop = readAppShop(null, 'the islands do not look for the theme\'s run queue', win) as Shop | undefined;
  const theme = THEME_FEATURES[island];
  if (!theme || !shop) return null;
  const queued = Object.values(shop.fnrun ?? {})
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map((e: { w?: unknown } | null) => e?.w)
    .filter((w): w is string => typeof w === 'string');
  for (const sel of theme) {
    if (sel === THEME_RUNTIME) {
      if (typeof shop.runApp === 'function') return sel;
    } else {
      const hit = queued.find((w) => w.startsWith(sel) && !/^[-\w]/.test(w.slice(sel.length)));
      if (hit !== undefined) return hit;
    }
  }
  return null;
}

/** Leaves the container to the theme when it handles the feature; true when it did. */
export function leftToTheme(island: string, el: Element, win: Window, stateAttr: string): boolean {
  const owner = themeOwner(island, win);
  if (owner === null) return false;
  el.setAttribute(stateAttr, 'theme');
  console.info(`[storefront] "${island}" left to the theme's "${owner}" (app_shop.fnrun)`);
  return true;
}
