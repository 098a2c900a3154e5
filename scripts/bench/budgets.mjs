/**
 * The performance budgets (one table for the React build and the lean build), checked by
 * `npm run bench:check` (scripts/bench-check.mjs) against bench-results/bench.json as `npm run bench`
 * wrote it. The limits are requirements; do not move them to make a run pass.
 *
 * Each budget reads one statistic of one metric over the runs of a page or a scenario, for each build:
 *  - page metrics: `stat` of summary[metric] for every page whose file matches `pages` (`clsView`:
 *    the CLS pass's pages at the second view as well);
 *  - scenario metrics: `stat` of summary[metric] of the scenario whose name contains `scenario`.
 * `limit` is one number for both builds or `{ react, lean }`: a ceiling, or a floor with `atLeast`. With
 * `minus`, the value is the statistic of `metric` minus the same statistic of `minus` (what one variant of a
 * scenario saves over the other). A metric that is missing from the results counts as missed (not
 * measured), and so does a build missing from the results.
 */
export const KB = 1024;

// Pages by file name: the samples' (projector-101.html) and the template pages' (template-pages/projector-101.html).
const PRODUCT = /(^|\/)projector-\d+\.html$/;
const OTHER = /^(?!(.*\/)?projector-\d+\.html$).*\.html$/;

export const BUILDS = ['react', 'lean'];

