/**
 * Races: the final state always matches the shopper's last action and nothing is done twice.
 *  1. 20 rapid size switches on projector-101 with the projector answers arriving out of order (earlier
 *     requests answered later), ending on a size other than product.e2e.ts's case: the last size's price,
 *     status and hidden size input. (product.e2e.ts '20 rapid size switches end on the last one' covers
 *     the same with in-order answers.)
 *  2. A double-clicked buy with the quantity at 2 adds once: one POST /basketchange.php, one
 *     storefront:product-added, one new line in the header's count, and in the shop's own basket (read
 *     over HTTP) one line of 2, not 4. (product.e2e.ts checks the single POST and event at quantity 1.)
 *  3. Typing during a slow search: 'suk', its request out, then more letters → only the last query's
 *     results are ever painted; the stale answer is never shown, even for a moment.
 *  4. Closing the forced-region notice with Escape while its Restore-default request is in flight: no
 *     reload, no error, nothing shown afterwards, the page usable.
 *  5. A tap on a size while the idle warm-up is fetching the islands' code (core/mount/warm-up.ts) is held
 *     and handled once the islands are there: the size and its price, no page navigation, on the template
 *     product page.
 *  6. A press on a size that wakes the islands, held down while their code is ready: the press ends on the
 *     island's stand-in, never on an element that left the page (which gets no click at all).
 *  7. A size clicked while the product islands load after a wake that was not a click on it (the form's
 *     wake event) is held and handled as a click that woke them.
 *  8. A size clicked while the check of the theme's queue is still loading (the entry has claimed the
 *     sizes, not yet watched them) is held and then chosen in place.
 *  9. A key pressed on a size link as its focus wakes the islands (their code still loading) does what the
 *     radio group they render does: Space chooses that size, an arrow the next; no scroll, and the focused
 *     radio is the group's tab stop.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SAMPLE_REGION_COOKIES } from '../fixtures/mock-shop/state';
import { searchCatalogue } from '../fixtures/catalogue/search';
import { chunkPath } from '../scripts/chunk-names.mjs';
import { baseURL, openSample, waitForIslands, wakeProduct, wakeBasket, type Sample, type SampleOptions, test } from './harness';

beforeEach(async () => {
  await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
});

async function open(file: string, options: SampleOptions = {}): Promise<Sample> {
  const s = await openSample(file, { view: 3, ...options });
  await waitForIslands(s.page);
  await wakeProduct(s.page);
  return s;
}
/** A chunk that answers only once the test releases it: what the page does while that code loads. */
function heldChunk(name: string): { hold: (page: Page) => Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  const hold = async (page: Page) => {
    await page.route(chunkPath(name), async (route) => {
      await held;
      await route.continue();
    });
  };
  return { hold, release: () => release() };
}
const radio = (page: Page, name: string) => page.locator('#projector_sizes_section [role=radio]', { hasText: new RegExp(`^${name}\\b`) });
const price = (page: Page) => page.locator('#projector_price_value').textContent();
const badge = async (page: Page) => Number((await page.locator('#menu_basket .badge').textContent())?.trim());
/** The mock shop's basket lines, read over HTTP as the shop's own pages do (POST /ajax/get.php Basket). */
async function shopLines(): Promise<{ id: number; size: string; count: number }[]> {
  const res = await fetch(`${baseURL()}/ajax/get.php`, { method: 'POST', body: new URLSearchParams({ request: JSON.stringify({ Basket: {} }) }) });
  const reply = (await res.json()) as { Basket: { response: { products: { id: number; size: string; count: number }[] } } };
  return reply.Basket.response.products.map(({ id, size, count }) => ({ id: Number(id), size: String(size), count }));
}
const clean = (s: Sample) => {
  expect(s.pageErrors, 'uncaught errors').toEqual([]);
  expect(s.consoleErrors, 'console errors').toEqual([]);
};

