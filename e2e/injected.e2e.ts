/**
 * Injected content and scripts, in Chromium against the built preview:
 *  - every sample page under the CSP switch (script-src 'nonce-…' 'strict-dynamic';
 *    require-trusted-types-for 'script'): zero securitypolicyviolation events, every island mounts;
 *  - the bulk call's snippets and script widget run exactly once (get.php is not a tracked call)
 *    each, with the page's nonce; one bulk call, no second basket request;
 *  - the XSS corpus in snippet and widget HTML runs nothing, with and without the strict CSP (also no
 *    CSS-exfiltration load, no preload, no <base>, no refresh);
 *  - nor do the outside review's payloads (fixtures/xss-outside: DOMPurify's fixtures, PayloadsAllTheThings) in snippet HTML;
 *  - the owner's <style>, stylesheet link and https frame are kept and work under the strict CSP, both sanitizer paths;
 *  - a failing bulk call is ignored;
 *  - partial page loads with back/forward, islands in new regions, and the failure fallback;
 *  - axe clean.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axe,
  baseURL,
  expectedIslands,
  openSample,
  samplePages,
  scrollThrough,
  waitForIslands,
  wakeInteractionIslands,
  type Sample,
  type SampleOptions,
  spyOnXssHits,
  wakeBasket,
  test,
} from './harness';
import { expectedAt } from './expected-islands';
import { EXFIL_PATH, XSS_CORPUS, XSS_CORPUS_HTML, XSS_HIT } from '../fixtures/xss-corpus';
import { installExecutionTraps, OUTSIDE_COUNT, OUTSIDE_HITS, OUTSIDE_LAST, OUTSIDE_MARKER, outsideSnippetHtml } from '../fixtures/xss-outside';

const NONCE = 'preview-nonce';

/** Records CSP / Trusted Types violations from the first byte on (init scripts are not subject to CSP). */
function violationRecorder(): void {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
  });
}

interface CspSample extends Sample {
  cspHeader: () => string | null;
}

async function openUnderCsp(file: string, options: SampleOptions = {}): Promise<CspSample> {
  let header: string | null = null;
  const s = await openSample(file, {
    ...options,
    beforeGoto: async (page, context) => {
      await context.addCookies([{ name: 'storefront_csp', value: '1', url: baseURL() }]);
      await page.addInitScript(violationRecorder);
      page.on('response', (r) => {
        if (r.request().resourceType() === 'document' && r.url().includes('/html-samples/')) header = r.headers()['content-security-policy'] ?? null;
      });
      await options.beforeGoto?.(page, context);
    },
  });
  return Object.assign(s, { cspHeader: () => header });
}

/** Script elements that are neither the sample's own nor runScript's (every one of those carries the nonce). */
const strayScripts = (page: Page) =>
  page.evaluate(
    (nonce) => [...document.scripts].filter((el) => el.nonce !== nonce && el.type !== 'application/json').map((el) => el.outerHTML.slice(0, 80)),
    NONCE,
  );
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
const mockScripts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mockScripts?: { name: string; nonce: string | null }[] }).__mockScripts ?? []);
const consoleErrors = (s: Sample) => s.consoleErrors.map((c) => (c.url ? `${c.text} (${c.url})` : c.text));

describe('every sample page under the CSP switch', () => {
  test.each(samplePages())('%s', async (file) => {
    // The mock shop as a page first finds it: what an earlier file left there (a basket, a fault) is not this test's.
    await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
    const s = await openUnderCsp(file);
    expect(s.cspHeader()).toContain(`script-src 'nonce-${NONCE}' 'strict-dynamic'; require-trusted-types-for 'script'`);
    await scrollThrough(s.page);
    await waitForIslands(s.page);
    if ((await wakeInteractionIslands(s.page)).length) await waitForIslands(s.page);
    const expected = await expectedIslands(s.page);
    const mounted = [...new Set(expected.containers.filter((c) => c.state === 'mounted').map((c) => c.name))].sort();
    expect.soft(mounted, 'mounted islands under CSP').toEqual([...expectedAt(file, 3)!].sort());
    // The bulk call's four scripts ran under the CSP (nonce'd, through the Trusted Types policy); get.php is not a tracked call.
    await expect.poll(() => mockScripts(s.page).then((m) => m.length)).toBe(4);
    expect.soft(await violations(s.page), 'securitypolicyviolation events').toEqual([]);
    expect.soft(s.pageErrors, 'uncaught exceptions').toEqual([]);
    expect.soft(consoleErrors(s), 'console errors').toEqual([]);
  });
});

