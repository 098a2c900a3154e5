/**
 * Robustness in Chromium on main.html:
 *  - a shop that ignores the live search's `limit` (the mock's cookie mock_search_flood=<n> adds n
 *    entries to every list of the reply) renders at most six options per group plus "show all";
 *  - 200 toasts sent before the toast stack wakes: every error and warning toast is shown (the entry
 *    keeps the first 50 early events and every error/warning after them; the stack drops info first);
 *  - partial-load swaps and leaks are in e2e/partial-swap-leak.e2e.ts, which swaps regions holding
 *    islands: one plain dropdown takes none of the paths that can leak. "DevTools console", a retainer a
 *    heap snapshot shows, is also what V8 calls its console message storage, which keeps every element
 *    handed to a console message alive, and with it the whole swapped-out region;
 *  - under the strict CSP switch, a snippet and a widget carrying the XSS corpus and the outside
 *    payloads (hundreds of inline handlers) report no script-src-attr violation: handlers are cut from
 *    the text before any parse (core/dom/drop-handlers), so the parser meets none to report.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openSample, waitForIslands, type Sample, test } from './harness';
import { XSS_CORPUS, XSS_CORPUS_HTML } from '../fixtures/xss-corpus';
import { outsideSnippetHtml } from '../fixtures/xss-outside';
import { dropInlineHandlers } from '../core/dom/drop-handlers';
import { parseFragment } from 'parse5';

const LIMIT = 6;
const GROUPS = 6;

describe('live search against a shop that ignores the limit', () => {
  test('a reply of 42,000 results renders at most six options per group and "show all"', async () => {
    const perList = 7000;
    const s = await openSample('main', {
      view: 3,
      beforeGoto: (_page, context) => context.addCookies([{ name: 'mock_search_flood', value: String(perList), url: baseURL() }]),
    });
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
  }, 60_000);
});

const toastTexts = (page: Page, role: 'alert' | 'status') =>
  page.locator(`.storefront-toasts [role=${role}] .alertek__message`).allTextContents();

describe('early toasts', () => {
  test('200 toasts before the stack woke: every error and warning is on screen', async () => {
    const s = await openSample('main', {
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

describe('CSP reports from server HTML', () => {
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
      // Two reads see them: the bulk island's one read (scripts picked out, the owner's elements taken out:
      // core/dom/owner-html) and the sanitizer's; the owner path's re-read check renames on… names first.
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
