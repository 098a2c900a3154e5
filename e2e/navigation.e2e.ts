/**
 * The navigation island on the template's main page: the Speculation Rules it adds (present, under the
 * strict CSP, with the page's nonce), which links they cover and which never, Save-Data and a signed-in
 * shopper, a prefetched product page used on the click, nothing fetched for a link never pointed at, and a
 * prerendered tile's page that runs nothing of ours until it is shown. Chromium says what it would fetch and
 * what it did through its Preload domain (CDP).
 */
import { beforeEach, describe, expect } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { expectAxe, openSample, resetMockShop, scrollThrough, test, waitForIslands, type Sample } from './harness';

beforeEach(resetMockShop);

const MAIN = 'template-pages/main.html?csp=1';
/** The product page a hotspot tile of the main page links to, which the preview serves at its shop address. */
const TILE = 'a.product__name[href^="/product-pol-109-"]';

interface Preload {
  cdp: CDPSession;
  /** The addresses the page's rules cover now (each link they match, whatever the eagerness). */
  candidates(): string[];
  /** Prefetch and prerender attempts as they change: `<action> <status> <path>`. */
  attempts: string[];
  ruleSets: Array<{ errorType?: string; sourceText: string }>;
}

/** Chromium's Preload domain on this page: which links the rules cover and what it fetched. */
async function preload(page: Page): Promise<Preload> {
  const cdp = await page.context().newCDPSession(page);
  let sources: string[] = [];
  const attempts: string[] = [];
  const ruleSets: Preload['ruleSets'] = [];
  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (e) => {
    sources = e.preloadingAttemptSources.map((s) => `${s.key.action} ${path(s.key.url)}`);
  });
  cdp.on('Preload.prefetchStatusUpdated', (e) => attempts.push(`Prefetch ${e.status} ${path(e.prefetchUrl)}`));
  cdp.on('Preload.prerenderStatusUpdated', (e) => attempts.push(`Prerender ${e.status} ${path(e.key.url)}`));
  cdp.on('Preload.ruleSetUpdated', (e) => ruleSets.push({ errorType: e.ruleSet.errorType, sourceText: e.ruleSet.sourceText }));
  await cdp.send('Preload.enable');
  return { cdp, candidates: () => sources, attempts, ruleSets };
}

/** Opens the main page with the Preload domain on from the start. */
async function openMain(options: Parameters<typeof openSample>[1] = {}): Promise<{ s: Sample; p: Preload }> {
  let p: Preload | undefined;
  const s = await openSample(MAIN, {
    view: 3,
    ...options,
    beforeGoto: async (page, context) => {
      await options.beforeGoto?.(page, context);
      p = await preload(page);
    },
  });
  await waitForIslands(s.page);
  return { s, p: p! };
}

const rulesOf = (page: Page) => page.locator('script[type="speculationrules"]');

