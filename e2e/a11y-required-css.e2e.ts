/**
 * A page styled by the CSS the guide asks a theme for and nothing else (docs/examples/theme-required.css in
 * place of the samples' theme.css): the controls the islands add are targets of at least 24 × 24 px (WCAG
 * 2.5.8).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openReady, resetMockShop, ROOT, test, wakeProduct } from './harness';

beforeEach(resetMockShop);

const REQUIRED = readFileSync(join(ROOT, 'docs/examples/theme-required.css'), 'utf8');
const onlyRequired = async (page: Page) => {
  await page.route('**/theme.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: REQUIRED }));
};

/** Each visible element's box under `selector`, smaller than 24 × 24 px. */
const small = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 24 || r.height < 24))
      .map(({ el, r }) => `${el.id || el.className} ${Math.round(r.width)} × ${Math.round(r.height)}`),
  );

test.each(['projector-101', 'projector-102'])('%s with only the required CSS: the quantity buttons and the notify toggle are 24 × 24 px or more', async (file) => {
  const s = await openReady(file, { view: 1, beforeGoto: onlyRequired });
  await wakeProduct(s.page);
  const targets = file === 'projector-101' ? '.projector_buy__number_range' : '#projector_tell_availability_section button';
  await expect.poll(() => s.page.locator(targets).count()).toBeGreaterThan(0);
  expect(await small(s.page, targets)).toEqual([]);
});
