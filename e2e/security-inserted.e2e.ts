/**
 * Inserted server HTML and partial loads that leave the shop's origin, in Chromium against the built preview:
 *  - Server HTML an island inserts (a bulk snippet, a hotspot zone from /ajax/hotspots.php) carrying a
 *    partial-load container `[data-partial-regions]` with an `a[data-partial]` link (and any other island
 *    marker) mounts nothing: a click on the link is the browser's own, the link's page is never fetched
 *    by the island and its `script.ajaxLoad` never runs, under the strict CSP switch too (where it would
 *    run with the page's nonce).
 *  - A same-origin partial-load link whose fetch is redirected to another origin (which allows CORS)
 *    gets a full navigation to the link; that origin's `script.ajaxLoad` never runs in the shop.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openSample, scrollThrough, waitForIslands, type Sample, test } from './harness';

/** The page the gadget link points at, as fetched by a partial load: its region holds a script.ajaxLoad. */
const GADGET_PAGE = '/html-samples/gadget-page.html';
const gadgetPage = (region: string) =>
  `<!doctype html><html><head><title>Gadżet</title></head><body><div id="container" class="search_page">` +
  `<div id="${region}"><div><script class="ajaxLoad">window.__gadgetRan = (window.__gadgetRan || 0) + 1;</script></div></div>` +
  `<main id="content"><div><script class="ajaxLoad">window.__gadgetRan = (window.__gadgetRan || 0) + 1;</script></div></main>` +
  `</div></body></html>`;

/** The outside review's gadget: a partial-load container, its link, and other island markers. */
const gadgetHtml = (n: number) => `
  <div class="gadget gadget-${n}" data-partial-regions="#gadget_region_${n},#content">
    <a id="gadget_link_${n}" data-partial href="${GADGET_PAGE}?n=${n}">Gadżet ${n}</a>
    <div id="gadget_region_${n}"><p>region</p><div><script class="ajaxLoad">window.__gadgetRan = 99</script></div></div>
    <div class="gadget-passkey" data-island="passkey-sign-in" data-accounts-url="https://other.example/">x</div>
    <div class="view_switch" data-view-switch-cookie="shop_session"><a href="#">y</a></div>
    <select data-dropdown><option>1</option></select>
  </div>`;

/** Routes the gadget page: a fetch (a partial load) gets the ajaxLoad page; a navigation a plain one. */
async function routeGadgetPage(page: Page): Promise<void> {
  await page.route(`**${GADGET_PAGE}*`, (route) => {
    const n = new URL(route.request().url()).searchParams.get('n') ?? '1';
    return route.request().resourceType() === 'document'
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Pełna strona</title><p>Pełna strona</p>' })
      : route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: gadgetPage(`gadget_region_${n}`) });
  });
}

/** A click the page's islands left alone is counted and stopped here, so the page stays to be looked at. */
async function countNativeClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __native: number };
    w.__native = 0;
    // Bubble phase on document: the partial-load island (on its container) has decided by now.
    document.addEventListener('click', (e) => {
      if (e.defaultPrevented) return;
      w.__native += 1;
      e.preventDefault();
    });
  });
}

const gadgetFetches = (s: Sample) => s.network.filter((r) => r.url.includes(GADGET_PAGE) && r.resourceType !== 'document');
const ran = (page: Page) => page.evaluate(() => (window as unknown as { __gadgetRan?: number }).__gadgetRan);
/** Every entry state attribute (data-storefront-<island>) inside the inserted gadgets. */
const claimedInGadgets = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.gadget, .gadget *')).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => a.name.startsWith('data-storefront-') && a.name !== 'data-storefront-inserted')
        .map((a) => `${el.localName}.${el.className} ${a.name}=${a.value}`),
    ),
  );
/** Marker attributes left in the inserted gadgets (the sanitizer strips them). */
const markersInGadgets = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.gadget, .gadget *')).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => /^data-(island|partial|dropdown)/.test(a.name))
        .map((a) => `${el.localName}.${el.className} ${a.name}`),
    ),
  );

async function clickAndCheck(s: Sample, n: number): Promise<void> {
  await countNativeClicks(s.page);
  await s.page.locator(`#gadget_link_${n}`).click();
  // Time for a partial load to fetch, swap and run the page's scripts, had one started.
  await s.page.waitForTimeout(1500);
  expect(await s.page.evaluate(() => (window as unknown as { __native: number }).__native), 'the click was left to the browser').toBe(1);
  expect(gadgetFetches(s), 'the link’s page was never fetched by an island').toEqual([]);
  expect(await ran(s.page), 'no script.ajaxLoad ran').toBeUndefined();
  expect(await s.page.locator(`#gadget_region_${n}`).count(), 'the inserted region is still there, not swapped').toBe(1);
}

