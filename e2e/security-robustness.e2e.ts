/**
 * Issue 19, robustness findings in Chromium on main.html:
 *  - 12: a shop that ignores the live search's `limit` (the mock's cookie mock_search_flood=<n> adds n
 *    entries to every list of the reply) renders at most six options per group plus "show all";
 *  - 9: 200 toasts sent before the toast stack woke: every error and warning toast is shown (the entry
 *    keeps the first 50 early events and every error/warning after them; the stack drops info first);
 *  - 8: forty partial-load swaps of a region holding a mounted dropdown, each about 150 ms after it
 *    mounted, leave the page's DOM node and listener counts (after forced GC) where they were; a control
 *    that keeps the old regions alive shows the measure does see a leak;
 *  - 11: under the strict CSP switch, a snippet and a widget carrying the XSS corpus and the outside
 *    payloads (hundreds of inline handlers) report no script-src-attr violation: handlers are cut from
 *    the text before any parse (core/dom/drop-handlers), where the parser used to report each one.
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, closeBrowser, openSample, waitForIslands, type Sample } from './harness';
import { XSS_CORPUS, XSS_CORPUS_HTML } from '../fixtures/xss-corpus';
import { outsideSnippetHtml } from '../fixtures/xss-outside';
import { dropInlineHandlers } from '../core/dom/drop-handlers';
import { parseFragment } from 'parse5';

afterAll(closeBrowser);

const LIMIT = 6;
const GROUPS = 6;

describe('live search against a shop that ignores the limit (finding 12)', () => {
  test('a reply of 42,000 results renders at most six options per group and "show all"', async () => {
    const perList = 7000;
    const s = await openSample('main', {
      view: 3,
      beforeGoto: (_page, context) => context.addCookies([{ name: 'mock_search_flood', value: String(perList), url: baseURL() }]),
    });
    try {
      const { page } = s;
      await waitForIslands(page);
      const input = page.locator('#menu_search_text');
      await input.click();
      await page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
      const reply = page.waitForResponse((r) => r.url().includes('/graphql/') && /productsTextSearch/.test(r.request().postData() ?? ''), { timeout: 20_000 });
      await input.pressSequentially('sukien', { delay: 120 });
      // The mock did send the flood: the reply really holds more than 40,000 results.
      const body = (await (await reply).json()) as { data?: { productsTextSearch?: Record<string, unknown[]> } };
      const lists = Object.values(body.data?.productsTextSearch ?? {});
      expect(lists.reduce((n, l) => n + (Array.isArray(l) ? l.length : 0), 0)).toBeGreaterThan(40_000);

      const options = page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]');
      await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(LIMIT);
      expect(await options.count()).toBeLessThanOrEqual(LIMIT * GROUPS + 1);
      const perGroup = await page.$$eval('#menu_search [role=listbox] [role=group]', (groups) =>
        groups.map((g) => g.querySelectorAll('[role=option]').length),
      );
      expect(perGroup.length).toBeGreaterThan(0);
      // The suggested-queries group holds its six and the "show all" link.
      for (const n of perGroup) expect(n).toBeLessThanOrEqual(LIMIT + 1);
      const last = options.last();
      expect(await last.getAttribute('href')).toContain('text=sukien');
      expect(s.pageErrors).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);
});

const toastTexts = (page: Page, role: 'alert' | 'status') =>
  page.locator(`.storefront-toasts [role=${role}] .alertek__message`).allTextContents();

describe('early toasts (finding 9)', () => {
  test('200 toasts before the stack woke: every error and warning is on screen', async () => {
    let s: Sample | undefined;
    try {
      s = await openSample('main', {
        view: 3,
        beforeGoto: async (page) => {
          await page.addInitScript(() => {
            // Module scripts run before DOMContentLoaded: the entry listens, the toasts island has not loaded.
            document.addEventListener('DOMContentLoaded', () => {
              document.body.setAttribute('data-e2e-toasts-at-send', String(document.body.getAttribute('data-storefront-toasts')));
              for (let i = 0; i < 200; i++) {
                const kind = i === 30 || i === 110 || i === 190 ? 'error' : i === 150 ? 'warning' : 'info';
                const message = `${kind === 'error' ? 'Błąd' : kind === 'warning' ? 'Uwaga' : 'Info'} ${i}`;
                document.dispatchEvent(new CustomEvent('storefront:toast', { detail: { kind, message, duration: 60_000 } }));
              }
            });
          });
        },
      });
      const { page } = s;
      await waitForIslands(page);
      expect(await page.getAttribute('body', 'data-e2e-toasts-at-send')).toBe('waiting');
      // All four errors and warnings (the last three came after the 50th early event), in the order sent.
      await expect.poll(() => toastTexts(page, 'alert'), { timeout: 10_000 }).toEqual(['Błąd 30', 'Błąd 110', 'Uwaga 150', 'Błąd 190']);
      // Five on screen at most: the fifth is the newest info the entry kept (the 50th early event).
      expect(await toastTexts(page, 'status')).toEqual(['Info 49']);
      expect(s.pageErrors).toEqual([]);
    } finally {
      await s?.close();
    }
  }, 60_000);
});

/** Inline handlers the HTML parser meets in `html` (parse5: the spec's algorithm, scripting off as in DOMParser). */
function handlers(html: string): number {
  type Node = { attrs?: { name: string }[]; childNodes?: Node[]; content?: Node };
  let n = 0;
  const walk = (node: Node): void => {
    n += (node.attrs ?? []).filter((a) => /^on/i.test(a.name)).length;
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parseFragment(html, { scriptingEnabled: false }) as unknown as Node);
  return n;
}

