/**
 * A theme author's own saved page in the preview (`npm start -- --page`), the report of what the
 * islands found there (the debug overlay's panel, window.storefrontReport, `npm run doctor`), and the overlay
 * under the strict CSP. The pages are written from the platform's template markup (fixtures/template-pages,
 * kept apart from html-samples), some changed here the way live shops differ.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReportAnswer } from '../core/debug/overlay';
import { axe, baseURL, islandStates, openSample, openWithBrokenIsland, ROOT, test, waitForIslands, wakeProduct } from './harness';

const TEMPLATE = readFileSync(join(ROOT, 'fixtures/template-pages/projector-101.html'), 'utf8');
const beforeBodyEnd = (html: string, add: string) => html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${add}\n</body>`);

/** The live-shop variants, written next to each other as a theme author's folder of saved pages. */
const VARIANTS: Record<string, string> = {
  'broken-product.html': beforeBodyEnd(TEMPLATE, `<script nonce="preview-nonce">window.product_data = [{ "id": 101, "sizes": "none" }];</script>`),
  // The product data script itself does not parse: no product data at all, and the page's own script error.
  'syntax-error-product.html': TEMPLATE.replace('window.product_data = [', 'window.product_data = [ ) ;'),
  // The theme queues its mini-basket as IdoSell's app_shop.run does (its runner inline, as some themes have it).
  'theme-queued.html': beforeBodyEnd(
    TEMPLATE,
    `<script nonce="preview-nonce">app_shop.fnrun = app_shop.fnrun || {};
app_shop.run = function (f, views, w, again) { (app_shop.fnrun.all = app_shop.fnrun.all || []).push({ f: f, w: w, a: again }); };
app_shop.run(function () {}, 'all', '#menu_basket', true);</script>`,
  ),
  'csp-meta.html': TEMPLATE.replace(
    /<head>/,
    `<head>\n<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-preview-nonce' 'strict-dynamic'; require-trusted-types-for 'script'; trusted-types theme-policy">`,
  ),
  'not-idosell.html': `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="2;url=https://live.example/"><title>A plain page</title></head>
<body><main><h1>A plain page</h1><p>Not a shop.</p><img src="https://live.example/logo.png" alt="Logo" width="10" height="10">
<p><a id="away" href="https://live.example/basket">Basket</a></p><form id="away-form" action="https://live.example/order" method="post"><button>Order</button></form></main></body></html>`,
};

let dir = '';
let server: ChildProcess | undefined;
let base = '';
/** `/saved/N/<name>`: the template pages first, in name order, then the variants in name order (as scripts/start.mjs numbers them). */
const pageIndex: Record<string, number> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'saved-pages-'));
  for (const [name, html] of Object.entries(VARIANTS)) writeFileSync(join(dir, name), html);
  // A complete save's folder beside the pages: its own style sheet, and a link in it to a file outside.
  mkdirSync(join(dir, 'page_files'));
  writeFileSync(join(dir, 'page_files', 'style.css'), 'body { color: #222 }');
  symlinkSync('/etc/passwd', join(dir, 'page_files', 'passwd.css'));
  const templates = readdirSync(join(ROOT, 'fixtures/template-pages')).filter((n) => n.endsWith('.html')).sort();
  [...templates, ...Object.keys(VARIANTS).sort()].forEach((n, i) => (pageIndex[n] = i));
  // The way a theme author starts it (the built preview, as the other browser tests use).
  server = spawn(process.execPath, ['scripts/start.mjs', '--built', '--port', '0', '--page', 'fixtures/template-pages', dir], { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`npm start did not start: ${out}`)), 30_000);
    server!.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = /\[start\] ready (http:\/\/\S+?)\/?\n/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    server!.stderr!.on('data', (d: Buffer) => (out += d));
    server!.on('exit', (code) => reject(new Error(`npm start exited (${code}): ${out}`)));
  });
});

afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const savedUrl = (name: string, query = 'storefront-debug') => `${base}/saved/${pageIndex[name]}/${name}?${query}`;

