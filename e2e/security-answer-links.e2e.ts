/**
 * Addresses from the shop's answers never run, on either build, without a CSP. The outside
 * corpus's addresses (fixtures/xss-outside/urls.ts: every href/src/… and javascript:/vbscript: address of the
 * 495 outside payloads, decoded, plus the scheme tricks) go through every answer path that renders a link:
 *  - search-graphql: the live search's productsTextSearch answer (every link and icon of the six lists);
 *  - search-cache: the same answers read back from sessionStorage on the next page;
 *  - basket-graphql: the mini-basket's basket answer (each line's link and icons);
 *  - hotspots-graphql: the recommendation zones' answer (each tile's link and icons, each zone's "see all").
 * The answers are the mock shop's real ones with their addresses replaced on the way (page.route), so the
 * islands read them as they would a shop's. Every rendered link is clicked; navigations the clicks start are
 * aborted so the page stays, and `installExecutionTraps` records any alert/confirm/prompt/print.
 * Preact writes a javascript: href as it is, so on the lean build only the islands' own check keeps these
 * addresses from running.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { baseURL, openSample, resetMockShop, setBasket, scrollThrough, type Sample, wakeBasket, test } from './harness';
import { installExecutionTraps } from '../fixtures/xss-outside';
import { OUTSIDE_URLS } from '../fixtures/xss-outside/urls';

beforeEach(resetMockShop);

/** Every address once, handed out in order. */
function addresses() {
  let i = 0;
  return { next: () => OUTSIDE_URLS[i++ % OUTSIDE_URLS.length]!, get used() { return i; } };
}

/** Traps from the first byte; a navigation away from the sample is aborted, so the page (and its traps) stay. */
async function guard(page: Page, sampleUrl: string) {
  await page.addInitScript(installExecutionTraps as () => void);
  await page.route('**/*', (route: Route) => {
    const req = route.request();
    if (req.isNavigationRequest() && req.frame() === page.mainFrame() && req.url() !== sampleUrl) return route.abort('aborted');
    return route.fallback();
  });
}

/**
 * Clicks each link under `selector` (found now), one task apart, as a shopper's click does. Returns how many,
 * and what ran: a javascript: address whose value is a string (`javascript:'…'`, `javascript:123`) replaces
 * the document, which ends the page's context; that is recorded as a run too.
 */
async function clickEvery(page: Page, selector: string): Promise<{ clicked: number; ran: string[] }> {
  try {
    const { clicked, ran } = await page.evaluate(async (sel) => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>(sel));
      const task = () => new Promise((r) => setTimeout(r, 0));
      const seen = () => ((window as unknown as { __outsideHits?: string[] }).__outsideHits ?? []).length;
      const ranHere: string[] = [];
      for (const a of links) {
        const before = seen();
        a.click();
        // A javascript: address runs in a task of its own after the click.
        await task();
        await task();
        if (seen() > before) ranHere.push(`${a.className} href=${JSON.stringify(a.getAttribute('href'))}`);
      }
      return { clicked: links.length, ran: ranHere };
    }, selector);
    return { clicked, ran };
  } catch (err) {
    return { clicked: 0, ran: [`the document was replaced by a clicked address (${String(err).slice(0, 80)})`] };
  }
}

const options = '#menu_search [role=listbox] a';

/** An answer for `text` whose every address is the corpus's next; each name carries `[text]`. */
function searchAnswer(n: ReturnType<typeof addresses>, text: string) {
  const item = (kind: string, i: number) => ({ name: `${kind} ${i} [${text}]`, link: n.next() });
  const list = (kind: string) => Array.from({ length: 6 }, (_, i) => item(kind, i));
  return {
    data: {
      productsTextSearch: {
        products: Array.from({ length: 6 }, (_, i) => ({
          ...item('Produkt', i),
          iconSmall: n.next(),
          iconSmallSecond: n.next(),
          price: { price: { gross: { value: 10, formatted: '10,00 zł' }, net: { value: 8.13, formatted: '8,13 zł' } } },
        })),
        series: list('Seria'),
        producers: list('Marka'),
        menuNodes: list('Kategoria'),
        cms: list('Info'),
        searchQueries: list('Szukaj'),
      },
    },
  };
}

async function search(s: Sample, text: string) {
  const input = s.page.locator('#menu_search_text');
  await input.fill(text);
  // This text's answer is drawn (the previous one's links stay until then).
  await s.page.waitForFunction(
    (t) => Array.from(document.querySelectorAll('#menu_search [role=listbox] a')).filter((a) => a.textContent?.includes(`[${t}]`)).length >= 30,
    text,
  );
}

