import { options } from 'preact';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

/**
 * The lean build's root-sync.ts (selected by LEAN_ALIASES in vite.config.ts). Preact runs passive
 * (useEffect) effects and an unmounted tree's cleanups after the next paint; React runs them before the
 * call returns, for an unmount and for a sync render. Here the after-paint flush the call schedules is taken
 * through Preact's requestAnimationFrame option and run at once. The flush also runs passive effects of
 * other trees still waiting for their frame, as React does before a commit.
 */
function withEffectsNow(run: () => void): void {
  const previous = options.requestAnimationFrame;
  const flushes: Array<() => void> = [];
  options.requestAnimationFrame = (flush) => void flushes.push(flush);
  try {
    run();
  } finally {
    options.requestAnimationFrame = previous;
  }
  for (const flush of flushes) flush();
}

/**
 * An island torn down keeps no document listeners, timers, observers or in-flight requests after this
 * returns (a bulk call not aborted would go on to inject snippets; a toast listener would run on a tree whose
 * refs are already null).
 */
export function unmountRoot(root: Root): void {
  withEffectsNow(() => root.unmount());
}

/**
 * The first render of an island the shopper woke: its effects run before the next paint, as React runs a
 * sync render's, so it is mounted (listeners bound, the held click handed over) a frame sooner.
 */
export function renderNow(render: () => void): void {
  withEffectsNow(() => flushSync(render));
}
