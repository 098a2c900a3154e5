// The theme's deposit tip: where the shop's scripts define `app_shop.fn.addDepositInfo` (the deposit
// system's tip and its modal, from a script of its own), the theme calls it with the deposit value's
// selector after every price update, so the tip follows the amount shown. The island does the same.
// A theme function that throws is logged and does not stop the prices.
import { readAppShop } from '../../core/page/globals';
import { isObj } from '../../core/page/coerce';

export const DEPOSIT_VALUE = '#projector_price_deposit_value';

/** Calls the theme's deposit tip for the shown deposit; true when the theme has one. */
export function updateDepositTip(win: Window = window): boolean {
  const shop = readAppShop('product-prices', 'no deposit tip is added', win);
  const fn = shop && isObj(shop.fn) ? shop.fn : undefined;
  const add = fn?.addDepositInfo;
  if (typeof add !== 'function') return false;
  try {
    add.call(fn, DEPOSIT_VALUE);
  } catch (err) {
    console.error(`[storefront:product-prices] the theme's app_shop.fn.addDepositInfo failed for ${DEPOSIT_VALUE}; the deposit is shown without its tip`, err);
  }
  return true;
}
