/**
 * The header islands at every view level (1 phone, 2 tablet, 3 desktop) on the main page and on
 * product pages: live search by keyboard (one request per typed query, the phone's full-screen mode
 * where Enter submits), the category menu by keyboard alone (mega-menu on desktop, the sidebar with a
 * submenu and its back link on phones and tablets, focus coming back, the page behind inert), the
 * mini-basket after an add, and the settings menu by mouse hover and keyboard.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { ViewLevel } from '../core/mount/types';
import { expectAxe, openSample, resetMockShop, setBasket, typeOnPageClock, type Sample, type SampleOptions, waitForIslands, test } from './harness';

beforeEach(resetMockShop);

async function open(file: string, view: ViewLevel, options: SampleOptions = {}): Promise<Sample> {
  const s = await openSample(file, { view, ...options });
  await waitForIslands(s.page);
  return s;
}
// Live search goes to /graphql/v1/ without a marker (the platform's form): told apart by its body.
const searches = (s: Sample) => s.network.filter((r) => r.method === 'POST' && r.url.includes('/graphql/') && /productsTextSearch/.test(r.postData ?? '')).length;
const activeMatches = (page: Page, selector: string) => page.evaluate((sel) => !!document.activeElement?.matches(sel), selector);
const htmlHas = (page: Page, cls: string) => page.evaluate((c) => document.documentElement.classList.contains(c), cls);

/**
 * Presses Tab until the focused element matches `selector` (at most `max` presses); fails otherwise.
 * On a phone the full-screen search opens on typing or a tap, not on focus (WCAG 3.2.1), so Tab
 * walks past it; were it open, a keyboard user would leave it with Escape and tab on, and so does this.
 */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await activeMatches(page, selector)) return;
    if (!selector.includes('menu_search') && (await htmlHas(page, '--search-open'))) {
      await page.keyboard.press('Escape');
      await expect.poll(() => htmlHas(page, '--search-open')).toBe(false);
    }
    await page.keyboard.press('Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`Tab never reached ${selector} in ${max} presses (focus is on ${at})`);
}

describe.each([
  ['main', 1],
  ['main', 2],
  ['main', 3],
  ['projector-101', 1],
  ['projector-105', 2],
  ['projector-106', 3],
] as const)('live search on %s at view %i', (file, view) => {
  test('by keyboard: one request for the typed query, a result chosen with the arrows, Escape keeps the text', async () => {
    // 150 ms between keys on the page's clock (typeOnPageClock): a busy machine cannot split the query.
    const s = await open(file, view, { beforeGoto: (page) => page.clock.install() });
    await tabTo(s.page, '#menu_search_text');
    await s.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    // Focus alone opens nothing, on phones too (3.2.1); below 768 px the typing opens the full-screen mode.
    expect(await htmlHas(s.page, '--search-open')).toBe(false);
    await typeOnPageClock(s.page, 'sukien', { gapMs: 150, afterMs: 600 });
    expect(await htmlHas(s.page, '--search-open')).toBe(view === 1);
    const options = s.page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]');
    await expect.poll(() => options.count(), { timeout: 5000 }).toBeGreaterThan(0);
    expect(searches(s), 'one request for one typed query').toBe(1);
    const input = s.page.locator('#menu_search_text');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await s.page.keyboard.press('ArrowDown');
    await s.page.keyboard.press('ArrowDown');
    const second = await input.getAttribute('aria-activedescendant');
    await s.page.keyboard.press('ArrowUp');
    const first = await input.getAttribute('aria-activedescendant');
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(searches(s), 'arrow keys never search').toBe(1);
    await expectAxe(s, `results open, view ${view}`);
    await s.page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.inputValue()).toBe('sukien');
    expect(s.pageErrors).toEqual([]);
  });
});

test('phone: Enter in the full-screen search submits the form to /search.php', async () => {
  const s = await open('main', 1);
  // A tap on the field opens it (the focus a tap gives), as the theme's phone layout does.
  await s.page.locator('#menu_search_text').click();
  await expect.poll(() => htmlHas(s.page, '--search-open')).toBe(true);
  await s.page.keyboard.type('sukienka', { delay: 60 });
  const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && /\/search\.php\?text=sukienka/.test(r.url()));
  await s.page.keyboard.press('Enter');
  await nav;
});

