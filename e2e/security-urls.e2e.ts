/**
 * Hostile island options from the page's own markup, in Chromium against the built preview. The options are
 * written into the sample page itself (the response is rewritten before the page sees it) or onto its
 * elements before the click that reads them, so these tests hold whatever the sanitizer and the observer do
 * with inserted markup (inserted markup itself is e2e/security-inserted.e2e.ts):
 *  - `javascript:` (a tab inside the scheme included) from instalments `data-link` / `data-window`,
 *    shopping-lists `data-list-url` and the validator's `data-signin-url` never runs and never reaches an
 *    href: each is refused with a console message naming island, attribute and value, and the default is used.
 *  - A passkey marker pointing `data-accounts-url` at another origin shows no control and sends nothing
 *    there; the platform host and an origin the head's `<meta name="storefront-accounts-origins">` adds work.
 *  - `data-view-switch-cookie=shop_session` does not overwrite the session cookie on a click.
 *  - `storefront:modal-open` with the body's id or `container` opens nothing, moves nothing, does not fail
 *    the modal island, and the next valid request opens its body.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { baseURL, openReady, openSample, resetMockShop, type Sample, type SampleOptions, waitForIslands, test } from './harness';

beforeEach(resetMockShop);

type Pwned = { __pwned?: unknown };
const pwned = (page: Page) => page.evaluate(() => (window as unknown as Pwned).__pwned ?? null);
const errors = (s: Sample) => s.consoleErrors.map((c) => c.text).join('\n');

/** Rewrites the sample's HTML on its way to the page (every host: 127.0.0.1 and localhost). */
const rewrite =
  (file: string, edit: (html: string) => string): NonNullable<SampleOptions['beforeGoto']> =>
  async (page) => {
    await page.route(`**/html-samples/${file}.html*`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const edited = edit(html);
      // An edit that no longer matches the sample shows up as the missing console message in the test.
      if (edited === html) console.warn(`security-urls: the rewrite of ${file}.html changed nothing`);
      await route.fulfill({ response, body: edited, headers: { ...response.headers(), 'content-type': 'text/html; charset=utf-8' } });
    });
  };

const cookieValue = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value ?? null;

describe('javascript: from data-* options', () => {
  /** Sets a system link's attributes (read at the click), clicks it, and clicks the popup's link if one opens. */
  async function clickInstalment(page: Page, attrs: Record<string, string | null>) {
    await page.evaluate((set) => {
      const a = document.querySelector<HTMLAnchorElement>('#projector_instalments a.projector_instalments__item')!;
      for (const [k, v] of Object.entries(set)) {
        if (v === null) a.removeAttribute(k);
        else a.setAttribute(k, v);
      }
      a.click();
    }, attrs);
    // The click wakes the island (it waits for the shopper) and is held until it has mounted.
    await page.waitForSelector('#projector_instalments[data-storefront-instalments="mounted"]', { state: 'attached' });
    await page.waitForTimeout(100);
    const popupLink = page.locator('[role=dialog] .instalments_popup__link').first();
    if (await popupLink.count()) await popupLink.evaluate((el) => (el as HTMLElement).click());
    await page.waitForTimeout(300);
  }

  test.each([
    ['data-link javascript:', { 'data-window': null, 'data-link': 'javascript:window.__pwned=1//{price}', href: '#' }, 'data-link="javascript:'],
    ['data-link java<TAB>script:', { 'data-window': null, 'data-link': 'java\tscript:window.__pwned=1//{price}', href: '#' }, 'data-link="java\tscript:'],
    ['data-link JAVA<LF>SCRIPT:', { 'data-window': null, 'data-link': 'JAVA\nSCRIPT:window.__pwned=1//{price}', href: '#' }, 'data-link="JAVA\nSCRIPT:'],
    ['data-window address form with a control character before the scheme', { 'data-window': '\u0001javascript:window.__pwned=2//{price}', href: '#' }, 'data-window="\u0001javascript:'],
    ['data-window data: address', { 'data-window': 'data:text/html,<script>opener.__pwned=3</script>', href: '#' }, 'data-window="data:'],
  ])('instalments %s is refused and reported; nothing runs, no window opens', async (_what, attrs, message) => {
    const s = await openReady('projector-101');
    const popups: Page[] = [];
    s.context.on('page', (p) => popups.push(p));
    await clickInstalment(s.page, attrs);
    expect(await pwned(s.page)).toBeNull();
    expect(popups).toHaveLength(0);
    expect(errors(s)).toContain('[storefront:instalments]');
    expect(errors(s)).toContain(message);
    expect(s.pageErrors).toEqual([]);
  });

  test('instalments: a lender address in data-window still opens (control)', async () => {
    const s = await openReady('projector-101');
    await s.context.route('https://raty.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>raty</p>' }));
    const popup = s.context.waitForEvent('page', { timeout: 10_000 });
    await clickInstalment(s.page, {});
    expect((await popup).url()).toMatch(/^https:\/\/raty\.example\/santander\?amount=/);
  });

  test('shopping-lists data-list-url java<TAB>script: is refused: the shopper goes to /shoppinglist.php, nothing runs', async () => {
    const s = await openReady('main', {
      beforeGoto: rewrite('main', (h) =>
        h.replace(
          '<div class="shopping_list_top hover__wrapper" data-empty="true">',
          '<div class="shopping_list_top hover__wrapper" data-empty="true" data-list-url="java&#9;script:window.__pwned=5"><span class="slm_lists__label" id="e2e_label">Nowa lista</span>',
        ),
      ),
    });
    // /shoppinglist.php is not in the preview (404): the navigation request is the proof. The click
    // wakes the island (it waits for the shopper), which reads the bad option, says so and falls back.
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && /\/shoppinglist\.php$/.test(new URL(r.url()).pathname), { timeout: 10_000 });
    await s.page.evaluate(() => document.getElementById('e2e_label')!.click());
    await nav;
    expect(errors(s)).toContain('[storefront:shopping-lists] data-list-url="java\tscript:window.__pwned=5"');
    expect(await pwned(s.page).catch(() => null)).toBeNull();
  });

  test("form-validator data-signin-url java<TAB>script: is refused: the 'log in instead' link goes to /signin.php", async () => {
    const s = await openReady('place-order', {
      beforeGoto: rewrite('place-order', (h) => h.replace('<form id="cop_form"', '<form id="cop_form" data-signin-url="java&#9;script:window.__pwned=6"')),
    });
    await s.page.locator('#client_email').focus();
    await s.page.waitForSelector('#cop_form[data-storefront-form-validator="mounted"]');
    await s.page.keyboard.type('jan.kowalski@example.com', { delay: 10 });
    await s.page.keyboard.press('Tab');
    const link = s.page.locator('#cop_form .f-message a', { hasText: 'Zaloguj się' });
    await link.waitFor({ timeout: 10_000 });
    expect(await link.getAttribute('href')).toBe('/signin.php');
    expect(errors(s)).toContain('[storefront:form-validator] data-signin-url="java\tscript:window.__pwned=6"');
    expect(await s.page.locator('a[href^="java"]').count()).toBe(0);
  });
});

