/**
 * Browser-test helpers: one Chromium per test file, one fresh context per sample page, and
 * everything a failure needs to be readable (console errors, page errors, failed requests,
 * network log, axe violations, per-container island states).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';
import { registry } from '../src/registry';
import { PRODUCT_WAKE } from '../islands/product-form/job';
import type { ViewLevel } from '../core/mount/types';
import type { BasketPreset } from '../fixtures/mock-shop/basket-seed';
import type { FaultEndpoint, FaultKind } from '../fixtures/mock-shop/faults';
import { CHROMIUM, CHROMIUM_TEST_ARGS as CHROMIUM_ARGS } from '../scripts/chromium.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export { CHROMIUM, CHROMIUM_ARGS };

/** The view levels' viewports (mobile, tablet, desktop, wide desktop). */
export const VIEWPORTS: Record<ViewLevel, { width: number; height: number }> = {
  1: { width: 375, height: 800 },
  2: { width: 800, height: 900 },
  3: { width: 1024, height: 900 },
  4: { width: 1280, height: 900 },
};

/** This worker's preview (global-setup starts one per worker; VITEST_POOL_ID is 1…maxWorkers). */
export const baseURL = (): string => {
  const urls = inject('baseURLs');
  return urls[(Math.max(1, Number(process.env.VITEST_POOL_ID) || 1) - 1) % urls.length]!;
};

// ---------------------------------------------------------------------------------------------
// Where a file's time goes (STOREFRONT_E2E_PROFILE=1): the harness's steps summed per file, written to
// node_modules/.cache/storefront-test-times/profile-<build>-<file>.json after the file's last test.

const profile = new Map<string, { n: number; ms: number }>();
const profiling = !!process.env.STOREFRONT_E2E_PROFILE;
let profiledFile = '';
if (profiling) {
  // Registered while the test file imports the harness: runs after the file's own tests.
  afterAll(() => {
    if (!profile.size) return;
    const dir = process.env.STOREFRONT_TEST_REPORTS || join(ROOT, 'node_modules', '.cache', 'storefront-test-times');
    const build = process.env.STOREFRONT_OUT_DIR?.includes('lean') ? 'lean' : 'react';
    const name = profiledFile.split('/').pop()?.replace(/\.e2e\.ts$/, '');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `profile-${build}-${name}.json`), JSON.stringify({ file: profiledFile, steps: Object.fromEntries(profile) }));
  });
}
/** Times one harness step when profiling. */
export async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  // A step that hangs shows up in the log by name (a test timeout alone names only the test).
  const started = Date.now();
  const watch = setInterval(() => {
    const test = expect.getState().currentTestName ?? '';
    console.warn(`[e2e] still in "${step}" after ${Math.round((Date.now() - started) / 1000)} s (${test})`);
  }, 30_000);
  watch.unref?.();
  try {
    return await timedWork(step, work);
  } finally {
    clearInterval(watch);
  }
}
async function timedWork<T>(step: string, work: () => Promise<T>): Promise<T> {
  if (!profiling) return work();
  profiledFile ||= expect.getState().testPath ?? '';
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    const p = profile.get(step) ?? { n: 0, ms: 0 };
    p.n++;
    p.ms += performance.now() - t0;
    profile.set(step, p);
  }
}

// ---------------------------------------------------------------------------------------------
// Browser

let browser: Promise<Browser> | undefined;

/** One browser per test file (vitest isolates modules per file); call closeBrowser() in afterAll. */
export function launch(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  const b = browser;
  browser = undefined;
  if (b) await (await b).close();
}

// ---------------------------------------------------------------------------------------------
// Samples

/** Every sample page except the index, e.g. ['basketedit.html', 'main.html', …]. */
export function samplePages(): string[] {
  return readdirSync(join(ROOT, 'html-samples'))
    .filter((f) => f.endsWith('.html') && f !== 'index.html')
    .sort();
}

/** Island chunks in dist/chunks, by island name (Rolldown names a folder's index chunk after the folder). */
export function islandChunks(): Map<string, string> {
  const names = new Set(registry.map((e) => e.name));
  const out = new Map<string, string>();
  for (const file of readdirSync(join(ROOT, process.env.STOREFRONT_OUT_DIR || 'dist', 'chunks'))) {
    const name = chunkName(`/chunks/${file}`);
    if (name && names.has(name)) out.set(name, `/chunks/${file}`);
  }
  return out;
}

