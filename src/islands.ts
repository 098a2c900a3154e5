// Every island's chunk and load job, by name (src/registry.ts says where and when; this file, not in the
// entry, says what). Fetched with the first island that wakes or the first load job, after the page's load.
import type { IslandModule, LoadJob } from '../core/mount/types';

export const islands: Record<string, () => Promise<IslandModule>> = {
  'product-form': () => import('../islands/product-form'),
  'product-sizes': () => import('../islands/product-sizes'),
  'product-status': () => import('../islands/product-status'),
  'product-prices': () => import('../islands/product-prices'),
  'product-subscription': () => import('../islands/product-subscription'),
  'product-rebates': () => import('../islands/product-rebates'),
  'product-buy': () => import('../islands/product-buy'),
  'product-notify': () => import('../islands/product-notify'),
  'product-points': () => import('../islands/product-points'),
  'product-stocks': () => import('../islands/product-stocks'),
  'modal': () => import('../islands/modal'),
  'region-forced': () => import('../islands/region-forced'),
  'instalments': () => import('../islands/instalments'),
  'live-search': () => import('../islands/live-search'),
  'mini-basket': () => import('../islands/mini-basket'),
  'category-menu': () => import('../islands/category-menu'),
  'mobile-grid': () => import('../islands/mobile-grid'),
  'settings-menu': () => import('../islands/settings-menu'),
  'shopping-lists': () => import('../islands/shopping-lists'),
  'shopping-list-dialog': () => import('../islands/shopping-list-dialog'),
  'footer-links': () => import('../islands/footer-links'),
  'logout-cleanup': () => import('../islands/logout-cleanup'),
  'bulk': () => import('../islands/bulk'),
  'partial-load': () => import('../islands/partial-load'),
  'passkey-sign-in': () => import('../islands/passkey-sign-in'),
  'passkey-register': () => import('../islands/passkey-register'),
  'page-scroll': () => import('../islands/page-scroll'),
  'back-to-top': () => import('../islands/back-to-top'),
  'form-validator': () => import('../islands/form-validator'),
  'calendar': () => import('../islands/calendar'),
  'file-upload': () => import('../islands/file-upload'),
  'toasts': () => import('../islands/toasts'),
  'dropdown': () => import('../islands/dropdown'),
  'bars': () => import('../islands/bars'),
  'banners': () => import('../islands/banners'),
  'view-switch': () => import('../islands/view-switch'),
  'tooltips': () => import('../islands/tooltips'),
  'hotspots': () => import('../islands/hotspots'),
  'lazy-images': () => import('../islands/lazy-images'),
};

/** The load jobs (issue 32): DOM-only, never importing React; see LoadJob in core/mount/types.ts. */
export const jobs: Record<string, () => Promise<{ default: LoadJob }>> = {
  'live-search': () => import('../islands/live-search/job'),
  modal: () => import('../islands/modal/job'),
  'mini-basket': () => import('../islands/mini-basket/job'),
};
