// Named selectors for what several islands read. Each returns one value (or a stable
// reference from the state), so `useShop(selectX)` re-renders only when that value changes.
import type { SizeModel } from '../product/model';
import type { ShopState } from './types';

export const selectProduct = (s: ShopState) => s.product.model;
export const selectSelectedSize = (s: ShopState) => s.product.selectedSize;
export const selectQuantity = (s: ShopState) => s.product.quantity;

/** The chosen size's data, or null while no size is chosen. */
export const selectSelectedSizeModel = (s: ShopState): SizeModel | null => {
  const { model, selectedSize } = s.product;
  return (selectedSize !== null && model?.sizes[selectedSize]) || null;
};

export const selectBasket = (s: ShopState) => s.basket.data;
export const selectBasketStatus = (s: ShopState) => s.basket.status;

export const selectViewLevel = (s: ShopState) => s.view.level;
/** Views 1 and 2 are the phone and tablet layouts of the page furniture. */
export const selectIsMobileView = (s: ShopState) => s.view.level <= 2;

export const selectCurrency = (s: ShopState) => s.page.shop.currency;
export const selectPriceType = (s: ShopState) => s.page.shop.priceType;
export const selectLanguage = (s: ShopState) => s.page.language;
export const selectLogged = (s: ShopState) => s.session.logged;
