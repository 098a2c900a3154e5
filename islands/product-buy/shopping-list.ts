// The theme's shopping-list dialog: the shop's menu_shoppinglist.js (an entry of its own, kept when the
// #projector_form entry is handed over) defines `app_shop.fn.shoppingList.addProductToList`, which asks
// which list and adds. The theme's product script calls it from the buy section's shopping-list link
// (and the name's `.product_name__action.--shopping-list`) with `[[productId, sizeType]]` once a size is
// chosen; the islands do the same. Without it the link goes to its own page, as the server rendered it.
import { readAppShop } from '../../core/page/globals';
import { isObj } from '../../core/page/coerce';

/** The name's own shopping-list action (outside the buy section, its theme entry acts only with the form entry). */
export const NAME_ACTION = '.product_name__action.--shopping-list';

export type AddToList = (items: Array<[string, string]>) => void;

/** The theme's addProductToList, bound to its object; null when the page has none. */
export function themeAddToList(win: Window = window): AddToList | null {
  const shop = readAppShop('product-buy', 'the shopping-list link goes to its own page', win);
  const fn = shop && isObj(shop.fn) ? shop.fn : undefined;
  const list = fn && isObj(fn.shoppingList) ? fn.shoppingList : undefined;
  const add = list?.addProductToList;
  if (typeof add !== 'function') return null;
  return (items) => {
    try {
      add.call(list, items);
    } catch (err) {
      console.error(`[storefront:product-buy] the theme's app_shop.fn.shoppingList.addProductToList failed for ${JSON.stringify(items)}`, err);
    }
  };
}