describe('bulk call', () => {
  test('snippets and the script widget run once each with the nonce; one bulk call (not tracked: no trackingEvents query), the basket read once, on the shopper\u2019s first pointing', async () => {
    // The sections the bulk call asked for, read from its reply (one key per asked section).
    const bulkReplies: Promise<string[]>[] = [];
    const bulkTracking: Array<string | undefined> = [];
    const s = await openUnderCsp('main', {
      beforeGoto: async (page) => {
        page.on('response', (r) => {
          if (r.url().includes('/ajax/get.php')) {
            bulkReplies.push(r.json().then((j: object) => Object.keys(j)));
            bulkTracking.push(r.headers()['x-iai-tracking-events']);
          }
        });
      },
    });
    await waitForIslands(s.page);
    await expect.poll(() => mockScripts(s.page).then((m) => m.length)).toBe(4);
    // Settled: nothing runs twice later.
    await s.page.waitForTimeout(300);
    const runs = await mockScripts(s.page);
    expect(runs.map((r) => r.name).sort()).toEqual(['snippet-body_bottom', 'snippet-body_top', 'snippet-head', 'widget-script']);
    expect(runs.every((r) => r.nonce === NONCE)).toBe(true);
    expect(s.network.filter((r) => r.url.includes('/ajax/get.php'))).toHaveLength(1);
    // get.php is not a tracked call (reference section 14): its reply has no x-iai-tracking-events.
    expect(bulkTracking).toEqual([undefined]);
    // The basket comes once: the platform's bulk call never asks for it, and the mini-basket reads it
    // as the theme does, on the first pointing at #menu_basket (with data-bulk-format="spec" it may
    // come in the bulk call instead).
    expect(bulkReplies).toHaveLength(1);
    const bulkAskedBasket = (await bulkReplies[0]!).includes('Basket');
    const basketFetches = () => s.network.filter((r) => r.url.includes('query=basket')).length;
    if (!bulkAskedBasket) expect(basketFetches()).toBe(0);
    await wakeBasket(s.page);
    await expect.poll(() => (bulkAskedBasket ? 1 : 0) + basketFetches()).toBe(1);
    await s.page.waitForTimeout(300);
    expect((bulkAskedBasket ? 1 : 0) + basketFetches()).toBe(1);
    // Regions: body_top first in <body>, body_bottom after the page, the widget appended, each in its
    // named region landmark (a display: contents box there).
    expect(await s.page.evaluate(() => document.body.firstElementChild?.matches('[data-bulk-landmark=top][role=region][aria-label]'))).toBe(true);
    expect(await s.page.evaluate(() => document.body.firstElementChild?.firstElementChild?.getAttribute('data-snippet'))).toBe('body_top');
    expect(await s.page.locator('footer ~ [data-bulk-landmark=bottom][role=region] > [data-snippet="body_bottom"]').count()).toBe(1);
    expect(await s.page.locator('body > [data-bulk-landmark=widgets] > .mock-widget').count()).toBe(1);
    // The mini-basket shows the bulk call's basket.
    expect(await s.page.locator('#menu_basket').getAttribute('class')).not.toContain('--skeleton');
    expect(await violations(s.page)).toEqual([]);
  });

  test('a failing bulk call is ignored: no errors, islands mount, the mini-basket reads its own basket on the shopper\u2019s pointing', async () => {
    const s = await openSample('main', { faults: { get: '500' } });
    await scrollThrough(s.page);
    await waitForIslands(s.page);
    if ((await wakeInteractionIslands(s.page)).length) await waitForIslands(s.page);
    const expected = await expectedIslands(s.page);
    const notMounted = expected.containers.filter((c) => c.shouldMount && c.state !== 'mounted').map((c) => c.name);
    expect(notMounted).toEqual([]);
    await wakeBasket(s.page);
    await expect.poll(() => s.network.filter((r) => r.url.includes('query=basket')).length).toBe(1);
    expect(await s.page.locator('.mock-snippet').count()).toBe(0);
    expect(s.pageErrors).toEqual([]);
    expect(consoleErrors(s)).toEqual([]);
  });

  // With and without the strict CSP (script-src nonce + strict-dynamic, Trusted Types, style-src-elem
  // 'self' + nonce, frame-src 'self' https:): the sanitizer alone, and the sanitizer under the shop's policy.
  describe.each([
    ['no CSP: the sanitizer alone', false],
    ['under the strict CSP', true],
  ] as const)('%s', (_label, csp) => {
    const open = (options: SampleOptions) => (csp ? openUnderCsp('main', options) : openSample('main', options));

    test('the XSS corpus in snippet and widget HTML executes nothing, loads no leak, navigates nowhere', async () => {
      const inject = (body: object) =>
        fetch(`${baseURL()}/__mock/injected`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      // A snippet's own top-level <script> elements are the shop's code and run by spec; nested in markup, nothing may.
      // A widget's own HTML <script> elements (any depth) run by the platform's rule (reference section 4), so
      // the widget gets every payload but those; nested in a snippet's markup, all of them, and nothing may run.
      const widgetCorpus = XSS_CORPUS.filter((p) => !/<script/i.test(p.html) || p.category === 'svg').map((p) => p.html).join('\n');
      await inject({ snippet: `<div class="xss-snippet">${XSS_CORPUS_HTML}</div>`, widget: widgetCorpus });
      const s = await open({
        beforeGoto: async (page) => {
          await spyOnXssHits(page, XSS_HIT);
        },
      });
      try {
        const address = s.page.url();
        await waitForIslands(s.page);
        await expect.poll(() => s.page.locator('body > [data-bulk-landmark=widgets] > .mock-widget').count()).toBe(1);
        // The corpus really came in (the preview's /__mock/injected reaches the mock shop).
        await expect.poll(() => s.page.locator('.xss-snippet').count()).toBe(1);
        // Poke everything that came in: focus, hover, click (links are not followed: default prevented).
        await s.page.evaluate(async () => {
          const injected = [...document.querySelectorAll('.xss-snippet *, [data-bulk-landmark] > .xss-snippet ~ *:not(script) *, [data-bulk-landmark=widgets] *')];
          for (const el of injected) {
            for (const type of ['mouseover', 'focus', 'animationstart', 'load', 'error', 'toggle']) el.dispatchEvent(new Event(type));
            el.addEventListener('click', (e) => e.preventDefault(), { once: true });
            (el as HTMLElement).click?.();
          }
          await new Promise((r) => setTimeout(r, 500));
        });
        expect(await s.page.evaluate(() => (window as unknown as { __hits: number[] }).__hits)).toEqual([]);
        // No script element came in with the markup: every script in the page is the sample's own or runScript's (nonce'd).
        expect(await strayScripts(s.page)).toEqual([]);
        // The owner payloads: no CSS exfiltration load, no preload, no import, no refresh, no <base>.
        expect(s.network.filter((r) => r.url.includes(EXFIL_PATH)).map((r) => r.url)).toEqual([]);
        expect(await s.page.evaluate(() => document.querySelectorAll('base, meta[http-equiv]').length)).toBe(0);
        expect(s.page.url()).toBe(address);
        // What the owner may keep is kept only in its safe forms.
        // (Which frames the blob keeps depends on what earlier payloads leave open; e2e/sanitizer-paths gives each its own box.)
        const frames = await s.page.evaluate(() => [...document.querySelectorAll('.xss-snippet iframe, [data-bulk-landmark=widgets] iframe')].map((f) => f.getAttribute('src')));
        expect(frames.filter((src) => src !== 'https://frames.example/')).toEqual([]);
        // Under the CSP: a handler attribute a parser meets (in the inert copies the payloads are read from) is
        // reported blocked (script-src-attr), and so is a <style> the sanitizer's inert read meets (the corpus
        // as one blob changes when read again, payload 100, so it is cleaned as it came: core/dom/owner-html);
        // none of them is applied or run. Nothing else may be reported: no script, frame or load refused.
        if (csp) expect((await violations(s.page)).filter((v) => !/^(script-src-attr|style-src-elem) blocked inline /.test(v))).toEqual([]);
        expect(s.pageErrors).toEqual([]);
      } finally {
        await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
        await s.close();
      }
    });

    test("the owner's <style> reads no field through a custom property's url() or an @scope prelude; the rest of it applies", async () => {
      await fetch(`${baseURL()}/__mock/injected`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          snippet:
            `<div class="owner-css"><input class="owner-field" name="secret" value="abc" aria-label="x"><p class="owner-ok">ok</p>` +
            `<style>:root { --leak: url(${EXFIL_PATH}var) } input[value^="a"] { background-image: var(--leak) } ` +
            `@scope (input[value^="a"]) { :scope { border-image-source: url("${EXFIL_PATH}scope") } } .owner-ok { color: rgb(200, 0, 0) }</style></div>`,
        }),
      });
      const s = await open({});
      try {
        await waitForIslands(s.page);
        await expect.poll(() => s.page.locator('.owner-css .owner-field').count()).toBe(1);
        await s.page.locator('.owner-field').scrollIntoViewIfNeeded();
        await expect.poll(() => s.page.locator('.owner-ok').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(200, 0, 0)');
        await s.page.waitForTimeout(300);
        expect(s.network.filter((r) => r.url.includes(EXFIL_PATH)).map((r) => r.url)).toEqual([]);
        expect(s.pageErrors).toEqual([]);
      } finally {
        await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
        await s.close();
      }
    });

    test('the outside XSS payloads in snippet HTML execute nothing', async () => {
      // DOMPurify's test fixtures and PayloadsAllTheThings' lists, verbatim: they call alert/confirm/prompt/print
      // (in many encodings), so those are traps from the first byte on. One wrapper, each payload after a marker
      // and a separator that closes what the one before left open (fixtures/xss-outside/index.ts): no payload
      // <script> is a top-level one, which the bulk island would run as the snippet's own code.
      await fetch(`${baseURL()}/__mock/injected`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ snippet: outsideSnippetHtml() }),
      });
      const s = await open({
        beforeGoto: async (page) => {
          // No argument: in the page the traps take the page's own window.
          await page.addInitScript<undefined>(installExecutionTraps);
        },
      });
      try {
        await waitForIslands(s.page);
        // The payloads really came in, as markup: every one but those after the first OUTSIDE_LAST one (whichever
        // sanitizer path: both keep the content of an element they do not allow).
        await expect.poll(() => s.page.locator('.xss-outside').count()).toBe(1);
        const reached = await s.page.locator(`.xss-outside i[${OUTSIDE_MARKER}]`).count();
        expect(reached).toBeGreaterThanOrEqual(OUTSIDE_COUNT - OUTSIDE_LAST.length + 1);
        // Poke everything that came in: focus, hover, click (links and forms are not followed: default prevented).
        await s.page.evaluate(async () => {
          for (const el of document.querySelectorAll('.xss-outside *')) {
            for (const type of ['mouseover', 'focus', 'animationstart', 'load', 'error', 'toggle']) el.dispatchEvent(new Event(type));
            el.addEventListener('click', (e) => e.preventDefault(), { once: true });
            (el as HTMLElement).click?.();
          }
          await new Promise((r) => setTimeout(r, 500));
        });
        expect(await s.page.evaluate((key) => (window as unknown as Record<string, string[]>)[key], OUTSIDE_HITS)).toEqual([]);
        // No script element came in with the markup: every script in the page is the sample's own or runScript's (nonce'd).
        expect(await strayScripts(s.page)).toEqual([]);
        expect(s.pageErrors).toEqual([]);
      } finally {
        await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
        await s.close();
      }
    });
  });

  // What an owner pastes (a chat box's <style>, a same-origin stylesheet, an embedded video) works
  // as the platform appends it, under the strict CSP, on both sanitizer paths, on a page written from the template.
  test.each(['native', 'dompurify'] as const)('the shop owner\u2019s <style>, <link rel="stylesheet"> and <iframe src="https://\u2026"> are kept and work under the strict CSP (%s path)', async (path) => {
    await fetch(`${baseURL()}/__mock/injected`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        snippet:
          '<style>.owner-chat { border-top: 3px solid rgb(0, 128, 0); } .owner-chat[data-state="open"] { font-weight: 700; }</style>' +
          '<link rel="stylesheet" href="/html-samples/owner-widget.css">' +
          '<div class="owner-chat" data-state="open">Czat ze sklepem</div>' +
          '<iframe id="owner-video" class="owner-video --wide" src="https://video.example/embed/1" width="320" height="180" allow="autoplay; camera" allowfullscreen></iframe>',
        widget: '<iframe class="owner-map" src="https://maps.example/embed?q=sklep" title="Mapa dojazdu"></iframe>',
      }),
    });
    const s = await openUnderCsp('template-pages/projector-101', {
      beforeGoto: async (page) => {
        await page.route(/^https:\/\/(video|maps)\.example\//, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pl"><title>osadzone</title><p>osadzone</p></html>' }),
        );
        if (path === 'dompurify') {
          await page.route('**/template-pages/projector-101.html*', async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(/<head([^>]*)>/i, '<head$1><meta name="storefront-sanitizer" content="dompurify">');
            await route.fulfill({ response, body });
          });
        }
      },
    });
    try {
      await waitForIslands(s.page);
      const chat = s.page.locator('.owner-chat');
      await expect.poll(() => chat.count()).toBe(1);
      // The <style> applies (it carries the page's nonce), the same-origin stylesheet loaded and applies.
      await expect
        .poll(() => chat.evaluate((el) => [getComputedStyle(el).borderTopColor, getComputedStyle(el).fontWeight, getComputedStyle(el).outlineColor]))
        .toEqual(['rgb(0, 128, 0)', '700', 'rgb(0, 0, 255)']);
      // Ours and the mock shop's own snippet style, both with the page's nonce.
      expect(await s.page.evaluate(() => [...document.querySelectorAll('[data-bulk-landmark] style')].map((el) => (el as HTMLStyleElement).nonce))).toEqual([NONCE, NONCE]);
      // The frames are in, named, with only the media features, and load.
      const frames = await s.page.evaluate(() =>
        [...document.querySelectorAll('[data-bulk-landmark] iframe')].map((f) => [f.getAttribute('src'), f.getAttribute('title'), f.getAttribute('allow'), f.id, f.className]),
      );
      // Their id and class too: the owner's CSS and scripts find them by those.
      expect(frames).toEqual([
        ['https://video.example/embed/1', 'Treść osadzona przez sklep', 'autoplay', 'owner-video', 'owner-video --wide'],
        ['https://maps.example/embed?q=sklep', 'Mapa dojazdu', null, '', 'owner-map'],
      ]);
      await expect.poll(() => s.page.frames().filter((f) => /^https:\/\/(video|maps)\.example\//.test(f.url())).length).toBe(2);
      expect(await violations(s.page)).toEqual([]);
      expect(consoleErrors(s)).toEqual([]);
      expect(s.pageErrors).toEqual([]);
    } finally {
      await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
      await s.close();
    }
  });

  test('axe: no violations with the injected snippets and widgets', async () => {
    const s = await openSample('main');
    await waitForIslands(s.page);
    await expect.poll(() => mockScripts(s.page).then((m) => m.length)).toBe(4);
    const a11y = await axe(s.page);
    expect(a11y.summary).toEqual([]);
  });
});

