// The one shared store. Vanilla only: this file is in the bootstrap, React is not.
import { createStore } from 'zustand/vanilla';
import { readTextOverrides } from '../page/text-overrides';
import { readShopVars } from '../page/shop-vars';
import { createBasketSlice } from './basket.slice';
import { createPageSlice } from './page.slice';
import { createProductSlice } from './product.slice';
import { createSessionSlice } from './session.slice';
import type { ShopInit, ShopState, ShopStore } from './types';
import { createViewSlice } from './view.slice';

let store: ShopStore | null = null;
/** What waits for the store (onShopStore), called once it is built. */
let waiting: Array<(store: ShopStore) => void> = [];

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
  const built = store;
  const called = waiting;
  waiting = [];
  called.forEach((fn) => fn(built));
  return store;
}

/**
 * Calls `fn` with the store: now when it is built, else once the first island that mounts builds it (a load
 * job runs before any island may have). Returns what stops the wait.
 */
export function onShopStore(fn: (store: ShopStore) => void): () => void {
  if (store) {
    fn(store);
    return () => {};
  }
  waiting.push(fn);
  return () => {
    waiting = waiting.filter((f) => f !== fn);
  };
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
  waiting = [];
}
