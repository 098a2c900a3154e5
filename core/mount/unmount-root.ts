import type { Root } from 'react-dom/client';

/**
 * Unmounts an island's root so that its effect cleanups have run when this returns: its listeners,
 * timers, observers and requests stop at once (a region swapped out, the page torn down). React's
 * root.unmount() does that itself. The lean build resolves this module to unmount-root.lean.ts
 * (LEAN_ALIASES in vite.config.ts), where Preact needs help.
 */
export function unmountRoot(root: Root): void {
  root.unmount();
}
