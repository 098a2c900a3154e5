/**
 * The renderer (React, or Preact in the lean build: vite.config.ts's 'renderer' chunk) waits for
 * the shopper. The smoke suite checks, on every sample page at every view, with V8's precise coverage,
 * whether the renderer's chunk has been evaluated once the page has loaded and its islands have settled,
 * before any interaction or scrolling. It must not have been, except on the pages below, each with the
 * islands that still evaluate it at load and why. The table is exact: a page that stops evaluating it
 * fails the suite until its row goes, so the list only shrinks.
 *
 * Every page but those below evaluates no renderer before an interaction; the rows below are islands with
 * something to render in the first viewport. They wait for a calm page (core/mount/calm.ts): under the data
 * saver the smoke suite loads with, two idle periods after the load, still before any interaction. (The set page's promotion countdown, shown at load, is written
 * by the prices' DOM island, with no renderer.)
 */
interface Row {
  /** The view levels the row holds for; every level when absent. */
  views?: readonly number[];
  islands: readonly string[];
  reason: string;
}

export const RENDERER_AT_LOAD: Record<string, Row> = {
  // The product islands wait for the shopper (islands/product-form/job.ts); what still renders at load on a
  // product page is what is in the first viewport at tablet and desktop widths and has something to show.
  'projector-102.html': { views: [2, 3], islands: ['product-notify'], reason: "every size is sold out: the server shows the notify-me block, in the first viewport at tablet and desktop widths ('visible'), and the island renders its form" },
  'projector-107.html': { views: [2, 3], islands: ['hotspots'], reason: "a recommendation zone is in the first viewport at tablet and desktop widths ('visible'): the island renders the products the shop answers" },
  'projector-108.html': { views: [2, 3], islands: ['hotspots'], reason: "a recommendation zone is in the first viewport at tablet and desktop widths ('visible'): the island renders the products the shop answers" },
  // Pages written from the platform's template (fixtures/template-pages).
  'template-pages/main.html': { islands: ['hotspots'], reason: "the main page's first recommendation zone is in the first viewport at every width ('visible'): the island renders the products the shop answers" },
};

/** The row for a page (a sample's file name, or 'template-pages/<file>') at a view, or null when the renderer must wait for the shopper there. */
export function rendererAtLoad(file: string, view: number): Row | null {
  const row = RENDERER_AT_LOAD[file];
  return row && (!row.views || row.views.includes(view)) ? row : null;
}

/**
 * Islands a load job wakes at load with no renderer (DOM islands), per page: they leave `waiting` before any
 * interaction and evaluate no React or Preact. Exact, as the table above.
 */
export const DOM_WOKEN_AT_LOAD: Record<string, { islands: readonly string[]; reason: string }> = {
  'template-pages/projector-109.html': { islands: ['product-prices'], reason: "the set's price has a promotion end ahead and the page no countdown of its own (#CDT): the prices' load job wakes the island to show it, as the platform's product script does at load" },
};

/** The islands a page may have woken at load without the shopper: those that render at load, and the DOM ones. */
export function wokenAtLoad(file: string, view: number): readonly string[] {
  return [...(rendererAtLoad(file, view)?.islands ?? []), ...(DOM_WOKEN_AT_LOAD[file]?.islands ?? [])];
}

/**
 * DOM islands of the page's main task that their load job starts after the load wherever the warm-up runs
 * (no Save-Data, no 2g): the prices, so that a size's first tap writes its price in its own task. They leave
 * `waiting` with the warm-up on every page that has them, and stay waiting under the data saver.
 */
export const DOM_STARTED_WITH_WARM_UP: readonly string[] = ['product-prices'];
