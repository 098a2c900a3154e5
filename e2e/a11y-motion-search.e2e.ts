/**
 * The phone's full-screen search and reduced motion, in Chromium:
 * - the phone's full-screen search (view 1) is a modal dialog while open: the box holding the search
 *   is role=dialog aria-modal with a name, every sibling along the path from <body> to it is inert, and
 *   closing (Escape twice: the list, then the search) puts everything back, focus on the input.
 * - under prefers-reduced-motion: reduce a carousel press moves the slides at once (the
 *   swiper-wrapper's transition-duration 0ms) and back-to-top lands at the top at once, even where the
 *   theme's CSS makes every scroll smooth (a real theme may keep `html { scroll-behavior: smooth }`
 *   unconditional; the test forces it); without the setting Swiper slides in 300 ms and back-to-top
 *   scrolls smoothly.
 * "At once" is read in the same task as the click (one page.evaluate), so no timing is involved.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, openReady, resetMockShop, type Sample, test } from './harness';

beforeEach(resetMockShop);

function expectClean(s: Sample): void {
  expect(s.pageErrors, 'uncaught errors').toEqual([]);
  expect(s.consoleErrors.map((c) => c.text), 'console errors').toEqual([]);
}

/** The layers a modal leaves usable (core/ui/modal-layer): cookie banner, notification and top layers. */
const KEPT = '#menu_notice, [data-notification-layer], dialog[open], .toplayer__backdrop, [data-toplayer-backdrop]';

/** Siblings along the path from <body> to `selector` that are NOT inert (the kept layers aside), and whether the path itself is free. */
const inertAround = (page: Page, selector: string) =>
  page.evaluate(
    ([sel, kept]) => {
      const box = document.querySelector(sel)!;
      const open: string[] = [];
      const path: string[] = [];
      for (let el: Element = box; el !== document.body && el.parentElement; el = el.parentElement) {
        if ((el as HTMLElement).inert) path.push(el.tagName + (el.id ? `#${el.id}` : ''));
        for (const sib of Array.from(el.parentElement.children)) {
          if (sib === el || !(sib instanceof HTMLElement) || sib.inert || sib.matches(kept) || sib.querySelector(kept)) continue;
          open.push(sib.outerHTML.slice(0, 80));
        }
      }
      return { open, inertOnPath: path };
    },
    [selector, KEPT] as const,
  );

/** Whether `el` is inert: its own attribute or an ancestor's (which makes the whole subtree inert). */
const underInert = (el: Element): boolean => el.closest('[inert]') !== null;

describe('the full-screen search on phones is a modal dialog', () => {
  const box = '#menu_search .menu_search__block';

  test('view 1: while open the search box is a named modal dialog and the page behind inert; Escape ×2 puts it all back', async () => {
    const s = await openReady('main', { view: 1 });
    const { page } = s;
    expect(await page.locator('[inert]').count(), 'nothing inert before').toBe(0);
    const input = page.locator('#menu_search_text');
    await input.focus();
    await page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    // Focus alone does not open it (3.2.1); the shopper's typing does.
    await input.pressSequentially('sukien', { delay: 60 });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('--search-open'))).toBe(true);
    await expect.poll(() => page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]').count(), { timeout: 8000 }).toBeGreaterThan(0);

    // The dialog: on the search box (the form keeps its search role: a form may not be a dialog).
    const dialog = page.locator('[role=dialog][aria-modal=true]');
    expect(await dialog.count()).toBe(1);
    expect(await dialog.evaluate((el) => el.matches('#menu_search .menu_search__block'))).toBe(true);
    expect(await dialog.getAttribute('aria-label')).toBe('Wyszukiwarka');
    expect(await page.locator('#menu_search').getAttribute('role')).toBe('search');
    // What the shopper uses is inside it: the input, the close button, the results.
    expect(await page.locator(`${box} #menu_search_text`).count()).toBe(1);
    expect(await page.locator(`${box} button.menu_search__close`).count()).toBe(1);
    expect(await page.locator(`${box} [role=listbox] [role=option]`).count()).toBeGreaterThan(0);
    // Everything beside the path to it is inert; the path itself is not.
    const around = await inertAround(page, box);
    expect(around.inertOnPath).toEqual([]);
    expect(around.open, 'siblings left usable behind the search').toEqual([]);
    // Inert itself or inside an inert ancestor (main#content sits in #layout, the sibling that gets it):
    // the `inert` property reflects only the element's own attribute.
    for (const sel of ['#content', 'footer', '#logo']) expect(await page.locator(sel).evaluate(underInert), sel).toBe(true);
    // axe has nothing on the open search (e.g. no role the element may not take).
    const violations = (await axe(page)).violations.filter((v) => v.targets.some((t) => t.includes('menu_search')));
    expect(violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);

    // The first Escape closes the list; the search stays a modal dialog.
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.count()).toBe(1);
    expect(await page.locator('#content').evaluate(underInert)).toBe(true);
    // The second closes the search: no dialog, nothing inert, focus on the input.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('--search-open'))).toBe(false);
    expect(await page.locator('[inert]').count(), 'no [inert] left').toBe(0);
    expect(await page.locator('[role=dialog]').count()).toBe(0);
    expect(await page.locator(box).evaluate((el) => ['role', 'aria-modal', 'aria-label'].filter((n) => el.hasAttribute(n)))).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu_search_text');
    expectClean(s);
  });

  test('view 1: Tab stays in the open search (input ↔ close button), as before', async () => {
    const s = await openReady('main', { view: 1 });
    const { page } = s;
    // A tap opens it (focus alone does not: 3.2.1).
    await page.locator('#menu_search_text').click();
    await page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    await page.waitForSelector('#menu_search button.menu_search__close');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu_search__close');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu_search_text');
    await page.keyboard.press('Escape');
    expect(await page.locator('[inert]').count()).toBe(0);
  });

  test('view 3: the desktop search opens no dialog and makes nothing inert', async () => {
    const s = await openReady('main', { view: 3 });
    const { page } = s;
    const input = page.locator('#menu_search_text');
    await input.focus();
    await page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    await input.pressSequentially('sukien', { delay: 60 });
    await expect.poll(() => page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]').count(), { timeout: 8000 }).toBeGreaterThan(0);
    expect(await page.locator('[role=dialog]').count()).toBe(0);
    expect(await page.locator('[inert]').count()).toBe(0);
  });
});

