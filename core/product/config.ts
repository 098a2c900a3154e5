// What the template's window.product_config changes (the theme reads the same flags): whether the
// product sells by subscription at all, and whether a subscription period's rebate applies. A page
// without product_config (the spec's pages) leaves both to the form's own markup.
import type { ProductConfig } from './model';

/** `hasSubscriptionsEnabled`: only then is a size's live data asked in subscription mode (`&subscription=1`). */
export const subscriptionsEnabled = (config: ProductConfig | null): boolean => config === null || config.hasSubscriptionsEnabled;

/** `subscriptionType` true or "only": only then does the chosen period's rebate lower the price (the theme's rule). */
export const subscriptionRebateApplies = (config: ProductConfig | null): boolean =>
  config === null || config.subscriptionType === 'true' || config.subscriptionType === 'only';
