/**
 * The keyboard-only journey: home → search → product → choose a size → add to basket →
 * mini-basket → basket page, with page.keyboard alone (no clicks, no element.focus()). After every key
 * press focus must be on a real, rendered element showing :focus-visible — never lost to <body> — and
 * axe (wcag2a, wcag2aa, wcag21aa) runs on each page and in the open states on the way.
 *
 * The preview serves only the sample pages: the search result's product link (/product-pol-101-….html,
 * the mock catalogue's address) is answered by page.route with a redirect to html-samples/projector-101.html,
 * so the product page is the real sample under its own address. Its basket links are relative
 * ('basketedit.html'), so the last step is a real navigation to the basket sample, no route needed. That
 * page is static HTML: what is asserted about the basket is what is real — the one background POST, the
 * mini-basket's badge and popup after the add, the navigation to the basket address.
 */
import { beforeEach, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, baseURL, openSample, waitForIslands, wakeProduct, wakeBasket, type Sample, test } from './harness';

beforeEach(async () => {
  await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
});

interface Focus {
  body: boolean;
  visible: boolean;
  focusVisible: boolean;
  describe: string;
}

const focus = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { body: true, visible: false, focusVisible: false, describe: 'body' };
    const r = el.getBoundingClientRect();
    return {
      body: false,
      visible: el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && r.width > 0 && r.height > 0,
      focusVisible: el.matches(':focus-visible'),
      describe: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
    };
  });

/** Every key goes through here: after it, focus must be visible on a real element. */
async function key(page: Page, k: string, step: string): Promise<Focus> {
  await page.keyboard.press(k);
  const f = await focus(page);
  expect(f.body, `${step}: focus lost to <body> after ${k}`).toBe(false);
  expect(f.visible, `${step}: focused ${f.describe} is not rendered`).toBe(true);
  expect(f.focusVisible, `${step}: focused ${f.describe} does not show :focus-visible`).toBe(true);
  return f;
}

/** Tab (or Shift+Tab) until the focused element matches `selector`, checking focus at every stop. */
async function tabTo(page: Page, selector: string, step: string, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await key(page, back ? 'Shift+Tab' : 'Tab', step);
    if (await page.evaluate((sel) => !!document.activeElement?.matches(sel), selector)) return;
  }
  throw new Error(`${step}: ${back ? 'Shift+Tab' : 'Tab'} never reached ${selector} in ${max} presses (focus on ${(await focus(page)).describe})`);
}

async function expectAxe(s: Sample, label: string): Promise<void> {
  expect.soft((await axe(s.page)).summary, `axe: ${label}`).toEqual([]);
}

const PRODUCT = '/html-samples/projector-101.html';

