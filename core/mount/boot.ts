// The entry's bootstrap: the view level, the containers found (at first in one task per entry, then as the
// page changes: ./inserted.ts), the theme's queue checked, and each container watched until its island
// wakes (./wake.ts; what that loads: ./loaders.ts). The entry imports nothing else.
import type { RegistryEntry, ViewLevel } from './types';
import type { TriggerContext } from './triggers';
import { interaction } from './triggers/interaction';
import { readPageType, readViewLevel, watchViewLevel } from '../page/page';
import { ROOT_ATTR, stateAttr } from './attrs';
import { emitFromEntry } from './loaders';
import { watchInserted } from './inserted';
import { claimed, watcher } from './wake';

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

  const watch = watcher(doc, pageType, ctx, readLevel, waiting);

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
  const stopInserted = watchInserted(doc, scanAdded, forget);

  return {
    pageType,
    view: ctx.view,
    scan,
    stop() {
      stopInserted();
      stopView();
      win.cancelAnimationFrame?.(frame!);
      clearTimeout(afterFrame);
      stopped = true;
      waiting.forEach((pending) => pending.forEach((cancel) => cancel()));
      waiting.clear();
    },
  };
}
