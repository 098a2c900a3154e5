/* global window, document, performance, PerformanceObserver, MutationObserver, requestAnimationFrame, setTimeout, URL */
/**
 * One measured page load: a fresh context (cold cache), CPU throttled through CDP, a probe
 * installed before any page script, then wait until the islands settle and read the numbers.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chunksForAbsentIslands } from './chunks.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.mjs';
import { evaluatedScripts, isOurs, isRenderer, startEvaluated } from './evaluated.mjs';

export { CHROMIUM, CHROMIUM_ARGS };
export const VIEWPORTS = {
  1: { width: 375, height: 800 },
  2: { width: 800, height: 900 },
  3: { width: 1024, height: 900 },
  4: { width: 1280, height: 900 },
};

export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });

/** Runs in the page before its own scripts: long tasks, layout shifts, FCP, island events. */
function probe() {
  const b = (window.__bench = { longtasks: [], scripts: [], shifts: [], fcp: null, mounts: [], fails: [], lastChange: 0, claimed: [], warmUpStart: null });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      /* entry type not supported: the metric stays empty */
    }
  };
  observe('longtask', (e) => b.longtasks.push({ start: e.startTime, duration: e.duration }));
  // Long animation frames name the scripts that ran in them (5 ms or more each): whose code a long task was.
  observe('long-animation-frame', (e) =>
    e.scripts.forEach((s) => b.scripts.push({ url: s.sourceURL, type: s.invokerType, start: s.startTime, duration: s.duration })),
  );
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) b.shifts.push({ t: e.startTime, value: e.value });
  });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  });
  document.addEventListener('storefront:island-mounted', (e) => b.mounts.push({ name: e.detail?.name, t: performance.now() }));
  document.addEventListener('storefront:island-failed', (e) => b.fails.push({ name: e.detail?.name, t: performance.now() }));
  // The idle warm-up's first step (core/mount/warm-up.ts): what is fetched from then on is prefetched.
  document.addEventListener('storefront:warm-up', () => (b.warmUpStart ??= performance.now()));
  new MutationObserver((records) => {
    for (const r of records) {
      if (!r.attributeName?.startsWith('data-storefront-')) continue;
      b.lastChange = performance.now();
      // Every island that ever claimed a container on this page (a removed container still counts).
      const name = r.attributeName.slice('data-storefront-'.length);
      if (!b.claimed.includes(name)) b.claimed.push(name);
    }
  }).observe(document, { attributes: true, subtree: true });
}

/**
 * Opens `url` throttled and returns a handle. `jsSizes` maps each JS URL to its raw and gzip
 * size (gzip computed here with zlib's default level, whatever the server sent).
 */
export async function openMeasured(browser, url, { view = 1, cpu = 4, coverage = false, initScript = null } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORTS[view], locale: 'pl-PL', serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // V8's call counts slow the page down: only in the evaluated-JS pass, never in a timed run.
  if (coverage) await startEvaluated(cdp);
  await page.addInitScript(probe);
  // A scenario's own recorder (what it reads later), from the document's start.
  if (initScript) await page.addInitScript(initScript);

  const requests = [];
  const bodies = [];
  const jsSizes = new Map();
  page.on('request', (req) => requests.push({ url: req.url(), t: Date.now() }));
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    const isJs = /javascript|ecmascript/.test(type) || new URL(res.url()).pathname.endsWith('.js');
    if (!isJs || res.status() >= 300) return;
    bodies.push(
      res
        .body()
        .then((body) => jsSizes.set(res.url(), { raw: body.length, gzip: gzipSync(body).length }))
        .catch(() => {}),
    );
  });

  await page.goto(url, { waitUntil: 'load' });
  return {
    page,
    cdp,
    context,
    requests,
    jsSizes,
    /** All response bodies read (call before summing sizes). */
    bodiesRead: () => Promise.all(bodies),
    close: () => context.close(),
  };
}

/**
 * Waits until no island is 'loading', an idle callback has run, no island state changed for
 * `quietMs`, and at least `afterLoadMs` passed since the load event (idle triggers time out at 2 s).
 */
export async function settle(page, { quietMs = 500, afterLoadMs = 2000, timeout = 30_000, probe = '__bench' } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const s = await page.evaluate(
      (probeName) =>
        new Promise((resolve) => {
          const ric = window.requestIdleCallback ?? ((cb) => setTimeout(cb, 50));
          ric(
            () =>
              requestAnimationFrame(() => {
                const nav = performance.getEntriesByType('navigation')[0];
                const loading = document.querySelectorAll('*');
                let busy = 0;
                for (const el of loading) {
                  for (const a of el.attributes) if (a.name.startsWith('data-storefront-') && a.value === 'loading') busy++;
                }
                const now = performance.now();
                resolve({ busy, quiet: now - window[probeName].lastChange, sinceLoad: nav?.loadEventEnd ? now - nav.loadEventEnd : 0 });
              }),
            { timeout: 3000 },
          );
        }),
      probe,
    );
    if (s.busy === 0 && s.quiet >= quietMs && s.sinceLoad >= afterLoadMs) return;
    if (Date.now() > deadline) throw new Error(`islands did not settle in ${timeout} ms (${s.busy} loading)`);
    await page.waitForTimeout(Math.max(50, Math.min(quietMs - s.quiet, afterLoadMs - s.sinceLoad, 500)));
  }
}

/** Reads the page's timeline: navigation, resources, probe data. */
export function readTimeline(page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      now: performance.now(),
      dcl: nav.domContentLoadedEventStart,
      loadStart: nav.loadEventStart,
      loadEnd: nav.loadEventEnd,
      resources: performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, initiator: e.initiatorType })),
      ...window.__bench,
    };
  });
}