describe('product page', () => {
  test('20 rapid size switches with answers out of order end on the last size (L): its status, price and hidden input', async () => {
    let n = 0;
    const s = await open('projector-101', {
      beforeGoto: async (page) => {
        // Each projector call waits less than the one before it, so earlier answers arrive after later ones.
        await page.route(/\/ajax\/projector\.php/, async (route) => {
          const wait = Math.max(0, 1200 - 60 * n++);
          await new Promise((r) => setTimeout(r, wait));
          await route.continue();
        });
      },
    });
    const { page } = s;
    const order = ['XL', 'M', 'XS', 'L', 'XL', 'XS', 'M', 'XL', 'L', 'XS', 'XL', 'M', 'L', 'XS', 'M', 'XL', 'XS', 'M', 'XL', 'L'];
    n = 0;
    for (const name of order) await radio(page, name).click({ delay: 0 });
    // Every answer in (the slowest was the first), then a frame for the last paint.
    await expect.poll(() => s.network.filter((r) => /\/ajax\/projector\.php/.test(r.url) && r.status === null && !r.failure).length, { timeout: 10_000 }).toBe(0);
    await page.waitForTimeout(200);
    // A race at all: several projector calls were out at once.
    expect(s.network.filter((r) => /\/ajax\/projector\.php/.test(r.url)).length).toBeGreaterThan(1);
    expect(await radio(page, 'L').getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('#projector_sizes_section [role=radio][aria-checked=true]').count()).toBe(1);
    const hidden = await page.locator('#projector_size_hidden').inputValue();
    const shown = { price: await price(page), status: await page.locator('#projector_status_description').textContent() };

    // The same sample with only L chosen: what the last action alone shows.
    const ref = await open('projector-101');
    await radio(ref.page, 'L').click();
    await expect.poll(() => ref.page.locator('#projector_status_description').textContent()).toMatch(/zamówienie/i);
    expect(hidden).toBe(await ref.page.locator('#projector_size_hidden').inputValue());
    expect(shown.price).toBe(await price(ref.page));
    expect(shown.status).toBe(await ref.page.locator('#projector_status_description').textContent());
    await ref.close();
    expect(hidden).toBe('4');
    clean(s);
  });

  test('a double-clicked buy at quantity 2 adds once: one POST, one event, one new line of 2 in the shop’s basket', async () => {
    const s = await open('projector-101', { faults: { basketchange: 'slow:400' } });
    const { page } = s;
    // The header shows the shop's basket once the shopper has pointed at it (the sample's server
    // badge says 3; the mock shop's basket is empty).
    await wakeBasket(page);
    await expect.poll(() => badge(page)).toBe(0);
    // The badge counts lines (productsCounter); the line's quantity is the shop's.
    const before = await badge(page);
    expect(await shopLines()).toEqual([]);
    await page.evaluate(() => {
      const w = window as unknown as { __adds: unknown[] };
      w.__adds = [];
      document.addEventListener('storefront:product-added', (e) => w.__adds.push((e as CustomEvent).detail));
    });
    await page.locator('#projector_number').fill('2');
    await page.locator('#projector_button_basket').dblclick();
    await expect.poll(() => badge(page)).toBe(before + 1);
    // Past the slow answer and any second one a double add would bring.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    expect(s.network.filter((r) => r.method === 'POST' && r.url.includes('/basketchange.php'))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __adds: unknown[] }).__adds)).toEqual([{ productId: '101', size: '3', quantity: 2 }]);
    expect(await badge(page)).toBe(before + 1);
    // The shop's basket (shared over HTTP): one line of 2, not 4.
    expect(await shopLines()).toEqual([{ id: 101, size: '3', count: 2 }]);
    clean(s);
  });
});

describe('the warm-up', () => {
  test('a size tapped while the warm-up fetches the product islands’ chunk is held and handled: no navigation, the size and its price', async () => {
    const { hold, release } = heldChunk('product');
    const s = await openSample('template-pages/projector-101', {
      view: 1,
      beforeGoto: async (page) => {
        // The product islands' chunk (vite.config.ts's 'product' group) answers only once the test says so.
        await hold(page);
      },
    });
    const { page } = s;
    // The warm-up has started the product islands' step: their chunk is in flight.
    await page.waitForFunction(() => (window as unknown as { __warmUp: Array<{ step: string; state: string }> }).__warmUp.some((e) => e.step === 'product-form' && e.state === 'start'));
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    await page.locator('#projector_sizes_section a[data-size-type="5"]').click();
    release();
    await expect.poll(() => price(page)).toContain('199,99');
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
    expect(await page.locator('#projector_sizes_section [aria-checked="true"]').textContent()).toContain('XL');
    clean(s);
  });
});

describe('a click while the islands load after a wake from elsewhere', () => {
  for (const view of [1, 4] as const) {
    test(`view ${view}: woken by storefront:product-wake (a theme's or a load job's), a size clicked while their code loads is held and handled: no navigation, the size and its price`, async () => {
      const { hold, release } = heldChunk('product');
      const s = await openSample('template-pages/projector-101', {
        view,
        beforeGoto: async (page) => {
          await hold(page);
        },
      });
      const { page } = s;
      await page.waitForFunction(() => (window as unknown as { __warmUp: Array<{ step: string; state: string }> }).__warmUp.some((e) => e.step === 'product-form' && e.state === 'start'));
      await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
      // Woken with no shopper input on the sizes: the event the product form's job (or a theme) sends.
      await page.evaluate(() => document.dispatchEvent(new CustomEvent('storefront:product-wake')));
      await expect.poll(() => page.locator('#projector_sizes_section').getAttribute('data-storefront-product-sizes')).toBe('loading');
      await page.locator('#projector_sizes_section a[data-size-type="5"]').click();
      release();
      await expect.poll(() => price(page)).toContain('199,99');
      expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
      expect(await page.locator('#projector_sizes_section [aria-checked="true"]').textContent()).toContain('XL');
      clean(s);
    });
  }
});

