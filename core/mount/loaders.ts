// What the entry loads when an island wakes: the renderer (React or Preact) in a task of its own, the runtimes
// that mount islands, the shared chunks preloaded beside them; and the two events the entry sends itself.
// Part of the entry (core/mount/boot.ts), which imports nothing: everything here is written for its 4 KB.
import type { StorefrontEventMap } from '../events';

// The entry dispatches its two events itself: importing core/events here would make it a chunk
// shared with the runtime, i.e. one more request before anything runs.
export function emitFromEntry<N extends 'storefront:view-changed' | 'storefront:island-failed'>(
  name: N,
  detail: StorefrontEventMap[N],
): void {
  document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}

type Runtime = typeof import('./runtime');
let runtime: Promise<Runtime> | undefined;
/** The DOM runtime: DOM islands mount without the renderer; it also unmounts any island. */
let dom: Promise<typeof import('./dom-runtime')> | undefined;
export const loadDom = () => (dom ??= import('./dom-runtime'));

// The runtime's shared chunks (React, core …): the build writes their paths here (relative to this
// file; scripts/vite/plugin-entry-budget.ts). Unbuilt (dev, tests) it stays this string.
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
 * the first islands in one go is one long task of 60–110 ms at 4× CPU (over the TBT budget). `patient`: no
 * shopper woke the island, so the download waits until the page is calm (core/mount/calm.ts).
 */
export const loadReact = (patient?: boolean) =>
  (react ??= (patient || preloadShared(), import('./react-ready')).then((m) => m.ready(patient ? preloadShared : void 0)).then(nextTask, (err: unknown) => {
    react = undefined;
    throw err;
  }));

export const loadRuntime = () =>
  (runtime ??= loadReact().then(() => import('./runtime')).catch((err: unknown) => {
    // A failed download (flaky network) is not final: the next island to wake tries again.
    runtime = undefined;
    throw err;
  }));


/** A runtime has been loaded (or is loading): islands may be mounted, so removed ones must be unmounted. */
export const anyRuntime = (): boolean => !!(runtime || dom);
