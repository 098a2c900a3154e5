/**
 * The page furniture in Chromium on the samples: bars (close by keyboard, remembered across a
 * reload, fixed by scroll, skipped on checkout), the promo and free-shipping banners (cookies, reload,
 * the live active state), the desktop/responsive switch (reload address, label per mode), the custom
 * dropdown by keyboard with the native select's value posted, tooltips by keyboard; axe in open states.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, expectAxe, focusDropdown, openReady, openSample, resetMockShop, type Sample, type SampleOptions, waitForIslands, wakeBasket, tooltipOf, test } from './harness';

beforeEach(resetMockShop);

const open = openReady;
async function reload(s: Sample): Promise<void> {
  await s.page.reload({ waitUntil: 'load' });
  await waitForIslands(s.page);
}
const clean = (s: Sample) => {
  expect(s.consoleErrors, 'console errors').toEqual([]);
  expect(s.pageErrors, 'page errors').toEqual([]);
};
const state = (page: Page, selector: string, island: string) => page.locator(selector).first().getAttribute(`data-storefront-${island}`);
const cookie = async (s: Sample, name: string) => (await s.context.cookies()).find((c) => c.name === name);

describe('bars', () => {
  test('closed by keyboard, remembered in localStorage closedBars, still gone after a reload', async () => {
    const s = await open('main');
    expect(await state(s.page, '.bars_top', 'bars')).toBe('mounted');
    const close = s.page.locator('#bar21 .bars__close');
    expect(await close.getAttribute('role')).toBe('button');
    await close.focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.locator('#bar21').count()).toBe(0);
    // Focus moved on to the next thing on the page, not lost to <body>.
    expect(await s.page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await s.page.locator('#bar22 .bars__close').focus();
    await s.page.keyboard.press(' ');
    await expect.poll(() => s.page.locator('#bar22').count()).toBe(0);
    expect(await s.page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar21","bar22"]');

    await reload(s);
    expect(await s.page.locator('#bar21, #bar22').count()).toBe(0);
    await expectAxe(s, 'bars closed');
    clean(s);
  });

  // At 375 px the bar's text makes it 60.22 px tall: the room kept for it is that, not a rounded 60 (the page
  // shrank by the fraction as the bar was fixed, and a scroll at the page's end was clamped by it).
  test.each([1, 3] as const)('view %i: the data-fixed bar is fixed once scrolled past, with the theme variables, its room kept to the fraction, and not on top again', async (view) => {
    const s = await open('main', { view });
    const bar = s.page.locator('#bar21');
    const groupHeight = () => s.page.evaluate(() => document.querySelector('.bars_top')!.getBoundingClientRect().height);
    expect(await bar.getAttribute('class')).not.toContain('--fixed');
    const room = await groupHeight();
    await s.page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => bar.getAttribute('class')).toContain('--fixed');
    expect(await groupHeight(), 'the group keeps the bar’s room').toBe(room);
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    const vars = await s.page.evaluate(() => ({
      top: document.documentElement.style.getPropertyValue('--top-fixed-bars-height'),
      position: document.getElementById('bar21')!.style.getPropertyValue('--position'),
      group: document.querySelector<HTMLElement>('.bars_top')!.style.getPropertyValue('--bars-height'),
    }));
    expect(vars.position).toBe('0px');
    expect(parseFloat(vars.top)).toBeGreaterThan(0);
    expect(vars.group).toBe(vars.top);
    await expectAxe(s, 'bar fixed');
    await s.page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('class')).not.toContain('--fixed');
    clean(s);
  });

  test('skipped on order-process pages', async () => {
    const s = await open('place-order');
    expect(await state(s.page, '.bars_top', 'bars')).toBeNull();
    expect(s.network.some((r) => /\/chunks\/bars-/.test(r.url))).toBe(false);
  });
});

describe('promo-code and free-shipping banners', () => {
  test('closing stores each cookie for a day and removes the banner; gone at the next load', async () => {
    const s = await open('main');
    await s.page.locator('#rabateCode .rabateCode__close').focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.locator('#rabateCode').count()).toBe(0);
    await s.page.locator('#freeShipping .freeShipping__close').click();
    await expect.poll(() => s.page.locator('#freeShipping').count()).toBe(0);
    for (const name of ['rabateCode_clicked', 'freeeshipping_clicked']) {
      const c = await cookie(s, name);
      expect(c, name).toBeTruthy();
      const days = (c!.expires * 1000 - Date.now()) / 864e5;
      expect(days).toBeGreaterThan(0.95);
      expect(days).toBeLessThanOrEqual(1);
    }
    await reload(s);
    expect(await s.page.locator('#rabateCode, #freeShipping').count()).toBe(0);
    clean(s);
  });

  test('the free-shipping banner is active once the basket reaches free shipping', async () => {
    const seeded = (n: number): SampleOptions => ({
      beforeGoto: (_page, context) => context.addCookies([{ name: 'mock_basket', value: String(n), url: baseURL() }]),
    });
    const full = await open('main', seeded(5));
    await wakeBasket(full.page);
    await expect.poll(() => full.page.locator('#freeShipping').getAttribute('class')).toContain('--active');
    await expectAxe(full, 'free shipping active');
    clean(full);
    await full.close();
    await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
    const small = await open('main', seeded(1));
    await wakeBasket(small.page);
    await expect.poll(() => small.page.evaluate(() => document.querySelector('#menu_basket .badge')?.textContent?.trim())).toBe('1');
    expect(await small.page.locator('#freeShipping').getAttribute('class')).not.toContain('--active');
  });
});

describe('desktop/responsive switch', () => {
  test('on a phone: reloads the address with a timestamp, then offers the way back with a desktop viewport', async () => {
    const s = await open('main', { view: 1 });
    const toDesktop = s.page.getByRole('button', { name: 'Wersja na komputer' });
    await toDesktop.focus();
    const before = Date.now();
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest());
    await s.page.keyboard.press('Enter');
    const url = new URL((await nav).url());
    expect(url.pathname).toBe('/html-samples/main.html');
    const stamp = Number(url.searchParams.get('_'));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    await s.page.waitForURL((u) => u.searchParams.get('_') === String(stamp), { waitUntil: 'load' });
    await waitForIslands(s.page);
    expect((await cookie(s, 'storefront_view'))?.value).toBe('desktop');
    expect(await s.page.locator('meta[name=viewport]').getAttribute('content')).toBe('width=1024');
    const back = s.page.getByRole('button', { name: 'Wersja mobilna' });
    expect(await back.count()).toBe(1);
    await expectAxe(s, 'view switch');
    // Back: the cookie goes and the other parameters stay.
    const again = s.page.waitForRequest((r) => r.isNavigationRequest());
    await back.click();
    const url2 = new URL((await again).url());
    const stamp2 = url2.searchParams.get('_');
    expect(Number(stamp2)).toBeGreaterThanOrEqual(stamp);
    await s.page.waitForURL((u) => u.searchParams.get('_') === stamp2, { waitUntil: 'load' });
    expect(await cookie(s, 'storefront_view')).toBeUndefined();
    clean(s);
  });

  test('on a desktop-wide screen in the responsive view there is nothing to switch', async () => {
    const s = await open('main', { view: 4 });
    expect(await state(s.page, '.view_switch', 'view-switch')).toBe('mounted');
    expect(await s.page.locator('.view_switch button').count()).toBe(0);
  });
});

describe('custom dropdown', () => {
  test('chosen by keyboard on place-order; the native selects post the chosen values', async () => {
    const s = await open('place-order');
    // Until the shopper comes, the native select is the field; the Tab onto it wakes the island,
    // and the focus goes on to its combobox.
    expect(await s.page.locator('#client_region').getAttribute('tabindex')).toBeNull();
    const country = await focusDropdown(s.page, '#client_region');
    expect(await country.textContent()).toBe('Wybierz kraj');
    expect(await s.page.locator('#client_region').getAttribute('tabindex')).toBe('-1');
    await s.page.keyboard.press('ArrowDown');
    expect(await country.getAttribute('aria-expanded')).toBe('true');
    await s.page.keyboard.press('ArrowDown');
    const activeId = await country.getAttribute('aria-activedescendant');
    expect(await s.page.locator(`[id="${activeId}"]`).textContent()).toBe('Czechy');
    await expectAxe(s, 'dropdown open');
    await s.page.keyboard.press('Enter');
    expect(await country.getAttribute('aria-expanded')).toBe('false');
    expect(await country.textContent()).toBe('Czechy');
    expect(await s.page.locator('#client_region').inputValue()).toBe('1143020057');

    // Escape keeps the choice; typeahead picks the phone prefix.
    await s.page.keyboard.press('End');
    await s.page.keyboard.press('Escape');
    expect(await s.page.locator('#client_region').inputValue()).toBe('1143020057');
    // The prefix's island wakes on the Tab onto its native select; the focus goes on to its combobox.
    const prefix = await focusDropdown(s.page, '#client_phone_prefix');
    expect(await s.page.getByRole('combobox', { name: 'Numer kierunkowy' }).getAttribute('id')).toBe(await prefix.getAttribute('id'));
    await s.page.keyboard.type('+42');
    await s.page.keyboard.press('Tab');
    expect(await prefix.textContent()).toBe('+420');
    expect(await s.page.locator('#client_phone_prefix').inputValue()).toBe('+420');
    // Tab moved on past the hidden native select to the phone field.
    expect(await s.page.evaluate(() => document.activeElement?.id)).toBe('client_phone');

    // The form posts natively (the validator's own submit path is its test's business).
    const posted = s.page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/order1.php'));
    await s.page.evaluate(() => HTMLFormElement.prototype.submit.call(document.getElementById('cop_form')));
    const body = (await posted).postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toMatch(/name="client_region"\r\n\r\n1143020057\r\n/);
    expect(body).toMatch(/name="client_phone_prefix"\r\n\r\n\+420\r\n/);
  });

  test('with JavaScript off the native select is there and works', async () => {
    const s = await openSample('place-order', { view: 3, javaScriptEnabled: false });
    expect(await s.page.locator('[role=combobox][id$=_combobox]').count()).toBe(0);
    await s.page.locator('#client_region').selectOption('1143020003');
    expect(await s.page.locator('#client_region').inputValue()).toBe('1143020003');
  });
});

describe('tooltips', () => {
  test('keyboard focus shows the tooltip on a product page, Escape hides it', async () => {
    const s = await open('projector-101');
    const trigger = s.page.locator('#projector_returns .showTip');
    // The load job (after the load event) makes it focusable; focus then wakes the island.
    await expect.poll(() => trigger.getAttribute('tabindex')).toBe('0');
    await trigger.focus();
    const tip = await tooltipOf(trigger);
    expect(await tip.getAttribute('role')).toBe('tooltip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toContain('bez podania przyczyny');
    expect(await tip.locator('strong').count()).toBe(1);
    await expectAxe(s, 'tooltip open');
    await s.page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    clean(s);
  });

  test('the basket rebate tip shows its thresholds on focus and hides after focus leaves', async () => {
    const s = await open('basketedit');
    const trigger = s.page.locator('.basket__tip.showTip_basket');
    await expect.poll(() => trigger.getAttribute('tabindex')).toBe('0');
    await trigger.focus();
    const tip = await tooltipOf(trigger);
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toContain('od 3 szt. −5%');
    await s.page.keyboard.press('Tab');
    await expect.poll(() => tip.isVisible()).toBe(false);
    clean(s);
  });
});
