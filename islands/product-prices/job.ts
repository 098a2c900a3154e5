import type { LoadJob } from '../../core/mount/types';
import { onShopStore } from '../../core/store/store';
import type { ProductModel } from '../../core/product/model';
import { wokenAtLoad } from '../../core/product/woken-at-load';
import { warmUpRefusal } from '../../core/mount/warm-up';

// When the promotion ends, for a countdown to show now: a valid date still ahead, else null.
export function promotionEndAhead(model: ProductModel | null, now = Date.now()): number | null {
  const at = model?.promotionEnds ? Date.parse(model.promotionEnds) : NaN;
  return Number.isFinite(at) && at > now ? at : null;
}

/**
 * The prices' load job. The server rendered the prices, so nothing is written before the shopper moves
 * them; but a size's new price is what the first tap on a size waits to see, so the island (a DOM island:
 * 4 KB of its own, no renderer) is started once the store is there, after the page's load, where the warm-up
 * runs (not under Save-Data or on a 2g connection): the tap, even one right after the load, then writes the
 * price in its own task. Elsewhere it wakes with the other product islands (islands/product-form/job.ts).
 * Under any connection: the promotion's countdown, which the platform's product script shows at load, where
 * the product data has an end still ahead and the page has no countdown of its own (#CDT).
 */
const productPricesJob: LoadJob = (container, { wake }) => {
  const win = container.ownerDocument.defaultView ?? window;
  // The store (and the product model in it) is built by the first island that mounts: bulk, at load on
  // every page; the job waits for it rather than reading the product data a second time.
  return onShopStore((store) => {
    const countdown = promotionEndAhead(store.getState().product.model) !== null && !container.ownerDocument.getElementById('CDT');
    if (!countdown && warmUpRefusal(win.navigator) !== null) return;
    // Not the shopper's intent: the product form's job must not take it for one.
    wokenAtLoad.add(container);
    wake();
  });
};
export default productPricesJob;