/** Gzip bytes of the JS whose response ended within [from, to] (page time, ms). */
export function jsBytesBetween(timeline, jsSizes, from, to) {
  let gzip = 0;
  for (const r of timeline.resources) {
    const size = jsSizes.get(r.name);
    if (size && r.end >= from && r.end <= to) gzip += size.gzip;
  }
  return gzip;
}

/** Total blocking time of long tasks inside [from, to]: each task's clipped duration above 50 ms. */
export function totalBlockingTime(longtasks, from, to) {
  let tbt = 0;
  for (const t of longtasks) {
    const start = Math.max(t.start, from);
    const end = Math.min(t.start + t.duration, to);
    if (end - start > 50) tbt += end - start - 50;
  }
  return tbt;
}

/**
 * The longest run of our code in one go (a callback, a module's evaluation, a promise's continuations: a
 * Long Animation Frame script entry) on a page nobody touched, apart from one evaluation of the renderer's
 * module (the warm-up's, at idle: the one exception the budget allows). The page's own work in the same task
 * is not counted: a steadier figure than TBT, which the page's parsing and layout move by tens of ms.
 */
export function ourLongestScript(scripts) {
  const ours = scripts.filter((s) => isOurs(s.url));
  const renderer = ours.findIndex((s) => s.type === 'module-script' && isRenderer(s.url));
  return ours.filter((_, i) => i !== renderer).reduce((m, s) => Math.max(m, s.duration), 0);
}

/**
 * The page-load metrics of one run (the page was left alone: no scrolling, no input, so every
 * island that mounted is one whose trigger fires on a visible page: load, idle, in-viewport, view level).
 */
export async function measureLoad(handle, { graph } = {}) {
  await settle(handle.page);
  const tl = await readTimeline(handle.page);
  await handle.bodiesRead();
  const mounted = tl.mounts.length ? Math.max(...tl.mounts.map((m) => m.t)) : null;
  const islandsDone = mounted ?? tl.loadEnd;
  // TBT window: FCP until all visible islands mounted, and at least until load + 2 s.
  const tbtEnd = Math.max(islandsDone, tl.loadEnd + 2000);
  // What the load needed, apart from what the warm-up prefetched at idle (requests started before its first step).
  const warm = tl.warmUpStart ?? Infinity;
  const jsRequestedBefore = (t) => tl.resources.reduce((n, r) => n + (r.start < t ? handle.jsSizes.get(r.name)?.gzip ?? 0 : 0), 0);
  return {
    jsBeforeLoadGzip: jsBytesBetween(tl, handle.jsSizes, 0, tl.loadStart),
    jsAfterIslandsGzip: jsBytesBetween(tl, handle.jsSizes, 0, islandsDone),
    jsBeforeWarmUpGzip: jsRequestedBefore(warm),
    jsWarmUpGzip: jsRequestedBefore(Infinity) - jsRequestedBefore(warm),
    longestTask: tl.longtasks.reduce((m, t) => Math.max(m, t.duration), 0),
    ourLongestScriptMs: ourLongestScript(tl.scripts),
    requests: handle.requests.length,
    // Our JS files (the entry and its chunks) fetched by the time every visible island mounted.
    jsRequests: jsFilesBetween(tl, handle.jsSizes, 0, islandsDone),
    tbt: totalBlockingTime(tl.longtasks, tl.fcp ?? 0, tbtEnd),
    cls: tl.shifts.reduce((sum, s) => sum + s.value, 0),
    fcp: tl.fcp,
    load: tl.loadEnd,
    dclToIslands: mounted === null ? null : mounted - tl.dcl,
    islandsMounted: tl.mounts.length,
    islandsFailed: tl.fails.length,
    // Calls the page load made (no scrolling): the bulk call and the hotspots call.
    bulkCalls: countCalls(tl, '/ajax/get.php'),
    hotspotsCalls: countCalls(tl, '/graphql/v1/?hotspots') + countCalls(tl, '/ajax/hotspots.php'),
    ...(graph ? absentChunks(graph, handle, tl) : {}),
  };
}

/** How many JS files in `jsSizes` finished downloading between page times `from` and `to`. */
export function jsFilesBetween(timeline, jsSizes, from, to) {
  return timeline.resources.filter((r) => jsSizes.has(r.name) && r.end >= from && r.end <= to).length;
}

/** Requests whose path is `path` in the page's resource timeline. */
export function countCalls(timeline, path) {
  return timeline.resources.filter((r) => {
    try {
      // A path with a query ('/graphql/v1/?hotspots') matches path and query exactly.
      const u = new URL(r.name);
      return (path.includes('?') ? u.pathname + u.search : u.pathname) === path;
    } catch {
      return false;
    }
  }).length;
}

/** Chunks loaded for islands with no container on the page (scripts/bench/chunks.mjs). */
export function absentChunks(graph, handle, timeline) {
  const list = chunksForAbsentIslands(graph, [...handle.jsSizes.keys()], new Set(timeline.claimed ?? []));
  return { absentIslandChunks: list.length, absentIslandChunkList: list };
}

/**
 * Our JS the page has evaluated so far, from V8's coverage (the page opened with `coverage`):
 * the gzip bytes of the evaluated files, whether the renderer is among them, and their chunk names.
 */
export async function measureEvaluated(handle) {
  const urls = await evaluatedScripts(handle.cdp, isOurs);
  await handle.bodiesRead();
  const gzip = urls.reduce((n, u) => n + (handle.jsSizes.get(u)?.gzip ?? 0), 0);
  return {
    jsEvaluatedGzip: gzip,
    rendererEvaluated: urls.some(isRenderer) ? 1 : 0,
    evaluatedList: urls.map((u) => new URL(u).pathname.split('/').pop()),
  };
}