describe('inserted server HTML never mounts islands', () => {
  test('a bulk snippet with a partial-load container, link and markers, under the strict CSP: the click is native, no ajaxLoad runs', async () => {
    const inject = (body: object) =>
      fetch(`${baseURL()}/__mock/injected`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await inject({ snippet: gadgetHtml(1) });
    const s = await openSample('main', {
      beforeGoto: async (page, context) => {
        await context.addCookies([{ name: 'storefront_csp', value: '1', url: baseURL() }]);
        await routeGadgetPage(page);
      },
    });
    try {
      await waitForIslands(s.page);
      await expect.poll(() => s.page.locator('.gadget-1').count()).toBe(1);
      await waitForIslands(s.page);
      expect(await s.page.locator('.gadget-1').getAttribute('data-storefront-inserted')).toBe('');
      expect(await markersInGadgets(s.page), 'the sanitizer stripped the island markers').toEqual([]);
      expect(await claimedInGadgets(s.page), 'no island claimed anything in the snippet').toEqual([]);
      await clickAndCheck(s, 1);
      expect(s.pageErrors).toEqual([]);
    } finally {
      await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
      await s.close();
    }
  });

  test('a hotspot zone (/ajax/hotspots.php HTML) with the same gadget: nothing mounts, the click is native, no ajaxLoad runs', async () => {
    const s = await openSample('main', {
      beforeGoto: async (page, context) => {
        await context.addCookies([{ name: 'storefront_csp', value: '1', url: baseURL() }]);
        await routeGadgetPage(page);
        // The spec's source: zones filled with the server's HTML (through the sanitizer).
        await page.route('**/html-samples/main.html', async (route) => {
          const res = await route.fetch();
          await route.fulfill({ response: res, body: (await res.text()).replace('<html ', '<html data-hotspots-source="ajax" ') });
        });
        await page.route('**/ajax/hotspots.php*', (route) => {
          const names = (new URL(route.request().url()).searchParams.get('zones-names') ?? '').split(';').filter(Boolean);
          const reply = Object.fromEntries(names.map((name, i) => [name, `<div class="hotspot">${gadgetHtml(10 + i)}</div>`]));
          return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(reply) });
        });
      },
    });
    await scrollThrough(s.page);
    await expect.poll(() => s.page.locator('.gadget').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await waitForIslands(s.page);
    expect(await markersInGadgets(s.page)).toEqual([]);
    expect(await claimedInGadgets(s.page)).toEqual([]);
    await s.page.locator('#gadget_link_10').scrollIntoViewIfNeeded();
    await clickAndCheck(s, 10);
    expect(s.pageErrors).toEqual([]);
  });
});

describe('a partial load redirected to another origin', () => {
  const OTHER = 'http://other.example';
  test('a same-origin link whose fetch is redirected to a CORS-open origin: full navigation to the link, that page’s ajaxLoad never runs', async () => {
    let otherScriptRan = 0;
    const s = await openSample('search', {
      beforeGoto: async (page) => {
        // The shop's open redirect: the island's fetch (?set_render=…) goes to the other origin; the browser's
        // own navigation to the link gets the shop's page.
        await page.route('**/html-samples/open-redirect.html*', (route) =>
          route.request().resourceType() === 'document'
            ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Pełna strona</title><p>Pełna strona</p>' })
            : route.fulfill({ status: 302, headers: { location: `${OTHER}/evil.html` } }),
        );
        await page.route(`${OTHER}/evil.html*`, (route) =>
          route.fulfill({
            status: 200,
            headers: { 'content-type': 'text/html; charset=utf-8', 'access-control-allow-origin': '*' },
            body:
              '<!doctype html><html><head><title>Obca</title></head><body><div id="container" class="search_page">' +
              `<div id="breadcrumbs">x</div><main id="content"><h1>Obca strona</h1><div><script class="ajaxLoad">window.__evilRan = 1; new Image().src = '${OTHER}/ran.gif';</script></div></main>` +
              '</div></body></html>',
          }),
        );
        await page.route(`${OTHER}/ran.gif*`, (route) => {
          otherScriptRan += 1;
          return route.fulfill({ status: 204 });
        });
      },
    });
    await waitForIslands(s.page);
    await s.page.evaluate(() => {
      (window as unknown as { __stay: number }).__stay = 1;
      document.querySelector('#content')!.insertAdjacentHTML('afterbegin', '<a id="redirected" data-partial href="/html-samples/open-redirect.html">Przekierowanie</a>');
    });
    await s.page.locator('#redirected').click();
    await s.page.waitForURL('**/html-samples/open-redirect.html');
    await s.page.waitForLoadState('load');
    expect(await s.page.title()).toBe('Pełna strona');
    expect(await s.page.evaluate(() => (window as unknown as { __stay?: number }).__stay), 'a full navigation').toBeUndefined();
    expect(await s.page.evaluate(() => (window as unknown as { __evilRan?: number }).__evilRan)).toBeUndefined();
    expect(otherScriptRan, 'the other origin’s script.ajaxLoad never ran').toBe(0);
    // The island's fetch did reach the other origin (so the check, not a failed fetch, made the navigation).
    expect(s.network.some((r) => r.url.startsWith(`${OTHER}/evil.html`))).toBe(true);
    expect(s.pageErrors).toEqual([]);
  });
});
