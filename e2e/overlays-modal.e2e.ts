/**
 * The modal, the forced-region notice, the instalment calculator and the cookie-settings link in Chromium:
 * the dialog by keyboard (focus in, trapped, back on the opener), each close rule and each exception
 * (a text input focused, the cookie banner visible, a top-layer backdrop shown), the region notice's
 * success and failure paths and its absence on place-order, the instalment limits, axe with each dialog open.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, expectAxe, openReady, openSample, resetMockShop, waitForIslands, test } from './harness';
import { SAMPLE_REGION_COOKIES } from '../fixtures/mock-shop/state';

beforeEach(resetMockShop);

const open = openReady;
const dialog = (page: Page) => page.locator('[role=dialog][aria-modal=true]');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const activeInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));

/** A server-rendered modal body and its link, as a theme writes them (the island delegates clicks). */
async function addModalBody(page: Page) {
  await page.evaluate(() => {
    document.getElementById('content')!.insertAdjacentHTML(
      'afterbegin',
      '<p><a id="e2e_open" href="#e2e_body">Sprawdź koszt dostawy</a></p>' +
        '<div id="e2e_body" data-modal hidden><h2 class="headline">Koszt dostawy</h2>' +
        '<label for="e2e_zip">Kod pocztowy</label> <input id="e2e_zip" type="text"> <button type="button" id="e2e_check">Sprawdź</button></div>',
    );
  });
}
const openByKeyboard = async (page: Page) => {
  await page.focus('#e2e_open');
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
};
const pageIsBack = (page: Page) =>
  page.evaluate(() => ({
    inert: document.querySelectorAll('[inert]').length,
    modalClass: document.documentElement.classList.contains('--modal'),
    placeholder: !!document.getElementById('modal_placeholder'),
    bodyHome: document.getElementById('e2e_body')?.previousElementSibling?.querySelector('#e2e_open') !== null,
    bodyHidden: document.getElementById('e2e_body')?.hidden,
  }));

