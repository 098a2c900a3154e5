// The page's changes after the first scan: an added element is scanned for containers, a container removed
// before its trigger fired stops waiting, and an island removed with its region (a partial page load)
// unmounts, so its listeners and timers stop. Part of the entry (core/mount/boot.ts).
import { anyRuntime, loadDom } from './loaders';

/** Watches the whole document until the returned function stops it. */
export function watchInserted(doc: Document, scanAdded: (el: Element) => void, forget: (node: Element) => void): () => void {
  const mo = new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => n.nodeType === 1 && scanAdded(n as Element));
      r.removedNodes.forEach((n) => n.nodeType === 1 && !n.isConnected && forget(n as Element));
      if (anyRuntime() && r.removedNodes.length) {
        void loadDom().then((rt) =>
          r.removedNodes.forEach((n) => n.nodeType === 1 && !n.isConnected && rt.unmountWithin(n as Element)),
        );
      }
    }
  });
  mo.observe(doc.documentElement, { childList: true, subtree: true });
  return () => mo.disconnect();
}
