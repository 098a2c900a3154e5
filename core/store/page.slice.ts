import type { TextOverrides } from '../page/text-overrides';
import type { ShopVars } from '../page/shop-vars';

/** Facts about the page, read once at bootstrap; no actions. */
export interface PageSlice {
  pageType: string | null;
  /** Two lowercase letters, e.g. 'pl', 'en'. */
  language: string;
  textOverrides: TextOverrides;
  /** The shop's settings from app_shop.vars: price type, currency format, contact link, upload blacklist. */
  shop: ShopVars;
}

export function createPageSlice(init: PageSlice): PageSlice {
  return { ...init };
}
