import { scrollThrough } from '../scroll.mjs';
/** Scroll through the page: how long until the islands below the fold have mounted, at what cost. */
export default {
  name: 'scroll to bottom → below-the-fold islands mounted',
  sample: 'main.html',
  async run(ctx) {
    const t0 = await ctx.now();
    await scrollThrough(ctx.page);
    const scrolled = await ctx.now();
    await ctx.settle({ afterLoadMs: 0 });
    const mounts = await ctx.mountsSince(t0);
    return {
      scrollMs: scrolled - t0,
      // null (shown as –) when nothing below the fold had to wake.
      lastMountMs: mounts.length ? Math.max(...mounts.map((m) => m.t)) - t0 : null,
      islandsMounted: mounts.length,
      jsGzip: await ctx.jsBytesSince(t0),
      tbt: await ctx.blockingSince(t0),
    };
  },
};