/** '/chunks/search-suggest-AbC_12x.js' → 'search-suggest' (the hash is 7 characters: vite.config.ts's chunkFileNames). */
export function chunkName(url: string): string | null {
  const m = /\/chunks\/(.+)-[\w-]{7}\.js$/.exec(new URL(url, 'http://x').pathname);
  return m?.[1] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Faults (the mock shop's cookie: mock_faults=<endpoint>:<kind>,… URL-encoded; fixtures/mock-shop/faults.ts)

export type { FaultEndpoint, FaultKind };
export type Faults = Partial<Record<FaultEndpoint, FaultKind>>;

const contextFaults = new WeakMap<BrowserContext, Faults>();

/** Adds (or replaces) one endpoint's fault for every later request of this context. */
export async function setFault(context: BrowserContext, endpoint: FaultEndpoint, kind: FaultKind): Promise<void> {
  await writeFaults(context, { ...(contextFaults.get(context) ?? {}), [endpoint]: kind });
}

export async function clearFaults(context: BrowserContext): Promise<void> {
  await writeFaults(context, {});
}

async function writeFaults(context: BrowserContext, faults: Faults): Promise<void> {
  contextFaults.set(context, faults);
  const value = Object.entries(faults)
    .map(([endpoint, kind]) => `${endpoint}:${kind}`)
    .join(',');
  if (!value) {
    await context.clearCookies({ name: 'mock_faults' });
    return;
  }
  await context.addCookies([{ name: 'mock_faults', value: encodeURIComponent(value), url: baseURL() }]);
}

/** The mock shop's paths (fixtures/mock-shop/http-middleware.ts MOCK_SHOP_PATHS) → fault keys. */
const ENDPOINT_BY_PATH: [RegExp, string][] = [
  [/\/ajax\/projector\.php$/, 'projector'],
  [/\/ajax\/get\.php$/, 'get'],
  [/\/ajax\/hotspots\.php$/, 'hotspots'],
  [/\/ajax\/payments\.php$/, 'payments'],
  [/\/basketchange\.php$/, 'basketchange'],
  [/\/graphql\/v1\/?$/, 'graphql'],
  [/\/__mock\/accounts\/webAuthn\/\w+\.php$/, 'accounts'],
];

/**
 * Whether a failing mock-shop request is explained by an injected fault, mirroring the mock's
 * own lookup: the specific key ('graphql:basket', 'projector:observe'), then 'graphql', then '*'.
 * A GraphQL operation is recognised by its name in the query string or the request body.
 */
export function isFaultCaused(url: string, faults: Faults, postData: string | null = null): boolean {
  const keys = Object.keys(faults);
  if (!keys.length) return false;
  const u = new URL(url);
  const base = ENDPOINT_BY_PATH.find(([re]) => re.test(u.pathname))?.[1];
  if (!base) return false;
  const candidates = new Set(['*']);
  // 'projector' does not cover the notify-when-available call, which has its own key.
  candidates.add(base === 'projector' && u.searchParams.get('action') === 'set_product_observed' ? 'projector:observe' : base);
  // A set's price call: its own key, and 'projector' (added above) too.
  if (base === 'projector' && (u.searchParams.get('get') ?? '').includes('bundleprice')) candidates.add('projector:bundle');
  // The accounts service (passkeys): accounts:<call> from the script name, then accounts.
  const script = /\/webAuthn\/(\w+)\.php$/.exec(u.pathname)?.[1];
  if (base === 'accounts' && script) candidates.add(`accounts:${script}`);
  if (base === 'graphql') {
    const haystack = `${u.search} ${postData ?? ''}`;
    for (const k of keys) if (k.startsWith('graphql:') && haystack.includes(k.slice('graphql:'.length))) candidates.add(k);
  }
  return keys.some((k) => candidates.has(k));
}

// ---------------------------------------------------------------------------------------------
// Opening a sample

export interface NetworkEntry {
  url: string;
  method: string;
  resourceType: string;
  status: number | null;
  failure?: string;
  /** The failure (status ≥ 400 or requestfailed) is explained by an injected fault. */
  fault?: boolean;
  /** The request body (GraphQL calls without a marker, e.g. live search, are told apart by it). */
  postData?: string | null;
}

export interface ConsoleEntry {
  text: string;
  url?: string;
}

export interface SampleOptions {
  view?: ViewLevel;
  faults?: Faults;
  javaScriptEnabled?: boolean;
  /** Runs on the new page before navigation (routes, extra init scripts). */
  beforeGoto?: (page: Page, context: BrowserContext) => Promise<void>;
  /** Playwright's waitUntil for the navigation; default 'load'. */
  waitUntil?: 'load' | 'domcontentloaded' | 'commit';
  /** The media feature prefers-reduced-motion; default 'reduce' (the a11y sweep runs both). */
  reducedMotion?: 'reduce' | 'no-preference';
  /** A window size other than the view level's (the audit's 375/768/1280, a 320 px reflow check). */
  viewport?: { width: number; height: number };
}

export interface Sample {
  page: Page;
  context: BrowserContext;
  url: string;
  view: ViewLevel;
  /** console.error lines and Chromium's own error lines, except those of injected faults. */
  readonly consoleErrors: ConsoleEntry[];
  pageErrors: string[];
  /** requestfailed + responses ≥ 400, not caused by an injected fault. */
  failedRequests: NetworkEntry[];
  network: NetworkEntry[];
  close(): Promise<void>;
}

/** Records island state changes and lifecycle events from the very start of the page. */
function islandRecorder(): void {
  type Rec = { t: number; name: string; state: string };
  const w = window as unknown as { __storefrontE2E: { log: Rec[]; lastChange: number; changes: number; events: Rec[] } };
  const rec = (w.__storefrontE2E = { log: [] as Rec[], lastChange: 0, changes: 0, events: [] as Rec[] });
  new MutationObserver((records) => {
    for (const r of records) {
      const attr = r.attributeName;
      // data-storefront-inserted marks server HTML an island inserted (core/dom/sanitize), not an island state.
      if (!attr || !attr.startsWith('data-storefront-') || attr === 'data-storefront-inserted') continue;
      const state = (r.target as Element).getAttribute(attr) ?? '';
      rec.log.push({ t: performance.now(), name: attr.slice('data-storefront-'.length), state });
      rec.lastChange = performance.now();
      rec.changes++;
    }
  }).observe(document, { attributes: true, subtree: true });
  for (const type of ['storefront:island-mounted', 'storefront:island-failed']) {
    document.addEventListener(type, (e) => {
      const name = String((e as CustomEvent<{ name?: string }>).detail?.name ?? '?');
      rec.events.push({ t: performance.now(), name, state: type.slice('storefront:island-'.length) });
    });
  }
}

/** The mock shop's calls: their request bodies are read by the tests (postData). */
const SHOP_CALLS = /\/(graphql\/v1\/?|webAuthn\/\w+\.php|ajax\/\w+\.php|basketchange\.php)(\?|$)/;

/** Opens html-samples/<name> in a fresh context sized for the view level, recording what went wrong. */
export async function openSample(name: string, options: SampleOptions = {}): Promise<Sample> {
  const view = options.view ?? 3;
  const file = name.endsWith('.html') ? name : `${name}.html`;
  // 'template-pages/…': a page written from the platform's own template markup (fixtures/template-pages);
  // an address (http…): a page of another server as it is (a saved page `npm start -- --page` serves).
  const url = /^https?:\/\//.test(name)
    ? name
    : file.startsWith('template-pages/') ? `${baseURL()}/${file}` : `${baseURL()}/html-samples/${file}`;
  const b = await launch();
  const context = await timed('new context', () => b.newContext({
    viewport: options.viewport ?? VIEWPORTS[view],
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: 'pl-PL',
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: 'block',
  }));
  if (options.faults) {
    for (const [endpoint, kind] of Object.entries(options.faults)) await setFault(context, endpoint as FaultEndpoint, kind);
  }
  const page = await context.newPage();
  await page.addInitScript(islandRecorder);
  // ky sends a clone-backed (streamed) body, which Chromium leaves out of its network events; an
  // intercepted request carries its body, so the shop's calls pass through a route that only lets
  // them go on (registered first, so every test's own route runs before it).
  await page.route(SHOP_CALLS, (route) => route.fallback());

  const network: NetworkEntry[] = [];
  const failedRequests: NetworkEntry[] = [];
  const consoleErrors: ConsoleEntry[] = [];
  const pageErrors: string[] = [];
  const byRequest = new Map<Request, NetworkEntry>();
  const faultyUrls = new Set<string>();
  const faults = () => contextFaults.get(context) ?? {};

  page.on('request', (req) => {
    const entry: NetworkEntry = { url: req.url(), method: req.method(), resourceType: req.resourceType(), status: null, postData: req.postData() };
    byRequest.set(req, entry);
    network.push(entry);
  });
  page.on('response', (res) => {
    const entry = byRequest.get(res.request());
    if (!entry) return;
    entry.status = res.status();
    if (res.status() >= 400) {
      entry.fault = isFaultCaused(entry.url, faults(), res.request().postData());
      if (entry.fault) faultyUrls.add(entry.url);
      else failedRequests.push(entry);
    }
  });
  page.on('requestfailed', (req) => {
    const entry = byRequest.get(req);
    if (!entry) return;
    entry.failure = req.failure()?.errorText ?? 'failed';
    entry.fault = isFaultCaused(entry.url, faults(), req.postData());
    if (entry.fault) faultyUrls.add(entry.url);
    else failedRequests.push(entry);
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const at = msg.location().url;
    consoleErrors.push({ text: msg.text(), ...(at ? { url: at } : {}) });
  });
  page.on('pageerror', (err) => pageErrors.push(err.stack ?? String(err)));

  if (options.beforeGoto) await options.beforeGoto(page, context);
  await timed('goto', () => page.goto(url, { waitUntil: options.waitUntil ?? 'load' }));
  return {
    page,
    context,
    url,
    view,
    // Filtered when read: the response that marks a URL as faulty may arrive after its console line.
    get consoleErrors() {
      // Chromium's own "Failed to load resource" line for a request we broke on purpose.
      // Chromium also probes /favicon.ico on its own now and then (not a page request: it never
      // shows in the network log), whatever icon the page declares.
      const browserOwn = (c: ConsoleEntry) =>
        c.url !== undefined && new URL(c.url).pathname === '/favicon.ico' && !network.some((n) => n.url === c.url);
      return consoleErrors.filter(
        (c) => !(c.text.startsWith('Failed to load resource') && ((c.url && faultyUrls.has(c.url)) || browserOwn(c))),
      );
    },
    pageErrors,
    failedRequests,
    network,
    close: () => timed('close the context', () => context.close()),
  };
}

// ---------------------------------------------------------------------------------------------
// Waking and waiting for islands

/**
 * Scrolls to the bottom in steps of ¾ viewport so every 'visible' trigger gets its chance. The
 * triggers are armed only after the load event (core/mount/triggers/index.ts), so the pass starts
 * after it; a container a pass went by before its trigger was armed (a slow machine) is then
 * scrolled to, as a shopper scrolling back would.
 */
export const scrollThrough = (page: Page): Promise<void> => timed('scroll through', () => scrollThroughNow(page));
async function scrollThroughNow(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // Two painted frames per step; a page that paints none for 2 s (a starved renderer: seen under load, a
  // test then hung here for its whole 90 s with nothing named) goes on without them, and the stall is
  // counted and named below, so what follows (the zones' IntersectionObservers) fails or passes on its own.
  const visibleNames = registry.filter((e) => e.trigger === 'visible').map((e) => e.name);
  const stalls = await page.evaluate(async (names) => {
    let stalled = 0;
    // After a first stall, a short wait per step: a page that paints nothing would otherwise spend 2 s per step.
    const frame = () =>
      new Promise<void>((r) => {
        const late = setTimeout(() => {
          stalled++;
          r();
        }, stalled ? 200 : 2000);
        requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(late), r())));
      });
    const step = Math.max(200, Math.floor(window.innerHeight * 0.75));
    for (let y = 0, i = 0; i < 400; i++) {
      window.scrollTo(0, y);
      // Two frames: the position is rendered and the IntersectionObservers have looked at it.
      await frame();
      const max = document.documentElement.scrollHeight - window.innerHeight;
      if (y >= max) break;
      y = Math.min(y + step, max);
    }
    // A container the pass went by before its trigger was armed: scrolled to, as a shopper scrolling back would.
    for (const name of names) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(`[data-storefront-${name}="waiting"]`))) {
        if (!el.checkVisibility()) continue;
        el.scrollIntoView({ block: 'center' });
        await frame();
      }
    }
    return stalled;
  }, visibleNames);
  if (stalls) {
    console.warn(`[e2e] scrolling through, the page painted no frame for 2 s ${stalls} times (${expect.getState().currentTestName ?? ''})`);
    // A busy machine, or a page that stopped producing frames for good (FRAME_STALL): 8 s more tell them apart.
    if (!(await paints(page)) && !(await paints(page))) throw frameStall('after scrolling through');
  }
}