describe('a click while the theme check loads', () => {
  test('a size clicked while the check of the theme’s queue is still on its way is held, then chosen in place: no navigation', async () => {
    const { hold, release } = heldChunk('theme');
    const s = await openSample('template-pages/projector-101', {
      view: 1,
      waitUntil: 'domcontentloaded',
      beforeGoto: async (page) => {
        // The theme's runtime on the page (projector_shop.js before the islands' module): the entry loads the
        // check of its queue (core/mount/theme.ts) before it watches a container.
        await page.addInitScript(() => {
          document.addEventListener('readystatechange', function runtime() {
            if (document.readyState !== 'interactive') return;
            document.removeEventListener('readystatechange', runtime);
            (window as unknown as { app_shop: { runApp?: () => void } }).app_shop.runApp = () => {};
          });
        });
        await hold(page);
      },
    });
    const { page } = s;
    const section = page.locator('#projector_sizes_section');
    // Claimed (the product islands are claimed as the entry runs), not yet watched: the check is held.
    await page.waitForTimeout(100);
    expect(await section.getAttribute('data-storefront-product-sizes')).toBeNull();
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    await page.locator('#projector_sizes_section a[data-size-type="5"]').click();
    release();
    await expect.poll(() => price(page), { timeout: 15_000 }).toContain('199,99');
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
    expect(await page.locator('#projector_sizes_section [aria-checked="true"]').textContent()).toContain('XL');
    clean(s);
  });
});

describe('a key that wakes an island', () => {
  for (const [view, key, type] of [[4, 'Space', '1'], [1, 'ArrowRight', '2'], [1, 'Space', '1']] as const) {
    test(`view ${view}: ${key} pressed on the first size link as it wakes the islands (their code still loading) does what the radio group does: size ${type} chosen and focused, the tab stop, no scroll`, async () => {
      const { hold, release } = heldChunk('product');
      const s = await openSample('template-pages/projector-101', {
        view,
        beforeGoto: async (page) => {
          // The product islands' chunk answers only once the test says so: the key lands while they load.
          await hold(page);
        },
      });
      const { page } = s;
      await page.waitForFunction(() => (window as unknown as { __warmUp: Array<{ step: string; state: string }> }).__warmUp.some((e) => e.step === 'product-form' && e.state === 'start'));
      await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
      const first = page.locator('#projector_sizes_section a[data-size-type="1"]');
      await first.scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      // As Tab brings the focus there: the focus wakes the islands, the key comes at once.
      await first.focus();
      await page.keyboard.press(key);
      expect(await page.evaluate(() => window.scrollY), 'the key did not scroll the page').toBe(scrollBefore);
      release();
      await expect.poll(() => page.locator('#projector_sizes_section').getAttribute('data-storefront-product-sizes')).toBe('mounted');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return { role: el?.getAttribute('role'), type: el?.getAttribute('data-size-type'), checked: el?.getAttribute('aria-checked'), tabIndex: el?.tabIndex };
      });
      expect(focused).toEqual({ role: 'radio', type, checked: 'true', tabIndex: 0 });
      expect(await page.locator('#projector_sizes_section [role=radio][tabindex="0"]').count(), 'one tab stop').toBe(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
      clean(s);
    });
  }
});

describe('a press that wakes an island', () => {
  test('a size pressed at length, the islands ready under the finger: the release selects it and shows its price', async () => {
    const s = await openSample('template-pages/projector-101', { view: 1 });
    const { page } = s;
    await waitForIslands(page);
    // The warm-up has ended: the islands' code is evaluated, so they can mount during the press.
    await page.waitForFunction(() => {
      const w = (window as unknown as { __warmUp: Array<{ state: string }> }).__warmUp;
      return w.length > 0 && w.filter((e) => e.state === 'start').length === w.filter((e) => e.state !== 'start').length;
    });
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    const link = page.locator('#projector_sizes_section a[data-size-type="5"]');
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
    // The press itself wakes them (no hover before it, as a finger): the pointer arrives and goes down at once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
    // Long enough for the islands to have mounted, had they not waited for the release.
    await page.waitForTimeout(600);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
    await expect.poll(() => price(page)).toContain('199,99');
    expect(await page.locator('#projector_sizes_section [aria-checked="true"]').textContent()).toContain('XL');
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
    clean(s);
  });
});

