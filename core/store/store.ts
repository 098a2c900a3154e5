// The one shared store. Vanilla only: this file is in the bootstrap, React is not.
import { createStore } from 'zustand/vanilla';
import { readTextOverrides } from '../texts/overrides';
import { readShopVars } from '../page/shop-vars';
import { createBasketSlice } from './basket.slice';
import { createPageSlice } from './page.slice';
import { createProductSlice } from './product.slice';
import { createSessionSlice } from './session.slice';
import type { ShopInit, ShopState, ShopStore } from './types';
import { createViewSlice } from './view.slice';

let store: ShopStore | null = null;

/** Creates the store once; later calls return the existing store and ignore their argument. */
export function initShopStore(init: ShopInit): ShopStore {
  if (store) return store;
  store = createStore<ShopState>()((set) => ({
    page: createPageSlice({
      pageType: init.pageType,
      language: init.language,
      textOverrides: init.textOverrides ?? readTextOverrides(),
      shop: init.shop ?? readShopVars(),
    }),
    product: createProductSlice(set, init.product),
    basket: createBasketSlice(set),
    view: createViewSlice(set, init.view),
    session: createSessionSlice(set, init.session),
  }));
  return store;
}

export function getShopStore(): ShopStore {
  if (!store) {
    throw new Error('[storefront] the shop store is not initialised: call initShopStore() before mounting islands');
  }
  return store;
}

/** Tests only: forget the store so the next initShopStore() builds a fresh one. */
export function resetShopStore(): void {
  store = null;
}
