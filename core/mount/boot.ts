import type { RegistryEntry, ViewLevel } from './types';
import { afterPageLoad, triggerFor, type TriggerContext } from './triggers';
import { interaction } from './triggers/interaction';
import { readPageType, readViewLevel, watchViewLevel } from '../page/page';
import { ROOT_ATTR, stateAttr } from './attrs';
import type { StorefrontEventMap } from '../events';

// The entry dispatches its two events itself: importing core/events here would make it a chunk
// shared with the runtime, i.e. one more request before anything runs.
function emitFromEntry<N extends 'storefront:view-changed' | 'storefront:island-failed'>(
  name: N,
  detail: StorefrontEventMap[N],
): void {
  document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}

/**
 * The bootstrap's whole job: find markers, wait for their triggers, then hand over to the
 * runtime chunk (React, the store, the islands). Kept free of React and of the store so a
 * page without markers runs only this file.
 */
export interface BootHandle {
  pageType: string | null;
  view(): ViewLevel;
  /** Finds markers below `root` (the MutationObserver calls it for added nodes). */
  scan(root: ParentNode): void;
  stop(): void;
}

type Runtime = typeof import('./runtime');
let runtime: Promise<Runtime> | undefined;
/** The DOM runtime: DOM islands mount without the renderer; it also unmounts any island. */
let dom: Promise<typeof import('./dom-runtime')> | undefined;
const loadDom = () => (dom ??= import('./dom-runtime'));

// The runtime's shared chunks (React, core …): the build writes their paths here (relative to this
// file; scripts/vite-plugin-entry-budget.ts). Unbuilt (dev, tests) it stays this string.
const SHARED_CHUNKS: unknown = '__STOREFRONT_SHARED_CHUNKS__';

/** Starts their downloads beside the first island's chunk instead of one round trip after it. */
function preloadShared(): void {
  if (!Array.isArray(SHARED_CHUNKS)) return;
  for (const path of SHARED_CHUNKS as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // The build's own chunk, next to this file (the entry cannot load core/dom/safe-url: its 4 KB budget).
    // eslint-disable-next-line storefront/safe-url-attrs
    link.href = new URL(path, import.meta.url).href;
    document.head.append(link);
  }
}

/** A macrotask: what follows runs in a task of its own (the entry cannot share core/dom/yield's chunk). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let react: Promise<void> | undefined;
/**
 * React evaluated on its own, one task before anything that uses it: evaluating React, the core and
 * the first islands in one go is one long task of 60–110 ms at 4× CPU (over the TBT budget).
 */
const loadReact = () =>
  (react ??= (preloadShared(), import('./react-ready')).then(nextTask, (err: unknown) => {
    react = undefined;
    throw err;
  }));

const loadRuntime = () =>
  (runtime ??= loadReact().then(() => import('./runtime')).catch((err: unknown) => {
    // A failed download (flaky network) is not final: the next island to wake tries again.
    runtime = undefined;
    throw err;
  }));

/** Which islands have been claimed on an element, so an element never gets two roots. */
const claimed = new WeakMap<Element, Set<string>>();