describe('the navigation island on the template’s main page', () => {
  test('its rules are in <head> with the page’s nonce, accepted under the strict CSP; the page says nothing wrong and axe finds nothing', async () => {
    const { s, p } = await openMain();
    await expect.poll(() => rulesOf(s.page).count()).toBe(1);
    expect(await s.page.locator('body').getAttribute('data-storefront-navigation')).toBe('mounted');
    expect(await rulesOf(s.page).evaluate((el: HTMLScriptElement) => ({ nonce: el.nonce, head: el.parentElement === document.head, mode: el.getAttribute('data-navigation-rules') }))).toEqual({
      nonce: 'preview-nonce',
      head: true,
      mode: 'moderate',
    });
    await expect.poll(() => p.ruleSets.length).toBeGreaterThan(0);
    expect(p.ruleSets.map((r) => r.errorType ?? 'ok')).toEqual(['ok']);
    expect(s.consoleErrors.filter((c) => /Content Security Policy|speculation/i.test(c.text))).toEqual([]);
    await expectAxe(s, 'main page with the rules');
  });

  test('every excluded kind of link is left out; the shop’s product, category, content and search pages are in', async () => {
    const { s, p } = await openMain();
    // The hotspot zones' tiles come in as they near the viewport.
    await scrollThrough(s.page);
    await expect.poll(() => p.candidates().some((c) => c.includes('/product-pol-109-'))).toBe(true);
    // Links of every kind the rules must leave out, as a theme or an owner's snippet writes them.
    await s.page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'kinds';
      box.innerHTML = [
        '<a href="/basketchange.php?product=101&size=1">add</a>',
        '<a href="/return.php?type=basket_size">return</a>',
        '<a href="/basketedit.php">basket</a>',
        '<a href="/order1.php">order</a>',
        '<a href="/login.php">login</a>',
        '<a href="/signin.php">sign in</a>',
        '<a href="/logout.php">logout</a>',
        '<a href="/client-orders.php">client</a>',
        '<a href="/pol-about.html?action=vote">an action</a>',
        '<a href="/pol-nofollow.html" rel="nofollow">nofollow</a>',
        '<a href="/pol-target.html" target="_blank">target</a>',
        '<a href="/pol-download.html" download>download</a>',
        '<form action="/search.php"><a href="/pol-in-form.html">in a form</a></form>',
        '<a href="/pol-marked.html" data-no-prefetch>marked</a>',
        '<a href="/pol-partial.html" data-partial>loaded in place</a>',
        '<div data-no-prefetch><a href="/pol-inside-marked.html">inside a marked box</a></div>',
        '<a href="https://example.com/pol-other.html">another origin</a>',
        '<a href="/pol-kept.html">kept</a>',
      ].join('');
      document.body.append(box);
    });
    await expect.poll(() => p.candidates().includes('Prefetch /pol-kept.html')).toBe(true);
    const covered = p.candidates();
    for (const out of [
      '/basketchange.php?product=101&size=1', '/return.php?type=basket_size', '/basketedit.php', '/order1.php', '/login.php', '/signin.php',
      '/logout.php', '/client-orders.php', '/pol-about.html?action=vote', '/pol-nofollow.html', '/pol-target.html', '/pol-download.html',
      '/pol-in-form.html', '/pol-marked.html', '/pol-partial.html', '/pol-inside-marked.html', '/pol-other.html',
    ]) {
      expect(covered, out).not.toContain(`Prefetch ${out}`);
    }
    // The page's own links of each kind the shopper goes to next.
    expect(covered).toEqual(expect.arrayContaining(['Prefetch /pol_m_Odziez-damska-1.html', 'Prefetch /pol-terms.html', 'Prefetch /product-pol-109-Zestaw-prezentowy-Spa.html']));
    expect(covered.some((c) => c.startsWith('Prefetch /search.php?'))).toBe(true);
    expect(covered.some((c) => /\/(basketedit|order-open|client-orders|signin|settings|shoppinglist)\.php/.test(c))).toBe(false);
  });

  test('nothing is fetched for a link the shopper never points at; a tile pointed at is fetched, and used by the click, by keyboard too', async () => {
    const { s, p } = await openMain();
    await expect.poll(() => p.candidates().length).toBeGreaterThan(0);
    await s.page.waitForTimeout(1000);
    expect(p.attempts).toEqual([]);
    const tile = s.page.locator(TILE).first();
    await tile.scrollIntoViewIfNeeded();
    await tile.hover();
    await expect.poll(() => p.attempts.some((a) => a.startsWith('Prefetch Ready /product-pol-109-'))).toBe(true);
    expect(p.attempts.every((a) => a.includes('/product-pol-109-'))).toBe(true);
    // The shopper's keyboard: the tile's link focused, Enter follows it.
    await tile.focus();
    await s.page.keyboard.press('Enter');
    await s.page.waitForURL(/\/product-pol-109-/);
    await s.page.waitForLoadState('load');
    expect(await s.page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType)).toBe('navigational-prefetch');
  });

  test('Save-Data turns the rules off, and the console says why', async () => {
    const lines: string[] = [];
    const { s, p } = await openMain({ saveData: true, beforeGoto: async (page) => void page.on('console', (m) => lines.push(m.text())) });
    await expect.poll(() => s.page.locator('body').getAttribute('data-storefront-navigation')).toBe('mounted');
    expect(await rulesOf(s.page).count()).toBe(0);
    expect(lines).toContain('[storefront:navigation] no pages fetched ahead: Save-Data');
    const tile = s.page.locator(TILE).first();
    await tile.scrollIntoViewIfNeeded();
    await tile.hover();
    await s.page.waitForTimeout(600);
    expect(p.attempts).toEqual([]);
  });

  test('a signed-in shopper gets no rules unless the owner allows it on the script tag', async () => {
    const signedIn = (allow: boolean) => async (page: Page) => {
      await page.addInitScript((allowed: boolean) => {
        document.addEventListener('DOMContentLoaded', () => {
          const shop = (window as unknown as { app_shop?: { vars?: Record<string, unknown> } }).app_shop;
          if (shop?.vars) shop.vars.logged = true;
          if (allowed) document.querySelector('script[src$="/storefront.js"]')?.setAttribute('data-speculation-signed-in', 'true');
        });
      }, allow);
    };
    const off = await openMain({ beforeGoto: signedIn(false) });
    await expect.poll(() => off.s.page.locator('body').getAttribute('data-storefront-navigation')).toBe('mounted');
    expect(await rulesOf(off.s.page).count()).toBe(0);
    const on = await openMain({ beforeGoto: signedIn(true) });
    await expect.poll(() => rulesOf(on.s.page).count()).toBe(1);
  });

  test('prerender-tiles: a tile’s product link is prerendered, any other link only fetched', async () => {
    const { s, p } = await openMain({
      beforeGoto: async (page) =>
        void (await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => document.querySelector('script[src$="/storefront.js"]')?.setAttribute('data-speculation', 'prerender-tiles'));
        })),
    });
    await expect.poll(() => rulesOf(s.page).getAttribute('data-navigation-rules')).toBe('prerender-tiles');
    await scrollThrough(s.page);
    await s.page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p><a href="/product-pol-101-Sukienka-midi-Kalina.html">not a tile</a></p>'));
    await expect.poll(() => p.candidates().includes('Prerender /product-pol-109-Zestaw-prezentowy-Spa.html')).toBe(true);
    await expect.poll(() => p.candidates().includes('Prefetch /product-pol-101-Sukienka-midi-Kalina.html')).toBe(true);
    expect(p.candidates()).not.toContain('Prerender /product-pol-101-Sukienka-midi-Kalina.html');
    expect(p.candidates().filter((c) => c.startsWith('Prerender ') && !c.startsWith('Prerender /product-'))).toEqual([]);
  });

  // Chromium prerenders nothing while automation is attached (PrerenderingDisabledByDevTools), so the page is
  // told it is being prerendered as Chromium would tell it: document.prerendering, then prerenderingchange.
  test('a page being prerendered runs nothing of ours (no chunk, no call, no snippet) until it is shown; then everything', async () => {
    const s = await openSample('template-pages/projector-101.html', {
      view: 3,
      beforeGoto: async (page) =>
        void (await page.addInitScript(() => {
          let hidden = true;
          Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => hidden });
          (window as unknown as { __show: () => void }).__show = () => {
            hidden = false;
            document.dispatchEvent(new Event('prerenderingchange'));
          };
        })),
    });
    await s.page.waitForTimeout(2000);
    const ours = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/(graphql|ajax)\/|\/chunks\//.test(e.name)).map((e) => new URL(e.name).pathname));
    expect(await ours(s.page)).toEqual([]);
    expect(await s.page.evaluate(() => [...document.body.attributes].map((a) => a.name).filter((n) => n.startsWith('data-storefront-')))).toEqual([]);
    await s.page.evaluate(() => (window as unknown as { __show: () => void }).__show());
    await waitForIslands(s.page);
    await expect.poll(() => ours(s.page).then((list) => list.includes('/ajax/get.php'))).toBe(true);
    expect(await s.page.locator('body').getAttribute('data-storefront-bulk')).toBe('mounted');
  });
});
