// Waking one claimed container's island: its state on the element, its trigger, the wake event it listens
// for (kept until the island listens), its load job after the page's load; then the renderer, the island's
// chunk and the runtime that mounts it. Part of the entry (core/mount/boot.ts).
import type { RegistryEntry, ViewLevel } from './types';
import { afterPageLoad, triggerFor, type TriggerContext } from './triggers';
import { ROOT_ATTR, stateAttr } from './attrs';
import { emitFromEntry, loadDom, loadReact, loadRuntime } from './loaders';

/** Which islands have been claimed on an element, so an element never gets two roots. */
export const claimed = new WeakMap<Element, Set<string>>();

/**
 * The watch of a claimed container, for this page. `waiting`: the triggers that have not fired yet, per
 * element, so a removed container stops waiting. (Positional: the entry's bytes.)
 */
export function watcher(
  doc: Document,
  pageType: string | null,
  ctx: TriggerContext,
  readLevel: () => ViewLevel,
  waiting: Map<Element, Map<string, () => void>>,
): (entry: RegistryEntry, el: Element) => unknown {
return (entry: RegistryEntry, el: Element) => {
  // Gone while the theme check loaded (a region swapped out): the observer's forget() has already run for
  // it, so a trigger armed now would keep it in `waiting` for the page's life. Back
  // later, it is claimed afresh. (Terse: this file counts against the entry's 4 KB.)
  if (!el.isConnected) return claimed.get(el)?.delete(entry.name);
  el.setAttribute(stateAttr(entry.name), 'waiting');
  let fired = false;
  // wakeOn: such an event wakes the island at once and is kept until the island listens.
  let early: unknown[] = [];
  let stopEarly = () => {};
  if (entry.wakeOn) {
    const type = entry.wakeOn;
    const keep = (e: Event) => {
      const d = (e as CustomEvent).detail;
      // The first 50, then only errors and warnings (what a shopper must see; docs/theme-authors.md, Troubleshooting).
      if (early.length < 50 || /error|warn/.test(d?.kind)) early.push(d);
      wakeNow();
    };
    doc.addEventListener(type, keep);
    stopEarly = () => doc.removeEventListener(type, keep);
  }
  // Settles once the island is past loading (mounted, failed, skipped): an interaction trigger
  // holds the click that woke it until then.
  let settle = () => {};
  // The load job's stop: when its container leaves, or its island fails or unmounts (the job's hooks,
  // such as the theme's names it answers, go back then).
  let stopJob: void | (() => void);
  const set = (state: string) => {
    el.setAttribute(stateAttr(entry.name), state);
    // Past loading, the island listens for its wake event itself (and took what was kept if it wanted it):
    // the entry's listener would keep the container, and a region swapped out, alive for the page's life.
    if (state !== 'loading') {
      settle();
      stopEarly();
    }
    if (state == 'failed' || state == 'unmounted') stopJob = stopJob?.();
  };
  const failed = (err: unknown) => {
    set('failed');
    console.error(`[storefront] island "${entry.name}" could not start: ${err}`);
    emitFromEntry('storefront:island-failed', { name: entry.name, message: String(err) });
  };
  // `patient`: fired by a trigger no shopper pulled (load, idle, visible), so the renderer may wait for a calm page.
  const fire = (patient?: boolean) => {
    fired = true;
    waiting.get(el)?.delete(entry.name);
    const settled = new Promise<void>((r) => (settle = r));
    set('loading');
    // React's chunk (preloaded with the other shared ones) is evaluated first, in its own task; then
    // the island's chunk and the runtime download side by side, not one after the other. A DOM
    // island needs neither React nor its runtime.
    const island = entry.dom ? entry.load() : loadReact(patient).then(() => entry.load());
    island.catch(() => {}); // reported by mountIsland
    (entry.dom ? loadDom() : loadRuntime())
      .then((rt) =>
        rt.mountIsland(entry, island, el as HTMLElement, {
          pageType,
          view: ctx,
          setState: set,
          rootAttr: ROOT_ATTR,
          // After an unmount the element may come back (a region swapped in again): let it.
          release: () => claimed.get(el)?.delete(entry.name),
          // Nothing is kept for an island without wakeOn: it gets an empty list.
          takeEarlyEvents: () => {
            stopEarly();
            const kept = early;
            early = [];
            return kept;
          },
        }),
      )
      .catch(failed);
    return settled;
  };
  const cancelTrigger = triggerFor(entry.trigger)(el, entry.trigger == 'interaction' ? fire : () => fire(true), ctx);
  // Woken from elsewhere: the trigger fires itself where it guards the wait (held clicks), else it stops.
  const wakeNow = () => fired || (cancelTrigger(true), fired || fire());
  // The load job: DOM-only work after the load event, without the renderer, which it may
  // wake at once (a dialog the page must show). A job that fails is the island's failure (its state,
  // the console, the event); its trigger still wakes the island.
  // `gone`: the container left while the job's chunk loaded; the job never runs on it.
  let gone = false;
  const cancelJob =
    entry.job &&
    afterPageLoad(() => void entry.job!().then((m) => gone || (stopJob = m.default(el as HTMLElement, { pageType, view: readLevel, wake: () => void wakeNow() }))).catch(failed), doc);
  // A trigger may fire synchronously ('load'): then there is nothing left to cancel.
  if (!fired) {
    const cancel = () => {
      gone = true;
      cancelTrigger();
      stopEarly();
      cancelJob?.();
      stopJob?.();
    };
    waiting.set(el, (waiting.get(el) ?? new Map()).set(entry.name, cancel));
  }
};
}
