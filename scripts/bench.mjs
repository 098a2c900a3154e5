#!/usr/bin/env node
/* global process, console, window, performance */
/**
 * `npm run bench` (builds first): every sample page loaded cold in Chromium with the CPU
 * throttled (default 4×), BENCH_RUNS times (default 5); prints the median of each metric as a
 * Markdown table per page and a summary, the entry's gzip size, then the named scenarios
 * (scripts/bench/scenarios). Writes bench-results/bench.json. Reports only: `npm run bench:check`
 * compares that file with the budgets (scripts/bench/budgets.mjs) and fails when one is missed.
 *
 * Environment:
 *   BENCH_RUNS=5            runs per page and per scenario (median reported)
 *   BENCH_VIEW=1            view level 1–4 (viewport 375×800, 800×900, 1024×900, 1280×900)
 *   BENCH_CPU=4             CPU throttling rate
 *   BENCH_PAGES=a.html,b    only these sample pages ('none' for no page loads)
 *   STOREFRONT_OUT_DIR=dist build output to measure (as for the browser tests)
 *   BENCH_SCENARIOS=word    only scenarios whose name contains one of the comma-separated words ('none' for none)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startPreview, OUT_DIR, ROOT } from './bench/server.mjs';
import { chunkGraph } from './bench/chunks.mjs';
import { jsBytesBetween, launch, measureLoad, openMeasured, readTimeline, settle, totalBlockingTime } from './bench/measure.mjs';
import { formatBytes, formatMs, formatNumber, summarise, table } from './bench/stats.mjs';
import { scenarios } from './bench/scenarios/index.mjs';

const RUNS = Math.max(1, parseInt(process.env.BENCH_RUNS ?? '5', 10) || 5);
const VIEW = [1, 2, 3, 4].includes(Number(process.env.BENCH_VIEW)) ? Number(process.env.BENCH_VIEW) : 1;
const CPU = Math.max(1, Number(process.env.BENCH_CPU ?? '4') || 4);
const ENTRY_BUDGET_GZIP = 4 * 1024;

const list = (v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const onlyPages = list(process.env.BENCH_PAGES);
const onlyScenarios = list(process.env.BENCH_SCENARIOS);

const pages = readdirSync(join(ROOT, 'html-samples'))
  .filter((f) => f.endsWith('.html') && f !== 'index.html')
  .filter((f) => !onlyPages.length || onlyPages.includes(f) || onlyPages.includes(f.replace(/\.html$/, '')))
  .sort();
const chosenScenarios = scenarios.filter(
  (s) => !onlyScenarios.length || onlyScenarios.some((w) => s.name.toLowerCase().includes(w.toLowerCase())),
);

// ---------------------------------------------------------------------------------------------

const METRICS = [
  ['jsBeforeLoadGzip', 'JS before load (gzip)', formatBytes],
  ['jsAfterIslandsGzip', 'JS after visible islands mounted (gzip)', formatBytes],
  ['requests', 'Requests', (n) => formatNumber(n)],
  ['tbt', 'Total blocking time', formatMs],
  ['cls', 'Cumulative layout shift', (n) => formatNumber(n, 3)],
  ['fcp', 'First contentful paint', formatMs],
  ['load', 'Load event end', formatMs],
  ['dclToIslands', 'DOMContentLoaded → visible islands mounted', formatMs],
  ['islandsMounted', 'Islands mounted (no scrolling)', (n) => formatNumber(n)],
  ['islandsFailed', 'Islands failed', (n) => formatNumber(n)],
  ['bulkCalls', 'Bulk calls (/ajax/get.php)', (n) => formatNumber(n)],
  ['hotspotsCalls', 'Hotspots calls', (n) => formatNumber(n)],
  ['absentIslandChunks', 'Chunks of islands not on the page', (n) => formatNumber(n)],
];

/** dist/storefront.js alone, and with the chunks it imports statically (all fetched before any island wakes). */
function entrySize() {
  const size = (file) => {
    const body = readFileSync(join(ROOT, OUT_DIR, file));
    return { raw: body.length, gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length };
  };
  const closure = new Set();
  const visit = (file) => {
    if (closure.has(file)) return;
    closure.add(file);
    const code = readFileSync(join(ROOT, OUT_DIR, file), 'utf8');
    // Static imports only: `import{a as b}from"./chunks/x.js"` / `import"./x.js"`, never `import(`.
    for (const m of code.matchAll(/\bimport\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(join(dirname(file), m[1]).replace(/\\/g, '/'));
    }
  };
  visit('storefront.js');
  const files = [...closure];
  const sum = (k) => files.reduce((n, f) => n + size(f)[k], 0);
  return { ...size('storefront.js'), withStaticImports: { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') } };
}

async function runPage(browser, baseURL, file, graph) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const h = await openMeasured(browser, `${baseURL}/html-samples/${file}`, { view: VIEW, cpu: CPU });
    try {
      runs.push(await measureLoad(h, { graph }));
    } finally {
      await h.close();
    }
  }
  // The chunk list is the same every run; kept once, beside the per-run counts.
  const absentIslandChunkList = [...new Set(runs.flatMap((r) => r.absentIslandChunkList ?? []))];
  for (const r of runs) delete r.absentIslandChunkList;
  return { page: file, view: VIEW, runs, summary: summarise(runs), absentIslandChunkList };
}

function scenarioContext(h) {
  const page = h.page;
  const now = () => page.evaluate(() => performance.now());
  return {
    page,
    cdp: h.cdp,
    context: h.context,
    now,
    settle: (opts) => settle(page, opts),
    timeline: () => readTimeline(page),
    async jsBytesSince(t) {
      await h.bodiesRead();
      const tl = await readTimeline(page);
      return jsBytesBetween(tl, h.jsSizes, t, tl.now);
    },
    async mountsSince(t) {
      return (await readTimeline(page)).mounts.filter((m) => m.t >= t);
    },
    async waitForMount(name, since = 0, timeout = 30_000) {
      const handle = await page.waitForFunction(
        ({ name, since }) => window.__bench.mounts.find((m) => m.name === name && m.t >= since)?.t,
        { name, since },
        { timeout },
      );
      return handle.jsonValue();
    },
    async blockingSince(t) {
      const tl = await readTimeline(page);
      return totalBlockingTime(tl.longtasks, t, tl.now);
    },
  };
}

async function runScenario(browser, baseURL, scenario) {
  const runs = [];
  const view = scenario.view ?? VIEW;
  for (let i = 0; i < RUNS; i++) {
    const h = await openMeasured(browser, `${baseURL}/html-samples/${scenario.sample}`, { view, cpu: CPU });
    try {
      await settle(h.page);
      runs.push(await scenario.run(scenarioContext(h)));
    } finally {
      await h.close();
    }
  }
  return { scenario: scenario.name, sample: scenario.sample, view, runs, summary: summarise(runs) };
}

function pageTable(result) {
  const rows = METRICS.map(([key, label, fmt]) => {
    const s = result.summary[key];
    return [label, s ? fmt(s.median) : '–', s ? fmt(s.min) : '–', s ? fmt(s.max) : '–'];
  });
  return table(['Metric', `Median of ${result.runs.length}`, 'Min', 'Max'], rows);
}

function summaryTable(results) {
  const cols = ['jsBeforeLoadGzip', 'jsAfterIslandsGzip', 'requests', 'tbt', 'cls', 'dclToIslands', 'islandsMounted', 'absentIslandChunks'];
  const meta = Object.fromEntries(METRICS.map(([k, label, fmt]) => [k, { label, fmt }]));
  const header = ['Page', 'JS @load', 'JS @islands', 'Req', 'TBT', 'CLS', 'DCL→islands', 'Islands', 'Absent-island chunks'];
  const rows = results.map((r) => [r.page, ...cols.map((k) => (r.summary[k] ? meta[k].fmt(r.summary[k].median) : '–'))]);
  return table(header, rows);
}

function scenarioTable(result) {
  const fmt = (k, v) => (v === null ? '–' : /gzip|bytes/i.test(k) ? formatBytes(v) : /ms$|tbt/i.test(k) ? formatMs(v) : formatNumber(v, Number.isInteger(v) ? 0 : 2));
  const rows = Object.entries(result.summary).map(([k, s]) => [k, fmt(k, s.median), fmt(k, s.p75), fmt(k, s.min), fmt(k, s.max)]);
  return table(['Metric', `Median of ${result.runs.length}`, 'p75', 'Min', 'Max'], rows);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const entry = entrySize();
  const graph = chunkGraph(ROOT, OUT_DIR);
  const server = await startPreview();
  const browser = await launch();
  const results = [];
  const scenarioResults = [];
  try {
    console.log(`[bench] ${pages.length} pages × ${RUNS} runs, view ${VIEW}, CPU ${CPU}× slower, cold cache per run\n`);
    // One unthrottled warm-up so the first measured run does not pay for starting the browser and server.
    if (pages[0]) {
      const w = await openMeasured(browser, `${server.baseURL}/html-samples/${pages[0]}`, { view: VIEW, cpu: 1 });
      await w.close();
    }
    for (const file of pages) {
      const r = await runPage(browser, server.baseURL, file, graph);
      results.push(r);
      const absent = r.absentIslandChunkList.length ? `Chunks of islands not on the page: ${r.absentIslandChunkList.join(', ')}\n\n` : '';
      console.log(`### ${file} (view ${VIEW}, CPU ${CPU}×)\n\n${pageTable(r)}\n\n${absent}`);
    }
    for (const sc of chosenScenarios) {
      const r = await runScenario(browser, server.baseURL, sc);
      scenarioResults.push(r);
      console.log(`### Scenario: ${sc.name} (${sc.sample}, view ${r.view}, CPU ${CPU}×)\n\n${scenarioTable(r)}\n`);
    }
  } finally {
    await browser.close();
    await server.close();
  }

  if (results.length) console.log(`### Summary (medians, view ${VIEW}, CPU ${CPU}×)\n\n${summaryTable(results)}\n`);
  const over = entry.gzip > ENTRY_BUDGET_GZIP;
  const all = entry.withStaticImports;
  console.log(
    `dist/storefront.js: ${formatBytes(entry.raw)} raw, ${formatBytes(entry.gzip)} gzip, ${formatBytes(entry.brotli)} brotli ` +
      `(entry budget ${formatBytes(ENTRY_BUDGET_GZIP)} gzip${over ? ' — OVER BUDGET' : ''})\n` +
      `  with its static imports (${all.files.join(', ')}): ${formatBytes(all.raw)} raw, ${formatBytes(all.gzip)} gzip, ` +
      `${formatBytes(all.brotli)} brotli${all.gzip > ENTRY_BUDGET_GZIP ? ' — over the entry budget' : ''}`,
  );

  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const out = {
    date: new Date().toISOString(),
    runs: RUNS,
    view: VIEW,
    cpuThrottling: CPU,
    entry: { ...entry, budgetGzip: ENTRY_BUDGET_GZIP },
    pages: results,
    scenarios: scenarioResults,
  };
  writeFileSync(join(ROOT, 'bench-results/bench.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log('[bench] wrote bench-results/bench.json');
}

main().catch((err) => {
  console.error(`[bench] failed: ${err?.stack ?? err}`);
  process.exit(1);
});
