// When an island that nobody asked for yet may have the renderer: not during the page's load. A zone in the
// first viewport, an island woken at idle or by its load trigger wants React (or Preact), one long evaluation
// and the largest download we have; the page's own resources and the theme's scripts go first, and the
// warm-up (./warm-up.ts) starts the renderer at idle anyway. The shopper's own move ends the wait at once.
import { PRICES } from './renderer-gate';
import { warmUpRefusal, whenWarmUpBegins } from './warm-up';

/** How long after the load event the page counts as settled without waiting any more, ms. */
export const SETTLED_AFTER_LOAD = 1000;
/** The longest wait for one idle period, ms: a page busy after its load must not keep its islands for ever. */
const IDLE_WAIT = 2000;
/** Where the warm-up runs, how long after the load's idle periods the wait ends even if it has not begun, ms. */
export const WARM_UP_CAP = 3000;

/**
 * The events that end the wait: the shopper's hand on the page (a pointer, a touch, a key, a focus, a
 * scroll wheel) and the product islands' shared wake (the shopper's first intent on the product form, written
 * out as src/registry.ts does: core imports no island).
 */
export const CALM_ENDS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel', 'storefront:product-wake'] as const;

let calmed: Promise<void> | undefined;

/**
 * Resolves when the renderer may be fetched for an island no shopper woke: at once on a product page (its
 * prices' DOM island claimed: there the first tap, a size, comes early and the renderer's download must be done
 * by then; waiting made a tap 200 ms after the load 392 ms instead of 221 to its price, p75, React, 4×) or where
 * the load is SETTLED_AFTER_LOAD behind; else on the first of
 * CALM_ENDS and the warm-up's beginning (the page is loaded and idle: the renderer's download then goes with the
 * warm-up's, never before it). Where the warm-up does not run (Save-Data, 2g): the load event and two idle
 * periods after it; where it runs, WARM_UP_CAP later at most. Where the browser cannot tell when the page
 * loaded (no navigation timing), at once.
 */
export function calm(win: Window & typeof globalThis = window): Promise<void> {
  return (calmed ??= new Promise<void>((go) => {
    // Not the user activation API: Chromium reports a page opened by a navigation as active already.
    const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = entry?.loadEventEnd || 0;
    const doc = win.document;
    if (!entry || (loadedAt > 0 && win.performance.now() - loadedAt >= SETTLED_AFTER_LOAD) || doc.querySelector(`[${PRICES}]`)) return go();
    const done = () => {
      for (const type of CALM_ENDS) {
        win.removeEventListener(type, done, true);
        doc.removeEventListener(type, done);
      }
      go();
    };
    for (const type of CALM_ENDS) {
      // The shopper's events on the window (capture: an island's handler may stop them); the page's own on the document.
      if (type.startsWith('storefront:')) doc.addEventListener(type, done);
      else win.addEventListener(type, done, { capture: true, passive: true });
    }
    whenWarmUpBegins(done);
    const idle = (next: () => void) =>
      typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(next, { timeout: IDLE_WAIT }) : win.setTimeout(next, 50);
    const warming = warmUpRefusal(win.navigator) === null;
    const afterLoad = () => idle(() => idle(() => (warming ? win.setTimeout(done, WARM_UP_CAP) : done())));
    if (doc.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  }));
}

/** Forgets the wait (tests: each starts a page of its own). */
export function resetCalm(): void {
  calmed = undefined;
}
