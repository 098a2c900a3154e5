// What the added dialog shows after a confirmed add: the line as the basket now holds it,
// the basket's worth and what is left to free shipping. Pure, so it is tested without a DOM. The
// platform's own dialog (#menu_preloader_add, projector.xsl) shows picture, name, `count ×` price,
// the worth (when more than one), "continue shopping" and the basket link; zone 4 under it.
import type { Basket, BasketProduct } from '../../core/store';
import { local } from '../../core/dom/storage';
import { formatMoney } from '../../core/money';
import { priceFor, selectCurrentSize, selectPriceFetched } from '../../core/product/current';
import { selectCurrency, selectPriceType } from '../../core/store/selectors';
import type { ShopState } from '../../core/store/types';

/** The platform's quick-buy sets it after an add, so the theme does not show its add alert again on the next page. */
export { ADDED_KEY } from '../../core/product/add-products';
import { ADDED_KEY } from '../../core/product/add-products';

export interface AddedView {
  name: string;
  link: string;
  icon: string;
  /** Units of the product (this size) in the basket now. */
  count: number;
  /** The unit price, as the basket formats it ('' when it does not say). */
  unitPrice: string;
  /** The line's worth, as the basket formats it. */
  worth: string;
  /** The size's name, '' for one size. */
  size: string;
  /** The whole basket's worth, formatted. */
  basketWorth: string;
  /** What is left to free shipping (a number in the shop's currency; 0: shipping is free), null when the basket has no such block. */
  toFreeShipping: number | null;
  /** The same amount as the shop formats it (the platform's basket sends it), else null. */
  toFreeShippingFormatted: string | null;
}

const oneSize = (p: BasketProduct) => p.size === 'uniw' || p.size === 'onesize' || p.size_name.trim() === '';

/**
 * The basket line of `productId` (and `size`, when the basket names sizes) after the add; null when
 * the basket does not show it (a basket without product ids, or the line is gone): the dialog is then
 * not shown and the status line alone says the product was added. `pagePrice`: the chosen size's price as
 * the page shows it, for a basket that does not say the unit price.
 */
export function addedView(basket: Basket | null, productId: string, size: string | null, pagePrice = ''): AddedView | null {
  if (!basket) return null;
  const lines = basket.products.filter((p) => p.productId === productId);
  const line = lines.find((p) => size === null || p.size === size) ?? (lines.length === 1 ? lines[0] : undefined);
  if (!line) return null;
  // The platform's block: none without a threshold (shippingLimitFree 0) or once shipping costs 0.
  const block = basket.shippingLimitFree === undefined || (basket.shippingLimitFree > 0 && basket.shippingCost !== 0);
  return {
    name: line.name,
    link: line.link,
    icon: line.icon,
    count: line.count,
    // The platform's basket read gives the line's worth formatted only: the unit price is then the page's.
    unitPrice: line.worth_unit || pagePrice,
    worth: line.prices.worth_gros_formatted,
    size: oneSize(line) ? '' : line.size_name,
    basketWorth: basket.worth_formatted,
    toFreeShipping: block ? Math.max(0, basket.toShippingFree) : null,
    toFreeShippingFormatted: basket.toShippingFree_formatted ?? null,
  };
}

/** The chosen size's price as the page shows it (subscription or one-off, net or gross as the shop shows prices), formatted; '' when unknown. */
export function pageUnitPrice(s: ShopState): string {
  const size = selectCurrentSize(s);
  if (!size) return '';
  const price = priceFor(size, s.product.subscription, selectPriceFetched(s));
  const value = selectPriceType(s) === 'net' ? price.net : price.value;
  return value === null ? '' : formatMoney(value, selectCurrency(s));
}

/** localStorage.addedtoBasket = true, as the platform's quick-buy leaves it after a confirmed add. */
export function markAdded(): void {
  local.setString(ADDED_KEY, 'true');
}
