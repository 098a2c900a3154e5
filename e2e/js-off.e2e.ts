/**
 * JavaScript off: the server HTML alone, with Chromium's scripts disabled. Adding to the basket,
 * choosing a size (server links), searching, following menu links, choosing from selects and submitting
 * the forms all work natively. The preview has no /search.php, /order1.php, /settings.php … (404): the
 * navigation request, with its method and post data, is the proof. Also: no control that only an island
 * can work (a button that does nothing without JS) is visible on any sample page at any view level.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { baseURL, openSample, resetMockShop, type Sample, samplePages, test } from './harness';

beforeEach(resetMockShop);

const off = (file: string, view: 1 | 2 | 3 | 4 = 3) => openSample(file, { view, javaScriptEnabled: false });

/** Runs `action` and returns the navigation request it starts. */
async function navigation(page: Page, action: () => Promise<unknown>, match: (u: URL) => boolean): Promise<Request> {
  const req = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && match(new URL(r.url())), { timeout: 10_000 });
  await action();
  return req;
}
const form = (r: Request) => new URLSearchParams(r.postData() ?? '');
const multipart = (r: Request, name: string) => {
  const m = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(r.postData() ?? '');
  return m?.[1] ?? null;
};
/** A form field's value as posted, urlencoded or multipart. */
const posted = (r: Request, name: string) =>
  (r.headers()['content-type'] ?? '').startsWith('multipart/') ? multipart(r, name) : form(r).get(name);

async function noErrors(s: Sample) {
  expect(s.pageErrors).toEqual([]);
}

describe('product page', () => {
  test('a size link, the quantity and the buy button post the form natively to /basketchange.php, which redirects to the basket page', async () => {
    const s = await off('projector-101');
    // Choosing a size is a server link (?selected_size=5).
    const sizeNav = await navigation(s.page, () => s.page.locator('#projector_sizes_section a', { hasText: 'XL' }).click(), (u) => u.searchParams.get('selected_size') === '5');
    expect(sizeNav.method()).toBe('GET');
    await s.page.goto(`${baseURL()}/html-samples/projector-101.html`);
    await s.page.locator('#projector_number').fill('2');
    const post = await navigation(s.page, () => s.page.locator('#projector_button_basket').click(), (u) => u.pathname === '/basketchange.php');
    expect(post.method()).toBe('POST');
    expect(posted(post, 'number')).toBe('2');
    expect(posted(post, 'product')).toBe('101');
    expect(posted(post, 'size')).toBeTruthy();
    // The platform's answer: a redirect to the basket page, which lists the line.
    await s.page.waitForURL((u) => u.pathname === '/basketedit.php');
    expect(await s.page.locator('body').textContent()).toMatch(/Twój koszyk \(\d+\)[\s\S]*Sukienka midi Kalina/);
    await noErrors(s);
  });
});

describe('header', () => {
  test('search: the form GETs /search.php?text=…', async () => {
    const s = await off('main');
    await s.page.locator('#menu_search_text').fill('sukienka');
    const req = await navigation(s.page, () => s.page.locator('#menu_search_text').press('Enter'), (u) => u.pathname === '/search.php');
    expect(req.method()).toBe('GET');
    expect(new URL(req.url()).searchParams.get('text')).toBe('sukienka');
  });

  test('menu links navigate (desktop and phone)', async () => {
    for (const view of [3, 1] as const) {
      const s = await off('main', view);
      const links = s.page.locator('#menu_categories a[href]:visible');
      // On a phone the categories sit behind the toggler: without JS they must still be reachable.
      expect(await links.count(), `visible category links at view ${view}`).toBeGreaterThan(0);
      const link = links.first();
      const href = await link.getAttribute('href');
      const target = new URL(href!, s.url).href;
      const req = await navigation(s.page, () => link.click(), (u) => u.href === target);
      expect(req.method()).toBe('GET');
      await s.close();
    }
  });

  test('settings: the selects change natively and are posted to /settings.php', async () => {
    const s = await off('main');
    await s.page.locator('#menu_settings .open_trigger').hover();
    await s.page.selectOption('#menu_settings_curr', 'EUR');
    await s.page.selectOption('#menu_settings_country', '1143020057');
    expect(await s.page.inputValue('#menu_settings_curr')).toBe('EUR');
    const req = await navigation(s.page, () => s.page.locator('.menu_settings_submit').click(), (u) => u.pathname === '/settings.php');
    expect(req.method()).toBe('POST');
    expect(form(req).get('curr')).toBe('EUR');
    expect(form(req).get('country')).toBe('1143020057');
  });
});

