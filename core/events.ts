// Typed DOM events for theme authors: document.addEventListener('storefront:basket-updated', e => e.detail.basket).
// The types live in ./event-types (self-contained: shipped as dist/types/events.d.ts).
import type { StorefrontEvent, StorefrontEventMap, StorefrontEventName } from './event-types';

export type { StorefrontEvent, StorefrontEventMap, StorefrontEventName, ToastKind } from './event-types';

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
  'storefront:warm-up',
] as const satisfies readonly StorefrontEventName[];

// Compile-time check that the list names every event in the map.
type Unlisted = Exclude<StorefrontEventName, (typeof STOREFRONT_EVENTS)[number]>;
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEventListed;

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