describe('modal', () => {
  test.each([
    ['main', 3],
    ['projector-101', 3],
    ['place-order', 3],
    ['main', 1],
  ] as const)('by keyboard on %s (view %i): Enter opens, focus moves in and is trapped, the page is inert, Escape returns focus to the link', async (file, view) => {
    const s = await open(file, { view });
    await addModalBody(s.page);
    await openByKeyboard(s.page);
    expect(await dialog(s.page).getAttribute('aria-label')).toBe('Koszt dostawy');
    expect(await activeId(s.page)).toBe('e2e_zip');
    expect(await s.page.evaluate(() => (document.getElementById('content') as HTMLElement).inert || !!document.getElementById('content')!.closest('[inert]'))).toBe(true);
    expect(await s.page.evaluate(() => document.documentElement.classList.contains('--modal'))).toBe(true);
    await expectAxe(s, 'modal open');
    // Tab order inside: input → button → close → input; Shift+Tab back round.
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await s.page.keyboard.press('Tab');
      expect(await activeInDialog(s.page)).toBe(true);
      seen.push(await s.page.evaluate(() => document.activeElement!.id || document.activeElement!.className));
    }
    expect(seen).toEqual(['e2e_check', 'modal__close', 'e2e_zip', 'e2e_check']);
    await s.page.keyboard.press('Shift+Tab');
    await s.page.keyboard.press('Shift+Tab');
    await s.page.keyboard.press('Shift+Tab');
    expect(await s.page.evaluate(() => document.activeElement!.id)).toBe('e2e_check');
    expect(await activeInDialog(s.page)).toBe(true);
    await s.page.keyboard.press('Escape');
    await expect.poll(() => dialog(s.page).count()).toBe(0);
    expect(await activeId(s.page)).toBe('e2e_open');
    await expect.poll(() => pageIsBack(s.page)).toEqual({ inert: 0, modalClass: false, placeholder: false, bodyHome: true, bodyHidden: true });
    expect(s.consoleErrors).toEqual([]);
  });

  test('closes on its close button and on an outside click', async () => {
    const s = await open('main');
    await addModalBody(s.page);
    await s.page.click('#e2e_open');
    await dialog(s.page).waitFor();
    await s.page.click('.modal__close');
    await expect.poll(() => dialog(s.page).count()).toBe(0);
    await s.page.click('#e2e_open');
    await dialog(s.page).waitFor();
    // The button has focus (not a text input): an outside click closes.
    await s.page.focus('#e2e_check');
    await s.page.mouse.click(5, 5);
    await expect.poll(() => dialog(s.page).count()).toBe(0);
    await expect.poll(() => pageIsBack(s.page)).toMatchObject({ inert: 0, modalClass: false, placeholder: false });
  });

  test('an outside click does not close while a text input in it is focused; what was typed stays', async () => {
    const s = await open('main');
    await addModalBody(s.page);
    await s.page.click('#e2e_open');
    await dialog(s.page).waitFor();
    await s.page.click('#e2e_zip');
    await s.page.keyboard.type('30-001');
    await s.page.mouse.click(5, 5);
    expect(await dialog(s.page).count()).toBe(1);
    expect(await activeInDialog(s.page)).toBe(true);
    await s.page.keyboard.press('Escape');
    await expect.poll(() => dialog(s.page).count()).toBe(0);
    await s.page.click('#e2e_open');
    await dialog(s.page).waitFor();
    expect(await s.page.inputValue('#e2e_zip')).toBe('30-001');
  });

  test('an outside click does not close while the cookie banner is visible; the banner stays usable', async () => {
    const s = await open('main');
    await addModalBody(s.page);
    await s.page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        // A labelled region, as a theme's banner at body level should be (axe's region rule).
        '<div id="menu_notice" class="menu_notice" role="region" aria-label="Pliki cookie" style="position:fixed;left:0;right:0;bottom:0;z-index:300;background:#fff;padding:12px;color:#1d1d1b">' +
          '<p>Ten sklep używa plików cookie.</p><button type="button" id="e2e_accept" onclick="window.__accepted = true">Akceptuję</button></div>',
      ),
    );
    await s.page.click('#e2e_open');
    await dialog(s.page).waitFor();
    await s.page.focus('#e2e_check');
    await s.page.click('#e2e_accept');
    expect(await s.page.evaluate(() => (window as unknown as { __accepted?: boolean }).__accepted)).toBe(true);
    await s.page.mouse.click(5, 5);
    expect(await dialog(s.page).count()).toBe(1);
    await expectAxe(s, 'modal open with the cookie banner');
    // The banner gone: outside clicks close again.
    await s.page.evaluate(() => document.getElementById('menu_notice')!.setAttribute('hidden', ''));
    await s.page.focus('#e2e_check');
    await s.page.mouse.click(5, 5);
    await expect.poll(() => dialog(s.page).count()).toBe(0);
  });

  test('an outside click does not close while a top-layer backdrop is shown', async () => {
    const s = await open('main');
    await addModalBody(s.page);
    await s.page.click('#e2e_open');
    await dialog(s.page).waitFor();
    await s.page.focus('#e2e_check');
    await s.page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<dialog id="e2e_native" aria-label="Inna warstwa"><p>Inna warstwa</p></dialog>');
      (document.getElementById('e2e_native') as HTMLDialogElement).showModal();
    });
    // On the native dialog's ::backdrop.
    await s.page.mouse.click(5, 5);
    expect(await s.page.locator('#modal').count()).toBe(1);
    await s.page.evaluate(() => (document.getElementById('e2e_native') as HTMLDialogElement).close());
    await s.page.focus('#e2e_check');
    await s.page.mouse.click(5, 5);
    await expect.poll(() => s.page.locator('#modal').count()).toBe(0);
  });

  test('storefront:modal-open from theme code opens a body; storefront:modal-close closes it', async () => {
    const s = await open('main');
    await addModalBody(s.page);
    await s.page.evaluate(() => document.dispatchEvent(new CustomEvent('storefront:modal-open', { detail: { id: 'e2e_body', className: '--wide' } })));
    await dialog(s.page).waitFor();
    expect(await dialog(s.page).getAttribute('class')).toBe('modal --wide');
    await s.page.evaluate(() => document.dispatchEvent(new CustomEvent('storefront:modal-close', { detail: {} })));
    await expect.poll(() => dialog(s.page).count()).toBe(0);
  });
});

describe('cookie-settings link', () => {
  test('calls the shop’s prepareCookiesConfiguration() when the page has it', async () => {
    const s = await open('main', {
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          (window as unknown as Record<string, unknown>).prepareCookiesConfiguration = () => {
            const w = window as unknown as { __consent?: number };
            w.__consent = (w.__consent ?? 0) + 1;
          };
        });
      },
    });
    await s.page.click('#manageCookies');
    expect(await s.page.evaluate(() => (window as unknown as { __consent?: number }).__consent)).toBe(1);
    expect(await dialog(s.page).count()).toBe(0);
    // The load job calls it; the island (and the renderer) stays asleep.
    expect(await s.page.evaluate(() => document.body.getAttribute('data-storefront-modal'))).not.toBe('mounted');
    expect(new URL(s.page.url()).hash).toBe('');
  });

  test('else opens the cookie notice in the modal (keyboard, axe, focus back)', async () => {
    const s = await open('main');
    await s.page.evaluate(() =>
      document.querySelector('footer')!.insertAdjacentHTML(
        'beforeend',
        '<div id="menu_notice" class="menu_notice" hidden><p>Ten sklep używa plików cookie.</p><button type="button">Akceptuję</button></div>',
      ),
    );
    await s.page.focus('#manageCookies');
    await s.page.keyboard.press('Enter');
    await dialog(s.page).waitFor();
    expect(await dialog(s.page).getAttribute('aria-label')).toBe('Ustawienia plików cookie');
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Akceptuję');
    await expectAxe(s, 'cookie notice in the modal');
    await s.page.keyboard.press('Escape');
    await expect.poll(() => dialog(s.page).count()).toBe(0);
    expect(await activeId(s.page)).toBe('manageCookies');
    await expect.poll(() => s.page.evaluate(() => document.getElementById('menu_notice')?.hidden)).toBe(true);
  });

  test('with neither, and with JS off, it stays a plain in-page link', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const s = await openSample('main', { view: 3, javaScriptEnabled });
      if (javaScriptEnabled) await waitForIslands(s.page);
      await s.page.click('#manageCookies');
      await expect.poll(() => new URL(s.page.url()).hash).toBe('#manageCookies');
      expect(await dialog(s.page).count()).toBe(0);
      await s.close();
    }
  });
});

