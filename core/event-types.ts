// The storefront:* events a theme script can listen for or dispatch, with each event's `detail`.
// Self-contained on purpose (no imports): `npm run build` ships this file as dist/types/events.d.ts,
// so a theme written in TypeScript gets the events checked without our sources or React's types.
//   document.addEventListener('storefront:basket-updated', (e) => e.detail.basket?.productsCounter);

/** View levels of the page furniture: 1 mobile, 2 tablet, 3 desktop, 4 wide desktop. */
export type ViewLevel = 1 | 2 | 3 | 4;

export type ToastKind = 'info' | 'warning' | 'error' | 'success';

/** A basket line as read. */
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

/** The basket as read. The content of `user` is not specified. */
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
   * Set only by the platform's GraphQL basket, which then rules the
   * free-shipping block the platform's way: gross shipping cost as a number
   * (0 shows 'Gratis!'), the free-shipping threshold (0 = no block), the formatted amount left, and
   * whether the progress bar is on (smileShippingLimitFree.enabled).
   */
  shippingCost?: number;
  shippingLimitFree?: number;
  toShippingFree_formatted?: string;
  freeShippingProgress?: boolean;
}

/** Event name → `event.detail`. */
export interface StorefrontEventMap {
  /** An island finished mounting (`name` as in the reference, e.g. 'mini-basket'). */
  'storefront:island-mounted': { name: string };
  /** An island failed to load or render; the server HTML it would have enhanced stays. */
  'storefront:island-failed': { name: string; message: string };
  /** The basket changed (added, removed, reloaded); null when it could not be read. */
  'storefront:basket-updated': { basket: Basket | null };
  /** The shopper picked a size (`size` null: the choice was cleared). */
  'storefront:size-changed': { productId: string; size: string | null };
  /** A product went into the basket. */
  'storefront:product-added': { productId: string; size: string; quantity: number };
  /** The page's view level changed (window resized across a breakpoint). */
  'storefront:view-changed': { level: ViewLevel };
  /** The shopper signed in without leaving the page (today: a passkey sign-in; the password form posts and reloads). */
  'storefront:logged-in': { login: string };
  /** Show a toast. Info/success close after `duration` ms (default 4000); errors and warnings stay until closed unless a duration is given. */
  'storefront:toast': { kind: ToastKind; message: string; duration?: number };
  /** Ask the modal island to show the page element with this id (optional modifier classes, e.g. '--wide'). */
  'storefront:modal-open': { id: string; className?: string };
  /** Ask the modal island to close its dialog. */
  'storefront:modal-close': Record<string, never>;
  /** A step of the idle warm-up (the renderer, an island's chunk) started, was evaluated, or failed to load. */
  'storefront:warm-up': { step: string; state: 'start' | 'done' | 'failed' };
}

export type StorefrontEventName = keyof StorefrontEventMap;

export type StorefrontEvent<N extends StorefrontEventName> = CustomEvent<StorefrontEventMap[N]>;

declare global {
  interface DocumentEventMap {
    'storefront:island-mounted': StorefrontEvent<'storefront:island-mounted'>;
    'storefront:island-failed': StorefrontEvent<'storefront:island-failed'>;
    'storefront:basket-updated': StorefrontEvent<'storefront:basket-updated'>;
    'storefront:size-changed': StorefrontEvent<'storefront:size-changed'>;
    'storefront:product-added': StorefrontEvent<'storefront:product-added'>;
    'storefront:view-changed': StorefrontEvent<'storefront:view-changed'>;
    'storefront:logged-in': StorefrontEvent<'storefront:logged-in'>;
    'storefront:toast': StorefrontEvent<'storefront:toast'>;
    'storefront:modal-open': StorefrontEvent<'storefront:modal-open'>;
    'storefront:modal-close': StorefrontEvent<'storefront:modal-close'>;
    'storefront:warm-up': StorefrontEvent<'storefront:warm-up'>;
  }
}