describe('CSP reports from server HTML (finding 11)', () => {
  test('hundreds of inline handlers in a snippet and a widget, under the strict CSP: no script-src-attr report but a gadget chain\'s', async () => {
    const inject = (body: object) =>
      fetch(`${baseURL()}/__mock/injected`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // The widget's own <script> elements run by the platform's rule, so it gets the corpus without them.
    const widget = XSS_CORPUS.filter((p) => !/<script/i.test(p.html)).map((p) => p.html).join('\n');
    const snippet = `<div class="xss-snippet">${XSS_CORPUS_HTML}</div>${outsideSnippetHtml()}`;
    await inject({ snippet, widget });
    let s: Sample | undefined;
    try {
      s = await openSample('main', {
        beforeGoto: async (page, context) => {
          await context.addCookies([{ name: 'storefront_csp', value: '1', url: baseURL() }]);
          await page.addInitScript(() => {
            const w = window as unknown as { __csp: string[] };
            w.__csp = [];
            document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`));
          });
        },
      });
      const { page } = s;
      await waitForIslands(page);
      // The payloads really came in, through the sanitizer (their markup is in the page, no handler is).
      await expect.poll(() => page.locator('.xss-snippet').count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => page.locator('body > [data-bulk-landmark=widgets] > .mock-widget').count()).toBe(1);
      expect(await page.locator('.xss-snippet *').count()).toBeGreaterThan(40);
      expect(await page.locator('[data-outside]').count()).toBeGreaterThan(400);
      // Reports arrive as tasks after the parse that caused them.
      await page.waitForTimeout(300);
      const reports = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      // Before the handler pass: 482 reports (every handler, twice: the bulk call's script pick-out parse and
      // the sanitizer's). After: only what a mutation-XSS gadget chain hides from the pass (see
      // core/dom/drop-handlers.test.ts), counted here with the spec's parser on the same text.
      const attrReports = reports.filter((r) => r.startsWith('script-src-attr'));
      const handlersBefore = handlers(snippet) + handlers(widget);
      const handlersAfter = handlers(dropInlineHandlers(snippet)) + handlers(dropInlineHandlers(widget));
      expect(handlersBefore).toBeGreaterThan(200);
      expect(attrReports.length, attrReports.join('\n')).toBeLessThanOrEqual(2 * handlersAfter);
      // The corpus's gadgets 93 and 94 after 92 (in the snippet and again in the widget): 4 of the 482.
      expect(handlersAfter).toBeLessThanOrEqual(4);
      expect(s.pageErrors).toEqual([]);
    } finally {
      await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
      await s?.close();
    }
  }, 60_000);
});

describe('partial-load swaps do not leak (finding 8)', () => {
  test('40 swaps of a region with a mounted dropdown, ~150 ms after each mount: nodes and listeners come back after GC', async () => {
    let s: Sample | undefined;
    try {
      s = await openSample('search', {
        view: 3,
        beforeGoto: async (_page, context) => {
          // The sort select inside #content (a partial-load region) becomes a dropdown island, on every load.
          await context.route(/\/html-samples\/search\.html/, async (route) => {
            const r = await route.fetch();
            const body = (await r.text()).replace('<select id="select_top_sort" class="f-select" name="sort">', '<select id="select_top_sort" class="f-select" name="sort" data-dropdown>');
            await route.fulfill({ response: r, body });
          });
        },
      });
      const { page } = s;
      const cdp = await page.context().newCDPSession(page);
      // No element handles: a handle Playwright keeps (waitForSelector's result) holds the old region alive
      // from the DevTools side and reads as a leak of ~200 nodes per swap (seen in a heap snapshot:
      // "(Global handles) / DevTools console → <select>").
      const dropdownMounted = () =>
        page.waitForFunction(() => document.querySelector('#select_top_sort')?.getAttribute('data-storefront-dropdown') === 'mounted', null, { timeout: 15_000 });
      const swap = async (keepOld: boolean) => {
        await page.evaluate((keep) => {
          const w = window as unknown as { __old?: Element | null; __kept?: Element[] };
          w.__old = document.querySelector('#content');
          if (keep) (w.__kept ??= []).push(w.__old!);
          (document.querySelector('.pagination__element.--next a') as HTMLElement).click();
        }, keepOld);
        await page.waitForFunction(() => document.querySelector('#content') !== (window as unknown as { __old?: Element }).__old, null, { timeout: 15_000 });
        await page.evaluate(() => ((window as unknown as { __old?: Element | null }).__old = null));
        await dropdownMounted();
        await page.waitForTimeout(150);
      };
      const counters = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        await page.waitForTimeout(100);
        await cdp.send('HeapProfiler.collectGarbage');
        return cdp.send('Memory.getDOMCounters');
      };
      await page.waitForFunction(() => document.querySelector('#container')?.getAttribute('data-storefront-partial-load') === 'mounted', null, { timeout: 15_000 });
      await dropdownMounted();
      // Warm-up: the first swaps load chunks and fill caches.
      for (let k = 0; k < 3; k += 1) await swap(false);
      const start = await counters();
      for (let k = 0; k < 40; k += 1) await swap(false);
      const end = await counters();
      // The old review's figures were +131 nodes and +142 listeners per swap: 40 swaps would add thousands.
      expect(end.nodes - start.nodes, `nodes ${start.nodes} → ${end.nodes}`).toBeLessThan(100);
      expect(end.jsEventListeners - start.jsEventListeners, `listeners ${start.jsEventListeners} → ${end.jsEventListeners}`).toBeLessThan(100);

      // Control: the same measure sees old regions kept alive (5 swaps, each region ~100 nodes).
      for (let k = 0; k < 5; k += 1) await swap(true);
      const kept = await counters();
      expect(kept.nodes - end.nodes).toBeGreaterThan(300);
      expect(s.pageErrors).toEqual([]);
    } finally {
      await s?.close();
    }
  }, 180_000);
});
