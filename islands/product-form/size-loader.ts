// Keeps the store's live data for the chosen size in step with (size, mode): one request per new key,
// answers cached for the mount's life, stale answers never shown (aborted, and checked against the latest key).
import { isAbortError } from '../../core/http';
import type { SizeUpdate } from '../../core/product/size-reply';
import type { ShopStore } from '../../core/store';
import { fetchSizeData, type SizeRequestForm } from './api';
import { subscriptionsEnabled } from '../../core/product/config';

/** No live data: the page's own values for that size show. */
const PAGE_DATA: SizeUpdate = Object.freeze({});

export const sizeKey = (size: string, subscription: boolean): string => `${size}|${subscription ? 1 : 0}`;

/**
 * `pageKey`: the size the page rendered, in the mode it rendered; its data is already on the page, unless
 * `refreshPage` (a page from the shop's HTML cache, whose stock and prices may be stale): then it is asked
 * too, as the theme's initProductData asks it at load.
 * Returns the stop function (aborts the request in flight, stops listening).
 */
export function startSizeLoader(store: ShopStore, productId: string, pageKey: string | null, form: SizeRequestForm = 'platform', refreshPage = false): () => void {
  const cache = new Map<string, SizeUpdate>();
  let latest: string | null | undefined;
  let inflight: AbortController | null = null;

  const load = (size: string | null, subscription: boolean): void => {
    const key = size === null ? null : sizeKey(size, subscription);
    if (key === latest) return;
    latest = key;
    inflight?.abort();
    inflight = null;
    const p = store.getState().product;
    if (size === null || key === null) return p.setSizeFetch('page');
    if (key === pageKey && !refreshPage) {
      // Reset too: the size may hold an answer fetched in the other mode.
      return p.setSizeData(size, PAGE_DATA, 'page');
    }
    const hit = cache.get(key);
    if (hit) {
      return p.setSizeData(size, hit, 'ready');
    }
    // Until this mode's answer is in, the page's data for the size, not another mode's answer.
    p.setSizeData(size, PAGE_DATA, 'loading');
    const controller = new AbortController();
    inflight = controller;
    // product_config.hasSubscriptionsEnabled off: the platform never asks a subscription price.
    const asSubscription = subscription && subscriptionsEnabled(p.model?.config ?? null);
    fetchSizeData(productId, size, asSubscription, controller.signal, form).then(
      (update) => {
        cache.set(key, update);
        if (latest !== key || controller.signal.aborted) return;
        inflight = null;
        showLiveData(store, size, update);
      },
      (err: unknown) => {
        if (isAbortError(err) || controller.signal.aborted) return;
        const why = err instanceof Error ? err.message : String(err);
        console.error(`[storefront:product-form] live data for size "${size}" not loaded (${why}); showing the page's data`, err);
        if (latest !== key) return;
        inflight = null;
        store.getState().product.setSizeData(size, PAGE_DATA, 'failed');
      },
    );
  };

  const initial = store.getState().product;
  load(initial.selectedSize, initial.subscription);
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.product.selectedSize !== prev.product.selectedSize || s.product.subscription !== prev.product.subscription) {
      load(s.product.selectedSize, s.product.subscription);
    }
  });
  return () => {
    unsubscribe();
    if (!inflight) return;
    inflight.abort();
    inflight = null;
    // Nobody will finish this load: the other islands go back to the page's data instead of waiting.
    store.getState().product.setSizeFetch('page');
  };
}

/** A size's live data (a size call's or a set's price call's answer) into the store; the fetch is done. */
export function showLiveData(store: ShopStore, size: string, update: SizeUpdate): void {
  store.getState().product.setSizeData(size, update, 'ready');
}