/**
 * The shopper's first intent on the product form (issue 32: the product islands wait for it): sends the
 * product islands' shared wake, as islands/product-form/job.ts does on the first pointer, touch, focus or key
 * in #projector_form (and as a theme may), then waits until none of them is waiting or loading. A page
 * without product islands returns at once.
 */
export async function wakeProduct(page: Page): Promise<void> {
  const names = registry.filter((e) => e.wakeOn === PRODUCT_WAKE).map((e) => e.name);
  await timed('wake the product islands', async () => {
    await page.waitForLoadState('load');
    await page.evaluate((type) => document.dispatchEvent(new CustomEvent(type)), PRODUCT_WAKE);
    await page.waitForFunction(
      (names) =>
        names.every((n) =>
          Array.from(document.querySelectorAll(`[data-storefront-${n}]`)).every((el) => !['waiting', 'loading'].includes(el.getAttribute(`data-storefront-${n}`) ?? '')),
        ),
      names,
    );
  });
}

/**
 * A shopper's Tab onto a marked native select (`select`, a CSS selector): the dropdown island, which waits
 * for that intent (issue 32), wakes and the focus goes on to its combobox, returned.
 */
export async function focusDropdown(page: Page, select: string): Promise<Locator> {
  const native = page.locator(select).first();
  await native.focus();
  const id = await native.getAttribute('id');
  const combo = page.locator(`[role=combobox][id="${id}_combobox"]`);
  await expect.poll(() => combo.evaluate((el) => el === document.activeElement).catch(() => false), { message: `${select}: its combobox has the focus` }).toBe(true);
  return combo;
}