export function boot(registry: RegistryEntry[], doc: Document = document): BootHandle {
  const pageType = readPageType(doc);
  // Not read here: the level comes from a computed width, and at DOMContentLoaded that forces the
  // page's first layout into the entry's own task (one long task on a slow phone). It is read after
  // the first frame has been laid out (nothing extra to lay out then), or earlier on first use.
  let level: ViewLevel | undefined;
  const readLevel = (): ViewLevel => (level ??= readViewLevel(doc));
  const win = doc.defaultView ?? window;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = win.requestAnimationFrame?.(() => (afterFrame = setTimeout(readLevel, 0)));
  const viewListeners = new Set<(l: ViewLevel) => void>();
  /** Triggers that have not fired yet, per element, so a removed container stops waiting. */
  const waiting = new Map<Element, Map<string, () => void>>();
  const ctx: TriggerContext = {
    view: readLevel,
    onViewChange(cb) {
      viewListeners.add(cb);
      return () => viewListeners.delete(cb);
    },
  };
  const stopView = watchViewLevel(
    (l) => {
      level = l;
      viewListeners.forEach((cb) => cb(l));
      emitFromEntry('storefront:view-changed', { level: l });
    },
    win,
    () => level,
  );

  const shop = (win as unknown as { app_shop?: { fnrun?: object; runApp?: unknown } }).app_shop;
  const themed = !!shop && (typeof shop.runApp === 'function' || Object.values(shop.fnrun ?? {}).some((l) => Array.isArray(l) && l.length));
  const claim = (entry: RegistryEntry, el: Element) => {
    const names = claimed.get(el) ?? new Set<string>();
    // Markup React renders inside an island belongs to that island, never a new marker; nor is server
    // HTML an island inserted (core/dom/sanitize marks it: islands never mount from it).
    if (names.has(entry.name) || el.parentElement?.closest(`[${ROOT_ATTR}]`) || el.closest('[data-storefront-inserted]')) return;
    // An island for some cookies only is never claimed without them. Read here, at the first match, not
    // at DOMContentLoaded: the first read of document.cookie is a round trip to the browser.
    if (entry.cookies?.every((name) => !new RegExp(`(^|; )${name}=[^;]`).test(doc.cookie))) return;
    names.add(entry.name);
    claimed.set(el, names);
    // A page whose theme queues features of its own (core/mount/theme.ts, loaded only on such pages):
    // a container the theme handles is left to it, never handled twice.
    // Meanwhile an island the shopper wakes holds the clicks from their first sign (its own trigger, waiting
    // for the check): one landing then would otherwise follow the server's link. They are given back once
    // the island's trigger (which holds them in turn) or the theme has the container.
    if (themed) {
      let stop: (() => void) | undefined;
      const check = import('./theme').then((t) => {
        stop?.();
        if (!t.leftToTheme(entry.name, el, win, stateAttr(entry.name))) watch(entry, el);
      });
      if (entry.trigger == 'interaction') stop = interaction(el, () => check, ctx);
    } else watch(entry, el);
  };

  const watch = (entry: RegistryEntry, el: Element) => {
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
    const fire = () => {
      fired = true;
      waiting.get(el)?.delete(entry.name);
      const settled = new Promise<void>((r) => (settle = r));
      set('loading');
      // React's chunk (preloaded with the other shared ones) is evaluated first, in its own task; then
      // the island's chunk and the runtime download side by side, not one after the other. A DOM
      // island needs neither React nor its runtime.
      const island = entry.dom ? entry.load() : loadReact().then(() => entry.load());
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
    const cancelTrigger = triggerFor(entry.trigger)(el, fire, ctx);
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

  /** A container that left the page before its trigger fired stops waiting and may come back. */
  const forget = (node: Element) => {
    for (const [el, pending] of waiting) {
      if (el.isConnected || !(node === el || node.contains(el))) continue;
      for (const [name, cancel] of pending) {
        cancel();
        claimed.get(el)?.delete(name);
        el.removeAttribute(stateAttr(name));
      }
      waiting.delete(el);
    }
  };

  const scanFor = ([entry, selector]: [RegistryEntry, string], root: ParentNode) => {
    if (root instanceof Element && root.matches(selector)) claim(entry, root);
    root.querySelectorAll(selector).forEach((el) => claim(entry, el));
  };
  // Each entry's selector, once: the marker selectors where the page type allows them, and
  // [data-island=name] everywhere except the page types the entry skips.
  const selectors: Array<[RegistryEntry, string]> = [];
  for (const entry of registry) {
    if (pageType && entry.skipPageTypes?.includes(pageType)) continue;
    const byDefault = !entry.pageTypes || (pageType !== null && entry.pageTypes.includes(pageType));
    const pair: [RegistryEntry, string] = [entry, [...(byDefault ? entry.selectors : []), `[data-island="${entry.name}"]`].join(',')];
    selectors.push(pair);
    // Islands woken by an event are claimed at once, so the events sent from now on are kept for them.
    if (entry.wakeOn) scanFor(pair, doc);
  }
  /** Any marker at all: one match per added node decides whether the per-entry scan runs. */
  const anyMarker = selectors.map(([, sel]) => sel).join(',');
  const scan = (root: ParentNode) => selectors.forEach((pair) => scanFor(pair, root));

  /** An added element: scanned only when it is, or holds, a marker outside any island's own markup. */
  const scanAdded = (el: Element) => {
    if (!anyMarker || el.parentElement?.closest(`[${ROOT_ATTR}]`)) return;
    if (el.matches(anyMarker) || el.querySelector(anyMarker)) scan(el);
  };

  // The page's first scan: one task per entry, after DOMContentLoaded's task. Forty selectors over the
  // whole page take 20–70 ms at 4× CPU, and in the parser's task they would make one long task with the
  // page's own work (against the TBT budget). Until it reaches a container the server HTML works as it is;
  // elements added meanwhile are found by the observer or by this scan.
  let stopped = false;
  selectors.forEach((pair) => setTimeout(() => stopped || scanFor(pair, doc)));
  const mo = new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => n.nodeType === 1 && scanAdded(n as Element));
      r.removedNodes.forEach((n) => n.nodeType === 1 && !n.isConnected && forget(n as Element));
      // Containers removed by partial page loads unmount, so their listeners and timers stop.
      if ((runtime || dom) && r.removedNodes.length) {
        void loadDom().then((rt) =>
          r.removedNodes.forEach((n) => n.nodeType === 1 && !n.isConnected && rt.unmountWithin(n as Element)),
        );
      }
    }
  });
  mo.observe(doc.documentElement, { childList: true, subtree: true });

  return {
    pageType,
    view: ctx.view,
    scan,
    stop() {
      mo.disconnect();
      stopView();
      win.cancelAnimationFrame?.(frame!);
      clearTimeout(afterFrame);
      stopped = true;
      waiting.forEach((pending) => pending.forEach((cancel) => cancel()));
      waiting.clear();
    },
  };
}