describe('the accounts service origin', () => {
  /** The preview on localhost (same server): a valid RP ID, unlike 127.0.0.1. */
  const localBase = () => baseURL().replace('://127.0.0.1', '://localhost');

  /** signin.html with its marker's data-accounts-url replaced (and head extras), on localhost, with a platform authenticator. */
  async function signinWith(accountsUrl: string, extra: { head?: string; body?: string } = {}): Promise<Sample & { cdp: CDPSession; elsewhere: string[] }> {
    let cdp: CDPSession | undefined;
    const elsewhere: string[] = [];
    const edit = rewrite('signin', (h) =>
      h
        .replace('data-accounts-url="/__mock/accounts/webAuthn/"', `data-accounts-url="${accountsUrl}"`)
        .replace('</head>', `${extra.head ?? ''}</head>`)
        .replace('<div class="signin-form__passkey"', `${extra.body ?? ''}<div class="signin-form__passkey"`),
    );
    const s = await openSample('signin', {
      view: 3,
      beforeGoto: async (page, context) => {
        cdp = await context.newCDPSession(page);
        await cdp.send('WebAuthn.enable');
        await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
        });
        for (const origin of ['https://other.example', 'https://accounts.example.com']) {
          await context.route(`${origin}/**`, (route) => {
            elsewhere.push(route.request().url());
            return route.fulfill({ status: 200, contentType: 'text/plain', body: '{"status":"ok","data":"{}"}' });
          });
        }
        await edit(page, context);
      },
    });
    await s.page.goto(`${localBase()}/html-samples/signin.html`);
    await waitForIslands(s.page);
    return Object.assign(s, { cdp: cdp!, elsewhere });
  }
  const button = (page: Page) => page.getByRole('button', { name: 'Zaloguj się kluczem dostępu' });

  test.each([['https://other.example/webAuthn/'], ['//other.example/webAuthn/'], ['https://accounts.idosell.com.other.example/']])(
    'data-accounts-url %s: no passkey control, a console message, nothing sent there',
    async (url) => {
      const s = await signinWith(url);
      await s.page.waitForTimeout(500);
      expect(await button(s.page).count()).toBe(0);
      expect(errors(s)).toContain(`[storefront:passkey-sign-in] data-accounts-url="${url}"`);
      expect(errors(s)).toContain('the passkey control is not shown');
      expect(s.elsewhere).toEqual([]);
    },
  );

  test("the shop's own accounts path shows the control (control)", async () => {
    const s = await signinWith('/__mock/accounts/webAuthn/');
    await button(s.page).waitFor({ timeout: 10_000 });
  });

  test('an origin the head adds with <meta name="storefront-accounts-origins"> is allowed; one in the body is not', async () => {
    const meta = '<meta name="storefront-accounts-origins" content="https://accounts.example.com">';
    const allowed = await signinWith('https://accounts.example.com/webAuthn/', { head: meta });
    await button(allowed.page).waitFor({ timeout: 10_000 });
    await allowed.close();
    // The same meta in the body (where content inserted from a server answer lands) is not read.
    const injected = await signinWith('https://accounts.example.com/webAuthn/', { body: meta });
    await injected.page.waitForTimeout(500);
    expect(await button(injected.page).count()).toBe(0);
    expect(errors(injected)).toContain('[storefront:passkey-sign-in] data-accounts-url="https://accounts.example.com/webAuthn/"');
    expect(injected.elsewhere).toEqual([]);
  });
});

