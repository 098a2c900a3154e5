/* global window, document, performance */
/**
 * Taps at a fixed moment after the page's load, on pages written from the platform's template
 * (fixtures/template-pages) as on the samples: what a shopper who reaches for the page 1 s after it loaded
 * waits for, with whatever the islands warmed up at idle by then (core/mount/warm-up.ts), and what an
 * impatient one 200 ms after the load waits for, while the warm-up may still run. The runner does not wait
 * for the islands to settle first (`settle: false`): the moment is the load event's, as the shopper sees it.
 *
 * `warmed`: 1 when every warm-up step had been evaluated before the tap (storefront:warm-up events), for
 * reading a figure; `navigated`: 1 when the tap left the page (the server link's own navigation), which must
 * never happen.
 */
import { BASKET_SHOWN, basketOfTwo, initScriptOf, paintedWhen, tap } from './first-interaction.mjs';

/** In the page, from the start: records the warm-up's steps as they end. */
export const recordWarmUp = () => {
  window.__warm = [];
  document.addEventListener('storefront:warm-up', (e) => {
    if (e.detail.state !== 'start') window.__warm.push(`${e.detail.step}:${e.detail.state}`);
  });
};

/** Waits until page time is `ms` after the load event's end. */
async function atLoadPlus(page, ms) {
  await page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.loadEventEnd > 0, null, { polling: 20 });
  const wait = await page.evaluate((ms) => performance.getEntriesByType('navigation')[0].loadEventEnd + ms - performance.now(), ms);
  if (wait > 0) await page.waitForTimeout(wait);
}

/**
 * The answer to the last request of ours (GraphQL, projector.php, basket) sent after `since` whose answer
 * came before `until` (the painted frame: a later one had no part in it), page time.
 */
const lastAnswerAfter = (since, until) =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= since && e.responseEnd <= until && /\/graphql\/|\/ajax\/|projector\.php|basket/.test(e.name) && !/\.js(\?|$)/.test(e.name))
    .reduce((end, e) => Math.max(end, e.responseEnd), 0);

/** A scenario: `after` ms after the load of `sample` (at `view`), a tap on `target` → the frame in which `done` holds. */
export const tapAfterLoad = ({ name, sample, view, after, target, done, initScripts = [] }) => ({
  name,
  sample,
  view,
  settle: false,
  beforeGoto: initScriptOf([recordWarmUp, ...initScripts]),
  async run(ctx) {
    const { page } = ctx;
    await atLoadPlus(page, after);
    const t0 = await ctx.now();
    const origin = await page.evaluate(() => performance.timeOrigin);
    let result = null;
    try {
      result = await page.evaluate(
        `(async () => {
          const el = document.querySelector(${JSON.stringify(target)});
          if (!el) return null;
          const warmed = window.__warm.length;
          const painted = (${paintedWhen})(() => (${done})());
          const start = (${tap})(el);
          const end = await painted;
          return { start, end, warmed, answered: (${lastAnswerAfter})(start, end) };
        })()`,
      );
    } catch {
      // The page went away under the evaluation: the tap navigated.
    }
    // A new document has another time origin (the island's own address change, history.replaceState, has not).
    const navigated = result === null || (await page.evaluate(() => performance.timeOrigin).catch(() => 0)) !== origin ? 1 : 0;
    return {
      firstPaintedMs: result ? result.end - result.start : null,
      // Our part once the shop answered (0 when nothing was asked): what a slow shop does not change.
      paintedAfterAnswerMs: result ? (result.answered > result.start ? result.end - result.answered : result.end - result.start) : null,
      warmedSteps: result ? result.warmed : null,
      navigated,
      tbt: await ctx.blockingSince(t0).catch(() => null),
      jsGzipAfter: await ctx.jsBytesSince(t0).catch(() => null),
    };
  },
});

const XL = '[data-size-type="5"]';
const XL_PRICE = `() => document.getElementById('projector_price_value')?.getAttribute('data-price') === '199.99'`;

export const templateSize = tapAfterLoad({
  name: 'template page: size tap 1 s after load → price painted',
  sample: 'template-pages/projector-101.html',
  after: 1000,
  target: `#projector_sizes_section a${XL}`,
  done: XL_PRICE,
});

export const templateSizeImpatient = tapAfterLoad({
  name: 'template page: size tap 200 ms after load → price painted',
  sample: 'template-pages/projector-101.html',
  after: 200,
  target: `#projector_sizes_section a${XL}`,
  done: XL_PRICE,
});

export const sampleSize = tapAfterLoad({
  name: 'sample page: size tap 1 s after load → price painted',
  sample: 'projector-101.html',
  after: 1000,
  target: `#projector_sizes_section ${XL}`,
  done: XL_PRICE,
});

export const basketAfterLoad = tapAfterLoad({
  name: 'mini-basket tap 1 s after load → painted',
  sample: 'main.html',
  view: 3,
  after: 1000,
  target: '#menu_basket',
  // As the cold scenario (first-interaction.mjs): the island has read the basket and rendered its lines.
  done: BASKET_SHOWN,
  initScripts: [basketOfTwo],
});
