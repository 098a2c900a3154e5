/* global performance, URL */
import { scrollThrough } from '../scroll.mjs';
/**
 * Product page load, scrolled through: how many bulk calls (/ajax/get.php) and hotspots calls
 * (POST /graphql/v1/?hotspots, or the spec variant's /ajax/hotspots.php) the whole visit made, from navigation on (the budget: at most one of each;
 * every hotspot zone comes in one request). Scrolling (instant: theme.css scrolls smoothly) lets the
 * 'visible' hotspot zones wake.
 */
const count = (path) =>
  performance.getEntriesByType('resource').filter((e) => {
    try {
      const u = new URL(e.name);
      return (path.includes('?') ? u.pathname + u.search : u.pathname) === path;
    } catch {
      return false;
    }
  }).length;

export default {
  name: 'product page scrolled through → bulk and hotspots calls',
  sample: 'projector-101.html',
  async run(ctx) {
    await scrollThrough(ctx.page);
    await ctx.settle({ afterLoadMs: 0 });
    return ctx.page.evaluate(`({ bulkCalls: (${count})('/ajax/get.php'), hotspotsCalls: (${count})('/graphql/v1/?hotspots') + (${count})('/ajax/hotspots.php') })`);
  },
};