export const BUDGETS = [
  {
    id: 'js-before-load',
    text: 'JS executed before the load event ≤ 4 KB gzip on every sample page',
    pages: /\.html$/, metric: 'jsBeforeLoadGzip', stat: 'max', limit: 4 * KB, unit: 'bytes',
  },
  {
    id: 'js-product-after-islands',
    text: 'product page JS fetched before the first interaction, prefetch included ≤ 135 KB (React) / 78 KB (lean) gzip: no page heavier than before',
    pages: PRODUCT, metric: 'jsAfterIslandsGzip', stat: 'max', limit: { react: 135 * KB, lean: 78 * KB }, unit: 'bytes',
  },
  {
    id: 'js-other-after-islands',
    text: 'any other sample page, same ≤ 117 KB (React) / 60 KB (lean) gzip: no page heavier than before',
    pages: OTHER, metric: 'jsAfterIslandsGzip', stat: 'max', limit: { react: 117 * KB, lean: 60 * KB }, unit: 'bytes',
  },
  {
    id: 'js-template-before-warm-up',
    text: 'islands’ JS fetched at load, before the warm-up and any interaction, on pages written from the template ≤ 60 KB gzip',
    pages: /^template-pages\//, metric: 'jsBeforeWarmUpGzip', stat: 'max', limit: 60 * KB, unit: 'bytes',
  },
  {
    id: 'js-requests-product',
    text: 'our JS requests on a product page ≤ 15',
    pages: PRODUCT, metric: 'jsRequests', stat: 'max', limit: 15, unit: 'count',
  },
  {
    id: 'js-requests-other',
    text: 'our JS requests on any other page ≤ 10',
    pages: OTHER, metric: 'jsRequests', stat: 'max', limit: 10, unit: 'count',
  },
  {
    id: 'no-absent-island-chunks',
    text: 'zero chunks for islands not on the page',
    pages: /\.html$/, metric: 'absentIslandChunks', stat: 'max', limit: 0, unit: 'count',
  },
  {
    id: 'tbt-added',
    text: 'TBT added by our script at 4× CPU (the page with it minus the page alone, same runs, medians) ≤ 30 ms on every sample page',
    pages: /\.html$/, metric: 'tbtAdded', stat: 'median', limit: 30, unit: 'ms', cpu: 4,
  },
  {
    id: 'our-task',
    text: 'any task of ours before the first interaction ≤ 50 ms, except one module evaluation of the renderer at idle (the longest Long Animation Frame script entry of ours per load, median over the runs) on every page',
    pages: /\.html$/, metric: 'ourLongestScriptMs', stat: 'median', limit: 50, unit: 'ms',
  },
  {
    id: 'template-size-tap',
    text: 'first size tap 1 s after load → new price painted, template product page ≤ 100 ms (p75; the theme’s own is 71–80 ms)',
    scenario: 'template page: size tap 1 s after load', metric: 'firstPaintedMs', stat: 'p75', limit: 100, unit: 'ms',
  },
  {
    id: 'template-size-impatient',
    text: 'impatient size tap 200 ms after load → painted, template product page ≤ 300 ms (p75)',
    scenario: 'template page: size tap 200 ms after load', metric: 'firstPaintedMs', stat: 'p75', limit: 300, unit: 'ms',
  },
  {
    id: 'template-size-impatient-kept',
    text: 'the impatient tap is never a page navigation (the server link’s own)',
    scenario: 'template page: size tap 200 ms after load', metric: 'navigated', stat: 'max', limit: 0, unit: 'count',
  },
  {
    id: 'sample-size-tap',
    text: 'first size tap 1 s after load → new price painted, sample product page ≤ 100 ms (p75)',
    scenario: 'sample page: size tap 1 s after load', metric: 'firstPaintedMs', stat: 'p75', limit: 100, unit: 'ms',
  },
  {
    id: 'basket-after-load',
    text: 'first open of the mini-basket 1 s after load ≤ 100 ms after the answer arrives (p75)',
    scenario: 'mini-basket tap 1 s after load', metric: 'paintedAfterAnswerMs', stat: 'p75', limit: 100, unit: 'ms',
  },
  {
    id: 'next-page-sooner',
    text: 'a product tile hovered 300 ms then clicked, the shop answering in 300 ms: the product page’s first contentful paint ≥ 250 ms sooner with the navigation island’s rules than without (p75 against p75)',
    scenario: 'next page: a tile hovered 300 ms', metric: 'fcpOffMs', minus: 'fcpOnMs', stat: 'p75', limit: 250, atLeast: true, unit: 'ms',
  },
  {
    id: 'next-page-prefetched',
    text: 'with the rules, every run’s product page came from the prefetch (deliveryType navigational-prefetch)',
    scenario: 'next page: a tile hovered 300 ms', metric: 'prefetched', stat: 'min', limit: 1, atLeast: true, unit: 'count',
  },
  {
    id: 'next-page-off-fetches-nothing',
    text: 'with data-speculation="off", no run’s product page came from a prefetch',
    scenario: 'next page: a tile hovered 300 ms', metric: 'prefetchedWithout', stat: 'max', limit: 0, unit: 'count',
  },
  {
    id: 'first-mega-menu-painted',
    text: 'first interaction on a fresh page (open the mega-menu) → painted ≤ 100 ms (p75)',
    scenario: 'open the mega-menu', metric: 'menuOpenMs', stat: 'p75', limit: 100, unit: 'ms',
  },
  {
    id: 'size-change-painted',
    text: 'size change → prices painted ≤ 50 ms (p75, mock answering at once)',
    scenario: 'size change', metric: 'pricesPaintedMs', stat: 'p75', limit: 50, unit: 'ms',
  },
  {
    id: 'search-results-painted',
    text: 'search answer → results painted ≤ 50 ms (p75, mock answering at once)',
    scenario: 'type a query', metric: 'paintedAfterAnswerMs', stat: 'p75', limit: 50, unit: 'ms',
  },
  {
    id: 'cls',
    text: 'CLS ≤ 0.01 while islands mount, views 1 and 3',
    pages: /\.html$/, metric: 'cls', stat: 'max', limit: 0.01, unit: '', clsView: true,
  },
  {
    id: 'product-bulk-calls-load',
    text: 'product page load makes at most one bulk call',
    pages: PRODUCT, metric: 'bulkCalls', stat: 'max', limit: 1, unit: 'count',
  },
  {
    id: 'product-hotspots-calls-load',
    text: 'product page load makes at most one hotspots call',
    pages: PRODUCT, metric: 'hotspotsCalls', stat: 'max', limit: 1, unit: 'count',
  },
  {
    id: 'product-bulk-calls-scrolled',
    text: 'product page load, scrolled through (hotspot zones woken), makes at most one bulk call',
    scenario: 'bulk and hotspots calls', metric: 'bulkCalls', stat: 'max', limit: 1, unit: 'count',
  },
  {
    id: 'product-hotspots-calls-scrolled',
    text: 'product page load, scrolled through (hotspot zones woken), makes at most one hotspots call',
    scenario: 'bulk and hotspots calls', metric: 'hotspotsCalls', stat: 'max', limit: 1, unit: 'count',
  },
];

