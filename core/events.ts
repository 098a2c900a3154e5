// Typed DOM events for theme authors: document.addEventListener('storefront:basket-updated', e => e.detail.basket).
import type { ViewLevel } from './mount/types';
import type { Basket } from './store/basket.slice';

export type ToastKind = 'info' | 'warning' | 'error' | 'success';

/** Event name → `event.detail`. */
export interface StorefrontEventMap {
  'storefront:island-mounted': { name: string };
  'storefront:island-failed': { name: string; message: string };
  'storefront:basket-updated': { basket: Basket | null };
  'storefront:size-changed': { productId: string; size: string | null };
  'storefront:product-added': { productId: string; size: string; quantity: number };
  'storefront:view-changed': { level: ViewLevel };
  'storefront:logged-in': { login: string };
  /** `duration` in ms is optional (default 4000). */
  'storefront:toast': { kind: ToastKind; message: string; duration?: number };
  /** Ask the modal island to show the page element with this id (optional modifier classes, e.g. '--wide'). */
  'storefront:modal-open': { id: string; className?: string };
  /** Ask the modal island to close its dialog. */
  'storefront:modal-close': Record<string, never>;
}

export type StorefrontEventName = keyof StorefrontEventMap;

/** Every event name, for docs and tests. */
export const STOREFRONT_EVENTS = [
  'storefront:island-mounted',
  'storefront:island-failed',
  'storefront:basket-updated',
  'storefront:size-changed',
  'storefront:product-added',
  'storefront:view-changed',
  'storefront:logged-in',
  'storefront:toast',
  'storefront:modal-open',
  'storefront:modal-close',
] as const satisfies readonly StorefrontEventName[];

// Compile-time check that the list names every event in the map.
type Unlisted = Exclude<StorefrontEventName, (typeof STOREFRONT_EVENTS)[number]>;
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEventListed;

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
  }
}

/** Dispatches a bubbling CustomEvent (on an element it reaches document too). */
export function emit<N extends StorefrontEventName>(
  name: N,
  detail: StorefrontEventMap[N],
  target: EventTarget = document,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}

/** Listens for one storefront event; returns the function that stops listening. */
export function on<N extends StorefrontEventName>(
  name: N,
  handler: (event: StorefrontEvent<N>) => void,
  target: EventTarget = document,
): () => void {
  const listener = (event: Event): void => handler(event as StorefrontEvent<N>);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
