import { initShopStore } from '../store/store';
import type { ShopStore } from '../store/types';
import { hasProductData } from '../page/product-globals';
import type { ProductModel } from '../product/model';
import { readLanguage } from '../page/language';
import { readShopVars } from '../page/shop-vars';
import { watchScroll } from '../page/scroll';
import { emit } from '../events';
import { yieldToMain } from '../dom/yield';
import type { MountContext } from './runtime';

let store: ShopStore | undefined;
let building: Promise<ShopStore> | undefined;
let stopWatching: Array<() => void> = [];

/**
 * The one shared store, built from the page the first time any island mounts. The product-data
 * parsers live in the product chunk: they are loaded only on a page that has product data, and
 * every island (bulk and hotspots read the product too) waits for them there.
 */
export function ensureStore(ctx: Pick<MountContext, 'pageType' | 'view'>): Promise<ShopStore> {
  if (store) return Promise.resolve(store);
  building ??= (hasProductData(window)
    ? import('../product/data').then(
        // The data's pre-selected size, or the one the server's markup shows (which wins when they differ).
        // Then a turn for the browser: reading the data and building the store are each a long step at 4×
        // CPU, and the island that asked starts after them.
        async (m) => {
          const product = m.withMarkupSize(m.readProductData(window), m.readMarkupSize(document));
          await yieldToMain();
          return product;
        },
        (err: unknown) => {
          // Never rejects: the other islands start without the product, product islands are skipped.
          console.error(`[storefront] product data: its parsers could not be loaded (${String(err)}); product islands get no data`);
          return null;
        },
      )
    : Promise.resolve(null)
  ).then((product) => store ?? buildStore(ctx, product));
  return building;
}

function buildStore(ctx: Pick<MountContext, 'pageType' | 'view'>, product: ProductModel | null): ShopStore {
  const vars = readShopVars(window);
  store = initShopStore({
    product,
    view: ctx.view.view(),
    pageType: ctx.pageType,
    language: readLanguage(document),
    session: { logged: vars.logged, login: null },
    shop: vars,
  });
  const s = store;
  // A page starts at its top: found scrolled when the store is built, it was scrolled down (a restored
  // position, or the very scroll that woke the island building the store: the 'scroll' trigger).
  s.getState().view.setScroll(window.scrollY > 0, window.scrollY > 0 ? 'down' : null);
  stopWatching = [
    ctx.view.onViewChange((level) => s.getState().view.setLevel(level)),
    watchScroll((y, direction) => s.getState().view.setScroll(y > 0, direction)),
    // Theme code hears about shared changes whichever island made them.
    s.subscribe((next, prev) => {
      if (next.basket.data !== prev.basket.data) emit('storefront:basket-updated', { basket: next.basket.data });
      if (next.product.selectedSize !== prev.product.selectedSize && next.product.model) {
        emit('storefront:size-changed', { productId: next.product.model.id, size: next.product.selectedSize });
      }
      // A passkey sign-in (or any island that signs the shopper in) puts the login in the session slice.
      if (next.session.logged && next.session.login && next.session.login !== prev.session.login) {
        emit('storefront:logged-in', { login: next.session.login });
      }
    }),
  ];
  return s;
}

/** For tests: forget the store so the next mount builds a fresh one. */
export function forgetStore(): void {
  stopWatching.forEach((stop) => stop());
  stopWatching = [];
  store = undefined;
  building = undefined;
}
