#!/usr/bin/env node
/* global console, process, window, document, performance, PerformanceObserver, MutationObserver */
/**
 * Where the layout shifts come from: every sample page loaded cold (as `npm run bench` does:
 * 4× CPU throttle, no input), every `layout-shift` entry recorded until the islands are quiet,
 * each with its sources (element, previous → current rect) and the islands that changed state
 * in the 300 ms before it. Prints per page and view the worst run's CLS and its shifts.
 *
 *   STOREFRONT_OUT_DIR=dist-x npx vite build && STOREFRONT_OUT_DIR=dist-x node scripts/bench/cls-sources.mjs
 *
 * Environment: CLS_PAGES=a.html,b (default every sample), CLS_VIEWS=1,3 (default 1,3),
 * CLS_RUNS=3 (worst run reported), CLS_CPU=4, CLS_JSON=path (write all runs as JSON).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPreview, ROOT } from './server.mjs';
import { VIEWPORTS, launch, settle } from './measure.mjs';

const list = (v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const onlyPages = list(process.env.CLS_PAGES);
const views = list(process.env.CLS_VIEWS || '1,3').map(Number).filter((v) => VIEWPORTS[v]);
const RUNS = Math.max(1, parseInt(process.env.CLS_RUNS ?? '3', 10) || 3);
const CPU = Math.max(1, Number(process.env.CLS_CPU ?? '4') || 4);

const pages = readdirSync(join(ROOT, 'html-samples'))
  .filter((f) => f.endsWith('.html') && f !== 'index.html')
  .filter((f) => !onlyPages.length || onlyPages.includes(f) || onlyPages.includes(f.replace(/\.html$/, '')))
  .sort();

/** Runs in the page before its scripts: layout shifts with their sources, island state changes. */
function probe() {
  const describe = (node) => {
    if (!node) return '(gone)';
    if (node.nodeType !== 1) return `#text in ${describe(node.parentElement)}`;
    const own = (el) =>
      el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + Array.from(el.classList).slice(0, 3).map((c) => `.${c}`).join('');
    // The element and its closest ancestor with an id, so a bare div is still findable.
    let up = node.parentElement;
    while (up && !up.id) up = up.parentElement;
    return own(node) + (up && up !== node ? ` in ${own(up)}` : '');
  };
  const rect = (r) => r && [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
  const c = (window.__cls = { shifts: [], changes: [], lastChange: 0 });
  try {
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) =>
        c.shifts.push({
          t: Math.round(e.startTime),
          value: e.value,
          hadRecentInput: e.hadRecentInput,
          sources: (e.sources ?? []).map((s) => ({ node: describe(s.node), prev: rect(s.previousRect), cur: rect(s.currentRect) })),
        }),
      ),
    ).observe({ type: 'layout-shift', buffered: true });
  } catch {
    /* no layout-shift entries in this browser */
  }
  new MutationObserver((records) => {
    for (const r of records) {
      if (!r.attributeName?.startsWith('data-storefront-')) continue;
      const now = performance.now();
      c.changes.push({ t: Math.round(now), name: r.attributeName.slice(16), state: r.target.getAttribute(r.attributeName) });
      c.lastChange = now;
    }
  }).observe(document, { attributes: true, subtree: true });
}

async function measure(browser, url, view) {
  const context = await browser.newContext({ viewport: VIEWPORTS[view], locale: 'pl-PL', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.addInitScript(probe);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page, { probe: '__cls' });
    const r = await page.evaluate(() => ({
      ...window.__cls,
      load: Math.round(performance.getEntriesByType('navigation')[0].loadEventEnd),
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
    }));
    const counted = r.shifts.filter((s) => !s.hadRecentInput);
    return { ...r, cls: counted.reduce((sum, s) => sum + s.value, 0) };
  } finally {
    await context.close();
  }
}

const fmt = (n) => n.toFixed(4);
const server = await startPreview();
const browser = await launch();
const all = [];
try {
  for (const page of pages) {
    for (const view of views) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${server.baseURL}/html-samples/${page}`, view));
      runs.sort((a, b) => b.cls - a.cls);
      const worst = runs[0];
      all.push({ page, view, cls: runs.map((r) => r.cls), runs });
      console.log(`\n${page} view ${view}: CLS worst ${fmt(worst.cls)} (runs ${runs.map((r) => fmt(r.cls)).join(', ')}; load ${worst.load} ms, FCP ${worst.fcp} ms)`);
      for (const s of [...worst.shifts].sort((a, b) => b.value - a.value).slice(0, 8)) {
        const near = worst.changes.filter((c) => c.t <= s.t && c.t > s.t - 300).map((c) => `${c.name}:${c.state}`);
        console.log(`  ${fmt(s.value)} at ${s.t} ms${s.hadRecentInput ? ' (input, not counted)' : ''}${near.length ? `  after ${[...new Set(near)].join(' ')}` : ''}`);
        for (const src of s.sources) console.log(`      ${src.node}  [${src.prev}] → [${src.cur}]`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log('\nSummary (worst of runs):');
for (const r of all) console.log(`  ${r.page.padEnd(20)} view ${r.view}  ${fmt(Math.max(...r.cls))}`);
if (process.env.CLS_JSON) writeFileSync(process.env.CLS_JSON, JSON.stringify(all, null, 2));
