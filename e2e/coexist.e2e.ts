/**
 * Coexistence with the theme's own scripts (reference section 19) on a sample page whose theme queues
 * its features the way a real IdoSell theme does: `app_shop.run(fn, views, selector)` fills
 * app_shop.fnrun, and the inline `app_shop.runApp()` runs the queue before our module script. The rule
 * (core/mount/theme.ts): no container is handled twice; the theme keeps what it queues until its author
 * removes the entry (the hand-over snippet in docs/platform-calls.md), and then the island takes it.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openReady, resetMockShop, wakeBasket, test } from './harness';

beforeEach(resetMockShop);

/**
 * A stand-in for the theme's core bundle: when the page's inline `var app_shop = {…}` runs, it gets
 * run/fnrun/runApp; the theme's basket and search features mark their containers when they run.
 * `handOver` lists the selectors the page's additional_body_scripts prune before runApp().
 */
async function theme(page: Page, handOver: string[]): Promise<void> {
  await page.addInitScript((owned: string[]) => {
    let shop: Record<string, unknown> | undefined;
    const feature = (sel: string) => () => document.querySelector(sel)?.setAttribute('data-theme-bound', '1');
    Object.defineProperty(window, 'app_shop', {
      configurable: true,
      get: () => shop,
      set(v: Record<string, unknown>) {
        shop = v;
        const fnrun: Record<string, Array<{ w: string; fn: () => void }>> = { all: [] };
        v.fnrun = fnrun;
        v.run = (fn: () => void, _views: unknown, w: string) => fnrun.all!.push({ w, fn });
        v.runApp = () => {
          for (const e of fnrun.all!) if (document.querySelector(e.w)) e.fn();
        };
        (v.run as (fn: () => void, views: unknown, w: string) => void)(feature('#menu_basket'), 'all', '#menu_basket');
        (v.run as (fn: () => void, views: unknown, w: string) => void)(feature('#menu_search'), 'all', '#menu_search');
      },
    });
    // additional_body_scripts, then the inline runApp() at the end of <body>: both before module scripts.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive' || !shop) return;
      const q = shop.fnrun as Record<string, Array<{ w: string }>>;
      for (const k of Object.keys(q)) q[k] = q[k]!.filter((e) => !owned.includes(e.w));
      (shop.runApp as () => void)();
    });
  }, handOver);
}

const state = (page: Page, sel: string, island: string) => page.locator(sel).getAttribute(`data-storefront-${island}`);

describe('a page where the theme’s scripts and the islands are both present', () => {
  test('the theme keeps what it queues: those islands do not mount, the others do, no get.php twice', async () => {
    const s = await openReady('main', { beforeGoto: (page) => theme(page, []) });
    expect(await s.page.locator('#menu_basket').getAttribute('data-theme-bound')).toBe('1');
    await expect.poll(() => state(s.page, '#menu_basket', 'mini-basket')).toBe('theme');
    expect(await s.page.locator('#menu_search').getAttribute('data-theme-bound')).toBe('1');
    expect(await state(s.page, '#menu_search', 'live-search')).toBe('theme');
    // Features the theme does not queue are enhanced as usual.
    await expect.poll(() => s.page.locator('[data-storefront-category-menu]').first().getAttribute('data-storefront-category-menu')).toBe('mounted');
    // The theme's runApp() sends the get.php batch itself: the bulk island must not send it again.
    expect(s.network.filter((r) => r.method === 'POST' && r.url.includes('/ajax/get.php'))).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  test('after the hand-over snippet prunes the theme’s entry, the island takes the container and the theme does not touch it', async () => {
    const s = await openReady('main', { beforeGoto: (page) => theme(page, ['#menu_basket']) });
    expect(await s.page.locator('#menu_basket').getAttribute('data-theme-bound')).toBeNull();
    // Claimed by the island, which waits for the shopper: the first pointing wakes it. On a page
    // whose theme queues features, the claim waits for core/mount/theme.ts's chunk (no state until then; a
    // busy machine may still be fetching it when the islands settle): polled, as 'theme' is above.
    await expect.poll(() => state(s.page, '#menu_basket', 'mini-basket')).toBe('waiting');
    await wakeBasket(s.page);
    await expect.poll(() => state(s.page, '#menu_basket', 'mini-basket')).toBe('mounted');
    expect(await state(s.page, '#menu_search', 'live-search')).toBe('theme');
    expect(s.pageErrors).toEqual([]);
  });
});
