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
  /** The product's id, when the source sends one (the platform's basket `id`): tells whether an add took. */
  productId?: string;
  /** The platform's unit names (GraphQL basket): plural above 1, fraction for a non-integer count. */
  unit?: { singular: string; plural: string; fraction: string };
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
  /**
   * Set only by the platform's GraphQL basket (core/store/basket-fetch), which then rules the
   * free-shipping block the platform's way (reference section 2): gross shipping cost as a number
   * (0 shows 'Gratis!'), the free-shipping threshold (0 = no block), the formatted amount left, and
   * whether the progress bar is on (smileShippingLimitFree.enabled).
   */
  shippingCost?: number;
  shippingLimitFree?: number;
  toShippingFree_formatted?: string;
  freeShippingProgress?: boolean;
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
