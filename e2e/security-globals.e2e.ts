/**
 * DOM clobbering of page globals. A browser exposes `<img name="instalmentData">` as
 * window.instalmentData when the page has no window property of that name, and IdoSell's footer declares
 * `const instalmentData` (a binding, not a window property): such an element, come in with a snippet of
 * the bulk call (POST /__mock/injected), read as the page's data, would send the lender amount=0.00.
 * Every global is read through core/page/globals, which refuses DOM nodes with a console message:
 *  - beside the footer's binding, the real amount reaches the lender (500.00 here);
 *  - with no instalment data at all, the link is left as the page has it (the browser follows its href).
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openReady, resetMockShop, type Sample, type SampleOptions, test } from './harness';

beforeEach(resetMockShop);

const FOOTER_DATA = "const instalmentData = { currency: 'zł', basketCost: 495.96, basketCostNet: 403.22, basketCount: 3, price: 189.99, priceNet: 154.46 };";
/** The red team's case: a 500.00 product and an empty basket, so the lender opens at once with the product's amount. */
const FOOTER_500 = "const instalmentData = { currency: 'zł', basketCost: 0, basketCostNet: 0, basketCount: 0, price: 500.00, priceNet: 406.50 };";
const CLOBBER = '<img name="instalmentData" alt="" class="e2e-clobber">';

/** projector-101 with its footer's instalment data replaced (or removed), and the clobbering element in the next bulk snippet. */
async function openProduct(footer: string): Promise<Sample> {
  const res = await fetch(`${baseURL()}/__mock/injected`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ snippet: CLOBBER }) });
  expect(res.status).toBe(204);
  const edit: NonNullable<SampleOptions['beforeGoto']> = async (page) => {
    await page.route('**/html-samples/projector-101.html*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes(FOOTER_DATA)) throw new Error('security-globals: projector-101.html no longer has the footer data this test replaces');
      await route.fulfill({ response, body: html.replace(FOOTER_DATA, footer), headers: { ...response.headers(), 'content-type': 'text/html; charset=utf-8' } });
    });
    // The lenders are not on the network: their pages are answered here.
    await page.context().route('https://raty.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>raty</p>' }));
  };
  const s = await openReady('projector-101', { beforeGoto: edit });
  // The snippet is in, and the element really is window.instalmentData (what the browser does with a named img).
  await s.page.locator('img.e2e-clobber').waitFor({ state: 'attached' });
  expect(await s.page.evaluate(() => (window as unknown as { instalmentData?: unknown }).instalmentData instanceof HTMLImageElement)).toBe(true);
  return s;
}

/** Clicks Santander (the click wakes the island and is held until it has mounted); what the click led to. */
async function clickSantander(page: Page): Promise<string> {
  // Whichever comes first; the others end when the page closes (their failure is only noted).
  const noted = (e: unknown) => `gave up waiting (${String(e).split('\n')[0]})`;
  const popup = page.context().waitForEvent('page').then((p) => `window ${p.url()}`, noted);
  const navigation = page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith('https://raty.example/')).then((r) => `navigation ${r.url()}`, noted);
  const dialog = page.locator('[role=dialog]').waitFor().then(async () => `dialog ${(await page.locator('[role=dialog]').textContent()) ?? ''}`, noted);
  await page.locator('#projector_instalments a.projector_instalments__item').first().click();
  return Promise.race([popup, navigation, dialog]);
}

const errors = (s: Sample) => s.consoleErrors.map((c) => c.text);

describe('an element named like a page global is not the page data', () => {
  test("beside the footer's const instalmentData, the lender gets the real amount (500.00, not 0.00)", async () => {
    const s = await openProduct(FOOTER_500);
    expect(await clickSantander(s.page)).toBe('window https://raty.example/santander?amount=500.00');
    expect(errors(s)).toEqual([
      `[storefront:instalments] window.instalmentData is a DOM element (<img name="instalmentData">), not the page's data; the footer's const instalmentData is read instead`,
    ]);
    expect(s.pageErrors).toEqual([]);
  });

  test('with no instalment data, the link is left as the page has it and the console says why', async () => {
    const s = await openProduct('');
    expect(await clickSantander(s.page)).toBe('navigation https://raty.example/santander?amount=189.99');
    expect(errors(s)).toContain(
      `[storefront:instalments] window.instalmentData is a DOM element (<img name="instalmentData">), not the page's data; instalment links left as the page has them`,
    );
  });
});