describe('partial page loads (search.html: #container[data-partial-regions], pagination a[data-partial])', () => {
  // The island fetches page 2 as the platform's theme does, with &set_render=content,head after its query.
  const PAGE_2 = '**/html-samples/search.html?text=sukienka&counter=1*';
  /** Page 2 is the same static sample: the route marks its heading and adds an island container to #content. */
  const routePage2 = async (page: Page) => {
    await page.route(PAGE_2, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<h1 class="search__label">[^<]*<\/h1>/,
        '<h1 class="search__label">Wyniki wyszukiwania — strona 2</h1><div class="account_links" data-island="logout-cleanup"><a class="logout_link" href="/login.php?operation=logout">Wyloguj się</a></div>',
      );
      await route.fulfill({ response, body });
    });
  };
  const heading = (page: Page) => page.locator('#content h1').textContent();
  const stayed = (page: Page) => page.evaluate(() => (window as unknown as { __stay?: number }).__stay);

  test('a marked link loads the page in place; back and forward load in place; the new region’s islands mount; axe clean', async () => {
    const s = await openSample('search', { beforeGoto: routePage2 });
    await waitForIslands(s.page);
    await s.page.evaluate(() => {
      (window as unknown as { __stay: number }).__stay = 1;
    });
    const first = await heading(s.page);
    await s.page.getByRole('link', { name: 'Strona 2' }).click();
    await expect.poll(() => heading(s.page)).toBe('Wyniki wyszukiwania — strona 2');
    expect(s.page.url()).toContain('counter=1');
    expect(await stayed(s.page)).toBe(1);
    expect(await s.page.evaluate(() => document.activeElement?.id)).toBe('content');
    await expect.poll(() => s.page.getByRole('status').filter({ hasText: 'Załadowano stronę' }).textContent()).toBe(
      'Załadowano stronę: Wyniki wyszukiwania: sukienka — Moda Wisła',
    );
    await expect
      .poll(() => s.page.locator('#content [data-island="logout-cleanup"]').getAttribute('data-storefront-logout-cleanup'))
      .toBe('mounted');
    expect(s.network.filter((r) => r.resourceType === 'document')).toHaveLength(1);
    const a11y = await axe(s.page);
    expect(a11y.summary).toEqual([]);

    await s.page.goBack();
    await expect.poll(() => heading(s.page)).toBe(first);
    expect(s.page.url()).not.toContain('counter=1');
    expect(await stayed(s.page)).toBe(1);
    // The island of the region that left is gone with it; the page still has one #content.
    expect(await s.page.locator('[data-island="logout-cleanup"]').count()).toBe(0);
    expect(await s.page.locator('#content').count()).toBe(1);

    await s.page.goForward();
    await expect.poll(() => heading(s.page)).toBe('Wyniki wyszukiwania — strona 2');
    expect(await stayed(s.page)).toBe(1);
    expect(s.pageErrors).toEqual([]);
    expect(consoleErrors(s)).toEqual([]);
  });

  test('under the CSP switch: no violations, and the loaded page keeps the CSP for its scripts', async () => {
    const s = await openUnderCsp('search', { beforeGoto: routePage2 });
    await waitForIslands(s.page);
    await s.page.getByRole('link', { name: 'Następna strona' }).click();
    await expect.poll(() => heading(s.page)).toBe('Wyniki wyszukiwania — strona 2');
    await expect
      .poll(() => s.page.locator('#content [data-island="logout-cleanup"]').getAttribute('data-storefront-logout-cleanup'))
      .toBe('mounted');
    expect(await violations(s.page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  test('a failing partial load falls back to a full navigation to the address', async () => {
    // The page's fetch fails (HTTP 500); the browser's own navigation to it then gets the page.
    const s = await openSample('search', {
      beforeGoto: async (page) => {
        // The island asks for the page's parts (?set_render=content,head); the browser then for the page.
        await page.route('**/html-samples/missing-page.html*', (route) =>
          route.request().resourceType() === 'document'
            ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Pełna strona</title><p>Pełna strona</p>' })
            : route.fulfill({ status: 500, body: 'fault' }),
        );
      },
    });
    await waitForIslands(s.page);
    await s.page.evaluate(() => {
      (window as unknown as { __stay: number }).__stay = 1;
      document.querySelector('#content')!.insertAdjacentHTML('afterbegin', '<a id="gone" data-partial href="/html-samples/missing-page.html">Brak</a>');
    });
    await s.page.locator('#gone').click();
    await s.page.waitForURL('**/html-samples/missing-page.html');
    await s.page.waitForLoadState('load');
    expect(await s.page.title()).toBe('Pełna strona');
    expect(await stayed(s.page)).toBeUndefined();
    expect(s.network.filter((r) => new URL(r.url).pathname.endsWith('/missing-page.html')).map((r) => `${r.resourceType} ${r.status}`)).toEqual([
      'fetch 500',
      'document 200',
    ]);
  });
});