describe('forced region / postcode', () => {
  const withCookies = (which: Array<keyof typeof SAMPLE_REGION_COOKIES>) => async (_page: Page, context: BrowserContext) => {
    await context.addCookies(which.map((name) => ({ name, value: encodeURIComponent(SAMPLE_REGION_COOKIES[name]), url: baseURL() })));
  };
  const cookie = async (context: BrowserContext, name: string) => (await context.cookies(baseURL())).find((c) => c.name === name)?.value;
  const regionDialog = (page: Page) => page.getByRole('dialog', { name: 'Zmieniono region dostawy' });

  test('shows both, Restore default sends unsetRegionAndZipcode, success clears the cookies and reloads', async () => {
    const s = await open('main', { beforeGoto: withCookies(['setRegionForced', 'setZipcodeForced']) });
    const d = regionDialog(s.page);
    await d.waitFor();
    expect(await d.locator('.region_forced__item').allTextContents()).toEqual([
      'Kraj dostawy Niemcy (domyślnie: Polska)',
      'Kod pocztowy 00-950 (domyślnie: 31-000)',
      'Waluta PLN',
    ]);
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Kontynuuj');
    await expectAxe(s, 'region notice open');
    const request = s.page.waitForRequest((r) => r.url().includes('/graphql/v1/?mutation=') && r.method() === 'POST');
    const reloaded = s.page.waitForEvent('load');
    await s.page.keyboard.press('Tab');
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Przywróć domyślny');
    await s.page.keyboard.press('Enter');
    const sent = await request;
    expect(new URL(sent.url()).searchParams.get('mutation')).toBe('unsetRegionAndZipcode');
    // (Chromium does not expose fetch bodies to the test; the unit tests check the mutation text.)
    await reloaded;
    await waitForIslands(s.page);
    expect(await cookie(s.context, 'setRegionForced')).toBeUndefined();
    expect(await cookie(s.context, 'setZipcodeForced')).toBeUndefined();
    expect(await regionDialog(s.page).count()).toBe(0);
    expect(s.consoleErrors).toEqual([]);
  });

  test('a failing unset (HTTP 500) shows nothing, keeps the cookies and the notice usable; Continue then closes it for good', async () => {
    const s = await open('main', { beforeGoto: withCookies(['setRegionForced']), faults: { 'graphql:unsetRegion': '500' } });
    const d = regionDialog(s.page);
    await d.waitFor();
    expect(await d.locator('.region_forced__item').allTextContents()).toEqual(['Kraj dostawy Niemcy (domyślnie: Polska)', 'Waluta PLN']);
    let navigations = 0;
    s.page.on('framenavigated', (f) => f === s.page.mainFrame() && navigations++);
    const answered = s.page.waitForResponse((r) => r.url().includes('mutation=unsetRegion') && r.status() === 500);
    await s.page.click('.region_forced__unset');
    await answered;
    await expect.poll(() => s.page.locator('.region_forced__unset').getAttribute('aria-disabled')).toBeNull();
    expect(navigations).toBe(0);
    expect(await d.count()).toBe(1);
    expect(await d.locator('.region_forced__item').count()).toBe(2);
    expect(JSON.parse(decodeURIComponent((await cookie(s.context, 'setRegionForced'))!)).showModal).toBe(true);
    expect(s.consoleErrors.map((c) => c.text).join('\n')).toContain('[storefront:region-forced] restoring the default region failed');
    await s.page.click('.region_forced__continue');
    await expect.poll(() => d.count()).toBe(0);
    expect(JSON.parse(decodeURIComponent((await cookie(s.context, 'setRegionForced'))!))).toMatchObject({ showModal: false, currentCountry: { id: 'DE' } });
    await s.page.reload();
    await waitForIslands(s.page);
    expect(await regionDialog(s.page).count()).toBe(0);
  });

  test('the preview switch /__mock/region-forced sets the postcode cookie and the notice shows', async () => {
    const s = await openSample('main', { view: 1 });
    await s.page.goto(`${baseURL()}/__mock/region-forced?set=zipcode&to=/html-samples/main.html`);
    await waitForIslands(s.page);
    const d = regionDialog(s.page);
    await d.waitFor();
    expect(await d.locator('.region_forced__item').allTextContents()).toEqual(['Kod pocztowy 00-950 (domyślnie: 31-000)', 'Waluta PLN']);
    await expectAxe(s, 'region notice on a phone');
  });

  test('is skipped on place-order', async () => {
    const s = await open('place-order', { beforeGoto: withCookies(['setRegionForced', 'setZipcodeForced']) });
    expect(await s.page.evaluate(() => document.body.hasAttribute('data-storefront-region-forced'))).toBe(false);
    expect(await dialog(s.page).count()).toBe(0);
    expect(s.network.some((r) => r.url.includes('region-forced'))).toBe(false);
    expect(JSON.parse(decodeURIComponent((await cookie(s.context, 'setRegionForced'))!)).showModal).toBe(true);
  });
});

