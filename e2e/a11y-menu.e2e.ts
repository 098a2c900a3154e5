/**
 * Accessibility of the category menu and the sidebar, in Chromium:
 * - 1.4.13: a mega-menu panel opened by hover while focus is in the search field closes on Escape;
 * - 2.4.7 / 2.4.3: on the phone, with a submenu open, nothing Tab reaches lies under the submenu panel
 *   (the level-1 list it covers is inert), and nothing stays inert once everything is closed;
 * - the sidebar's "Menu" / "Konto" buttons are APG tabs: roles, aria-selected, arrow keys, Home/End,
 *   "Konto" shows the account blocks (the settings trigger) and hides the menu.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxe, openReady, resetMockShop, test } from './harness';

beforeEach(resetMockShop);

const sidebarOpen = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('sidebar_open'));
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Opens the phone sidebar by keyboard, as the shopper would. */
async function openSidebar(page: Page): Promise<void> {
  const toggler = page.locator('#menu_categories .navbar-toggler');
  await toggler.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => sidebarOpen(page)).toBe(true);
}

/**
 * Whether the focused element is what the pointer would hit at the centre of its box (the element or
 * something inside it), i.e. not lying under another layer. Null when nothing in the page has focus.
 */
const focusedUncovered = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const show = (n: Element | null) => (n ? n.outerHTML.replace(/\s+/g, ' ').slice(0, 120) : 'nothing');
    return {
      focused: show(el),
      hit: show(hit),
      uncovered: !!hit && (hit === el || el.contains(hit)),
      inSidebar: !!el.closest('aside'),
      inSubmenu: !!el.closest('li.nav-open > ul'),
      level1: el.matches('#menu_navbar > ul > li > .nav-link-wrapper > *'),
      searchField: el.id === 'menu_search_text',
    };
  });

describe('category menu', () => {
  test('1.4.13: a panel opened by hover while focus is in the search field closes on Escape; focus stays', async () => {
    const s = await openReady('main', { view: 4 });
    const page = s.page;
    const field = page.locator('#menu_search_text');
    await field.focus();
    expect(await activeId(page)).toBe('menu_search_text');
    const item = page.locator('#menu_navbar > ul > li.nav-item').first();
    const button = item.locator(':scope > .nav-link-wrapper > .nav-link-expand');
    const panel = item.locator(':scope > ul.navbar-subnav');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await item.locator(':scope > .nav-link-wrapper > a.nav-link').hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => panel.isVisible()).toBe(true);
    // Hovering moved no focus.
    expect(await activeId(page)).toBe('menu_search_text');
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await activeId(page)).toBe('menu_search_text');
  });

  test('4.1.2: the back links are named at every width, "Wróć" at the desktop as on the phone', async () => {
    for (const view of [1, 4] as const) {
      const s = await openReady('main', {
        view,
        // As the template renders them: an icon, no label (the sample names them itself).
        beforeGoto: async (page) => {
          await page.route('**/html-samples/main.html', async (route) => {
            const res = await route.fetch();
            await route.fulfill({ response: res, body: (await res.text()).replaceAll('class="nav-header__backLink" href="#backLink" aria-label="Wróć"', 'class="nav-header__backLink" href="#backLink"') });
          });
        },
      });
      const names = await s.page.locator('#menu_navbar a.nav-header__backLink').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? a.textContent?.trim() ?? ''));
      expect(names.length, `view ${view}: back links on the page`).toBeGreaterThan(0);
      expect(new Set(names), `view ${view}`).toEqual(new Set(['Wróć']));
      await s.close();
    }
  });

  test('4.1.2 / 1.3.1: without the theme’s styles, a closed panel is not on screen and an open one is, at the desktop', async () => {
    const s = await openReady('main', {
      view: 4,
      beforeGoto: async (page) => {
        await page.route('**/html-samples/theme.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
      },
    });
    const { page } = s;
    await expect.poll(() => page.locator('#menu_categories').getAttribute('data-storefront-category-menu')).toBe('mounted');
    const states = () =>
      page.locator('#menu_navbar > ul > li.nav-item > .nav-link-wrapper > button.nav-link-expand').evaluateAll((buttons) =>
        buttons.map((b) => {
          const panel = document.getElementById(b.getAttribute('aria-controls') ?? '');
          const box = panel?.getBoundingClientRect();
          return { expanded: b.getAttribute('aria-expanded'), shown: !!panel && !!box && box.width > 0 && box.height > 0 && getComputedStyle(panel).visibility !== 'hidden' };
        }),
      );
    const closed = await states();
    expect(closed.length, 'top-level buttons').toBeGreaterThan(1);
    expect(closed.every((st) => st.expanded === 'false' && !st.shown), JSON.stringify(closed)).toBe(true);
    const first = page.locator('#menu_navbar > ul > li.nav-item > .nav-link-wrapper > button.nav-link-expand').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const opened = await states();
    expect(opened[0]).toEqual({ expanded: 'true', shown: true });
    expect(opened.slice(1).every((st) => st.expanded === 'false' && !st.shown), JSON.stringify(opened)).toBe(true);
    await page.keyboard.press('Escape');
    expect((await states()).every((st) => st.expanded === 'false' && !st.shown)).toBe(true);
    expect(s.pageErrors).toEqual([]);
  });

  test('2.4.7 / 2.4.3: phone sidebar with a submenu open — Tab reaches nothing under the submenu; nothing stays inert', async () => {
    const s = await openReady('main', { view: 1 });
    const page = s.page;
    await openSidebar(page);
    const women = page.locator('#menu_navbar > ul > li.nav-item').first().locator(':scope > .nav-link-wrapper > .nav-link-expand');
    await women.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => women.getAttribute('aria-expanded')).toBe('true');
    // Focus went into the submenu (its back link).
    expect((await focusedUncovered(page))?.inSubmenu).toBe(true);

    // Tab on through the submenu and past its end: every stop is visible, none is a level-1 link or button
    // under the panel. The walk stops where the focus leaves the sidebar or reaches the search field (which on
    // the phone opens the full-screen search).
    const stops: NonNullable<Awaited<ReturnType<typeof focusedUncovered>>>[] = [];
    for (let i = 0; i < 40; i += 1) {
      const at = await focusedUncovered(page);
      if (!at || !at.inSidebar || at.searchField) break;
      stops.push(at);
      await page.keyboard.press('Tab');
    }
    expect(stops.filter((st) => st.inSubmenu).length).toBeGreaterThan(3);
    for (const st of stops) {
      expect(st.level1, `focus reached a level-1 control under the submenu: ${st.focused}`).toBe(false);
      expect(st.uncovered, `${st.focused} lies under ${st.hit}`).toBe(true);
    }

    // Back out with the back link: focus returns to the (reachable, visible) expand button.
    const back = page.locator('#menu_navbar > ul > li.nav-open > ul > .nav-header .nav-header__backLink');
    await back.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => women.getAttribute('aria-expanded')).toBe('false');
    const returned = await focusedUncovered(page);
    expect(returned?.level1).toBe(true);
    expect(returned?.uncovered, `${returned?.focused} lies under ${returned?.hit}`).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('#menu_navbar [inert]').length)).toBe(0);

    // Open again and close the whole sidebar from inside the submenu: nothing is left inert.
    await women.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => women.getAttribute('aria-expanded')).toBe('true');
    await expectAxe(s, 'phone sidebar, submenu open');
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebarOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
  });
});