describe('forms post natively', () => {
  test('place-order: filled form with both selects chosen POSTs to /order1.php', async () => {
    const s = await off('place-order');
    const values = {
      client_firstname: 'Jan', client_lastname: 'Kowalski', client_street: 'Kwiatowa', client_street_number: '5',
      client_zipcode: '00-950', client_city: 'Warszawa', client_phone: '123456789', client_email: 'jan@example.com',
    };
    for (const [id, v] of Object.entries(values)) await s.page.fill(`#${id}`, v);
    await s.page.selectOption('#client_region', '1143020003');
    const prefix = await s.page.locator('#client_phone_prefix option').last().getAttribute('value');
    await s.page.selectOption('#client_phone_prefix', prefix!);
    await s.page.check('#terms_agree');
    const req = await navigation(s.page, () => s.page.locator('#cop_submit').click(), (u) => u.pathname === '/order1.php');
    expect(req.method()).toBe('POST');
    expect(posted(req, 'client_lastname')).toBe('Kowalski');
    expect(posted(req, 'client_region')).toBe('1143020003');
    expect(posted(req, 'client_phone_prefix')).toBe(prefix);
    expect(posted(req, 'terms_agree')).not.toBeNull();
  });

  test('client-new: the registration form POSTs to /client-new.php?operation=add', async () => {
    const s = await off('client-new');
    const values = {
      client_login: 'nowyklient', client_password: 'tajne123', client_password_repeat: 'tajne123', client_firstname: 'Anna',
      client_lastname: 'Nowak', client_email: 'anna.n@example.com', client_phone: '123456789', client_street: 'Polna',
      client_street_number: '7', client_zipcode: '31-000', client_city: 'Kraków',
    };
    for (const [id, v] of Object.entries(values)) await s.page.fill(`#${id}`, v);
    await s.page.selectOption('#client_region', '1143020003');
    await s.page.check('#terms_agree');
    const submit = s.page.locator('#client_new_form [type=submit]').last();
    const req = await navigation(s.page, () => submit.click(), (u) => u.pathname === '/client-new.php' && u.searchParams.get('operation') === 'add');
    expect(req.method()).toBe('POST');
    expect(posted(req, 'client_login')).toBe('nowyklient');
    expect(posted(req, 'client_region')).toBe('1143020003');
  });

  test('signin: the password form POSTs to /signin.php', async () => {
    const s = await off('signin');
    await s.page.fill('#user_login', 'jkowalski');
    await s.page.fill('#user_pass', 'haslo123');
    const req = await navigation(s.page, () => s.page.locator('.signin_button').click(), (u) => u.pathname === '/signin.php');
    expect(req.method()).toBe('POST');
    expect(form(req).get('login')).toBe('jkowalski');
    expect(form(req).get('operation')).toBe('login');
  });
});

describe('no island-only control is visible', () => {
  // A visible button that cannot do anything without our JS: type=button (or role=button without a
  // link), a submit button outside any form, or an interactive control with no name at all.
  for (const file of samplePages()) {
    test(file, async () => {
      const found: Record<string, string[]> = {};
      for (const view of [1, 3] as const) {
        const s = await off(file, view);
        const dead = await s.page.evaluate(() => {
          const describeEl = (el: Element) =>
            el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + Array.from(el.classList).slice(0, 3).map((c) => `.${c}`).join('');
          const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) && el.getClientRects().length > 0;
          const out: string[] = [];
          for (const el of Array.from(document.querySelectorAll('button, [role=button], input[type=button]'))) {
            if (!visible(el)) continue;
            const b = el as HTMLButtonElement;
            if (el.matches('a[href][role=button], summary')) continue;
            // Desktop mega-menu: without the island, theme.css opens a submenu on :hover/:focus-within of its
            // item, so focusing this button does open its submenu (it is a working, if passive, control).
            if (el.matches('#menu_categories:not([data-storefront-category-menu]) .nav-link-expand') && window.innerWidth >= 979) continue;
            const isSubmit = el.tagName === 'BUTTON' ? (b.type === 'submit' || b.type === 'reset') : false;
            if (isSubmit && b.form) continue;
            out.push(`${describeEl(el)} ${isSubmit ? '(submit outside a form)' : '(does nothing without JS)'}`);
          }
          for (const el of Array.from(document.querySelectorAll('a, button, input:not([type=hidden]), select, textarea'))) {
            if (!visible(el)) continue;
            const name = (el.getAttribute('aria-label') ?? '') + (el.textContent ?? '') + (el.getAttribute('title') ?? '') +
              Array.from(el.querySelectorAll('img[alt]')).map((i) => i.getAttribute('alt')).join('') +
              ((el as HTMLInputElement).labels?.length ? 'label' : '') + (el.getAttribute('aria-labelledby') ? 'labelledby' : '') +
              (el.getAttribute('placeholder') ?? '');
            if (!name.trim()) out.push(`${describeEl(el)} (no name)`);
          }
          return out;
        });
        found[`view ${view}`] = dead;
        await s.close();
      }
      expect(found, file).toEqual({ 'view 1': [], 'view 3': [] });
    });
  }
});