/** Fires the 'interaction' trigger (a pointerover on the container) of islands still waiting for one. */
export async function wakeInteractionIslands(page: Page): Promise<string[]> {
  const names = registry.filter((e) => e.trigger === 'interaction').map((e) => e.name);
  return timed('wake the interaction islands', () => page.evaluate((names) => {
    const woken: string[] = [];
    for (const name of names) {
      document.querySelectorAll(`[data-storefront-${name}="waiting"]`).forEach((el) => {
        el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        woken.push(name);
      });
    }
    return woken;
  }, names));
}

export interface IslandStates {
  /** Every claimed container: island name → its state. */
  states: { name: string; state: string; element: string }[];
  loading: number;
  sinceLastChange: number;
}

export async function islandStates(page: Page): Promise<IslandStates> {
  // Element descriptions read 'div#menu_basket.menu_basket' in failure messages.
  return page.evaluate(() => {
    const describe = (el: Element) =>
      el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + Array.from(el.classList).slice(0, 3).map((c) => `.${c}`).join('');
    const states: { name: string; state: string; element: string }[] = [];
    let loading = 0;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (!attr.name.startsWith('data-storefront-') || attr.name === 'data-storefront-inserted') continue;
        states.push({ name: attr.name.slice('data-storefront-'.length), state: attr.value, element: describe(el) });
        if (attr.value === 'loading') loading++;
      }
    }
    const rec = (window as unknown as { __storefrontE2E?: { lastChange: number } }).__storefrontE2E;
    return { states, loading, sinceLastChange: performance.now() - (rec?.lastChange ?? 0) };
  });
}