describe.each([
  ['main', 1],
  ['projector-101', 2],
] as const)('sidebar on %s at view %i', (file, view) => {
  test('by keyboard alone: toggle, a submenu and its back link, Escape gives focus back; the page behind is inert', async () => {
    const s = await open(file, view);
    await tabTo(s.page, '#menu_categories .navbar-toggler');
    await s.page.keyboard.press('Enter');
    await expect.poll(() => htmlHas(s.page, 'sidebar_open')).toBe(true);
    expect(await activeMatches(s.page, '#menu_navbar *'), 'focus moved into the sidebar').toBe(true);
    expect(await s.page.evaluate(() => !!document.querySelector('#content')?.closest('[inert]')), 'content is inert').toBe(true);
    // The search box moved into the sidebar.
    expect(await s.page.evaluate(() => !!document.querySelector('#menu_search')?.closest('aside, #menu_navbar'))).toBe(true);

    await tabTo(s.page, '#menu_navbar .nav-link-expand', 30);
    const expand = await s.page.evaluate(() => document.activeElement!.getAttribute('aria-controls'));
    await s.page.keyboard.press('Enter');
    const button = s.page.locator(`#menu_navbar .nav-link-expand[aria-controls="${expand}"]`);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await activeMatches(s.page, `#${expand} *`), 'focus moved into the submenu').toBe(true);
    await expectAxe(s, `sidebar with a submenu open, view ${view}`);
    await tabTo(s.page, `#${expand} a.nav-header__backLink`, 5);
    await s.page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await activeMatches(s.page, `.nav-link-expand[aria-controls="${expand}"]`), 'back link returns focus to its button').toBe(true);

    await s.page.keyboard.press('Escape');
    await expect.poll(() => htmlHas(s.page, 'sidebar_open')).toBe(false);
    expect(await activeMatches(s.page, '#menu_categories .navbar-toggler')).toBe(true);
    expect(await s.page.evaluate(() => document.querySelectorAll('[inert]').length), 'nothing left inert').toBe(0);
    expect(await s.page.locator('header #menu_search').count(), 'search back in the header').toBe(1);
  });
});

test('desktop mega-menu on a product page: keyboard into a submenu and out with Escape', async () => {
  const s = await open('projector-101', 3);
  await tabTo(s.page, '#menu_categories .nav-link-expand');
  await s.page.keyboard.press('Enter');
  const button = s.page.locator('#menu_categories .nav-link-expand[aria-expanded=true]');
  expect(await button.count()).toBe(1);
  const panel = `#${await button.getAttribute('aria-controls')}`;
  expect(await s.page.locator(panel).isVisible()).toBe(true);
  await s.page.keyboard.press('Tab');
  expect(await activeMatches(s.page, `${panel} a`), 'Tab goes into the open submenu').toBe(true);
  await s.page.keyboard.press('Escape');
  expect(await s.page.locator(panel).isVisible()).toBe(false);
  expect(await activeMatches(s.page, '#menu_categories .nav-link-expand')).toBe(true);
});

describe.each([1, 2, 3] as const)('mini-basket at view %i', (view) => {
  test('an add on the product page shows in the header at once', async () => {
    // The shop holds the basket the page was rendered with (3 lines), so the header's count is the same
    // whether or not the mini-basket's own read at load has answered yet: the add alone makes it 4.
    await setBasket('sample');
    const s = await open('projector-105', view);
    const before = Number(await s.page.locator('#menu_basket .badge').textContent());
    expect(before).toBe(3);
    await s.page.locator('#projector_button_basket').click();
    await expect.poll(async () => Number(await s.page.locator('#menu_basket .badge').textContent())).toBe(before + 1);
    expect(await s.page.locator('#menu_basket').getAttribute('class')).not.toContain('--hide');
    expect(s.pageErrors).toEqual([]);
  });
});

test('settings menu: a mouse hover opens it once the island has mounted, leaving closes it (keyboard: header.e2e.ts)', async () => {
  const s = await openSample('main', { view: 3 });
  await waitForIslands(s.page);
  const trigger = s.page.locator('#menu_settings .open_trigger__link');
  const form = s.page.locator('#menu_settings form');
  await trigger.hover();
  await s.page.waitForSelector('#menu_settings[data-storefront-settings-menu="mounted"]');
  // The island woke on that hover; a fresh hover now opens it through the island.
  await s.page.mouse.move(0, 0);
  await expect.poll(() => form.isVisible()).toBe(false);
  await trigger.hover();
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  expect(await form.isVisible()).toBe(true);
  await s.page.mouse.move(0, 600);
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
  expect(await form.isVisible()).toBe(false);
});
