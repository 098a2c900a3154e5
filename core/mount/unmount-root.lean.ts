import { options } from 'preact';
import type { Root } from 'react-dom/client';

/**
 * The lean build's unmount-root.ts (selected by LEAN_ALIASES in vite.config.ts). Preact defers an
 * unmounted tree's passive (useEffect) cleanups to after the next paint, so an island torn down kept
 * its document listeners, timers, observers and in-flight requests for up to a frame (a bulk call not
 * aborted went on to inject snippets; a toast listener ran on a tree whose refs were already null).
 * React's root.unmount() runs them before it returns: here the after-paint flush the unmount schedules
 * is taken through Preact's requestAnimationFrame option and run at once. The flush also runs passive
 * effects of other trees still waiting for their frame, as React does before a commit.
 */
export function unmountRoot(root: Root): void {
  const previous = options.requestAnimationFrame;
  const flushes: Array<() => void> = [];
  options.requestAnimationFrame = (flush) => void flushes.push(flush);
  try {
    root.unmount();
  } finally {
    options.requestAnimationFrame = previous;
  }
  for (const flush of flushes) flush();
}
