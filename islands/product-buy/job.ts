import type { LoadJob } from '../../core/mount/types';
import { openAtLoad } from './at-load';

/**
 * The buy button's load job: the island waits for the shopper with the other product islands
 * (islands/product-form/job.ts). At load it only does what menu_alert.js does on the page the shop answers
 * a native add with: the template's added dialog opens (through the shared modal), unless the quick-buy's
 * flag says the add was already shown or the theme opens it itself; the flag is cleared on every product
 * page, as the platform clears it. `data-added="status"` (no dialog after an add) leaves the dialog shut.
 */
const productBuyJob: LoadJob = (container) => {
  const doc = container.ownerDocument;
  if ((container.getAttribute('data-added') ?? '').trim().toLowerCase() === 'status') return;
  openAtLoad(doc, doc.defaultView ?? window);
};
export default productBuyJob;