describe('reduced motion', () => {
  const zone = '#products_associated_zone1';

  /** Brings the zone in (instantly, whatever the theme's CSS) and waits for its carousel. */
  async function carousel(page: Page): Promise<void> {
    await page.evaluate((z) => document.querySelector(z)!.scrollIntoView({ block: 'center', behavior: 'instant' }), zone);
    await page.waitForSelector(`${zone} .hotspot[role=region][aria-roledescription="karuzela"]`);
    await page.waitForSelector(`${zone} .swiper-initialized`);
  }

  /** Clicks "next" and reads, in the same task, the wrapper's transition-duration and transform before and after. */
  const pressNext = (page: Page) =>
    page.evaluate((z) => {
      const wrapper = document.querySelector<HTMLElement>(`${z} .swiper-wrapper`)!;
      const before = getComputedStyle(wrapper).transform;
      document.querySelector<HTMLButtonElement>(`${z} button.swiper-button-next`)!.click();
      return { before, after: getComputedStyle(wrapper).transform, duration: wrapper.style.transitionDuration };
    }, zone);

  test('reduce: a carousel press moves the slides at once (transition-duration 0ms)', async () => {
    const s = await openReady('projector-101', { view: 3, reducedMotion: 'reduce' });
    await carousel(s.page);
    const moved = await pressNext(s.page);
    expect(moved.duration).toBe('0ms');
    expect(moved.after, 'the translate changed in the same task').not.toBe(moved.before);
    await expect.poll(() => s.page.locator(`${zone} [role=status]`).textContent()).toBe('Produkty 5–8 z 8');
    expectClean(s);
  });

  test('no-preference: the carousel still slides in Swiper’s 300 ms', async () => {
    const s = await openReady('projector-101', { view: 3, reducedMotion: 'no-preference' });
    await carousel(s.page);
    const moved = await pressNext(s.page);
    expect(moved.duration).toBe('300ms');
    await expect.poll(() => s.page.locator(`${zone} [role=status]`).textContent()).toBe('Produkty 5–8 z 8');
    await expect.poll(() => s.page.evaluate((z) => getComputedStyle(document.querySelector(`${z} .swiper-wrapper`)!).transform, zone)).not.toBe(moved.before);
    expectClean(s);
  });

  /**
   * Scrolls far down (instantly), waits for the back-to-top link, forces the theme's unconditional
   * `html { scroll-behavior: smooth }` (as a real shop theme has it) and clicks the link, reading
   * scrollY in the same task.
   */
  async function backToTop(page: Page): Promise<{ from: number; right: number }> {
    await page.addStyleTag({ content: 'html { scroll-behavior: smooth !important; }' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const link = page.locator('#backTop');
    await expect.poll(() => link.isVisible()).toBe(true);
    return page.evaluate(() => {
      const from = window.scrollY;
      document.getElementById('backTop')!.click();
      return { from, right: window.scrollY };
    });
  }

  test('reduce: back-to-top lands at the top at once, though the theme’s CSS says smooth', async () => {
    const s = await openReady('main', { view: 1, reducedMotion: 'reduce' });
    const { from, right } = await backToTop(s.page);
    expect(from).toBeGreaterThan(1600);
    expect(right).toBe(0);
    expectClean(s);
  });

  test('no-preference: back-to-top scrolls there smoothly (not yet at the top right after the click, then at 0)', async () => {
    const s = await openReady('main', { view: 1, reducedMotion: 'no-preference' });
    const { from, right } = await backToTop(s.page);
    expect(from).toBeGreaterThan(1600);
    expect(right).toBeGreaterThan(0);
    await expect.poll(() => s.page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    expectClean(s);
  });
});
