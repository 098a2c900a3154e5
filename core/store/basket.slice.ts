import type { SetShop } from './types';

/** A basket line as read (spec section 3 "Basket product"). */
export interface BasketProduct {
  link: string;
  icon: string;
  icon_second?: string;
  name: string;
  /** 'uniw' means one-size: the size label is hidden. */
  size: string;
  size_name: string;
  product_version_name: string;
  count: number;
  worth_unit: string;
  prices: { worth_net_formatted: string; worth_gros_formatted: string };
  /** 0 (or absent) for a one-off purchase. */
  subscription_period?: number;
}

/** The basket as read (spec section 3). The content of `user` is not specified. */
export interface Basket {
  products: BasketProduct[];
  user: unknown;
  worth_net_formatted: string;
  worth_formatted: string;
  /** Gross worth as a number, when the source sends one (the mini-basket's free-shipping progress). */
  worth?: number;
  shippingCost_net_formatted: string;
  shippingCost_formatted: string;
  /** Amount left to free shipping; 0 means shipping is free. */
  toShippingFree: number;
  productsCounter: number;
}

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