test('home → search → product → size → add → mini-basket → basket page, by keyboard alone', async () => {
  const s = await openSample('main', {
    view: 3,
    beforeGoto: async (page) => {
      // The mock catalogue's product address is not in the preview: send it to the product sample.
      await page.route(/\/product-pol-101-[^/]*\.html$/, (route) =>
        route.fulfill({ status: 302, headers: { location: `${baseURL()}${PRODUCT}` } }),
      );
    },
  });
  const { page } = s;
  await waitForIslands(page);
  await wakeProduct(page);
  await expectAxe(s, 'home');

  // 1. Home: Tab to the search, type, arrow to the product, Enter.
  await tabTo(page, '#menu_search_text', 'to the search');
  await page.keyboard.type('kalina', { delay: 80 });
  const options = page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]');
  await expect.poll(() => options.count(), { timeout: 8000 }).toBeGreaterThan(0);
  let href = '';
  for (let i = 0; i < 12 && !/product-pol-101-/.test(href); i++) {
    await key(page, 'ArrowDown', 'arrow to the product result');
    const id = await page.locator('#menu_search_text').getAttribute('aria-activedescendant');
    expect(id, 'an option is active').toBeTruthy();
    // The active option is the link itself or holds it.
    href = await page.locator(`[id="${id}"]`).evaluate((el) => (el.closest('a') ?? el.querySelector('a'))?.getAttribute('href') ?? '');
  }
  expect(href, 'the product 101 result is reachable with the arrows').toMatch(/product-pol-101-/);
  await expectAxe(s, 'search results, product active');
  await Promise.all([page.waitForURL(`${baseURL()}${PRODUCT}`), page.keyboard.press('Enter')]);
  await waitForIslands(page);
  await wakeProduct(page);
  // The sample header's server count (3 products) is not the mock shop's basket (empty): the header
  // shows the shop's once the shopper has pointed at it (the theme's timing), before the walk starts.
  await wakeBasket(page);
  await page.waitForSelector('#menu_basket[data-storefront-mini-basket="mounted"].--hide', { state: 'attached' });
  await expectAxe(s, 'product page');

  // 2. Product: Tab into the size radio group (only the checked size is a tab stop), arrows choose XL.
  await tabTo(page, '#projector_sizes_section [role=radio]', 'to the sizes');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
  for (let i = 0; i < 6; i++) {
    if (/^XL\b/.test((await page.evaluate(() => document.activeElement?.textContent ?? '')).trim())) break;
    await key(page, 'ArrowRight', 'choose a size');
  }
  const xl = page.locator('#projector_sizes_section [role=radio]', { hasText: /^XL\b/ });
  expect(await xl.getAttribute('aria-checked')).toBe('true');
  await expect.poll(() => page.locator('#projector_size_hidden').inputValue()).toBe('5');
  await expect.poll(() => page.locator('#projector_price_value').textContent()).toContain('199,99');

  // 3. Add to basket: Tab on to the buy button, Enter; one background POST, the header follows.
  const badge = page.locator('#menu_basket .badge');
  await page.waitForSelector('#menu_basket[data-storefront-mini-basket="mounted"]', { state: 'attached' });
  const before = Number((await badge.textContent())?.trim());
  await tabTo(page, '#projector_button_basket', 'to the buy button');
  const url = page.url();
  await key(page, 'Enter', 'add to basket');
  await expect.poll(async () => Number((await badge.textContent())?.trim())).toBe(before + 1);
  expect(s.network.filter((r) => r.method === 'POST' && r.url.includes('/basketchange.php')), 'one background POST').toHaveLength(1);
  expect(page.url(), 'the add stays on the page').toBe(url);
  // The added dialog, as the platform's product page shows after an add: focus in it, Escape leaves it
  // and puts focus back on the buy button.
  const added = page.getByRole('dialog', { name: 'Dodano do koszyka' });
  await added.waitFor();
  await expectAxe(s, 'after the add (the added dialog)');
  await key(page, 'Escape', 'close the added dialog');
  await added.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.id), 'focus back on the buy button').toBe('projector_button_basket');

  // 4. Mini-basket: back up to its toggle in the header, Enter opens the popup with the line.
  await tabTo(page, '#menu_basket .top_basket__toggle', 'back to the mini-basket', { back: true, max: 120 });
  const toggle = page.locator('#menu_basket .top_basket__toggle');
  // Focus in the mini-basket shows the popup (the theme's :focus-within) and the button says so;
  // where the theme's rule does not show it, Enter does.
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await key(page, 'Enter', 'open the mini-basket');
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => page.locator('#menu_basket').textContent()).toContain('Sukienka midi Kalina');
  await expectAxe(s, 'mini-basket open');

  // 5. The basket page: Tab on to "Przejdź do koszyka" in the popup, Enter navigates.
  await tabTo(page, '#menu_basket a[href="basketedit.html"]:not(.top_basket__sub)', 'to the basket link', { max: 40 });
  await Promise.all([page.waitForURL(`${baseURL()}/html-samples/basketedit.html`), page.keyboard.press('Enter')]);
  await waitForIslands(page);
  await wakeProduct(page);
  await expectAxe(s, 'basket page');
  // The first Tab on the new page lands on a visible element too.
  await key(page, 'Tab', 'first Tab on the basket page');

  expect(s.pageErrors, 'uncaught errors').toEqual([]);
  expect(s.consoleErrors, 'console errors').toEqual([]);
});