/**
 * Waits until the islands have settled, on the page's own events, never on a span of time:
 * no container is 'loading' and two rounds in a row passed without a data-storefront-* change.
 * A round is an idle callback (it runs once every queued task has run, so the triggers armed one
 * per task after the load event are armed, and after the idle triggers' own idle callbacks, which
 * were asked for before it) followed by two frames (a 'visible' trigger's IntersectionObserver
 * reports in the rendering step of the first). A trigger that fires flips 'waiting' to 'loading'
 * synchronously, so 'waiting' after that is a trigger that has not fired.
 */
export const waitForIslands = (page: Page, options: { timeout?: number } = {}): Promise<IslandStates> =>
  timed('wait for islands', () => settle(page, options));
async function settle(page: Page, { timeout = 20_000 } = {}): Promise<IslandStates> {
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load');
  let quietRounds = 0;
  let stalls = 0;
  let changes = 0;
  for (;;) {
    const round = await page.evaluate(() => {
      const w = window as unknown as { __storefrontE2E?: { changes: number; log: { name: string; state: string }[] } };
      const rec = () => w.__storefrontE2E?.changes ?? 0;
      const before = rec();
      const last = () => (w.__storefrontE2E?.log ?? []).slice(-4).map((x) => `${x.name}=${x.state}`);
      return new Promise<{ changed: boolean; stalled: boolean; last: string[] }>((r) => {
        const done = (stalled: boolean) => r({ changed: rec() !== before, stalled, last: last() });
        const frame = (cb: () => void) => requestAnimationFrame(() => requestAnimationFrame(cb));
        const ric = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 50));
        ric(() => frame(() => done(false)), { timeout: 3000 });
        // A page that renders no frames does not hold the round up for ever.
        setTimeout(() => done(true), 8000);
      });
    });
    const s = await islandStates(page);
    // Two rounds in a row without a painted frame: the page has stopped producing frames (FRAME_STALL).
    stalls = round.stalled ? stalls + 1 : 0;
    if (stalls >= 2) throw frameStall(`waiting for the islands (last changes: ${round.last.join(' ') || '(none)'})`);
    if (round.changed) changes++;
    quietRounds = round.changed || round.stalled || s.loading > 0 ? 0 : quietRounds + 1;
    if (quietRounds >= 2) return s;
    if (Date.now() > deadline) {
      const stuck = s.states.filter((x) => x.state === 'loading').map((x) => `${x.name} on ${x.element}`);
      throw new Error(
        `islands did not settle within ${timeout} ms; still loading: ${stuck.join(', ') || '(none)'}; ` +
          `rounds with a change: ${changes}, last changes: ${round.last.join(' ') || '(none)'}`,
      );
    }
  }
}

/**
 * The marker of a page that stopped producing frames: headless Chromium now and then leaves a visible page
 * with no compositor frame for good (requestAnimationFrame never runs again, timers do; seen on this
 * project's CI and full runs once or twice per 1,322 tests, on a different page each time, never alone;
 * reported elsewhere too: it does not recover on reload or bringToFront, a fresh page does). Nothing a
 * test could check on such a page means anything, so e2e/vitest.config.ts runs a test that ends with this
 * message once more, on a fresh context; any other failure is final.
 */
export const FRAME_STALL = '[frame stall]';
const frameStall = (where: string) =>
  new Error(`${FRAME_STALL} the page painted no frame for 16 s ${where}: headless Chromium stopped producing frames for it (${expect.getState().currentTestName ?? ''})`);

/** True when the page paints two frames within 8 s. */
const paints = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      new Promise<boolean>((r) => {
        setTimeout(() => r(false), 8000);
        requestAnimationFrame(() => requestAnimationFrame(() => r(true)));
      }),
  );

/**
 * Types `text` with `gapMs` between keys on the page's own clock (Playwright's; the page must have been
 * opened with `page.clock.install()`), then lets `afterMs` pass: a busy machine slowing the keystrokes
 * down cannot turn a gap into the end of typing. The clock flows normally again afterwards.
 */
export async function typeOnPageClock(page: Page, text: string, { gapMs = 150, afterMs = 600 } = {}): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  for (const key of text) {
    await page.keyboard.type(key);
    await page.clock.runFor(gapMs);
  }
  await page.clock.runFor(afterMs);
  await page.clock.resume();
}

// ---------------------------------------------------------------------------------------------
// What belongs on the page (an oracle independent of core/mount/boot.ts)

export interface ExpectedContainer {
  name: string;
  trigger: string;
  element: string;
  /** The element the island is claimed on, as found by the registry's selectors. */
  index: number;
  /** The state attribute the runtime put on it (null: never claimed). */
  state: string | null;
  /** Whether the island must be mounted after scrolling through the page and interacting. */
  shouldMount: boolean;
  reason: string;
}

