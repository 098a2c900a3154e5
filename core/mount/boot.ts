import type { IslandModule, RegistryEntry, ViewLevel } from './types';
import { triggerFor, type TriggerContext } from './triggers';
import { readPageType, readViewLevel, watchViewLevel } from '../page/page';
import { ROOT_ATTR, stateAttr } from './attrs';

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
const loadRuntime = () =>
  (runtime ??= import('./runtime').catch((err: unknown) => {
    // A failed download (flaky network) is not final: the next island to wake tries again.
    runtime = undefined;
    throw err;
  }));

/** Which islands have been claimed on an element, so an element never gets two roots. */
const claimed = new WeakMap<Element, Set<string>>();

export function boot(registry: RegistryEntry[], doc: Document = document): BootHandle {
  const pageType = readPageType(doc);
  let level = readViewLevel(doc);
  const viewListeners = new Set<(l: ViewLevel) => void>();
  const cancels = new Set<() => void>();
  const ctx: TriggerContext = {
    view: () => level,
    onViewChange(cb) {
      viewListeners.add(cb);
      return () => viewListeners.delete(cb);
    },
  };
  const stopView = watchViewLevel((l) => {
    level = l;
    viewListeners.forEach((cb) => cb(l));
  });

  const claim = (entry: RegistryEntry, el: Element) => {
    const names = claimed.get(el) ?? new Set<string>();
    // Markup React renders inside an island belongs to that island, never a new marker.
    if (names.has(entry.name) || el.parentElement?.closest(`[${ROOT_ATTR}]`)) return;
    names.add(entry.name);
    claimed.set(el, names);
    el.setAttribute(stateAttr(entry.name), 'waiting');
    let fired = false;
    let cancel = () => {};
    const fire = () => {
      fired = true;
      cancels.delete(cancel);
      el.setAttribute(stateAttr(entry.name), 'loading');
      // The island's chunk and the runtime download side by side, not one after the other.
      const island = new Promise<IslandModule>((resolve) => resolve(entry.load()));
      island.catch(() => {}); // reported by mountIsland
      loadRuntime()
        .then((rt) =>
          rt.mountIsland(entry, island, el as HTMLElement, {
            pageType,
            view: ctx,
            setState: (state) => el.setAttribute(stateAttr(entry.name), state),
            rootAttr: ROOT_ATTR,
            // After an unmount the element may come back (a region swapped in again): let it.
            release: () => names.delete(entry.name),
          }),
        )
        .catch((err: unknown) => {
          el.setAttribute(stateAttr(entry.name), 'failed');
          console.error(`[storefront] island "${entry.name}" could not start: ${String(err)}`);
        });
    };
    // A trigger may fire synchronously ('load'), before its cleanup exists.
    cancel = triggerFor(entry.trigger)(el, fire, ctx);
    if (!fired) cancels.add(cancel);
  };

  const scan = (root: ParentNode) => {
    for (const entry of registry) {
      if (pageType && entry.skipPageTypes?.includes(pageType)) continue;
      const byDefault = !entry.pageTypes || (pageType !== null && entry.pageTypes.includes(pageType));
      const selector = [...(byDefault ? entry.selectors : []), `[data-island="${entry.name}"]`].join(',');
      if (root instanceof Element && root.matches(selector)) claim(entry, root);
      root.querySelectorAll(selector).forEach((el) => claim(entry, el));
    }
  };

  scan(doc);
  const mo = new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => n.nodeType === 1 && scan(n as Element));
      // Containers removed by partial page loads unmount, so their listeners and timers stop.
      if (runtime && r.removedNodes.length) {
        void runtime.then((rt) =>
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
      cancels.forEach((c) => c());
      cancels.clear();
    },
  };
}
