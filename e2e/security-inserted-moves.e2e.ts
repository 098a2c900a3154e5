/**
 * Inserted HTML that the page moves or that repeats the page's ids, on both builds and both sanitizer paths
 * (the browser's own sanitizer, and DOMPurify forced by the page's meta), under the strict CSP (where such
 * an attack would run with the page's nonce):
 *  - A widget holds a link to `#evil_b` and, nested in it, `<div id="evil_b" data-modal hidden>` with an
 *    instalments block whose data-window is a script. The modal moves that body into the dialog; it keeps
 *    the inserted mark there, so no island mounts in it and the script never runs.
 *  - A body_top snippet reuses the id of the page's own modal body (`delivery_costs` on text.html): the
 *    inserted copy loses the id, and the page's own link opens the page's own body.
 *  - A body_top snippet repeating `#projector_size_hidden` and `#projector_price_value`: the chosen size is
 *    written into the real form's input and the new price into the page's price, not the copies.
 */
import { afterEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openSample, scrollThrough, waitForIslands, wakeProduct, type Sample, test } from './harness';

afterEach(() => fetch(`${baseURL()}/__mock/reset`, { method: 'POST' }));

type Path = 'native' | 'dompurify';
const PATHS: Path[] = ['native', 'dompurify'];
const FORCE_META = '<meta name="storefront-sanitizer" content="dompurify">';

const inject = (snippet: string, region: 'body' | 'body_top') =>
  fetch(`${baseURL()}/__mock/injected`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ snippet, region }) });

/** The sample under the strict CSP switch, with DOMPurify forced on the 'dompurify' path. */
function open(file: string, path: Path): Promise<Sample> {
  return openSample(file, {
    beforeGoto: async (page, context) => {
      await context.addCookies([{ name: 'storefront_csp', value: '1', url: baseURL() }]);
      if (path === 'dompurify') {
        await page.route(`**/html-samples/${file}.html`, async (route) => {
          const res = await route.fetch();
          await route.fulfill({ response: res, body: (await res.text()).replace('<head>', `<head>${FORCE_META}`) });
        });
      }
    },
  });
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null);
/** Island state attributes (data-storefront-<island>) on or inside `selector`. */
const claimedIn = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll(`${sel}, ${sel} *`)).flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => a.name.startsWith('data-storefront-') && a.name !== 'data-storefront-inserted')
          .map((a) => `${el.localName}#${el.id} ${a.name}=${a.value}`),
      ),
    selector,
  );

/** An instalments block whose system link runs a script (a real shop's data-window may be JavaScript). */
const evilInstalments = (n: number) =>
  `<div id="projector_instalments" class="projector_instalments evil-inst-${n}"><div class="projector_instalments__items">` +
  `<a class="projector_instalments__item evil-item-${n}" href="#" data-instalments="Raty ${n}" data-window="window.__pwned = ${n};" data-min-price="0" data-max-price="99999" data-price-type="gross">Raty ${n}</a>` +
  `</div></div>`;

describe.each(PATHS)('inserted HTML keeps its mark wherever it is moved (%s sanitizer, strict CSP)', (path) => {
  test('a widget\'s own [data-modal] body, opened in the modal: no island mounts in it, its script never runs', async () => {
    await inject(
      `<div class="evil-widget"><a class="evil-open" href="#evil_b">Promocja</a>` +
        `<div id="evil_b" data-modal hidden><h2>Promocja</h2>${evilInstalments(1)}</div></div>`,
      'body',
    );
    const s = await open('text', path);
    await waitForIslands(s.page);
    await s.page.waitForSelector('.evil-open', { state: 'attached' });
    await s.page.locator('.evil-open').click();
    // The modal shows the widget's body (it stays marked), and everything in it stays marked.
    await s.page.waitForSelector('#modal .evil-item-1', { state: 'attached' });
    const item = s.page.locator('#modal .evil-item-1');
    await item.hover();
    await item.focus();
    await item.click();
    await waitForIslands(s.page);
    expect(await pwned(s.page)).toBeNull();
    expect(await claimedIn(s.page, '#evil_b'), 'no island claimed anything in the moved body').toEqual([]);
    expect(
      await s.page.evaluate(() => Array.from(document.querySelectorAll('#evil_b, #evil_b *')).every((el) => el.hasAttribute('data-storefront-inserted'))),
      'every element of the moved body is still marked',
    ).toBe(true);
    expect(s.pageErrors).toEqual([]);
  });

  test("a body_top snippet repeating the page's modal body id: the page's link opens the page's own body", async () => {
    await inject(`<div class="evil-top"><div id="delivery_costs" data-modal hidden><a class="evil-cover" href="#">x</a>${evilInstalments(2)}</div></div>`, 'body_top');
    const s = await open('text', path);
    await waitForIslands(s.page);
    await s.page.waitForSelector('.evil-top', { state: 'attached' });
    await s.page.locator('a[href="#delivery_costs"]').first().click();
    const dialog = s.page.locator('#modal [role=dialog], [role=dialog]#modal').first();
    await dialog.waitFor();
    expect(await s.page.locator('[role=dialog]').filter({ hasText: 'Koszty i czas dostawy' }).count()).toBe(1);
    expect(await s.page.locator('[role=dialog] .evil-cover').count()).toBe(0);
    expect(await claimedIn(s.page, '.evil-top')).toEqual([]);
    expect(await pwned(s.page)).toBeNull();
    // The inserted copy came first in the page, and lost the id.
    expect(await s.page.evaluate(() => document.getElementById('delivery_costs')?.classList.contains('text_page__modal'))).toBe(true);
    expect(await s.page.locator('.evil-top [data-modal]').getAttribute('id')).toBeNull();

    expect(s.pageErrors).toEqual([]);
  });

  test('a body_top snippet repeating the product form ids: the size and price go to the page\'s own elements', async () => {
    await inject(
      `<div class="evil-ids"><input id="projector_size_hidden" name="size" value="evil"><span id="projector_price_value">0,00 zł</span><form id="projector_form"></form></div>`,
      'body_top',
    );
    const s = await open('projector-101', path);
    await waitForIslands(s.page);
    await s.page.waitForSelector('.evil-ids', { state: 'attached' });
    await wakeProduct(s.page);
    await s.page.locator('#projector_sizes_section [role=radio]', { hasText: /^XL\b/ }).click();
    const own = s.page.locator('#container #projector_size_hidden');
    await expect.poll(() => own.inputValue()).toBe('5');
    await expect.poll(() => s.page.locator('#container #projector_price_value').textContent()).toContain('199,99');
    expect(await s.page.locator('.evil-ids input').inputValue()).toBe('evil');
    expect(await s.page.locator('.evil-ids span').textContent()).toBe('0,00 zł');
    expect(await s.page.locator('.evil-ids [id]').count(), 'the copies lost the ids the page has').toBe(0);
    expect(s.pageErrors).toEqual([]);
  });
});