export interface Expected {
  pageType: string | null;
  view: number;
  containers: ExpectedContainer[];
  /** Islands with at least one container on the page (their chunk may load). */
  names: Set<string>;
  /** Claimed elements the registry does not account for: island name + element. */
  unexpectedClaims: { name: string; element: string }[];
}

/**
 * From src/registry.ts: which islands have a container on this page (default selectors on
 * their page types, `[data-island]` anywhere, never on skipPageTypes), and whether each
 * container must have mounted by now (its trigger can fire without more shopper input:
 * load, idle, interaction once woken, a matching view level, or 'visible' when rendered).
 */
export async function expectedIslands(page: Page): Promise<Expected> {
  const entries = registry.map((e) => ({
    name: e.name,
    selectors: e.selectors,
    pageTypes: e.pageTypes ?? null,
    skipPageTypes: e.skipPageTypes ?? [],
    cookies: e.cookies ?? null,
    trigger: typeof e.trigger === 'object' ? { views: e.trigger.views as number[] } : e.trigger,
  }));
  const result = await page.evaluate(
    (entries) => {
      const describe = (el: Element) =>
      el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + Array.from(el.classList).slice(0, 3).map((c) => `.${c}`).join('');
      const container = document.getElementById('container');
      const pageClass = container
        ? Array.from(container.classList).find((c) => c.length > 5 && c.endsWith('_page') && c !== 'registration_page')
        : undefined;
      const pageType = pageClass ? pageClass.slice(0, -5) : null;
      const marker = document.getElementById('viewType');
      const markerWidth = marker ? parseInt(getComputedStyle(marker).width, 10) : NaN;
      const w = window.innerWidth;
      const view = markerWidth >= 1 && markerWidth <= 4 ? markerWidth : w < 757 ? 1 : w < 979 ? 2 : w < 1200 ? 3 : 4;

      const containers: ExpectedContainer[] = [];
      const accounted = new Set<string>();
      const claimedKey = new Map<Element, Set<string>>();
      for (const e of entries) {
        if (pageType && e.skipPageTypes.includes(pageType)) continue;
        if (e.cookies && !e.cookies.some((name) => new RegExp(`(^|; )${name}=[^;]`).test(document.cookie))) continue;
        const byDefault = !e.pageTypes || (pageType !== null && e.pageTypes.includes(pageType));
        const selector = [...(byDefault ? e.selectors : []), `[data-island="${e.name}"]`].join(',');
        const trig = typeof e.trigger === 'string' ? e.trigger : `views:${e.trigger.views.join('|')}`;
        document.querySelectorAll(selector).forEach((el, index) => {
          const set = claimedKey.get(el) ?? new Set<string>();
          set.add(e.name);
          claimedKey.set(el, set);
          let shouldMount = true;
          let reason = trig;
          if (typeof e.trigger === 'object' && !e.trigger.views.includes(view)) {
            shouldMount = false;
            reason = `view ${view} not in ${e.trigger.views.join(',')}`;
          } else if (e.trigger === 'visible' && !(el as HTMLElement).checkVisibility?.()) {
            shouldMount = false;
            reason = 'visible trigger, container not rendered';
          }
          containers.push({
            name: e.name,
            trigger: trig,
            element: describe(el),
            index,
            state: el.getAttribute(`data-storefront-${e.name}`),
            shouldMount,
            reason,
          });
          accounted.add(e.name);
        });
      }
      const unexpectedClaims: { name: string; element: string }[] = [];
      for (const el of Array.from(document.querySelectorAll('*'))) {
        for (const attr of Array.from(el.attributes)) {
          if (!attr.name.startsWith('data-storefront-') || attr.name === 'data-storefront-inserted') continue;
          const name = attr.name.slice('data-storefront-'.length);
          if (!claimedKey.get(el)?.has(name)) unexpectedClaims.push({ name, element: describe(el) });
        }
      }
      return { pageType, view, containers, names: [...accounted], unexpectedClaims };
    },
    entries,
  );
  return { ...result, names: new Set(result.names) };
}

// ---------------------------------------------------------------------------------------------
// An island whose chunk cannot be fetched

export interface BrokenIsland {
  sample: Sample;
  /** The chunk path that was aborted, e.g. '/chunks/back-to-top-AbCd1234.js'. */
  chunk: string;
  /** For each container the island was claimed on: the server's HTML, the HTML now, its state.
   *  HTML is compared without data-storefront-* attributes and [data-island-host] elements. */
  html: { server: string[]; now: string[]; states: (string | null)[] };
}

/**
 * Opens a sample with `name`'s chunk request aborted, records its containers' HTML once the
 * document is parsed but before deferred/module scripts (the bootstrap) run, scrolls through
 * the page and waits for the islands.
 */
