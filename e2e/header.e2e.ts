/**
 * The header and navigation islands in Chromium on the sample pages: live search (one request
 * per typed query, the cache, keyboard to a result, failure), the mega-menu and the mobile sidebar
 * by keyboard with focus return, the mini-basket after an add on the product page, footer groups on
 * phones, shopping-list creation failing, axe in the opened states.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxe, openReady, resetMockShop, typeOnPageClock, type Sample, test } from './harness';

// The preview's mock shop is one for every browser context: start each test from an empty basket.
beforeEach(resetMockShop);

const open = openReady;
// Live search goes to /graphql/v1/ without a marker (the platform's form): told apart by its body.
const searches = (s: Sample) => s.network.filter((r) => r.method === 'POST' && r.url.includes('/graphql/') && /productsTextSearch/.test(r.postData ?? '')).length;
const active = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

describe('live search', () => {
  test('a 6-letter query typed at human speed sends one request; the repeat sends none; keyboard to a result', async () => {
    // "Human speed" is 150 ms between keys on the page's own clock (Playwright's), moved on by the test:
    // a busy machine slowing the keystrokes down cannot make a pause look like the end of typing.
    const s = await open('main', { beforeGoto: (page) => page.clock.install() });
    const input = s.page.locator('#menu_search_text');
    await input.click();
    await s.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    // The island's own pause (data-search-delay, 500 ms) ends the typing.
    await typeOnPageClock(s.page, 'sukien', { gapMs: 150, afterMs: 600 });
    const options = s.page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]');
    await expect.poll(() => options.count(), { timeout: 5000 }).toBeGreaterThan(0);
    expect(searches(s)).toBe(1);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await expectAxe(s, 'search results open');

    await input.fill('');
    await typeOnPageClock(s.page, 'sukien', { gapMs: 150, afterMs: 1300 });
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(searches(s), 'the repeat comes from the cache').toBe(1);

    await s.page.keyboard.press('ArrowDown');
    const activeId = await input.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const href = await s.page.locator(`[id="${activeId}"]`).getAttribute('href');
    // The preview has no product pages (404): the navigation request itself is the proof.
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes(href!.replace(/^\.?\//, '')));
    await s.page.keyboard.press('Enter');
    await nav;
  });

  test('zero-priced results: "Cena na telefon" and no call, as the theme; with data-search-points="true" a product sold for points only shows its price in points (its own price call)', async () => {
    const lookups = (t: Sample) => t.network.filter((r) => r.method === 'GET' && r.url.includes('/ajax/projector.php')).map((r) => new URL(r.url).search);
    const plain = await open('template-pages/main', { beforeGoto: (page) => page.clock.install() });
    await plain.page.locator('#menu_search_text').click();
    await plain.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    await typeOnPageClock(plain.page, 'kubek', { gapMs: 80, afterMs: 600 });
    const plainPrice = plain.page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]', { hasText: 'Kubek termiczny za punkty' }).locator('.search_result__price');
    await expect.poll(() => plainPrice.textContent(), { timeout: 8000 }).toBe('Cena na telefon');
    expect(lookups(plain)).toEqual([]);

    const s = await open('main', { beforeGoto: (page) => page.clock.install() });
    await s.page.evaluate(() => document.getElementById('menu_search')!.setAttribute('data-search-points', 'true'));
    const input = s.page.locator('#menu_search_text');
    await input.click();
    await s.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    const price = (name: string) =>
      s.page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]', { hasText: name }).locator('.search_result__price').textContent();
    await typeOnPageClock(s.page, 'kubek', { gapMs: 80, afterMs: 600 });
    await expect.poll(() => price('Kubek termiczny za punkty'), { timeout: 8000 }).toBe('250,00 pkt.');
    expect(lookups(s)).toEqual(['?action=get&product=104&get=sizeprices']);
    await input.fill('');
    await typeOnPageClock(s.page, 'płaszcz', { gapMs: 80, afterMs: 600 });
    await expect.poll(() => price('Płaszcz wełniany szyty na miarę'), { timeout: 8000 }).toBe('Cena na telefon');
    await expectAxe(s, 'search results with a points price');
    expect(s.consoleErrors).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  test('a failing search shows nothing and breaks nothing', async () => {
    const s = await open('main', { faults: { 'graphql:productsTextSearch': '500' } });
    const input = s.page.locator('#menu_search_text');
    await input.click();
    await input.pressSequentially('sukienka', { delay: 80 });
    await s.page.waitForTimeout(1200);
    expect(await s.page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]').count()).toBe(0);
    expect(await input.inputValue()).toBe('sukienka');
    expect(s.pageErrors).toEqual([]);
  });
});

describe('category menu', () => {
  test('desktop: a submenu opens with Enter and closes with Escape, focus back on its button', async () => {
    const s = await open('main');
    const button = s.page.locator('#menu_categories .nav-link-expand').first();
    await button.focus();
    await s.page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expectAxe(s, 'mega-menu open');
    await s.page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await active(s.page)).toContain('nav-link-expand');
  });

  test('phone: the sidebar opens from the toggle, takes focus, and gives it back on Escape', async () => {
    const s = await open('main', { view: 1 });
    const toggler = s.page.locator('#menu_categories .navbar-toggler');
    await toggler.click();
    await expect.poll(() => s.page.evaluate(() => document.documentElement.classList.contains('sidebar_open'))).toBe(true);
    expect(await toggler.getAttribute('aria-expanded')).toBe('true');
    expect(await active(s.page)).not.toContain('navbar-toggler');
    await expectAxe(s, 'sidebar open');
    await s.page.keyboard.press('Escape');
    await expect.poll(() => s.page.evaluate(() => document.documentElement.classList.contains('sidebar_open'))).toBe(false);
    expect(await active(s.page)).toContain('navbar-toggler');
    // The search box is back in the header.
    expect(await s.page.locator('header #menu_search').count()).toBe(1);
  });
});

describe('mini-basket', () => {
  test('shows the line added on the product page at once, without another basket request', async () => {
    const s = await open('projector-101');
    await s.page.locator('#projector_button_basket').click();
    await expect.poll(() => s.page.locator('#menu_basket .badge').textContent()).toBe('1');
    // The added dialog comes first (the page behind it is inert); the shopper continues shopping.
    await s.page.getByRole('button', { name: 'Kontynuuj zakupy' }).click();
    await s.page.getByRole('dialog').waitFor({ state: 'detached' });
    const basketCalls = () => s.network.filter((r) => r.url.includes('query=basket')).length;
    const before = basketCalls();
    const toggle = s.page.locator('#menu_basket .top_basket__toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await s.page.locator('#menu_basket').textContent()).toContain('Sukienka midi Kalina');
    await expectAxe(s, 'mini-basket open');
    await s.page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(basketCalls()).toBe(before);
  });

  test('a failing basket call leaves the server header as it was', async () => {
    const s = await open('main', { faults: { 'graphql:basket': '500' } });
    expect(await s.page.locator('#menu_basket .badge').textContent()).toMatch(/\d/);
    expect(await s.page.locator('#menu_basket').getAttribute('class')).not.toContain('--skeleton');
    expect(s.pageErrors).toEqual([]);
  });
});

describe('furniture', () => {
  test('footer groups fold on phones and open by keyboard', async () => {
    const s = await open('main', { view: 1 });
    const header = s.page.locator('#footer_links .footer_tab__header').first();
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    await header.focus();
    await s.page.keyboard.press('Enter');
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    await expectAxe(s, 'footer group open');
  });

  test('creating the first shopping list failing still leads to the list page', async () => {
    const s = await open('main', { faults: { 'graphql:createShoppingList': '500' } });
    // /shoppinglist.php is not in the preview (404): the navigation request is the proof.
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && /shoppinglist\.php/.test(r.url()));
    await s.page.locator('.slt_link').click();
    await nav;
  });

  test('settings: a disclosure by keyboard, focus back on Escape', async () => {
    const s = await open('main');
    const trigger = s.page.locator('#menu_settings .open_trigger__link');
    await trigger.focus();
    await s.page.waitForSelector('#menu_settings[data-storefront-settings-menu="mounted"]');
    await s.page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await s.page.keyboard.press('Tab');
    await s.page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await active(s.page)).toContain('open_trigger__link');
  });
});
