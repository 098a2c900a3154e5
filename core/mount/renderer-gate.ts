import { warmUpRefusal } from './warm-up';

/** The product page's prices: a DOM island, whose state the entry writes on their section. */
export const PRICES = 'data-storefront-product-prices';

/** How long the renderer waits for the prices at most, ms: a chunk that never comes must not keep it. */
export const MAIN_TASK_LIMIT = 1000;

/**
 * Whether the prices are on their way to be mounted: loading; or waiting, where their load job starts them
 * after the load (the warm-up's rule, core/mount/warm-up.ts) or a product island the shopper woke is
 * waking them all (islands/product-form/job.ts).
 */
function pricesComing(doc: Document): boolean {
  const state = doc.querySelector(`[${PRICES}]`)?.getAttribute(PRICES);
  if (state === 'loading') return true;
  if (state !== 'waiting') return false;
  if (warmUpRefusal(doc.defaultView?.navigator) === null) return true;
  return Array.from(doc.querySelectorAll('#projector_form, #projector_form *')).some((el) =>
    el.getAttributeNames().some((name) => name.startsWith('data-storefront-product-') && el.getAttribute(name) !== 'waiting'),
  );
}

/**
 * Resolves when the renderer may be evaluated: at once, unless the product page's prices (a DOM island) are
 * on their way, and then once they are past loading (mounted, failed, skipped), or after MAIN_TASK_LIMIT.
 * A size tapped right after the load is what the shopper waits to see, and its price needs no renderer:
 * React's evaluation, one long task, must not come between the tap and the price. The islands that need the
 * renderer mount after it, and the clicks they hold are handled then.
 */
export function mainTaskFirst(doc: Document, limit = MAIN_TASK_LIMIT): Promise<void> {
  if (!pricesComing(doc)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => pricesComing(doc) || done());
    observer.observe(doc.documentElement, { attributes: true, subtree: true, attributeFilter: [PRICES] });
    const timer = setTimeout(done, limit);
  });
}