export async function openWithBrokenIsland(file: string, name: string, options: Omit<SampleOptions, 'beforeGoto'> = {}): Promise<BrokenIsland> {
  const chunk = islandChunks().get(name);
  const entry = registry.find((e) => e.name === name);
  if (!chunk || !entry) throw new Error(`no island "${name}" in src/registry.ts with a chunk in dist/chunks`);
  const selector = [...entry.selectors, `[data-island="${name}"]`].join(',');
  const sample = await openSample(file, {
    ...options,
    beforeGoto: async (page) => {
      await page.route((u) => u.pathname.endsWith(chunk), (route) => route.abort('failed'));
      await page.addInitScript((selector) => {
        const norm = (el: Element) => {
          const c = el.cloneNode(true) as Element;
          for (const e of [c, ...Array.from(c.querySelectorAll('*'))]) {
            for (const a of Array.from(e.attributes)) if (a.name.startsWith('data-storefront-')) e.removeAttribute(a.name);
          }
          c.querySelectorAll('[data-island-host]').forEach((h) => h.remove());
          return c.outerHTML;
        };
        const w = window as unknown as { __server?: [Element, string][]; __norm?: (el: Element) => string };
        w.__norm = norm;
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') w.__server = Array.from(document.querySelectorAll(selector)).map((el) => [el, norm(el)]);
        });
      }, selector);
    },
  });
  await scrollThrough(sample.page);
  await waitForIslands(sample.page);
  const html = await sample.page.evaluate((name) => {
    const w = window as unknown as { __server?: [Element, string][]; __norm: (el: Element) => string };
    const claimed = (w.__server ?? []).filter(([el]) => el.hasAttribute(`data-storefront-${name}`));
    return {
      server: claimed.map(([, h]) => h),
      now: claimed.map(([el]) => (el.isConnected ? w.__norm(el) : '(removed from the page)')),
      states: claimed.map(([el]) => el.getAttribute(`data-storefront-${name}`)),
    };
  }, name);
  return { sample, chunk, html };
}

// ---------------------------------------------------------------------------------------------
// Accessibility

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: string[];
}

/**
 * The complete rule set every axe check runs: WCAG 2.0/2.1 A and AA, 2.2 AA and axe's best practices.
 * No check narrows it (issue 17: a sweep without wcag21a hid a Level A failure).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeNeedsReview {
  id: string;
  help: string;
  /** Why axe could not decide, per node (its first check message). */
  nodes: { target: string; why: string }[];
}

export interface AxeResult {
  violations: AxeViolation[];
  /** One line per violation: '[color-contrast] serious — Elements must meet … — #a, .b'. */
  summary: string[];
  /** axe's "incomplete" results: what it could not decide and a person must review. */
  needsReview: AxeNeedsReview[];
}

/** What live regions said: one entry per region whose text changed to something new and non-empty. */
export type Said = Array<{ region: string; role: string; text: string }>;

/**
 * Installed before the page's scripts (page.addInitScript): each time a live region's text (aria-live
 * other than off, role status/alert/log) changes to something new and non-empty within one mutation
 * batch is one announcement, recorded on window.__said with the region (tag#id.class) and its role.
 */
export function announcementRecorder(): void {
  const w = window as unknown as { __said: Array<{ region: string; role: string; text: string }> };
  w.__said = [];
  const last = new WeakMap<Element, string>();
  const LIVE = '[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]';
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}`;
  const observe = () =>
    new MutationObserver((records) => {
      const touched = new Set<Element>();
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        const region = node?.closest(LIVE);
        if (region) touched.add(region);
      }
      for (const region of touched) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && text !== last.get(region)) w.__said.push({ region: describe(region), role: region.getAttribute('role') ?? '', text });
        last.set(region, text);
      }
    }).observe(document, { childList: true, characterData: true, subtree: true });
  if (document.documentElement) observe();
  else document.addEventListener('readystatechange', observe, { once: true });
}

/** Everything `announcementRecorder` has recorded so far. */
export const said = (page: Page): Promise<Said> => page.evaluate(() => (window as unknown as { __said: Said }).__said ?? []);
/** Clears the record (the next action starts from none). */
export const forgetSaid = (page: Page): Promise<void> => page.evaluate(() => void ((window as unknown as { __said: Said }).__said = []));
/** Announcements grouped by region. */
export const byRegion = (list: Said): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const { region, text } of list) (out[region] ??= []).push(text);
  return out;
};

/** Waits until every finite running animation and transition has ended (an audit of a half-open panel is no audit). */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => {
      const end = a.effect?.getComputedTiming().endTime;
      return a.playState === 'running' && Number.isFinite(Number(end));
    });
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core in the page with the complete rule set (AXE_TAGS), once animations have settled.
 * The source goes in through page.evaluate (DevTools protocol), so a strict
 * Content-Security-Policy on the page does not block it.
 */
export const axe = (page: Page): Promise<AxeResult> => timed('axe', () => runAxe(page));
async function runAxe(page: Page): Promise<AxeResult> {
  axeSource ??= readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(axeSource);
  await settleAnimations(page);
  const out = await page.evaluate(async (tags) => {
    type Check = { message?: string };
    type Node = { target: unknown[]; any?: Check[]; all?: Check[]; none?: Check[] };
    type Rule = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: Node[] };
    type Axe = { run(ctx: Document, opts: object): Promise<{ violations: Rule[]; incomplete: Rule[] }> };
    const a = (window as unknown as { axe: Axe }).axe;
    const res = await a.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] });
    const target = (n: Node) => n.target.map(String).join(' >>> ');
    const why = (n: Node) => [...(n.any ?? []), ...(n.all ?? []), ...(n.none ?? [])].find((c) => c.message)?.message ?? '';
    return {
      violations: res.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, helpUrl: v.helpUrl, targets: v.nodes.map(target) })),
      needsReview: res.incomplete.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: target(n), why: why(n) })) })),
    };
  }, [...AXE_TAGS]);
  return { violations: out.violations, summary: out.violations.map(formatViolation), needsReview: out.needsReview };
}

export function formatViolation(v: AxeViolation): string {
  const targets = v.targets.length > 5 ? [...v.targets.slice(0, 5), `… ${v.targets.length - 5} more`] : v.targets;
  return `[${v.id}] ${v.impact ?? 'n/a'} — ${v.help} — ${targets.join(', ')}`;
}

// ---------------------------------------------------------------------------------------------
// The common preamble of the browser suites

/** POST /__mock/reset: the preview's mock shop is one for every browser context, so each test starts from it. */
export async function resetMockShop(): Promise<void> {
  await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
}

/** GET /__mock/basket?set=…: puts one of the preview's basket presets in the shop (basket-seed.ts BASKET_PRESETS). */
export async function setBasket(preset: BasketPreset): Promise<void> {
  const res = await fetch(`${baseURL()}/__mock/basket?set=${preset}`, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`__mock/basket?set=${preset}: HTTP ${res.status}`);
}

/**
 * The shopper's pointer comes over the header basket (a `mouseover` on `#menu_basket`, no hover state):
 * the mini-basket reads the basket then, as the theme does, unless the page is from the shop's HTML
 * cache (it read it at load). For tests that need the shop's basket in the header.
 */
