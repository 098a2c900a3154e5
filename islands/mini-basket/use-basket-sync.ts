// Keeps the basket slice filled and fresh: the first fetch when the island wakes (the shopper's first
// hover, focus, touch or key, a page from the HTML cache, a refresh asked for by the theme's names: see
// job.ts), a refetch when another tab changed the basket (storage event) or someone asked for it again
// (storefront:basket-updated with a null basket: the bulk call dropped it, the theme's refresh names). While
// the bulk call (islands/bulk) is loading the basket, no second request starts. Everything it starts stops
// on unmount.
import { useEffect } from 'react';
import { isAbortError } from '../../core/http';
import { local } from '../../core/dom/storage';
import { on } from '../../core/events';
import { getShopStore } from '../../core/store';
import { fetchBasket, type BasketDetails } from './api';
import { basketSignature } from './view';
import { VERSION_KEY } from './wake';

/**
 * @call POST /graphql/v1/?query=basket §2
 */
export function useBasketSync(takeEarlyEvents: (() => unknown[]) | undefined, details: BasketDetails = 'platform'): void {
  useEffect(() => {
    const store = getShopStore();
    const basket = () => store.getState().basket;
    let request: AbortController | null = null;

    const load = async (): Promise<void> => {
      request?.abort();
      const current = (request = new AbortController());
      basket().markLoading();
      try {
        const data = await fetchBasket(store.getState().page.shop.currency, current.signal, details);
        if (!current.signal.aborted) basket().setBasket(data);
      } catch (err) {
        if (isAbortError(err) || current.signal.aborted) return;
        const message = err instanceof Error ? err.message : String(err);
        // The header keeps what it shows (the server's link, or the last basket): nothing is cleared.
        console.error(`[storefront:mini-basket] the basket could not be loaded: ${message}`, err);
        basket().markError(message);
      }
    };

    // Tell other tabs about a change made here (an add on the product page, our own fetch);
    // an unchanged signature writes nothing, so tabs never echo each other.
    const publish = (): void => {
      const data = basket().data;
      if (!data) return;
      const signature = basketSignature(data);
      if (local.getString(VERSION_KEY) !== signature) local.setString(VERSION_KEY, signature);
    };
    publish();
    const stopPublish = store.subscribe((next, prev) => {
      if (next.basket.data !== prev.basket.data) publish();
    });

    const onStorage = (event: StorageEvent): void => {
      if (event.key !== VERSION_KEY || event.newValue === null) return;
      const data = basket().data;
      if (!data || basketSignature(data) !== event.newValue) void load();
    };
    window.addEventListener('storage', onStorage);
    const stopUpdated = on('storefront:basket-updated', (event) => {
      if (event.detail.basket === null) void load();
    });

    // Woken: the shopper is at the mini-basket, or the page asked for the basket (the events that woke it).
    // Loading already (the bulk call asked for the basket): its result or its failure event decides.
    const askedAgain = (takeEarlyEvents?.() ?? []).some((d) => (d as { basket?: unknown } | null)?.basket === null);
    if (askedAgain || (!basket().data && basket().status !== 'loading')) void load();

    return () => {
      stopPublish();
      stopUpdated();
      window.removeEventListener('storage', onStorage);
      request?.abort();
    };
  }, [takeEarlyEvents, details]);
}
