import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

/**
 * What an island's root does in the caller's task, with its passive effects (useEffect) run before it
 * returns: React does that itself for both. The lean build resolves this module to root-sync.lean.ts
 * (LEAN_ALIASES in vite.config.ts), where Preact, which runs them after the next paint, needs help.
 */

/**
 * Unmounts an island's root so that its effect cleanups have run when this returns: its listeners,
 * timers, observers and requests stop at once (a region swapped out, the page torn down).
 */
export function unmountRoot(root: Root): void {
  root.unmount();
}

/**
 * The first render of an island the shopper woke, now: committed, and its effects run (its listeners
 * bound, its state set to mounted, the click its trigger held handed over), before the frame that paints it.
 */
export function renderNow(render: () => void): void {
  flushSync(render);
}
