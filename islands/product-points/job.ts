import type { LoadJob } from '../../core/mount/types';

// The template's words for the points (the current projector.xsl) without a tip of the server's: where the island adds its "?" tip.
export const TIP_HOST = '.projector_points_recive__info';

/**
 * The points' load job (issue 32): the server wrote the points, so the island waits for the shopper with the
 * other product islands (islands/product-form/job.ts). Where the template has the block's words and no tip
 * of its own, the theme adds its "?" tip at load: the job wakes the island at once, which adds it.
 */
const productPointsJob: LoadJob = (container, { wake }) => {
  const info = container.querySelector(TIP_HOST);
  if (info && !info.querySelector('.show_tip')) wake();
};
export default productPointsJob;
