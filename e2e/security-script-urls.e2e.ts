/**
 * The script URLs the Trusted Types policy's createScriptURL takes. Were it to pass any http(s) URL,
 * anything that reached runScript with a src would load that origin's script under the page's nonce. It
 * takes the build's origin and the shop's (plus https origins the page's own <head> lists in
 * <meta name="storefront-script-origins">) and refuses the rest with a console message. Seen through a
 * widget of the bulk call (its <script src> elements run by the platform's rule), on main.html under the
 * strict CSP sample set-up (script-src 'nonce-…' 'strict-dynamic'; require-trusted-types-for 'script')
 * and without it. Each widget lists the script under test first and then one of the shop's own: the
 * scripts run in order, so once the shop's has run the first one has been loaded or refused.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openReady, resetMockShop, type Sample, type SampleOptions, test } from './harness';

beforeEach(resetMockShop);

type Ran = { __ran: string[]; __ownRan: Promise<void>; __ownDone: () => void };

/** Before any page script: where the test scripts report, and a promise the shop's own one resolves. */
function ranRecorder(): void {
  const w = window as unknown as Ran;
  w.__ran = [];
  w.__ownRan = new Promise((resolve) => (w.__ownDone = resolve));
}

/** main.html (with `head` added to its <head>), a widget whose scripts are `srcs` then the shop's own; `under` the CSP or not. */
async function openWithWidget(srcs: string[], { csp, head = '' }: { csp: boolean; head?: string }): Promise<Sample & { fetched: string[] }> {
  const widget = [...srcs, '/e2e-own-widget.js'].map((src) => `<script src="${src}"></script>`).join('');
  const res = await fetch(`${baseURL()}/__mock/injected`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ widget }) });
  expect(res.status).toBe(204);
  const fetched: string[] = [];
  const setUp: NonNullable<SampleOptions['beforeGoto']> = async (page, context) => {
    if (csp) await context.addCookies([{ name: 'storefront_csp', value: '1', url: baseURL() }]);
    await page.addInitScript(ranRecorder);
    const script = (body: string) => ({ status: 200, contentType: 'text/javascript', body });
    await context.route('**/e2e-own-widget.js', (route) => route.fulfill(script('window.__ran.push("own"); window.__ownDone();')));
    for (const origin of ['https://elsewhere.example', 'https://widgets.example']) {
      await context.route(`${origin}/**`, (route) => {
        fetched.push(route.request().url());
        return route.fulfill(script(`window.__ran.push(${JSON.stringify(origin)});`));
      });
    }
    if (head) {
      await page.route('**/html-samples/main.html*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace('</head>', `${head}</head>`);
        await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-type': 'text/html; charset=utf-8' } });
      });
    }
  };
  const s = await openReady('main', { beforeGoto: setUp });
  if (csp) {
    const policy = await s.page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
    expect(policy).toContain("require-trusted-types-for 'script'");
  }
  return Object.assign(s, { fetched });
}

/** Resolves once the widget's last script (the shop's own) has run; the scripts that ran, in order. */
async function ran(page: Page): Promise<string[]> {
  await page.evaluate(() => (window as unknown as Ran).__ownRan);
  return page.evaluate(() => (window as unknown as Ran).__ran);
}

const errors = (s: Sample) => s.consoleErrors.map((c) => c.text);

describe.each([
  ['under the strict CSP', true],
  ['without a CSP', false],
])('script URLs the Trusted Types policy takes (%s)', (_label, csp) => {
  test("another origin's script is refused with a console message; the shop's own still runs", async () => {
    const s = await openWithWidget(['https://elsewhere.example/widget.js'], { csp });
    expect(await ran(s.page)).toEqual(['own']);
    expect(s.fetched).toEqual([]);
    expect(errors(s).join('\n')).toContain('[storefront] the "storefront" Trusted Types policy refuses script URL "https://elsewhere.example/widget.js": https://elsewhere.example is neither the build\'s nor the shop\'s origin');
    expect(s.pageErrors).toEqual([]);
  });

  test('an https origin the page\'s own <head> lists in <meta name="storefront-script-origins"> is loaded', async () => {
    const s = await openWithWidget(['https://widgets.example/chat.js', 'https://elsewhere.example/widget.js'], {
      csp,
      head: '<meta name="storefront-script-origins" content="https://widgets.example">',
    });
    expect(await ran(s.page)).toEqual(['https://widgets.example', 'own']);
    expect(s.fetched).toEqual(['https://widgets.example/chat.js']);
  });
});
