import type { LoadJob } from '../../core/mount/types';
import { onShopStore } from '../../core/store/store';
import type { ProductModel } from '../../core/page/product-model';
import { wokenAtLoad } from '../../core/product/woken-at-load';

// When the promotion ends, for a countdown to show now: a valid date still ahead, else null.
export function promotionEndAhead(model: ProductModel | null, now = Date.now()): number | null {
  const at = model?.promotionEnds ? Date.parse(model.promotionEnds) : NaN;
  return Number.isFinite(at) && at > now ? at : null;
}

/**
 * The prices' load job: the island waits for the shopper with the other product islands
 * (islands/product-form/job.ts), since the server rendered the prices. One thing the platform's product
 * script does at load is the promotion's countdown: where the product data has an end still ahead and the
 * page has no countdown of its own (#CDT), the job wakes the island at once, which shows it.
 */
const productPricesJob: LoadJob = (container, { wake }) => {
  if (container.ownerDocument.getElementById('CDT')) return;
  // The store (and the product model in it) is built by the first island that mounts: bulk, at load on
  // every page; the job waits for it rather than reading the product data a second time.
  return onShopStore((store) => {
    if (promotionEndAhead(store.getState().product.model) === null) return;
    wokenAtLoad.add(container);
    wake();
  });
};
export default productPricesJob;
