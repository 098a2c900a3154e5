/**
 * Issue 19, robustness findings in Chromium on main.html:
 *  - 12: a shop that ignores the live search's `limit` (the mock's cookie mock_search_flood=<n> adds n
 *    entries to every list of the reply) renders at most six options per group plus "show all";
 *  - 9: 200 toasts sent before the toast stack woke: every error and warning toast is shown (the entry
 *    keeps the first 50 early events and every error/warning after them; the stack drops info first).
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, closeBrowser, openSample, waitForIslands, type Sample } from './harness';

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
