/* global document, performance */
/**
 * The next page: on the template's main page, the pointer rests 300 ms on a product tile, then clicks; the
 * product page's first contentful paint, counted from the click (the new page's time origin). The shop
 * answers every page 300 ms late (the preview's storefront_page_delay cookie, set once the main page is in),
 * a typical platform response. Each run measures the page as the islands leave it (the navigation island's
 * rules) and a fresh copy with `data-speculation="off"` (no rules), in turns, so `fasterMs` reads what the
 * rules save: `fcpOffMs` − `fcpOnMs` of the same run.
 */
const SAMPLE = 'template-pages/main.html';
const TILE = 'a.product__name[href^="/product-pol-109-"]';
const DELAY_MS = 300;
const HOVER_MS = 300;

/** In the page, from the start: the islands' script tag says data-speculation="off". */
const rulesOff = () => {
  document.addEventListener('DOMContentLoaded', () => document.querySelector('script[src$="/storefront.js"]')?.setAttribute('data-speculation', 'off'));
};

/** Scrolls until the tile's zone is in, rests on the tile, clicks: the product page's FCP after the click. */
async function hoverAndClick(page, context) {
  for (let i = 0; i < 20 && !(await page.locator(TILE).count()); i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  const tile = page.locator(TILE).first();
  await tile.scrollIntoViewIfNeeded();
  // The zone's own work (images, its carousel) settles before the shopper reaches for it.
  await page.waitForTimeout(1000);
  await context.addCookies([{ name: 'storefront_page_delay', value: String(DELAY_MS), url: page.url() }]);
  const box = await tile.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(HOVER_MS);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForURL(/\/product-pol-109-/);
  const fcp = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { timeout: 30_000 });
  const prefetched = await page.evaluate(() => performance.getEntriesByType('navigation')[0].deliveryType === 'navigational-prefetch');
  return { fcp: await fcp.jsonValue(), prefetched };
}

let turn = 0;

export default {
  name: 'next page: a tile hovered 300 ms, clicked → product page FCP (shop answers in 300 ms)',
  sample: SAMPLE,
  view: 3,
  async run(ctx) {
    const off = async () => {
      const h = await ctx.open(SAMPLE, { initScript: rulesOff });
      try {
        return await hoverAndClick(h.page, h.context);
      } finally {
        await h.close();
      }
    };
    const on = () => hoverAndClick(ctx.page, ctx.context);
    // In turns: the runner's page first in one run, the copy without rules first in the next.
    const first = turn++ % 2 === 0;
    const a = first ? await on() : await off();
    const b = first ? await off() : await on();
    const [withRules, without] = first ? [a, b] : [b, a];
    return {
      fcpOnMs: withRules.fcp,
      fcpOffMs: without.fcp,
      fasterMs: without.fcp - withRules.fcp,
      prefetched: withRules.prefetched ? 1 : 0,
      prefetchedWithout: without.prefetched ? 1 : 0,
    };
  },
};