async function reportOf(page: Page, header?: string): Promise<ReportAnswer> {
  await page.waitForFunction(() => !!window.storefrontReport, null, { timeout: 20_000 });
  await page.evaluate(() => window.storefrontReport!.ready());
  return page.evaluate((h) => window.storefrontReport!.report(h), header);
}

/** Every claimed container's state as the report gives it, `name=state`, sorted. */
const reported = (a: ReportAnswer) => a.report.entries.flatMap((e) => e.containers.map((c) => `${e.name}=${c.state}`)).sort();

describe('a saved page in the preview', () => {
  test('serves the files beside a page from its folder, never a file a link in it points to outside, and to its own origin only', async () => {
    const at = (file: string) => `${base}/saved/${pageIndex['not-idosell.html']}/page_files/${file}`;
    const own = await fetch(at('style.css'));
    expect(own.status).toBe(200);
    expect(await own.text()).toBe('body { color: #222 }');
    const outside = await fetch(at('passwd.css'));
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('root:');
    // Another local origin (another app on this machine) is given no leave to read a page or its files.
    for (const url of [at('style.css'), savedUrl('not-idosell.html', '')]) {
      const other = await fetch(url, { headers: { origin: 'http://localhost:9999' } });
      expect(other.headers.get('access-control-allow-origin'), url).toBeNull();
    }
  });

  test("lists what the islands did on a template page, the platform's calls made, and follows the shopper's wake", async () => {
    const s = await openSample(savedUrl('projector-101.html'), { view: 1 });
    const settled = await waitForIslands(s.page);
    let answer = await reportOf(s.page);
    expect(answer.report.pageType).toBe('projector');
    expect(reported(answer)).toEqual(settled.states.map((x) => `${x.name}=${x.state}`).sort());
    // The islands the recorder saw announce their mount are the ones the report calls mounted.
    const mountedEvents = await s.page.evaluate(() => (window as unknown as { __storefrontE2E: { events: { name: string; state: string }[] } }).__storefrontE2E.events.filter((e) => e.state === 'mounted').map((e) => e.name));
    const reportedMounted = answer.report.entries.filter((e) => e.containers.some((c) => c.state === 'mounted')).map((e) => e.name);
    expect(new Set(reportedMounted)).toEqual(new Set(mountedEvents));
    // Its calls are the page's: one bulk call at load, counted as the network saw it.
    const bulk = s.network.filter((n) => new URL(n.url).pathname === '/ajax/get.php').length;
    expect(bulk).toBe(1);
    expect(answer.report.calls).toContainEqual({ call: '/ajax/get.php', count: bulk });
    expect(answer.report.product).toEqual({
      present: true,
      readable: true,
      config: 'read',
      problems: [],
      wanting: ['product-form', 'product-sizes', 'product-prices', 'product-status', 'product-buy', 'product-notify', 'product-points', 'product-stocks'],
    });
    expect(answer.problems).toEqual([]);
    expect(answer.report.preview).toEqual({ blockedScripts: 0, refusedOrigins: [] });
    // Every claimed container is outlined, named with its island and state.
    const outlines = await s.page.locator('[data-island-debug]').evaluateAll((els) => els.map((e) => e.getAttribute('data-island-debug')).sort());
    expect(outlines).toEqual(answer.report.entries.flatMap((e) => e.containers.map((c) => `${e.name}:${c.state}`)).sort());

    await wakeProduct(s.page);
    await waitForIslands(s.page);
    answer = await reportOf(s.page);
    expect(reported(answer)).toEqual((await islandStates(s.page)).states.map((x) => `${x.name}=${x.state}`).sort());
    expect(reported(answer)).toContain('product-sizes=mounted');
    expect(s.pageErrors).toEqual([]);
    expect(s.consoleErrors).toEqual([]);
  });

  test('names an island that failed with the console line the shopper would have seen', async () => {
    // The list dialog wakes on the theme's call (its load job answers it): asked for, broken, it fails.
    const { sample: s } = await openWithBrokenIsland(savedUrl('projector-109.html'), 'shopping-list-dialog', { view: 1 });
    await s.page.evaluate(() => (window as unknown as { app_shop: { fn: { shoppingList: { addProductToList: (i: unknown) => void } } } }).app_shop.fn.shoppingList.addProductToList([['109', 'uniw']]));
    await s.page.waitForSelector('[data-storefront-shopping-list-dialog="failed"]', { state: 'attached' });
    const answer = await reportOf(s.page);
    const failed = answer.report.entries.find((e) => e.name === 'shopping-list-dialog')!.containers[0]!;
    expect(failed.state).toBe('failed');
    // The island's own line, as the console showed it (its first argument; the error object follows it):
    // the islands' map listens from the first island's load on, before the overlay's chunk arrives.
    expect(failed.note).toMatch(/^\[storefront\] island "shopping-list-dialog" /);
    expect(s.consoleErrors.map((c) => c.text).some((t) => t.startsWith(failed.note!))).toBe(true);
    expect(answer.problems).toEqual([`shopping-list-dialog failed on ${failed.where}: ${failed.note}`]);
  });

  test("blocks the shop's own scripts or keeps them: the feature its runner queues is the islands' or the theme's", async () => {
    const blocked = await openSample(savedUrl('theme-queued.html'), { view: 3 });
    await waitForIslands(blocked.page);
    const answer = await reportOf(blocked.page);
    expect(answer.report.preview!.blockedScripts).toBe(1);
    expect(reported(answer)).toContain('mini-basket=waiting');
    await blocked.close();
    const kept = await openSample(savedUrl('theme-queued.html', 'storefront-debug&theme-scripts=keep'), { view: 3 });
    await waitForIslands(kept.page);
    const keptAnswer = await reportOf(kept.page);
    expect(keptAnswer.report.preview!.blockedScripts).toBe(0);
    const basket = keptAnswer.report.entries.find((e) => e.name === 'mini-basket')!.containers[0]!;
    expect(basket).toEqual({ where: '#menu_basket', state: 'theme', note: `left to the theme's "#menu_basket": remove that entry (app_shop.run) to hand the feature over` });
    expect(keptAnswer.text).toContain('theme     mini-basket on #menu_basket');
  });

  test("lists the product data's unreadable fields, as the console said them", async () => {
    const s = await openSample(savedUrl('broken-product.html'), { view: 1 });
    await waitForIslands(s.page);
    const answer = await reportOf(s.page);
    expect(answer.report.product.readable).toBe(false);
    expect(answer.problems.some((p) => /^product data: product_data\[0\]\.sizes/.test(p))).toBe(true);
    // The console said the same to the shopper's developer tools.
    expect(s.consoleErrors.map((c) => c.text).some((t) => /^\[storefront\] product data: product_data\[0\]\.sizes/.test(t))).toBe(true);
  });

  test('opens a page that is not an IdoSell page, says so, and fetches nothing from its other origins', async () => {
    const outside: string[] = [];
    const s = await openSample(savedUrl('not-idosell.html'), {
      view: 1,
      beforeGoto: async (_page, context) => {
        await context.route((u) => u.hostname !== '127.0.0.1' && u.hostname !== 'localhost', (route) => {
          outside.push(route.request().url());
          return route.abort();
        });
      },
    });
    await expect.poll(() => s.page.title()).toBe('A plain page');
    const answer = await reportOf(s.page);
    expect(answer.report.idosell.yes).toBe(false);
    expect(answer.problems[0]).toMatch(/not an IdoSell page/);
    expect(answer.report.preview!.refusedOrigins).toEqual(['https://live.example']);
    expect(outside).toEqual([]);
    // Nothing leaves for the live shop either: no refresh, and a link or a form to it is held.
    const url = s.page.url();
    expect(await s.page.locator('meta[http-equiv=refresh]').count()).toBe(0);
    await s.page.locator('#away').click();
    await s.page.locator('#away-form button').click();
    await s.page.waitForTimeout(300);
    expect(s.page.url()).toBe(url);
    expect(await s.page.evaluate(() => (window as unknown as { __storefrontPreviewRefused: string[] }).__storefrontPreviewRefused)).toEqual(
      expect.arrayContaining(['https://live.example/basket', 'https://live.example/order']),
    );
    expect(outside).toEqual([]);
  });

  test("checks the page's own CSP, and a pasted header, against what the islands need", async () => {
    const s = await openSample(savedUrl('csp-meta.html'), { view: 1 });
    const answer = await reportOf(s.page, "Content-Security-Policy: script-src 'nonce-other' 'strict-dynamic'; require-trusted-types-for 'script'; trusted-types storefront; connect-src https://api.example");
    expect(answer.problems).toEqual([
      'CSP (meta), Trusted Types policy "storefront": trusted-types lists theme-policy: add storefront',
      // The saved page is on localhost in the preview; its own origin is the one it names (none here: localhost's).
      `CSP (header), the shop's own calls (fetch): connect-src does not allow the shop's origin (${base}): add 'self'`,
    ]);
    // The meta policy's nonce went on the tag the preview added: the islands started under it.
    expect(answer.report.csp.checks.find((c) => c.from === 'meta' && /script tag/.test(c.need))!.level).toBe('ok');
  });
});

