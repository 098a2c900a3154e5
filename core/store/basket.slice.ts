import type { SetShop } from './types';

// The basket's shape is part of the public events (storefront:basket-updated): it lives with them.
export type { Basket, BasketProduct } from '../event-types';
import type { Basket } from '../event-types';

export type BasketStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface BasketSlice {
  data: Basket | null;
  status: BasketStatus;
  /** Message of the last failure, cleared by the next load. */
  error: string | null;
  /** Bumped on every change, so listeners can tell a reload from a no-op. */
  version: number;
  setBasket: (basket: Basket | null) => void;
  markLoading: () => void;
  /** Keeps the last basket data: a stale basket beats an empty one. */
  markError: (message?: string) => void;
}

export function createBasketSlice(set: SetShop): BasketSlice {
  const update = (patch: Partial<BasketSlice>): void =>
    set((s) => ({ basket: { ...s.basket, ...patch, version: s.basket.version + 1 } }));

  return {
    data: null,
    status: 'idle',
    error: null,
    version: 0,
    setBasket: (basket) => update({ data: basket, status: 'ready', error: null }),
    markLoading: () => update({ status: 'loading', error: null }),
    markError: (message = 'basket request failed') => update({ status: 'error', error: message }),
  };
}
