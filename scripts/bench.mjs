#!/usr/bin/env node
/* global process, console, window, performance */
/**
 * `npm run bench` (builds both first): every sample page loaded cold in Chromium with the CPU
 * throttled (default 4×), with the React build (dist/) and the lean build (dist/lean/) interleaved
 * (page A with React, A with lean, A with React … then B), BENCH_RUNS times each (default 7); prints
 * the median of each metric per build and the lean/React ratio, then the named scenarios
 * (scripts/bench/scenarios, interleaved the same way) and a CLS pass at view 3. Writes
 * bench-results/bench.json. Reports only: `npm run bench:check` compares that file with the budgets
 * (scripts/bench/budgets.mjs) and fails when one is missed.
 *
 * Environment:
 *   BENCH_RUNS=7            runs per page, build and scenario (median reported)
 *   BENCH_VIEW=1            view level 1–4 of the main pass (viewport 375×800, 800×900, 1024×900, 1280×900)
 *   BENCH_CLS_VIEW=3        view of the CLS pass ('none' to skip it); BENCH_CLS_RUNS=3 runs there
 *   BENCH_CPU=4             CPU throttling rate
 *   BENCH_BUILDS=react,lean which builds (react = dist/, lean = dist/lean/)
 *   BENCH_PAGES=a.html,b    only these sample pages ('none' for no page loads)
 *   BENCH_SCENARIOS=word    only scenarios whose name contains one of the comma-separated words ('none' for none)
 *   BENCH_BASELINE=1        also load each page with our script blocked (the page alone), interleaved the same
 *                           way, and report its TBT beside the builds' ('0' to skip): the page's own long
 *                           tasks (parsing, layout, its inline scripts) count in every build's TBT too
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startPreview, ROOT } from './bench/server.mjs';
import { chunkGraph } from './bench/chunks.mjs';
import { jsBytesBetween, launch, measureEvaluated, measureLoad, openMeasured, readTimeline, settle, totalBlockingTime } from './bench/measure.mjs';
import { formatBytes, formatMs, formatNumber, summarise, table } from './bench/stats.mjs';
import { scenarios } from './bench/scenarios/index.mjs';
import { saveDataOn } from './bench/scenarios/first-interaction.mjs';

const RUNS = Math.max(1, parseInt(process.env.BENCH_RUNS ?? '7', 10) || 7);
const CLS_VIEW = process.env.BENCH_CLS_VIEW === 'none' ? null : [1, 2, 3, 4].includes(Number(process.env.BENCH_CLS_VIEW)) ? Number(process.env.BENCH_CLS_VIEW) : 3;
const CLS_RUNS = Math.max(1, parseInt(process.env.BENCH_CLS_RUNS ?? '3', 10) || 3);
const BUILD_DIRS = { react: 'dist', lean: 'dist/lean' };
const VIEW = [1, 2, 3, 4].includes(Number(process.env.BENCH_VIEW)) ? Number(process.env.BENCH_VIEW) : 1;
const CPU = Math.max(1, Number(process.env.BENCH_CPU ?? '4') || 4);
const ENTRY_BUDGET_GZIP = 4 * 1024;
const BASELINE = process.env.BENCH_BASELINE !== '0';

const list = (v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const onlyPages = list(process.env.BENCH_PAGES);
const onlyScenarios = list(process.env.BENCH_SCENARIOS);
const builds = (list(process.env.BENCH_BUILDS).length ? list(process.env.BENCH_BUILDS) : ['react', 'lean']).filter((b) => {
  if (BUILD_DIRS[b]) return true;
  console.error(`[bench] unknown build '${b}' in BENCH_BUILDS (react, lean): skipped`);
  return false;
});

// The samples, then the pages written from the platform's template (fixtures/template-pages, served at
// /template-pages/): every budget is read on both.
const pages = [
  ...readdirSync(join(ROOT, 'html-samples')).filter((f) => f.endsWith('.html') && f !== 'index.html').sort(),
  ...readdirSync(join(ROOT, 'fixtures/template-pages')).filter((f) => f.endsWith('.html')).sort().map((f) => `template-pages/${f}`),
].filter((f) => !onlyPages.length || onlyPages.includes(f) || onlyPages.includes(f.replace(/\.html$/, '')));
const chosenScenarios = scenarios.filter(
  (s) => !onlyScenarios.length || onlyScenarios.some((w) => s.name.toLowerCase().includes(w.toLowerCase())),
);

/** A sample's address: an html-samples file, or a path under the preview's root ('template-pages/…'). */
const sampleURL = (baseURL, sample) => `${baseURL}/${sample.includes('/') ? sample : `html-samples/${sample}`}`;