/**
 * The shopper's first pointing at the header basket: the mini-basket (which waits for it, issue 32) wakes,
 * mounts and reads the basket. Already awake (a basket change woke it), it has read the basket then.
 */
export async function wakeBasket(page: Page): Promise<void> {
  await page.waitForSelector('#menu_basket[data-storefront-mini-basket]', { state: 'attached' });
  await page.dispatchEvent('#menu_basket', 'pointerover');
  await page.dispatchEvent('#menu_basket', 'mouseover');
  await page.waitForSelector('#menu_basket[data-storefront-mini-basket="mounted"]', { state: 'attached' });
}

/**
 * The tooltip describing `trigger`, once its island is awake: the tooltips wait for the shopper's hover,
 * focus or press on their trigger (issue 32), and until then the trigger is described by the server's own
 * `.tooltipContent` (the load job) or its title. Give the trigger that intent first.
 */
export async function tooltipOf(trigger: Locator): Promise<Locator> {
  const described = () =>
    trigger.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).find((id) => id && el.ownerDocument.getElementById(id)?.getAttribute('role') === 'tooltip') ?? null);
  await expect.poll(described, { message: 'the trigger is described by its tooltip (its island woke)' }).not.toBeNull();
  return trigger.page().locator(`[role=tooltip][id="${await described()}"]`);
}

/** A sample page (desktop unless `view` says otherwise) once its islands have settled. */
export async function openReady(file: string, options: SampleOptions = {}): Promise<Sample> {
  const s = await openSample(file, { view: 3, ...options });
  await waitForIslands(s.page);
  // Ready for the test's shopper: the product islands, which wait for the first intent on the form, awake.
  await wakeProduct(s.page);
  return s;
}

/** axe-core on the page as it is now; violations fail the test softly, labelled with the state. */
export async function expectAxe(s: Sample, label: string): Promise<void> {
  expect.soft((await axe(s.page)).summary, `axe: ${label}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Injected-content checks

/** Installs `window[hit](id)` recording onto `window.__hits` from the first byte (the XSS corpus calls it). */
export async function spyOnXssHits(page: Page, hit: string): Promise<void> {
  await page.addInitScript((name) => {
    const w = window as unknown as Record<string, unknown> & { __hits: number[] };
    w.__hits = [];
    w[name] = (id: number) => w.__hits.push(id);
  }, hit);
}

/** The ids `spyOnXssHits` recorded. */
export const xssHits = (page: Page): Promise<number[]> => page.evaluate(() => (window as unknown as { __hits: number[] }).__hits);

/** Pokes every element under `selector` as a shopper and the browser would (hover, focus, load/error, toggle; clicks kept from navigating), then waits. */
export const pokeAll = (page: Page, selector: string): Promise<void> =>
  page.evaluate(async (sel) => {
    for (const el of document.querySelectorAll(`${sel} *`)) {
      for (const type of ['mouseover', 'focus', 'animationstart', 'load', 'error', 'toggle', 'begin']) el.dispatchEvent(new Event(type));
      el.addEventListener('click', (e) => e.preventDefault(), { once: true });
      (el as HTMLElement).click?.();
    }
    await new Promise((r) => setTimeout(r, 500));
  }, selector);