describe('instalments', () => {
  const recordOpen = async (page: Page) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __opened: string[]; open: (u?: string | URL) => null };
      w.__opened = [];
      w.open = (u) => {
        w.__opened.push(String(u));
        return null;
      };
    });
  };
  const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  const setData = (page: Page, data: object) => page.evaluate((d) => ((window as unknown as Record<string, unknown>).instalmentData = d), data);
  const DATA = { currency: 'zł', basketCost: 495.96, basketCostNet: 403.22, basketCount: 3, price: 189.99, priceNet: 154.46 };
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Zakup na raty' });

  test('product page with a basket: the popup offers the product and the basket (the footer const is read); Escape returns focus', async () => {
    const s = await open('projector-101', { beforeGoto: recordOpen });
    const link = s.page.locator('a.projector_instalments__item', { hasText: 'Santander eRaty' });
    await link.focus();
    await s.page.keyboard.press('Enter');
    await popup(s.page).waitFor();
    const hrefs = await popup(s.page).locator('a.instalments_popup__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['https://raty.example/santander?amount=189.99', 'https://raty.example/santander?amount=685.95']);
    expect(await popup(s.page).locator('.instalments_popup__amount').allTextContents()).toEqual(['Ten produkt: 189,99 zł', 'Koszyk z tym produktem: 685,95 zł']);
    expect(await opened(s.page)).toEqual([]);
    await expectAxe(s, 'instalment popup');
    await s.page.keyboard.press('Escape');
    await expect.poll(() => popup(s.page).count()).toBe(0);
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('data-instalments'))).toBe('Santander eRaty');
    expect(s.consoleErrors).toEqual([]);
  });

  test('refused below the minimum (net) and above the maximum', async () => {
    const s = await open('projector-101', { beforeGoto: recordOpen });
    await s.page.click('a.projector_instalments__item >> text=mBank Raty');
    await popup(s.page).waitFor();
    expect(await popup(s.page).locator('.instalments_popup__refusal').textContent()).toBe(
      'Wartość produktu jest niższa niż minimalna kwota 300,00 zł net dla rat mBank Raty. Zwiększ liczbę sztuk produktu.',
    );
    await s.page.keyboard.press('Escape');
    await setData(s.page, { ...DATA, price: 25000, priceNet: 20325.2 });
    await s.page.click('a.projector_instalments__item >> text=Santander eRaty');
    await popup(s.page).waitFor();
    expect(await popup(s.page).locator('.instalments_popup__refusal').textContent()).toBe(
      'Wartość produktu przekracza maksymalną kwotę 20 000,00 zł dla rat Santander eRaty. Zmniejsz liczbę sztuk produktu.',
    );
    expect(await opened(s.page)).toEqual([]);
  });

  test('in limits with an empty basket: the link runs at once, no popup', async () => {
    const s = await open('projector-101', { beforeGoto: recordOpen });
    await setData(s.page, { ...DATA, basketCount: 0, basketCost: 0, basketCostNet: 0 });
    await s.page.click('a.projector_instalments__item >> text=Santander eRaty');
    await expect.poll(() => opened(s.page)).toEqual(['https://raty.example/santander?amount=189.99']);
    expect(await popup(s.page).count()).toBe(0);
  });

  test('price 0 (the basket page): the link runs for the basket sum, no popup', async () => {
    const s = await open('basketedit', { beforeGoto: recordOpen });
    await s.page.click('#instalment_payment_basket a');
    await expect.poll(() => opened(s.page)).toEqual(['https://raty.example/santander?amount=495.96']);
    expect(await popup(s.page).count()).toBe(0);
  });
});