describe('sidebar "Menu" / "Konto" tabs', () => {
  test('APG tabs: roles and aria-selected, arrow keys / Home / End move and select, "Konto" shows the settings trigger', async () => {
    const s = await openReady('main', { view: 1 });
    const page = s.page;
    await openSidebar(page);
    const list = page.locator('#mobileCategories');
    const menu = page.locator('#mobileCategories .mobileCategories__link:has-text("Menu")');
    const konto = page.locator('#mobileCategories .mobileCategories__link:has-text("Konto")');
    const trigger = page.locator('#menu_settings .open_trigger__link');
    const categories = page.locator('#menu_navbar');
    expect(await list.getAttribute('role')).toBe('tablist');
    expect(await menu.getAttribute('role')).toBe('tab');
    expect(await konto.getAttribute('role')).toBe('tab');
    expect(await menu.getAttribute('aria-selected')).toBe('true');
    expect(await konto.getAttribute('aria-selected')).toBe('false');
    expect(await categories.isVisible()).toBe(true);
    expect(await trigger.isVisible()).toBe(false);
    // Each tab controls panels that exist and are named by it.
    for (const tab of [menu, konto]) {
      const ids = (await tab.getAttribute('aria-controls'))!.split(' ');
      expect(ids.length).toBeGreaterThan(0);
      const tabId = await tab.getAttribute('id');
      for (const id of ids) {
        const panel = page.locator(`[id="${id}"]`);
        expect(await panel.getAttribute('role')).toBe('tabpanel');
        expect(await panel.getAttribute('aria-labelledby')).toBe(tabId);
      }
    }

    await menu.focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeText(page)).toBe('Konto');
    await expect.poll(() => konto.getAttribute('aria-selected')).toBe('true');
    expect(await menu.getAttribute('aria-selected')).toBe('false');
    await expect.poll(() => trigger.isVisible()).toBe(true);
    expect(await categories.isVisible()).toBe(false);
    await expectAxe(s, 'sidebar, "Konto" tab');
    // One tab stop: Tab goes from the tab list into the shown account blocks, not into the hidden menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#login_menu_block'))).toBe(true);

    await konto.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await activeText(page)).toBe('Menu');
    await expect.poll(() => menu.getAttribute('aria-selected')).toBe('true');
    expect(await categories.isVisible()).toBe(true);
    expect(await trigger.isVisible()).toBe(false);
    await page.keyboard.press('End');
    expect(await activeText(page)).toBe('Konto');
    await expect.poll(() => konto.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await activeText(page)).toBe('Menu');
    await expect.poll(() => menu.getAttribute('aria-selected')).toBe('true');
    // ArrowLeft on the first tab wraps to the last.
    await page.keyboard.press('ArrowLeft');
    expect(await activeText(page)).toBe('Konto');

    // Enter on a tab (as the a11y sweep does) selects it too.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-selected')).toBe('true');
    expect(await categories.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebarOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
  });
});