/**
 * 7. Zone HTML (not trusted) that tries to leave its zone: fixed or absolute layers over the whole page, one
 * through a custom property, and pictures from another origin through a custom property or a CSS escape.
 */
const COVERS = [
  'position:fixed;inset:0',
  '--p:fixed;position:var(--p);inset:0',
  'position:absolute;top:0;left:0',
  '--p:absolute;position:var(--p);top:0;left:0',
];
const CALLS = [
  'background-image:url(https://other.example/t1.gif)',
  '--u:u\\rl(https://other.example/t2.gif);background-image:var(--u)',
  'background-image:\\75 rl(https://other.example/t3.gif)',
  '--u:url(https://other.example/t4.gif);background:var(--u)',
];
const CSP_MODES = [false, true] as const;

describe.each(PATHS.flatMap((path) => CSP_MODES.map((csp) => [path, csp] as const)))('zone HTML stays in its zone (%s sanitizer, strict CSP %s)', (path, csp) => {
  test('layers over the whole page and pictures from another origin in hotspot HTML: none covers the page outside its zone, none calls out', async () => {
    const s = await openSample('main', {
      beforeGoto: async (page, context) => {
        if (csp) await context.addCookies([{ name: 'storefront_csp', value: '1', url: baseURL() }]);
        // The spec's source: zones filled with the server's HTML (through the sanitizer).
        await page.route('**/html-samples/main.html', async (route) => {
          const res = await route.fetch();
          let body = (await res.text()).replace('<html ', '<html data-hotspots-source="ajax" ');
          if (path === 'dompurify') body = body.replace('<head>', `<head>${FORCE_META}`);
          await route.fulfill({ response: res, body });
        });
        await page.route('**/ajax/hotspots.php*', (route) => {
          const names = (new URL(route.request().url()).searchParams.get('zones-names') ?? '').split(';').filter(Boolean);
          const tile =
            `<div class="hotspot">` +
            COVERS.map((c, i) => `<a class="evil-cover evil-cover-${i}" href="https://other.example/" style="${c};width:100vw;height:100vh;z-index:2147483647;opacity:0">x</a>`).join('') +
            CALLS.map((c, i) => `<div class="evil-bg evil-bg-${i}" style="${c};min-height:10px">Polecane</div>`).join('') +
            `</div>`;
          return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(Object.fromEntries(names.map((n) => [n, tile]))) });
        });
        await page.route('https://other.example/**', (route) => route.fulfill({ status: 204 }));
      },
    });
    await scrollThrough(s.page);
    await expect.poll(() => s.page.locator('.evil-cover').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await waitForIslands(s.page);
    // Every point of the page outside the zones, on a 40 px grid of the first screen and at each zone's
    // top: no layer of a zone is hit there.
    const escaped = async () =>
      s.page.evaluate(() => {
        const zones = Array.from(document.querySelectorAll('.evil-cover')).map((a) => a.closest('.hotspot__wrapper, [id^=products_associated_zone], [id^=products_zone]') ?? a.parentElement!);
        const inZone = (x: number, y: number) =>
          zones.some((z) => {
            const r = z.getBoundingClientRect();
            return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
          });
        const found = new Set<string>();
        for (let y = 5; y < innerHeight; y += 40) {
          for (let x = 5; x < innerWidth; x += 40) {
            if (inZone(x, y)) continue;
            const hit = document.elementFromPoint(x, y)?.closest('.evil-cover');
            if (hit) found.add(hit.className);
          }
        }
        return [...found];
      });
    await s.page.evaluate(() => window.scrollTo(0, 0));
    expect(await escaped(), 'layers over the page at the top').toEqual([]);
    await s.page.locator('.evil-cover').first().evaluate((el) => el.closest('.hotspot')!.scrollIntoView({ block: 'center' }));
    expect(await escaped(), 'layers over the page around a zone').toEqual([]);
    expect(await s.page.locator('.evil-cover').evaluateAll((els) => els.map((el) => getComputedStyle(el).position))).not.toContain('fixed');
    expect(s.network.filter((r) => r.url.startsWith('https://other.example/')).map((r) => r.url)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