describe('addresses in the shop answers never run (lean and React builds, no CSP)', () => {
  test('search-graphql and search-cache: every result link and icon of the outside corpus, clicked', async () => {
    const url = `${baseURL()}/html-samples/main.html`;
    const n = addresses();
    let asked = 0;
    const s = await openSample('main', {
      beforeGoto: async (page) => {
        await guard(page, url);
        await page.route('**/graphql/v1/**', async (route) => {
          if (!/productsTextSearch/.test(route.request().postData() ?? '')) return route.fallback();
          asked++;
          // The shop's own answer first (so a document the schema refuses still fails), then the addresses.
          const real = await route.fetch();
          expect(real.status()).toBe(200);
          const query = String((JSON.parse(route.request().postData() ?? '{}') as { query?: unknown }).query);
          const text = /text:\s*"([^"]*)"/.exec(query)?.[1] ?? '';
          await route.fulfill({ response: real, json: searchAnswer(n, text) });
        });
      },
    });
    const input = s.page.locator('#menu_search_text');
    await input.click();
    await s.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    const texts: string[] = [];
    let clicked = 0;
    for (let i = 0; n.used < OUTSIDE_URLS.length; i++) {
      const text = `xs${i}`;
      texts.push(text);
      await search(s, text);
      const done = await clickEvery(s.page, options);
      clicked += done.clicked;
      expect(done.ran, `search-graphql, search ${text}`).toEqual([]);
    }
    expect(asked).toBe(texts.length);
    expect(clicked).toBeGreaterThanOrEqual(OUTSIDE_URLS.length / 2);

    // The same texts on the next page come from sessionStorage: no request, the same addresses.
    await s.page.goto(url);
    await s.page.locator('#menu_search_text').click();
    await s.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
    for (const text of texts) {
      await search(s, text);
      expect((await clickEvery(s.page, options)).ran, `search-cache, search ${text}`).toEqual([]);
    }
    expect(asked, 'the repeats come from the cache').toBe(texts.length);
    expect(s.pageErrors).toEqual([]);
  });

  test('basket-graphql: every mini-basket line link and icon of the outside corpus, clicked', async () => {
    const url = `${baseURL()}/html-samples/main.html`;
    await setBasket('sample');
    const n = addresses();
    const s = await openSample('main', {
      beforeGoto: async (page) => {
        await guard(page, url);
        await page.route('**/graphql/v1/?query=basket*', async (route) => {
          const real = await route.fetch();
          const body = (await real.json()) as { data: { basket: { summaryBasket: { productsCount: number }; products: Array<{ data: Record<string, unknown> }> } } };
          const template = body.data.basket.products[0]!;
          // 20 lines a load: the mini-basket shows up to 22 (spec section 9).
          body.data.basket.products = Array.from({ length: 20 }, (_, i) => ({
            ...template,
            data: { ...template.data, name: `Linia ${i}`, link: n.next(), iconSmall: n.next(), iconSmallSecond: n.next() },
          }));
          body.data.basket.summaryBasket.productsCount = 20;
          await route.fulfill({ response: real, json: body });
        });
      },
    });
    let loads = 0;
    for (;;) {
      loads++;
      // The island (and its toggle) comes with the shopper's first pointing.
      await wakeBasket(s.page);
      const toggle = s.page.locator('#menu_basket .top_basket__toggle');
      await toggle.click();
      await s.page.waitForFunction(() => document.querySelectorAll('#menu_basket .top_basket__link').length === 20);
      const done = await clickEvery(s.page, '#menu_basket a.top_basket__link, #menu_basket a.top_basket__img');
      expect(done.ran, `basket-graphql, load ${loads}`).toEqual([]);
      if (n.used >= OUTSIDE_URLS.length) break;
      await s.page.goto(url);
    }
    expect(loads).toBeGreaterThan(2);
    expect(s.pageErrors).toEqual([]);
  });

  test('hotspots-graphql: every tile and headline link of the outside corpus, clicked', async () => {
    const url = `${baseURL()}/html-samples/main.html`;
    const n = addresses();
    const ADDRESS_KEYS = new Set(['link', 'url', 'icon', 'iconSecond', 'iconSmall', 'iconSmallSecond']);
    /** Every address field of the answer, wherever it is, gets the corpus's next address. */
    const replace = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(replace);
      if (!v || typeof v !== 'object') return v;
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, ADDRESS_KEYS.has(k) && typeof x === 'string' ? n.next() : replace(x)]));
    };
    const s = await openSample('main', {
      beforeGoto: async (page) => {
        await guard(page, url);
        await page.route('**/graphql/v1/**', async (route) => {
          if (!/[?&]hotspots(&|$)/.test(route.request().url())) return route.fallback();
          const real = await route.fetch();
          await route.fulfill({ response: real, json: replace(await real.json()) });
        });
      },
    });
    let loads = 0;
    const links = '.hotspot a.product__name, .hotspot a.product__icon, .hotspot a.headline, .hotspot a.headline__after';
    for (;;) {
      loads++;
      await scrollThrough(s.page);
      await s.page.waitForFunction((sel) => document.querySelectorAll(sel).length > 0, links);
      const done = await clickEvery(s.page, links);
      expect(done.clicked).toBeGreaterThan(0);
      expect(done.ran, `hotspots-graphql, load ${loads}`).toEqual([]);
      if (n.used >= OUTSIDE_URLS.length) break;
      await s.page.goto(url);
    }
    expect(s.pageErrors).toEqual([]);
  });
});
