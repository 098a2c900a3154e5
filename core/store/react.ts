// React bindings, kept apart from store.ts so the bootstrap does not pull React in.
import { useCallback, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { afterNextPaintAndTasks } from '../dom/yield';
import { renderNow } from '../render/root-sync';
import { getShopStore } from './store';
import type { ShopState, ShopStore } from './types';

export { useShallow } from 'zustand/react/shallow';

/** Select one value (or use useShallow for an object) from the shared store. No provider needed. */
export function useShop<T>(selector: (state: ShopState) => T): T {
  return useStore(getShopStore(), selector);
}

/**
 * How long a change waits for its frame at most, ms: a hidden page paints no frame, and what it shows must
 * still follow the store when it is shown again.
 */
const FRAME_WAIT_MS = 200;

/**
 * Input that may act on what a waiting change would render: it is rendered first, in the input's own task
 * and before any handler (a capture listener on the window), so no handler acts on the value before it.
 * Only events dispatched before the browser changes a control: a render in an `input` or `change` event, or
 * in the click of a checkbox or radio (checked before its click is dispatched), would put the control's
 * rendered value back over what the shopper just typed or ticked.
 */
const INPUT_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'beforeinput', 'click', 'submit'] as const;

const ticks = (target: EventTarget | null): boolean =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

/** Per store: subscribe so that a change is heard once the frame after it has been painted. */
const afterPaintSubscribers = new WeakMap<ShopStore, (listener: () => void) => () => void>();

function subscribeAfterPaint(store: ShopStore): (listener: () => void) => () => void {
  const known = afterPaintSubscribers.get(store);
  if (known) return known;
  const listeners = new Set<() => void>();
  let queued = false;
  // Every listener hears it (a listener whose value did not change renders nothing); one unmounted meanwhile
  // has left the set.
  const flush = (): void => {
    if (!queued) return;
    queued = false;
    // Committed with its effects before this returns (an input's handler may read what an effect set).
    renderNow(() => listeners.forEach((listener) => listener()));
  };
  store.subscribe(() => {
    if (queued || !listeners.size) return;
    queued = true;
    afterNextPaintAndTasks(flush);
    setTimeout(flush, FRAME_WAIT_MS);
  });
  const beforeInput = (e: Event): void => {
    if (e.type !== 'click' || !ticks(e.target)) flush();
  };
  if (typeof window !== 'undefined') for (const type of INPUT_EVENTS) window.addEventListener(type, beforeInput, { capture: true, passive: true });
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  afterPaintSubscribers.set(store, subscribe);
  return subscribe;
}

/**
 * useShop for a value that follows the shopper's choice without being what the choice shows: the buy
 * button's state, a stock or shipping line, points, rebates. A change renders once the frame after it is
 * painted, so the task of a tap (a size) renders only what shows the choice itself (the chosen size, the
 * price), and the frame with them comes first. A render for any other reason reads the current value, and
 * the next input renders a waiting change before its handlers run: a handler never acts on an old value.
 */
export function useShopAfterPaint<T>(selector: (state: ShopState) => T): T {
  const store = getShopStore();
  const snapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(subscribeAfterPaint(store), snapshot, snapshot);
}