const fmt = (v, unit) =>
  v === null || v === undefined ? 'not measured' : unit === 'bytes' ? `${(v / KB).toFixed(2)} KB` : unit === 'ms' ? `${Math.round(v)} ms` : String(Number(v.toFixed(4)));

/**
 * Every budget against one bench.json, for each build: [{ id, text, build, where, value, limit, ok, shown }].
 * Pure (no I/O), so it can be tested.
 */
export function checkBudgets(bench, budgets = BUDGETS, builds = BUILDS) {
  const out = [];
  for (const build of builds) {
    const result = (bench.builds ?? []).find((b) => b.build === build);
    for (const b of budgets) {
      const limit = typeof b.limit === 'object' ? b.limit[build] : b.limit;
      const limitShown = fmt(limit, b.unit);
      const push = (where, value, note = '', info = '') =>
        out.push({
          id: b.id, text: b.text, build, where: `${build}: ${where}`, value: value ?? null, limit,
          ok: value !== null && value !== undefined && Number.isFinite(value) && (b.atLeast ? value >= limit : value <= limit) && !note,
          shown: `${fmt(value, b.unit)} (${b.atLeast ? 'at least' : 'limit'} ${limitShown}, ${b.stat})${note}${info}`,
        });
      if (!result) {
        push('(build not in bench.json)', null);
        continue;
      }
      if (b.pages) {
        const sets = [[result.pages ?? [], bench.view], ...(b.clsView ? [[result.clsPages ?? [], bench.clsView]] : [])];
        if (b.clsView && bench.clsView === null) push('(no CLS pass at a second view in bench.json)', null);
        for (const [list, view] of sets) {
          const pages = list.filter((p) => b.pages.test(p.page));
          if (!pages.length) push(`(no matching page at view ${view} in bench.json)`, null);
          const cpuNote = b.cpu && bench.cpuThrottling !== b.cpu ? ` — measured at ${bench.cpuThrottling}× CPU, the budget is for ${b.cpu}×` : '';
          for (const p of pages) {
            const extra = b.metric === 'absentIslandChunks' && p.absentIslandChunkList?.length ? `: ${p.absentIslandChunkList.join(', ')}` : '';
            // The TBT the page has with our script blocked (bench's BENCH_BASELINE), for reading a miss.
            const alone = b.metric === 'tbtAdded' ? (bench.baseline ?? []).find((a) => a.page === p.page && a.view === view)?.summary?.tbt?.median : undefined;
            const info = alone === undefined || alone === null ? '' : ` — the page alone: ${fmt(alone, 'ms')}`;
            push(b.clsView ? `${p.page} (view ${view})` : p.page, p.summary?.[b.metric]?.[b.stat], cpuNote + (extra && ` ${extra}`), info);
          }
        }
      } else {
        const sc = (result.scenarios ?? []).find((s) => s.scenario.includes(b.scenario));
        const stat = (metric) => sc?.summary?.[metric]?.[b.stat];
        const value = b.minus ? (stat(b.metric) ?? NaN) - (stat(b.minus) ?? NaN) : stat(b.metric);
        const info = b.minus ? ` — ${b.metric} ${fmt(stat(b.metric), b.unit)}, ${b.minus} ${fmt(stat(b.minus), b.unit)}` : '';
        push(sc ? `${sc.scenario} (${sc.sample})` : `(no scenario '${b.scenario}' in bench.json)`, Number.isNaN(value) ? null : value, '', info);
      }
    }
  }
  // A list of absent-island chunks explains a miss but is not itself a failure reason.
  for (const r of out) if (r.id === 'no-absent-island-chunks' && r.value === 0) r.ok = true;
  return out;
}