// ---------------------------------------------------------------------------------------------

const METRICS = [
  ['jsBeforeLoadGzip', 'JS before load (gzip)', formatBytes],
  ['jsAfterIslandsGzip', 'JS after visible islands mounted (gzip)', formatBytes],
  ['jsBeforeWarmUpGzip', 'JS the load fetched, before the warm-up (gzip)', formatBytes],
  ['jsWarmUpGzip', 'JS the warm-up prefetched at idle (gzip)', formatBytes],
  ['jsRequests', 'Our JS files (until islands mounted)', (n) => formatNumber(n)],
  ['longestTask', 'Longest task until the islands settled (the page\'s own included)', formatMs],
  ['ourLongestScriptMs', 'Longest run of our code in one task, the renderer\'s one evaluation apart', formatMs],
  ['jsEvaluatedGzip', 'JS evaluated before the first interaction, no scrolling (gzip)', formatBytes],
  ['rendererEvaluated', 'Renderer evaluated before the first interaction (1 = yes)', (n) => formatNumber(n)],
  ['tbtAdded', 'TBT added by our script (median minus the page alone)', formatMs],
  ['requests', 'Requests (all)', (n) => formatNumber(n)],
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
function entrySize(outDir) {
  const size = (file) => {
    const body = readFileSync(join(ROOT, outDir, file));
    return { raw: body.length, gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length };
  };
  const closure = new Set();
  const visit = (file) => {
    if (closure.has(file)) return;
    closure.add(file);
    const code = readFileSync(join(ROOT, outDir, file), 'utf8');
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

/** One measured load of `file` at `view`. */
async function runPageOnce(browser, baseURL, file, graph, view) {
  const h = await openMeasured(browser, sampleURL(baseURL, file), { view, cpu: CPU });
  try {
    return await measureLoad(h, { graph });
  } finally {
    await h.close();
  }
}

/**
 * One load of `file` with V8's coverage on and the data saver on (no warm-up), left alone until the islands
 * settle: what its load evaluated before any interaction. Apart from the timed runs: coverage slows the page down.
 */
async function runEvaluatedOnce(browser, baseURL, file, view) {
  const h = await openMeasured(browser, sampleURL(baseURL, file), { view, cpu: CPU, coverage: true, initScript: saveDataOn });
  try {
    await settle(h.page);
    return await measureEvaluated(h);
  } finally {
    await h.close();
  }
}

/** One load of `file` with our entry blocked: the page's own TBT. */
async function runBaselineOnce(browser, baseURL, file, view) {
  const h = await openMeasured(browser, 'about:blank', { view, cpu: CPU });
  try {
    await h.page.route((url) => url.pathname.endsWith('/storefront.js'), (route) => route.abort());
    await h.page.goto(sampleURL(baseURL, file), { waitUntil: 'load' });
    // The same window as a build's run (no island mounts, so first paint to load + 2 s).
    return { tbt: (await measureLoad(h)).tbt };
  } finally {
    await h.close();
  }
}

/** Per-page result from its runs (the absent-island chunk list is the same every run: kept once). */
function pageResult(file, view, runs) {
  const absentIslandChunkList = [...new Set(runs.flatMap((r) => r.absentIslandChunkList ?? []))];
  for (const r of runs) delete r.absentIslandChunkList;
  return { page: file, view, runs, summary: summarise(runs), absentIslandChunkList };
}

function scenarioContext(h, open) {
  const page = h.page;
  const now = () => page.evaluate(() => performance.now());
  return {
    page,
    cdp: h.cdp,
    context: h.context,
    open,
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

async function runScenarioOnce(browser, baseURL, scenario) {
  const view = scenario.view ?? VIEW;
  const h = await openMeasured(browser, sampleURL(baseURL, scenario.sample), { view, cpu: CPU, initScript: scenario.beforeGoto });
  try {
    if (scenario.settle !== false) await settle(h.page);
    // Another fresh page of the same server, as the runner opens one (a scenario comparing two variants).
    const open = async (sample, { initScript = null } = {}) => {
      const other = await openMeasured(browser, sampleURL(baseURL, sample), { view, cpu: CPU, initScript });
      await settle(other.page);
      return other;
    };
    return await scenario.run(scenarioContext(h, open));
  } finally {
    await h.close();
  }
}

function pageTable(result) {
  const rows = METRICS.map(([key, label, fmt]) => {
    const s = result.summary[key];
    return [label, s ? fmt(s.median) : '–', s ? fmt(s.min) : '–', s ? fmt(s.max) : '–'];
  });
  return table(['Metric', `Median of ${result.runs.length}`, 'Min', 'Max'], rows);
}

function summaryTable(results) {
  const cols = ['jsBeforeLoadGzip', 'jsAfterIslandsGzip', 'jsRequests', 'tbt', 'cls', 'dclToIslands', 'islandsMounted', 'absentIslandChunks'];
  const meta = Object.fromEntries(METRICS.map(([k, label, fmt]) => [k, { label, fmt }]));
  const header = ['Page', 'JS @load', 'JS @islands', 'JS files', 'TBT', 'CLS', 'DCL→islands', 'Islands', 'Absent-island chunks'];
  const rows = results.map((r) => [r.page, ...cols.map((k) => (r.summary[k] ? meta[k].fmt(r.summary[k].median) : '–'))]);
  return table(header, rows);
}

function scenarioTable(result) {
  const fmt = (k, v) => (v === null ? '–' : /gzip|bytes/i.test(k) ? formatBytes(v) : /ms$|tbt/i.test(k) ? formatMs(v) : formatNumber(v, Number.isInteger(v) ? 0 : 2));
  const rows = Object.entries(result.summary).map(([k, s]) => [k, fmt(k, s.median), fmt(k, s.p75), fmt(k, s.min), fmt(k, s.max)]);
  return table(['Metric', `Median of ${result.runs.length}`, 'p75', 'Min', 'Max'], rows);
}

// ---------------------------------------------------------------------------------------------

/** "0.52×": lean over React, for a figure both builds have. */
const ratio = (lean, react) => (typeof lean === 'number' && typeof react === 'number' && react > 0 ? `${(lean / react).toFixed(2)}×` : '–');

function ratioTable(byBuild, baseline) {
  const react = byBuild.react;
  const lean = byBuild.lean;
  if (!react || !lean) return '';
  const alone = (page) => baseline.find((b) => b.page === page)?.summary.tbt?.median ?? null;
  const cols = [['jsAfterIslandsGzip', formatBytes], ['jsRequests', (n) => formatNumber(n)], ['tbt', formatMs], ['cls', (n) => formatNumber(n, 3)]];
  const rows = react.pages.map((rp) => {
    const lp = lean.pages.find((p) => p.page === rp.page);
    return [rp.page, ...cols.flatMap(([k, fmt]) => {
      const a = rp.summary[k]?.median ?? null;
      const b = lp?.summary[k]?.median ?? null;
      return [`${fmt(a)} / ${fmt(b)}`, ratio(b, a)];
    }), formatMs(alone(rp.page))];
  });
  return table(['Page', 'JS @islands React / lean', 'ratio', 'JS files', 'ratio', 'TBT', 'ratio', 'CLS', 'ratio', 'TBT, page alone'], rows);
}

async function main() {
  const byBuild = {};
  const servers = {};
  /** Per page: TBT with our script blocked (BENCH_BASELINE). */
  const baseline = [];
  for (const b of builds) {
    byBuild[b] = { build: b, outDir: BUILD_DIRS[b], entry: { ...entrySize(BUILD_DIRS[b]), budgetGzip: ENTRY_BUDGET_GZIP }, pages: [], clsPages: [], scenarios: [] };
    servers[b] = await startPreview(BUILD_DIRS[b]);
  }
  const graphs = Object.fromEntries(builds.map((b) => [b, chunkGraph(ROOT, BUILD_DIRS[b])]));
  const browser = await launch();
  try {
    console.log(`[bench] ${pages.length} pages × ${RUNS} runs × ${builds.join(' + ')} interleaved, view ${VIEW}, CPU ${CPU}× slower, cold cache per run\n`);
    // One unthrottled warm-up per build so the first measured run does not pay for starting the browser and server.
    if (pages[0]) for (const b of builds) await (await openMeasured(browser, sampleURL(servers[b].baseURL, pages[0]), { view: VIEW, cpu: 1 })).close();
    for (const file of pages) {
      const runs = Object.fromEntries(builds.map((b) => [b, []]));
      const alone = [];
      for (let i = 0; i < RUNS; i++) {
        for (const b of builds) runs[b].push(await runPageOnce(browser, servers[b].baseURL, file, graphs[b], VIEW));
        if (BASELINE) alone.push(await runBaselineOnce(browser, servers[builds[0]].baseURL, file, VIEW));
      }
      if (BASELINE) {
        baseline.push({ page: file, view: VIEW, runs: alone, summary: summarise(alone) });
        console.log(`### ${file} — the page alone (our script blocked): TBT median ${formatMs(summarise(alone).tbt.median)}\n`);
      }
      for (const b of builds) {
        const r = pageResult(file, VIEW, runs[b]);
        // What the page evaluated before any interaction (one coverage run: the same every run).
        const ev = await runEvaluatedOnce(browser, servers[b].baseURL, file, VIEW);
        r.evaluatedList = ev.evaluatedList;
        r.summary.jsEvaluatedGzip = summarise([{ v: ev.jsEvaluatedGzip }]).v;
        r.summary.rendererEvaluated = summarise([{ v: ev.rendererEvaluated }]).v;
        // TBT our script adds: this build's median minus the page alone's median of the same runs.
        const aloneTbt = BASELINE ? summarise(alone).tbt?.median : null;
        if (typeof aloneTbt === 'number' && r.summary.tbt) r.summary.tbtAdded = summarise([{ v: Math.max(0, r.summary.tbt.median - aloneTbt) }]).v;
        byBuild[b].pages.push(r);
        const absent = r.absentIslandChunkList.length ? `Chunks of islands not on the page: ${r.absentIslandChunkList.join(', ')}\n\n` : '';
        console.log(`### ${file} — ${b} build (view ${VIEW}, CPU ${CPU}×)\n\n${pageTable(r)}\n\n${absent}`);
      }
    }
    if (CLS_VIEW !== null && CLS_VIEW !== VIEW) {
      for (const file of pages) {
        const runs = Object.fromEntries(builds.map((b) => [b, []]));
        for (let i = 0; i < CLS_RUNS; i++) for (const b of builds) runs[b].push(await runPageOnce(browser, servers[b].baseURL, file, graphs[b], CLS_VIEW));
        for (const b of builds) byBuild[b].clsPages.push(pageResult(file, CLS_VIEW, runs[b]));
      }
      const rows = pages.map((file) => [file, ...builds.map((b) => formatNumber(byBuild[b].clsPages.find((p) => p.page === file)?.summary.cls?.max ?? null, 3))]);
      console.log(`### CLS at view ${CLS_VIEW} (max of ${CLS_RUNS} runs)\n\n${table(['Page', ...builds], rows)}\n`);
    }
    for (const sc of chosenScenarios) {
      const runs = Object.fromEntries(builds.map((b) => [b, []]));
      for (let i = 0; i < RUNS; i++) for (const b of builds) runs[b].push(await runScenarioOnce(browser, servers[b].baseURL, sc));
      for (const b of builds) {
        const r = { scenario: sc.name, sample: sc.sample, view: sc.view ?? VIEW, runs: runs[b], summary: summarise(runs[b]) };
        byBuild[b].scenarios.push(r);
        console.log(`### Scenario: ${sc.name} — ${b} build (${sc.sample}, view ${r.view}, CPU ${CPU}×)\n\n${scenarioTable(r)}\n`);
      }
    }
  } finally {
    await browser.close();
    for (const s of Object.values(servers)) await s.close();
  }

  for (const b of builds) {
    const { pages: results, entry } = byBuild[b];
    if (results.length) console.log(`### Summary, ${b} build (medians, view ${VIEW}, CPU ${CPU}×)\n\n${summaryTable(results)}\n`);
    const over = entry.gzip > ENTRY_BUDGET_GZIP;
    const all = entry.withStaticImports;
    console.log(
      `${BUILD_DIRS[b]}/storefront.js: ${formatBytes(entry.raw)} raw, ${formatBytes(entry.gzip)} gzip, ${formatBytes(entry.brotli)} brotli ` +
        `(entry budget ${formatBytes(ENTRY_BUDGET_GZIP)} gzip${over ? ' — OVER BUDGET' : ''})\n` +
        `  with its static imports (${all.files.join(', ')}): ${formatBytes(all.raw)} raw, ${formatBytes(all.gzip)} gzip, ` +
        `${formatBytes(all.brotli)} brotli${all.gzip > ENTRY_BUDGET_GZIP ? ' — over the entry budget' : ''}\n`,
    );
  }
  const ratios = ratioTable(byBuild, baseline);
  if (ratios) console.log(`### Lean / React (medians)\n\n${ratios}\n`);

  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const out = { date: new Date().toISOString(), runs: RUNS, view: VIEW, clsView: CLS_VIEW, clsRuns: CLS_RUNS, cpuThrottling: CPU, builds: Object.values(byBuild), baseline };
  writeFileSync(join(ROOT, 'bench-results/bench.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log('[bench] wrote bench-results/bench.json');
}

main().catch((err) => {
  console.error(`[bench] failed: ${err?.stack ?? err}`);
  process.exit(1);
});
