import type { RegistryEntry } from '../core/mount/types';

// The product islands' default containers are IdoSell's `projector_`-prefixed ids; a theme with
// another prefix places them with data-island and sets data-projector-prefix (core/product/dom.ts).
const PRODUCT_PAGES = ['projector'];

/**
 * Every island: where it attaches (real IdoSell selectors; `[data-island="<name>"]` always
 * works too), on which page types, and when it wakes. The only file that knows selectors.
 * Keep entries in the order of the README's marker table.
 */
export const registry: RegistryEntry[] = [
  {
    name: 'product-form',
    selectors: ['#projector_form'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'load',
    needsProduct: true,
    load: () => import('../islands/product-form'),
  },
  {
    name: 'product-sizes',
    selectors: ['#projector_sizes_section'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'load',
    needsProduct: true,
    load: () => import('../islands/product-sizes'),
  },
  {
    name: 'product-status',
    selectors: ['#projector_status_section'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'load',
    needsProduct: true,
    load: () => import('../islands/product-status'),
  },
  {
    name: 'product-prices',
    selectors: ['#projector_prices_section'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'load',
    needsProduct: true,
    load: () => import('../islands/product-prices'),
  },
  {
    name: 'product-subscription',
    selectors: ['#projector_subscription_section'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'load',
    needsProduct: true,
    load: () => import('../islands/product-subscription'),
  },
  {
    name: 'product-rebates',
    selectors: ['#projector_rebate_number_section'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'idle',
    needsProduct: true,
    load: () => import('../islands/product-rebates'),
  },
  {
    name: 'product-buy',
    selectors: ['#projector_buttons_section'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'load',
    needsProduct: true,
    load: () => import('../islands/product-buy'),
  },
  {
    name: 'product-notify',
    selectors: ['#projector_tell_availability_section'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'idle',
    needsProduct: true,
    load: () => import('../islands/product-notify'),
  },
  {
    name: 'product-points',
    selectors: ['#projector_points_recive'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'idle',
    needsProduct: true,
    load: () => import('../islands/product-points'),
  },
  {
    name: 'live-search',
    selectors: ['#menu_search'],
    trigger: 'interaction',
    load: () => import('../islands/live-search'),
  },
  {
    name: 'mini-basket',
    selectors: ['#menu_basket'],
    trigger: 'idle',
    load: () => import('../islands/mini-basket'),
  },
  {
    name: 'category-menu',
    selectors: ['#menu_categories'],
    trigger: 'idle',
    load: () => import('../islands/category-menu'),
  },
  {
    name: 'mobile-grid',
    selectors: ['#layout > aside'],
    // Blocks move only on phones: wider views never load it (once awake it follows view changes).
    trigger: { views: [1] },
    load: () => import('../islands/mobile-grid'),
  },
  {
    name: 'settings-menu',
    selectors: ['#menu_settings'],
    trigger: 'interaction',
    load: () => import('../islands/settings-menu'),
  },
  {
    name: 'shopping-lists',
    selectors: ['.shopping_list_top', '.shopping_list_menu'],
    trigger: 'idle',
    load: () => import('../islands/shopping-lists'),
  },
  {
    name: 'footer-links',
    selectors: ['#footer_links'],
    trigger: 'idle',
    load: () => import('../islands/footer-links'),
  },
  {
    name: 'logout-cleanup',
    selectors: ['#login_menu_block', '.account_links'],
    trigger: 'idle',
    load: () => import('../islands/logout-cleanup'),
  },
  {
    name: 'page-scroll',
    selectors: ['#container'],
    trigger: 'idle',
    load: () => import('../islands/page-scroll'),
  },
  {
    name: 'back-to-top',
    selectors: ['#container'],
    trigger: 'idle',
    load: () => import('../islands/back-to-top'),
  },
];
