/**
 * Named bench scenarios: one small file each, registered here in the order they print.
 *
 * A scenario is `{ name, sample, view?, run(ctx) }`. The runner opens `sample` (an
 * html-samples file) cold, CPU-throttled, at `view` (1–4, default BENCH_VIEW), waits until
 * the page's islands settle, then awaits `run(ctx)`, which returns a flat object of numbers
 * (ms, bytes, counts); the runner reports the median of each over BENCH_RUNS runs.
 *
 * ctx: {
 *   page, cdp, context,               playwright-core Page, CDPSession, BrowserContext
 *   open(sample, { initScript }?)     another sample opened as the runner opens one, settled: { page, close() }
 *   now(): Promise<number>            the page's performance.now()
 *   settle(opts?): Promise<void>      wait until no island is loading and states are quiet
 *   timeline(): Promise<Timeline>     navigation/resource timing + mounts, long tasks, shifts
 *   jsBytesSince(t): Promise<number>  gzip bytes of JS whose response ended after page time t
 *   mountsSince(t): Promise<{name, t}[]>  storefront:island-mounted events after page time t
 *   waitForMount(name, since): Promise<number>  page time the island mounted (after `since`)
 *   blockingSince(t): Promise<number>  total blocking time of long tasks after page time t
 * }
 */
import scrollToBottom from './scroll-to-bottom.mjs';
import sizeChange from './size-change.mjs';
import searchResults from './search-results.mjs';
import megaMenu from './mega-menu.mjs';
import productCalls from './product-calls.mjs';
import { firstAdd, firstBasket, firstSize } from './first-interaction.mjs';
import { basketAfterLoad, sampleSize, templateSize, templateSizeImpatient } from './after-load.mjs';
import nextPage from './next-page.mjs';

export const scenarios = [templateSize, templateSizeImpatient, sampleSize, basketAfterLoad, firstSize, firstBasket, firstAdd, sizeChange, searchResults, megaMenu, scrollToBottom, productCalls, nextPage];
