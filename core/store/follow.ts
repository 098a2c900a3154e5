// A DOM island's way to follow the store without the renderer: what `useShop(select)` and an
// effect on its value are for a React island. React-free: zustand's vanilla store and the page's events.
import { emit } from '../events';
import { getShopStore } from './store';
import type { ShopState } from './types';

/**
 * Calls `run` with the selected value now, and again each time it changes (Object.is), as an effect with
 * that value in its dependencies re-ran. A throw in the first run is the caller's (a DOM island's `start`,
 * which the runtime reports); a throw in a later run (a store update) goes to `onError`, so the code that
 * updated the store and the store's other listeners carry on. Returns what stops following.
 */
export function followShop<T>(select: (s: ShopState) => T, run: (value: T) => void, onError: (err: unknown) => void): () => void {
  const store = getShopStore();
  let value = select(store.getState());
  run(value);
  let following = true;
  const unsubscribe = store.subscribe((state) => {
    const next = select(state);
    if (!following || Object.is(next, value)) return;
    value = next;
    try {
      run(next);
    } catch (err) {
      onError(err);
    }
  });
  return () => {
    following = false;
    unsubscribe();
  };
}

/**
 * A DOM island that failed after its start (a store update threw), reported as the runtime reports a
 * failed island (a throwing effect under React): its state, one console line naming it, the page's
 * storefront:island-failed. The caller has stopped it first, which put the server's page back.
 */
export function reportIslandFailure(name: string, container: HTMLElement, err: unknown): void {
  const message = err instanceof Error ? err.message : String(err);
  container.setAttribute(`data-storefront-${name}`, 'failed');
  console.error(`[storefront] island "${name}" failed to update: ${message}`, err);
  emit('storefront:island-failed', { name, message });
}

/**
 * The shape every DOM island that follows the store has: follow `select` with `run`, and stop once —
 * by the returned function (the runtime's unmount), by a later update's throw (then reported as the
 * island's failure), or at once when `run`'s first call throws (rethrown, for the runtime to report).
 * Stopping unfollows, then calls `cleanup`, which undoes what `run` did.
 */
export function followWhileStarted<T>(
  name: string,
  container: HTMLElement,
  select: (s: ShopState) => T,
  run: (value: T) => void,
  cleanup: () => void,
): () => void {
  let unfollow = () => {};
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    unfollow();
    cleanup();
  };
  try {
    unfollow = followShop(select, run, (err) => {
      stop();
      reportIslandFailure(name, container, err);
    });
  } catch (err) {
    stop();
    throw err;
  }
  return stop;
}