describe('cookie names', () => {
  test('view-switch with data-view-switch-cookie=shop_session writes storefront_view; the session cookie stays', async () => {
    const s = await openReady('main', {
      view: 1,
      beforeGoto: async (page, context) => {
        await context.addCookies([{ name: 'shop_session', value: 'real-session', url: baseURL() }]);
        await rewrite('main', (h) => h.replace('data-view-switch-breakpoint="1024"', 'data-view-switch-breakpoint="1024" data-view-switch-cookie="shop_session"'))(page, context);
      },
    });
    expect(errors(s)).toContain('[storefront:view-switch] data-view-switch-cookie="shop_session"');
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest());
    await s.page.getByRole('button', { name: 'Wersja na komputer' }).click();
    await nav;
    await s.page.waitForLoadState('load');
    expect(await cookieValue(s.context, 'shop_session')).toBe('real-session');
    expect(await cookieValue(s.context, 'storefront_view')).toBe('desktop');
  });

  test('banners with data-banner-cookie=shop_session store their own cookie on close', async () => {
    const s = await openReady('main', {
      beforeGoto: async (page, context) => {
        await context.addCookies([{ name: 'shop_session', value: 'real-session', url: baseURL() }]);
        await rewrite('main', (h) => h.replace(/<div id="rabateCode"/, '<div id="rabateCode" data-banner-cookie="shop_session"'))(page, context);
      },
    });
    expect(errors(s)).toContain('[storefront:banners] data-banner-cookie="shop_session"');
    await s.page.evaluate(() => document.querySelector<HTMLElement>('.rabateCode__close')!.click());
    await expect.poll(() => cookieValue(s.context, 'rabateCode_clicked')).toBe('true');
    expect(await cookieValue(s.context, 'shop_session')).toBe('real-session');
  });
});

describe('storefront:modal-open', () => {
  const ask = (page: Page, id: string) => page.evaluate((modalId) => document.dispatchEvent(new CustomEvent('storefront:modal-open', { detail: { id: modalId } })), id);
  const modalState = (page: Page) => page.evaluate(() => document.body.getAttribute('data-storefront-modal'));

  test("the body's id, 'container', 'content' and a data-modal wrapper of the page open nothing; the next valid request opens", async () => {
    const s = await openReady('main');
    await s.page.evaluate(() => {
      document.body.id = 'e2e_page_body';
      const container = document.getElementById('container')!;
      const wrapper = document.createElement('div');
      wrapper.id = 'e2e_wrapper';
      wrapper.setAttribute('data-modal', '');
      container.before(wrapper);
      wrapper.append(container);
      document.getElementById('content')!.insertAdjacentHTML('afterbegin', '<div id="e2e_body" data-modal hidden><h2 class="headline">Koszt dostawy</h2><button type="button">OK</button></div>');
    });
    const home = () => s.page.evaluate(() => document.getElementById('container')!.parentElement!.id);
    for (const id of ['e2e_page_body', 'container', 'content', 'e2e_wrapper']) {
      await ask(s.page, id);
      // The first request wakes the modal (nothing at load), which then refuses it: once it says
      // so, nothing was opened or moved.
      await expect.poll(() => errors(s)).toContain(`[storefront:modal] storefront:modal-open id="${id}"`);
      expect(await s.page.locator('#modal').count(), id).toBe(0);
      expect(await home(), id).toBe('e2e_wrapper');
    }
    expect(s.pageErrors.join('\n')).not.toContain('HierarchyRequestError');
    expect(await modalState(s.page)).toBe('mounted');
    await ask(s.page, 'e2e_body');
    await s.page.locator('[role=dialog][aria-modal=true]').waitFor();
    expect(await s.page.evaluate(() => !!document.querySelector('#modal #e2e_body'))).toBe(true);
  });
});