describe('live search', () => {
  test('typing during a slow search: only the last query’s results are ever painted', async () => {
    const s = await open('main', { faults: { 'graphql:productsTextSearch': 'slow:1500' } });
    const { page } = s;
    const hrefs = (r: ReturnType<typeof searchCatalogue>) =>
      new Set([...r.products, ...r.series, ...r.producers, ...r.menuNodes, ...r.cms, ...r.searchQueries].map((x) => x.link));
    // The list also offers a search for the typed text itself.
    const stale = hrefs(searchCatalogue('suk')).add('/search.php?text=suk');
    const last = hrefs(searchCatalogue('sukienka')).add('/search.php?text=sukienka');
    const staleOnly = [...stale].filter((h) => !last.has(h));
    expect(staleOnly.length, "'suk' finds something 'sukienka' does not (else the test could not tell)").toBeGreaterThan(0);

    // Every paint of the results list, from the start.
    await page.evaluate(() => {
      const w = window as unknown as { __paints: string[][] };
      w.__paints = [];
      const box = document.getElementById('menu_search')!;
      const snap = () => {
        const links = Array.from(box.querySelectorAll('[role=listbox]:not([hidden]) [role=option]')).map(
          (o) => (o.closest('a') ?? o.querySelector('a'))?.getAttribute('href') ?? '',
        );
        if (links.length) w.__paints.push(links);
      };
      new MutationObserver(snap).observe(box, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const input = page.locator('#menu_search_text');
    await input.focus();
    const first = page.waitForRequest((r) => /productsTextSearch/.test(`${r.url()} ${r.postData() ?? ''}`));
    await page.keyboard.type('suk', { delay: 60 });
    await first;
    // The first request is out and answers only after 1.5 s: type on.
    await page.keyboard.type('ienka', { delay: 60 });
    const options = page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]');
    await expect.poll(() => options.count(), { timeout: 8000 }).toBeGreaterThan(0);
    // Both answers are in (or the stale one was cancelled) before the verdict.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);

    expect(await input.inputValue()).toBe('sukienka');
    const shown = await options.evaluateAll((os) => os.map((o) => (o.closest('a') ?? o.querySelector('a'))?.getAttribute('href') ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((h) => !last.has(h)), 'every result shown belongs to "sukienka"').toEqual([]);
    const paints = await page.evaluate(() => (window as unknown as { __paints: string[][] }).__paints);
    expect(paints.length).toBeGreaterThan(0);
    const stalePaints = paints.filter((p) => p.some((h) => staleOnly.includes(h)));
    expect(stalePaints, "the 'suk' answer was never painted").toEqual([]);
    clean(s);
  });
});

describe('forced-region notice', () => {
  test('closed with Escape while Restore default is in flight: no reload, no error, nothing shown, the page usable', async () => {
    const s = await open('main', {
      faults: { 'graphql:unsetRegion': 'slow:1500' },
      beforeGoto: async (_page, context) => {
        await context.addCookies(
          Object.entries(SAMPLE_REGION_COOKIES).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: baseURL() })),
        );
      },
    });
    const { page } = s;
    const notice = page.getByRole('dialog', { name: 'Zmieniono region dostawy' });
    await notice.waitFor();
    let navigations = 0;
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
    const sent = page.waitForRequest((r) => r.url().includes('mutation=unsetRegionAndZipcode'));
    // Focus starts on Continue; Tab to Restore default, Enter sends, Escape closes before the reply.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Przywróć domyślny');
    await page.keyboard.press('Enter');
    await sent;
    await page.keyboard.press('Escape');
    await expect.poll(() => notice.count()).toBe(0);
    // Past the reply's time (1.5 s) with room to spare.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');

    expect(navigations, 'no reload').toBe(0);
    expect(await page.locator('[role=dialog]').count(), 'no dialog').toBe(0);
    expect(await page.locator('.storefront-toasts [role=status] .alertek__message, .storefront-toasts [role=alert] .alertek__message').count(), 'no toast').toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length), 'nothing inert').toBe(0);
    // Closing only hides it on this page: the cookies still ask.
    const cookies = await s.context.cookies(baseURL());
    expect(JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'setRegionForced')!.value)).showModal).toBe(true);
    // Usable: focus came back to the page and the search still answers.
    expect(await page.evaluate(() => document.activeElement !== null)).toBe(true);
    await page.locator('#menu_search_text').focus();
    await page.keyboard.type('kalina', { delay: 60 });
    await expect.poll(() => page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]').count(), { timeout: 8000 }).toBeGreaterThan(0);
    clean(s);
  });
});