describe('the preview server', () => {
  test('takes uploads from its own index only, and serves beside a page only what a page loads', async () => {
    const post = (headers: Record<string, string>) => fetch(`${base}/__storefront/saved`, { method: 'POST', headers, body: '<p>x</p>' });
    // A form or a simple fetch from another site: no custom header.
    expect((await post({ 'content-type': 'text/plain' })).status).toBe(403);
    // The browser says the request is another site's.
    expect((await post({ 'x-file-name': 'a.html', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const ok = await post({ 'x-file-name': '%E0%A4%A.html', 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { url: string }).url).toMatch(/^\/saved\/u\d+\/_E0_A4_A\.html$/);
    // fixtures/template-pages/README.md sits beside the template pages: not a page's asset.
    expect((await fetch(`${base}/saved/0/README.md`)).status).toBe(404);
    expect((await fetch(`${base}/saved/0/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}/saved/${pageIndex['projector-101.html']}/projector-101.html`)).headers.get('content-security-policy')).toBe("default-src 'self' data: blob: 'unsafe-inline'; form-action 'self'; base-uri 'none'");
  });
});

describe('npm run doctor', () => {
  const doctor = (...args: string[]) => spawnSync(process.execPath, ['scripts/doctor.mjs', ...args], { cwd: ROOT, env: process.env, encoding: 'utf8', timeout: 80_000 });

  test('passes a sample page and fails a page whose product data is broken, with the list', () => {
    const ok = doctor('html-samples/projector-101.html');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Problems: none');
    expect(ok.stdout).toContain('[doctor] 1 page(s), no problems');
    const bad = doctor(join(dir, 'broken-product.html'));
    expect(bad.status, bad.stderr).toBe(1);
    expect(bad.stdout).toMatch(/Problems \(\d+\):\n {2}- product data: product_data\[0\]\.sizes/);
    expect(bad.stdout).toContain('[doctor] 1 page(s), 1 with problems');
  });

  test('fails a product page whose product data script does not parse, and says where the script error is', () => {
    const line = TEMPLATE.slice(0, TEMPLATE.indexOf('window.product_data = [')).split('\n').length;
    const bad = doctor(join(dir, 'syntax-error-product.html'));
    expect(bad.status, bad.stderr).toBe(1);
    expect(bad.stdout).toMatch(/- product data: none, but the page has the containers of product-form, product-sizes/);
    expect(bad.stdout).toMatch(/Script errors on the page \(\d+\):\n {2}- (Uncaught )?SyntaxError: [^\n]*syntax-error-product\.html[^,\n]*, line (\d+), column \d+\)/);
    expect(/syntax-error-product\.html[^,\n]*, line (\d+)/.exec(bad.stdout)?.[1], 'the product data script’s line').toBe(String(line));
  });
});

describe('the debug overlay', () => {
  test('outlines the islands and prints the report under the strict CSP, with no violation and no axe finding', async () => {
    const printed: string[] = [];
    const s = await openSample(`${baseURL()}/html-samples/projector-101.html?csp=1&storefront-debug`, {
      view: 1,
      beforeGoto: async (page) => {
        page.on('console', (m) => m.text().startsWith('[storefront:debug]') && printed.push(m.text()));
        await page.addInitScript(() => {
          const w = window as unknown as { __violations: string[] };
          w.__violations = [];
          document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
        });
      },
    });
    await waitForIslands(s.page);
    const answer = await reportOf(s.page);
    await expect.poll(() => printed.length).toBe(1);
    expect(printed[0]).toContain(answer.text.split('\n')[0]);
    const claimed = answer.report.entries.reduce((n, e) => n + e.containers.length, 0);
    await expect.poll(() => s.page.locator('[data-island-debug]').count()).toBe(claimed);
    expect(await s.page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(s.consoleErrors).toEqual([]);
    // The panel: a labelled region, opened by keyboard, its field labelled.
    const summary = s.page.getByRole('region', { name: 'Storefront report' }).locator('summary');
    await summary.focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.locator('[data-island-debug-ui] pre').isVisible()).toBe(true);
    await s.page.getByLabel('CSP header the shop sends (optional)').fill("script-src 'nonce-preview-nonce' 'strict-dynamic'; require-trusted-types-for 'script'");
    await s.page.getByRole('button', { name: 'Check the report again' }).click();
    await expect.poll(() => s.page.locator('[data-island-debug-ui] pre').textContent()).toContain('header: script-src');
    expect((await axe(s.page)).summary).toEqual([]);
  });

  test('a file dropped on the preview, or chosen there, opens with the report', async () => {
    const s = await openSample(`${base}/html-samples/index.html`, { view: 4 });
    // The pages `--page` named are listed; a file chosen in the field (a keyboard user's way) is added.
    // Every page the server has (the named ones, and any uploaded before).
    const named = ((await (await fetch(`${base}/__storefront/saved.json`)).json()) as unknown[]).length;
    expect(named).toBeGreaterThanOrEqual(Object.keys(pageIndex).length);
    await expect.poll(() => s.page.locator('#pv_saved a').count()).toBe(named);
    expect((await axe(s.page)).summary, 'axe: the index with its saved pages').toEqual([]);
    await s.page.setInputFiles('#pv_file', { name: 'my-shop.html', mimeType: 'text/html', buffer: Buffer.from(VARIANTS['theme-queued.html']!) });
    await expect.poll(() => s.page.locator('#pv_saved a').count()).toBe(named + 1);
    const frame = s.page.frameLocator('#pv_frame');
    await expect.poll(() => s.page.locator('#pv_frame').getAttribute('src')).toMatch(/^\/saved\/u\d+\/my-shop\.html\?storefront-debug$/);
    await expect.poll(() => frame.locator('[data-island-debug-ui] summary').textContent(), { timeout: 20_000 }).toMatch(/^Storefront: \d+ islands, 0 problem\(s\)$/);
    // A drop, with the shop's scripts kept.
    await s.page.check('#pv_keep');
    await s.page.evaluate((html) => {
      const data = new DataTransfer();
      data.items.add(new File([html], 'dropped.html', { type: 'text/html' }));
      document.getElementById('pv_drop')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, VARIANTS['theme-queued.html']!);
    await expect.poll(() => s.page.locator('#pv_frame').getAttribute('src')).toMatch(/^\/saved\/u\d+\/dropped\.html\?storefront-debug&theme-scripts=keep$/);
    await expect.poll(() => frame.locator('[data-island-debug="mini-basket:theme"]').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => s.page.locator('#pv_saved_status').textContent()).toContain('dropped.html');
    expect(s.pageErrors).toEqual([]);
  });
});
