/** Opening a sample page in Chromium, with everything a failure needs to be readable. */
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { ViewLevel } from '../../core/mount/types';
import type { FaultEndpoint } from '../../fixtures/mock-shop/faults';
import { launch } from './browser';
import { baseURL, VIEWPORTS } from './env';
import { contextFaults, isFaultCaused, setFault, type Faults } from './faults';
import { timed } from './timed';
import { waitForIslands, wakeProduct } from './islands';

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
  /** The browser fetched the page ahead of a click (the navigation island's rules: `Sec-Purpose: prefetch`). */
  speculative?: boolean;
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
  /**
   * The shopper's data saver on (`navigator.connection.saveData`): the islands warm nothing up at idle
   * (core/mount/warm-up.ts), so what the page evaluates is what its load and its shopper asked for.
   */
  saveData?: boolean;
}

/** In the page, before its scripts: the Network Information API of a browser with the data saver on. */
const saveDataOn = () => {
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
};

/** In the page, before its scripts: each warm-up step as it starts and ends (`window.__warmUp`), page time. */
const warmUpRecorder = () => {
  const w = window as unknown as { __warmUp: Array<{ step: string; state: string; t: number }> };
  w.__warmUp = [];
  document.addEventListener('storefront:warm-up', (e) => w.__warmUp.push({ ...(e as CustomEvent<{ step: string; state: string }>).detail, t: performance.now() }));
};

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
  /** Closes its context; again, it does nothing more. */
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

/**
 * The samples the running test opened and has not closed: the test fixture (./test.ts) closes them when the
 * test ends, whatever way it ends. Undefined outside a test (a beforeAll's shared sample closes itself).
 */
let openedInTest: Set<Sample> | undefined;

/** Starts recording the samples a test opens; `closeAll` closes those still open, the last opened first. */
export function trackSamples(): { closeAll(): Promise<void> } {
  const opened = new Set<Sample>();
  openedInTest = opened;
  return {
    async closeAll() {
      if (openedInTest === opened) openedInTest = undefined;
      for (const s of [...opened].reverse()) await s.close();
    },
  };
}

/** Takes `sample` out of the running test's care: it outlives the test, and whoever shares it closes it. */
export function keepAcrossTests(sample: Sample): Sample {
  openedInTest?.delete(sample);
  return sample;
}

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
  await page.addInitScript(warmUpRecorder);
  if (options.saveData) await page.addInitScript(saveDataOn);
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
    if (/prefetch/.test(req.headers()['sec-purpose'] ?? '')) entry.speculative = true;
    byRequest.set(req, entry);
    network.push(entry);
  });
  page.on('response', (res) => {
    const entry = byRequest.get(res.request());
    if (!entry) return;
    entry.status = res.status();
    // A page fetched ahead that the preview has no copy of (a category of the template's menu): the shopper
    // saw nothing, and a real shop has the page.
    if (res.status() >= 400 && !entry.speculative) {
      entry.fault = isFaultCaused(entry.url, faults(), res.request().postData());
      if (entry.fault) faultyUrls.add(entry.url);
      else failedRequests.push(entry);
    }
  });
  page.on('requestfailed', (req) => {
    const entry = byRequest.get(req);
    if (!entry) return;
    entry.failure = req.failure()?.errorText ?? 'failed';
    if (entry.speculative) return;
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
  const tracker = openedInTest;
  let closing: Promise<void> | undefined;
  const sample: Sample = {
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
    close() {
      tracker?.delete(sample);
      return (closing ??= timed('close the context', () => context.close()));
    },
  };
  // Tracked before the navigation: a test whose page fails to load still has it closed.
  tracker?.add(sample);
  await timed('goto', () => page.goto(url, { waitUntil: options.waitUntil ?? 'load' }));
  return sample;
}

/** A sample page (desktop unless `view` says otherwise) once its islands have settled. */
export async function openReady(file: string, options: SampleOptions = {}): Promise<Sample> {
  const s = await openSample(file, { view: 3, ...options });
  await waitForIslands(s.page);
  // Ready for the test's shopper: the product islands, which wait for the first intent on the form, awake.
  await wakeProduct(s.page);
  return s;
}
