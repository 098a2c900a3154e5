/**
 * The product page islands in Chromium on the sample pages: size change, rapid switches, adding to
 * the basket (store event), the phone-price / unavailable / points-only / gratis / subscription
 * pages, the keyboard path, axe in the opened states, and the projector call failing.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, openSample, resetMockShop, waitForIslands, wakeProduct, type Sample, type SampleOptions, test } from './harness';

const price = (page: Page) => page.locator('#projector_price_value').textContent();
const radio = (page: Page, name: string) => page.locator('#projector_sizes_section [role=radio]', { hasText: new RegExp(`^${name}\\b`) });
const buy = (page: Page) => page.locator('#projector_button_basket');

/**
 * A product page with its islands awake: they wait for the shopper's first intent on the form,
 * which these tests give before acting (`wake: false`: the page as loaded, the islands waiting).
 */
async function open(file: string, options: SampleOptions & { wake?: boolean } = {}): Promise<Sample> {
  const { wake = true, ...rest } = options;
  const s = await openSample(file, { view: 3, ...rest });
  await waitForIslands(s.page);
  if (wake) await wakeProduct(s.page);
  return s;
}

/** Records storefront:product-added details on window. */
async function recordAdds(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __adds: unknown[] };
    w.__adds = [];
    document.addEventListener('storefront:product-added', (e) => w.__adds.push((e as CustomEvent).detail));
  });
}
const adds = (page: Page) => page.evaluate(() => (window as unknown as { __adds: unknown[] }).__adds);
/** The focused element: its class, its text, and whether it has a box of its own. */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const r = el?.getBoundingClientRect();
    return { cls: el?.className ?? null, name: el?.textContent?.trim() ?? null, boxed: !!r && r.width > 0 && r.height > 0 };
  });

async function expectClean(s: Sample, label: string) {
  const result = await axe(s.page);
  expect.soft(result.summary, `axe: ${label}`).toEqual([]);
  expect.soft(s.pageErrors, 'uncaught errors').toEqual([]);
}

describe('the product islands wait for the shopper', () => {
  test('at load nothing is rendered; the first click, on a size the page did not render, is held and handled: the size, its price, the posted size', async () => {
    await resetMockShop();
    const s = await open('projector-101', { wake: false });
    const states = (names: string) =>
      s.page.evaluate((re) => [...document.querySelectorAll('#projector_form, #projector_form [id^=projector_]')].flatMap((el) => [...el.attributes].filter((a) => new RegExp(re).test(a.name)).map((a) => a.value)), `^data-storefront-product-(${names})$`);
    expect(new Set(await states('form|sizes|status|buy'))).toEqual(new Set(['waiting']));
    // The prices render nothing either: their DOM island is started by its load job after the load (where the
    // warm-up runs), so that the tap writes the price in its own task.
    await expect.poll(() => states('prices')).toEqual(['mounted']);
    expect(await price(s.page)).not.toContain('199,99');
    // The server's own XL link (a link to ?selected_size=5 until the island is there): the click does not
    // load that page (the island only writes the size into the address, as the theme does).
    await s.page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    await s.page.locator('#projector_sizes_section a[data-size-type="5"]').click();
    await expect.poll(() => price(s.page)).toContain('199,99');
    expect(await s.page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
    await expect.poll(() => radio(s.page, 'XL').getAttribute('aria-checked')).toBe('true');
    expect(await s.page.locator('#projector_size_hidden').inputValue()).toBe('5');
    expect(new Set(await states('form|sizes|status|prices|buy'))).toEqual(new Set(['mounted']));
    expect(s.consoleErrors).toEqual([]);
  });

  test('the first click on the buy button is held and handled: one add, the added dialog', async () => {
    await resetMockShop();
    const s = await open('projector-101', { wake: false });
    await recordAdds(s.page);
    await buy(s.page).click();
    await s.page.getByRole('dialog').waitFor();
    expect(await s.page.evaluate(() => (window as unknown as { __adds?: unknown[] }).__adds?.length)).toBe(1);
    expect(s.consoleErrors).toEqual([]);
  });
});

/**
 * The page as the shop's HTML cache serves it: app_shop.vars.cache_html set once the parser is done (before
 * the islands' module runs), and with `emptyBasket` the header basket the server sent empty (--hide).
 */
const fromHtmlCache = async (page: Page, emptyBasket: boolean): Promise<void> =>
  void (await page.addInitScript((empty) =>
    document.addEventListener('readystatechange', function cached() {
      if (document.readyState !== 'interactive') return;
      document.removeEventListener('readystatechange', cached);
      (window as unknown as { app_shop: { vars: Record<string, unknown> } }).app_shop.vars.cache_html = 1;
      if (empty) document.getElementById('menu_basket')?.classList.add('--hide');
    }),
  emptyBasket));

describe('a product page from the shop’s HTML cache (app_shop.vars.cache_html), on the template’s page (101)', () => {
  test('the chosen size’s stock and prices are asked again at load, with no shopper, as the theme’s initProductData asks them', async () => {
    const s = await open('template-pages/projector-101', {
      wake: false,
      beforeGoto: (page) => fromHtmlCache(page, false),
    });
    const asked = () => s.network.filter((r) => r.method === 'GET' && r.url.includes('/ajax/projector.php?action=get&product=101&size=3&')).length;
    await expect.poll(asked).toBe(1);
    await expect.poll(() => s.page.locator('#projector_form').getAttribute('data-storefront-product-form')).toBe('mounted');
    expect((await price(s.page))?.trim()).toMatch(/^189,99\s?zł$/);
    expect(s.consoleErrors).toEqual([]);
  });
});

describe('a basket the server sent empty (#menu_basket.--hide), on the template’s product page (101) from the HTML cache', () => {
  test('the header basket is not read at load, as the theme’s header script skips it; the theme’s refresh name reads it', async () => {
    const s = await open('template-pages/projector-101', {
      wake: false,
      beforeGoto: (page) => fromHtmlCache(page, true),
    });
    const basketReads = () => s.network.filter((r) => /[?&]query=basket\b|"query":"[^"]*\bbasket\b/.test(`${r.url} ${r.postData ?? ''}`)).length;
    // The page's own jobs are done (the product's size is asked again, as from the cache).
    await expect.poll(() => s.network.filter((r) => r.url.includes('/ajax/projector.php?action=get&product=101&size=3&')).length).toBe(1);
    await s.page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 300))));
    expect(basketReads()).toBe(0);
    expect(await s.page.locator('#menu_basket').getAttribute('data-storefront-mini-basket')).toBe('waiting');
    await s.page.evaluate(() => (window as unknown as { app_shop: { fn: { menu_basket_cache: () => void } } }).app_shop.fn.menu_basket_cache());
    await expect.poll(basketReads).toBe(1);
    expect(s.consoleErrors).toEqual([]);
  });
});

describe('projector-101 (sizes XS–XL)', () => {
  test('a size change updates price, availability and delivery', async () => {
    const s = await open('projector-101');
    expect(await price(s.page)).toContain('189,99');
    await radio(s.page, 'XL').click();
    await expect.poll(() => price(s.page)).toContain('199,99');
    await expect.poll(() => s.page.locator('#projector_size_hidden').inputValue()).toBe('5');
    const shipToday = await s.page.locator('#projector_delivery_days').textContent();
    await radio(s.page, 'L').click();
    await expect.poll(() => s.page.locator('#projector_status_description').textContent()).toMatch(/zamówienie/i);
    await expect.poll(() => s.page.locator('#projector_delivery_days').textContent()).not.toBe(shipToday);
    await radio(s.page, 'S').click();
    await expect.poll(() => buy(s.page).getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => s.page.locator('#projector_tell_availability_section').getAttribute('class')).toContain('--visible');
    await expectClean(s, 'unavailable size chosen');
    expect(s.consoleErrors).toEqual([]);
    // As a real shop's product page: the delivery comes from the page's data and projector.php, never
    // from the shipping-time GraphQL call (the spec's fetch is data-shipping-time="true").
    expect(s.network.filter((r) => r.url.includes('fetchShippingTime') || /shipping\(ShippingInput/.test(r.postData ?? ''))).toEqual([]);
  });

  test('20 rapid size switches end on the last one', async () => {
    const s = await open('projector-101', { faults: { projector: 'slow:120' } });
    const order = ['XS', 'XL', 'M', 'L', 'XL', 'XS', 'M', 'XL', 'L', 'XS', 'XL', 'M', 'L', 'XS', 'M', 'L', 'XS', 'M', 'L', 'XL'];
    for (const name of order) await radio(s.page, name).click({ delay: 0 });
    await s.page.waitForLoadState('networkidle');
    await s.page.waitForTimeout(300);
    expect(await radio(s.page, 'XL').getAttribute('aria-checked')).toBe('true');
    expect(await s.page.locator('#projector_size_hidden').inputValue()).toBe('5');
    expect(await price(s.page)).toContain('199,99');
    expect(await s.page.locator('#projector_status_description').textContent()).not.toMatch(/zamówienie/i);
  });

  test('adding to the basket: the shop answers the post with a redirect to its basket page, as a real shop does; once per double click, the event, the mini-basket updated', async () => {
    await resetMockShop();
    const s = await open('projector-101', { faults: { basketchange: 'slow:200' } });
    await recordAdds(s.page);
    const url = s.page.url();
    await buy(s.page).dblclick();
    await expect.poll(() => s.page.getByRole('status').filter({ hasText: 'Produkt został dodany.' }).count()).toBe(1);
    expect(s.page.url()).toBe(url);
    expect(await adds(s.page)).toEqual([{ productId: '101', size: '3', quantity: 1 }]);
    const posts = s.network.filter((r) => r.method === 'POST' && r.url.includes('/basketchange.php'));
    expect(posts).toHaveLength(1);
    // The platform's answer: 302 to /basketedit.php, an HTML page the island does not need to read.
    expect(s.network.filter((r) => r.method === 'GET' && r.url.includes('/basketedit.php'))).toHaveLength(1);
    await expect.poll(() => s.page.locator('#menu_basket .badge').textContent()).toBe('1');
    expect(await s.page.locator('[role=alert]').allTextContents()).not.toContain('Wystąpił błąd podczas dodawania produktu.');
  });

  test('keyboard: choose a size with the arrows, set the amount, add with Enter', async () => {
    const s = await open('projector-101');
    await recordAdds(s.page);
    await radio(s.page, 'M').focus();
    await s.page.keyboard.press('ArrowRight');
    await s.page.keyboard.press('ArrowRight');
    expect(await radio(s.page, 'XL').getAttribute('aria-checked')).toBe('true');
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toContain('XL');
    let onInput = false;
    for (let i = 0; i < 20 && !onInput; i++) {
      await s.page.keyboard.press('Tab');
      onInput = await s.page.evaluate(() => document.activeElement?.id === 'projector_number');
    }
    expect(onInput, 'Tab reaches the quantity field').toBe(true);
    await s.page.keyboard.press('Control+A');
    await s.page.keyboard.type('3');
    await s.page.keyboard.press('Enter');
    await expect.poll(() => adds(s.page)).toEqual([{ productId: '101', size: '5', quantity: 3 }]);
    await expectClean(s, 'after adding');
  });

  test.each(['500', 'hang', 'malformed', 'wrong-shape'] as const)('the projector call failing (%s) keeps the page values and buying works', async (fault) => {
    const s = await open('projector-101', { faults: { projector: fault } });
    await radio(s.page, 'XL').click();
    // The page's own data for XL (199,99) shows, with or without the live answer.
    await expect.poll(() => price(s.page)).toContain('199,99');
    await radio(s.page, 'L').click();
    await expect.poll(() => s.page.locator('#projector_status_description').textContent()).toMatch(/zamówienie/i);
    await buy(s.page).click();
    await expect.poll(() => s.page.getByRole('status').filter({ hasText: 'Produkt został dodany.' }).count()).toBe(1);
    expect(s.pageErrors).toEqual([]);
  });

  test('with JavaScript off the form posts natively', async () => {
    const s = await openSample('projector-101', { javaScriptEnabled: false });
    // The platform's answer to the native post: a redirect to the basket page, which lists the line.
    await Promise.all([s.page.waitForURL(/basketedit\.php/), buy(s.page).click()]);
    expect(await s.page.locator('#content').textContent()).toMatch(/Twój koszyk \(\d+\)[\s\S]*Sukienka midi Kalina/);
  });
});

// Pages written from the platform's own template markup (fixtures/template-pages), not our samples.
describe('the added dialog, on the template’s product page', () => {
  test('a page without #menu_preloader_add: our dialog in its classes, focus in it, the line as the basket holds it, zone 4 filled by the hotspots call, Escape and focus back on the buy button; axe clean', async () => {
    await resetMockShop();
    const s = await open('template-pages/projector-101');
    await buy(s.page).focus();
    await s.page.keyboard.press('Enter');
    const dialog = s.page.getByRole('dialog', { name: 'Dodano do koszyka' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await focusedControl(s.page)).toEqual({ cls: 'added__name product__name', name: 'Sukienka midi Kalina', boxed: true });
    expect(await dialog.locator('.added__name').textContent()).toBe('Sukienka midi Kalina');
    expect(await dialog.locator('.added__basket_worth').textContent()).toMatch(/^Wartość koszyka: 189,99\s?zł\.$/);
    expect(await dialog.getByRole('link', { name: 'Przejdź do koszyka' }).getAttribute('href')).toBe('/basketedit.php');
    // Zone 4 is the platform's zone: the hotspots island claims it and asks the platform's hotspots call for it.
    const zone = dialog.locator('#products_associated_zone4');
    await expect.poll(() => zone.getAttribute('data-storefront-hotspots')).toBe('mounted');
    await expect.poll(() => zone.locator('.product').count()).toBeGreaterThan(0);
    const hotspotCalls = s.network.filter((r) => r.method === 'POST' && r.url.includes('/graphql/') && /products_associated_zone4: hotspots\(/.test(r.postData ?? ''));
    expect(hotspotCalls).toHaveLength(1);
    expect(hotspotCalls[0]!.postData).toMatch(/page: projector, zone: zone4, products: \[101\]/);
    expect(await s.page.evaluate(() => localStorage.getItem('addedtoBasket'))).toBe('true');
    await expectClean(s, 'added dialog open');
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await buy(s.page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await s.page.locator('#products_associated_zone4').count(), 'the zone goes with the dialog').toBe(0);
    expect(await s.page.getByRole('status').filter({ hasText: 'Produkt został dodany.' }).count()).toBe(1);
  });

  test('the page the shop answers a native add with: its own #menu_preloader_add opens at load (not after the quick-buy flag), “Kontynuuj zakupy” closes it; our add fills it and opens it again with its zone 4', async () => {
    await resetMockShop();
    const s = await open('template-pages/projector-101-added');
    const dialog = s.page.getByRole('dialog', { name: 'Produkt dodany do koszyka' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus in the dialog').toBe(true);
    // First focus: a named control with a box, not the picture link the template takes out of the tab order;
    // that link is named by the product.
    expect(await focusedControl(s.page)).toEqual({ cls: 'added__name product__name', name: 'Sukienka midi Kalina', boxed: true });
    expect(await dialog.locator('a.added__icon').getAttribute('aria-label')).toBe('Sukienka midi Kalina');
    expect(await dialog.locator('#menu_preloader_add .price__count').textContent()).toBe('1 x ');
    await expectClean(s, 'the template’s added dialog at load');
    await dialog.getByRole('link', { name: 'Kontynuuj zakupy' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Home one frame after the dialog left under the lean build (islands/modal/Modal.tsx, Adopt): polled.
    await expect.poll(() => s.page.locator('footer #menu_preloader_add').count(), { message: 'back in the footer' }).toBe(1);
    expect(await s.page.locator('footer #menu_preloader_add').isHidden(), 'back in the footer, hidden').toBe(true);
    // The island's own add: the basket's line written into the template's markup, its zone filled.
    await buy(s.page).focus();
    await s.page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.locator('.added__name').textContent()).toBe('Sukienka midi Kalina');
    expect(await focusedControl(s.page)).toEqual({ cls: 'added__name product__name', name: 'Sukienka midi Kalina', boxed: true });
    expect(await dialog.locator('.price__unit').textContent()).toMatch(/^189,99\s?zł$/);
    const zone = dialog.locator('#products_associated_zone4');
    await expect.poll(() => zone.getAttribute('data-storefront-hotspots')).toBe('mounted');
    await expect.poll(() => zone.locator('.product').count()).toBeGreaterThan(0);
    expect(await s.page.locator('#products_associated_zone4').count(), 'one zone 4: the template’s').toBe(1);
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await buy(s.page).evaluate((el) => el === document.activeElement), 'focus back on the buy button').toBe(true);
    // The add set the quick-buy's flag: the next page the shop renders with the dialog does not open it, and clears the flag.
    expect(await s.page.evaluate(() => localStorage.getItem('addedtoBasket'))).toBe('true');
    await s.page.reload();
    await waitForIslands(s.page);
    expect(await s.page.evaluate(() => localStorage.getItem('addedtoBasket'))).toBeNull();
    expect(await s.page.getByRole('dialog').count()).toBe(0);
    expect(s.pageErrors).toEqual([]);
  });

  test('after a quick-buy add, with the theme’s hotspots_add_to_basket.js run first (the flag moved into app_shop.vars): the dialog stays closed', async () => {
    await resetMockShop();
    const s = await open('template-pages/projector-101-added', {
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          localStorage.setItem('addedtoBasket', 'true');
          // The theme's file, a classic script after the page's own app_shop and before the islands' module:
          // at 'interactive', module scripts have not run yet.
          document.addEventListener('readystatechange', function moveFlag() {
            if (document.readyState !== 'interactive') return;
            document.removeEventListener('readystatechange', moveFlag);
            const shop = (window as unknown as { app_shop?: { vars?: Record<string, unknown> } }).app_shop;
            if (localStorage.getItem('addedtoBasket') && shop?.vars) shop.vars.addedToBasket = true;
            localStorage.removeItem('addedtoBasket');
          });
        });
      },
    });
    await waitForIslands(s.page);
    expect(await s.page.evaluate(() => (window as unknown as { app_shop: { vars: { addedToBasket?: boolean } } }).app_shop.vars.addedToBasket), 'the theme’s file ran').toBe(true);
    await s.page.waitForTimeout(300);
    expect(await s.page.getByRole('dialog').count()).toBe(0);
    expect(await s.page.locator('footer #menu_preloader_add').isHidden(), 'the template’s dialog stays in the footer, hidden').toBe(true);
    expect(s.pageErrors).toEqual([]);
  });
});

describe('the size chart, on the template’s product page', () => {
  test('the chart link opens the chart in the modal (rows headed by their size, cells labelled for narrow themes); Escape closes it and focus is back on the link; axe clean', async () => {
    const s = await open('template-pages/projector-101');
    const link = s.page.getByRole('link', { name: 'Sprawdź wymiary produktu' });
    expect(await s.page.locator('#component_projector_sizes_cms_not').isVisible(), 'hidden in the page').toBe(false);
    await link.focus();
    await s.page.keyboard.press('Enter');
    const dialog = s.page.getByRole('dialog', { name: 'Sprawdź wymiary produktu' });
    await dialog.waitFor();
    const table = dialog.getByRole('table');
    expect(await table.isVisible()).toBe(true);
    expect(await dialog.getByRole('rowheader', { name: 'M' }).count()).toBe(1);
    expect(await dialog.getByRole('cell', { name: '90–94' }).count()).toBe(1);
    expect(await s.page.locator('#modal').getAttribute('class')).toMatch(/--sizes-chart/);
    await expectClean(s, 'size chart open');
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    // Home one frame after the dialog left under the lean build (islands/modal/Modal.tsx, Adopt): polled.
    await expect.poll(() => s.page.locator('#projector_chart_section #component_projector_sizes_cms_not').count(), { message: 'back in its block' }).toBe(1);
  });
});

describe('the shipping dialog, on the template’s product page (101)', () => {
  test('the link opens the couriers by payment with day and cost (asked once, quantity 1); Escape closes it and focus is back on the link; axe clean', async () => {
    await resetMockShop();
    const s = await open('template-pages/projector-101');
    const asked: string[] = [];
    s.page.on('request', (r) => void ((r.postData() ?? '').includes('courier { icon name }') && asked.push(r.postData() ?? '')));
    const link = s.page.getByRole('link', { name: 'Sprawdź czas i koszty dostawy' });
    await link.focus();
    await s.page.keyboard.press('Enter');
    const dialog = s.page.getByRole('dialog', { name: 'Czas i koszt dostawy' });
    await dialog.getByRole('table', { name: 'Płatność przed wysyłką' }).waitFor();
    expect(await dialog.getByRole('table', { name: 'Płatność przy odbiorze' }).count()).toBe(1);
    const pickup = dialog.getByRole('row').filter({ hasText: 'Odbiór osobisty w sklepie' });
    // Today, or a weekday ('w piątek', 'we wtorek': the texts' weekday phrases), whichever day the suite runs.
    expect(await pickup.getByRole('cell').allTextContents()).toEqual(['Odbiór osobisty w sklepie', expect.stringMatching(/^(dzisiaj|we? \S+)/), 'Gratis!']);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('quantity: 1');
    expect(s.page.url()).not.toContain('#shipping_info');
    await expectClean(s, 'shipping dialog open');
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
  });
  test('the couriers failing: the dialog says so in an alert that was there before the failure, under nothing busy, on every width', async () => {
    for (const view of [1, 4] as const) {
      const s = await open('template-pages/projector-101', {
        view,
        beforeGoto: async (page) => {
          await page.route(/\/graphql\/v1\//, async (route) => {
            if (!(route.request().postData() ?? '').includes('courier { icon name }')) return route.fallback();
            // Slow enough that the dialog is seen loading first.
            await new Promise((r) => setTimeout(r, 300));
            await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
          });
        },
      });
      const link = s.page.getByRole('link', { name: 'Sprawdź czas i koszty dostawy' });
      await link.focus();
      await s.page.keyboard.press('Enter');
      const dialog = s.page.getByRole('dialog', { name: 'Czas i koszt dostawy' });
      await dialog.waitFor();
      const alert = dialog.getByRole('alert');
      expect(await alert.count(), 'the alert is in the dialog before the failure').toBe(1);
      expect(await alert.textContent()).toBe('');
      await expect.poll(() => alert.textContent()).toBe('Nie udało się wczytać form dostawy. Spróbuj ponownie za chwilę.');
      expect(await alert.evaluate((el) => el.closest('[aria-busy="true"]') === null)).toBe(true);
      await expectClean(s, 'shipping dialog failed');
      await s.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    }
  });
});

describe('the pick-up stores, on the template’s product page (101)', () => {
  test('the stocks link opens the stores holding the chosen size, by keyboard (a store’s details open and close); Escape puts the block back and focus on the link; axe clean', async () => {
    await resetMockShop();
    const s = await open('template-pages/projector-101');
    const link = s.page.getByRole('link', { name: 'Sprawdź, w którym sklepie obejrzysz i kupisz od ręki' });
    await link.focus();
    await s.page.keyboard.press('Enter');
    const dialog = s.page.getByRole('dialog', { name: 'Dostępność w sklepach stacjonarnych' });
    const store = dialog.getByRole('button', { name: /^Salon Rynek Kraków/ });
    await store.waitFor();
    expect(s.page.url()).not.toContain('product-stocks.php');
    await store.focus();
    await s.page.keyboard.press('Enter');
    expect(await store.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getByText('Rynek Główny 5').isVisible()).toBe(true);
    await expectClean(s, 'stocks dialog, a store open');
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => s.page.locator('#projector_stocks > #product_stocks').count(), { message: 'back in its block' }).toBe(1);
  });
});

describe('the shopping-list link, on the template’s product page (101)', () => {
  test('Enter on the link hands the product and the chosen size to the theme’s list dialog (menu_shoppinglist.js), without leaving the page', async () => {
    const s = await open('template-pages/projector-101');
    await s.page.evaluate(() => {
      const w = window as unknown as { app_shop: { fn: Record<string, unknown> }; __lists: unknown[] };
      w.__lists = [];
      w.app_shop.fn = { ...(w.app_shop.fn ?? {}), shoppingList: { addProductToList: (items: unknown) => w.__lists.push(items) } };
    });
    await s.page.locator('#projector_buttons_section').getByRole('link', { name: 'Dodaj do listy zakupowej' }).press('Enter');
    expect(await s.page.evaluate(() => (window as unknown as { __lists: unknown[] }).__lists)).toEqual([[['101', '3']]]);
    // The name's own action too.
    await s.page.locator('.product_name__action.--shopping-list').press('Enter');
    expect(await s.page.evaluate(() => (window as unknown as { __lists: unknown[] }).__lists)).toHaveLength(2);
    expect(s.page.url()).not.toContain('#addToShoppingList');
    expect(s.pageErrors).toEqual([]);
  });
});

describe('the shopping-list dialog (.sl_choose, menu_shoppinglist.js), on the template’s product page (101)', () => {
  test('by keyboard: the link opens an APG modal, the first list is made, Enter saves (said once, the header menu counts it), a new list by name, Escape returns to the link; axe clean', async () => {
    const s = await open('template-pages/projector-101');
    const link = s.page.locator('#projector_buttons_section').getByRole('link', { name: 'Dodaj do listy zakupowej' });
    await link.focus();
    await s.page.keyboard.press('Enter');
    const dialog = s.page.getByRole('dialog', { name: 'Zapisz na liście zakupowej' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // No list yet: the first one is made (shoppingListCreate "Lista zakupowa", public) and chosen.
    const first = dialog.getByRole('radio', { name: /Lista zakupowa/ });
    await expect.poll(() => first.isChecked()).toBe(true);
    await expectClean(s, 'shopping-list dialog open');
    // Focus is inside; Tab reaches the save button; Enter saves.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Zapisz na wybranej liście' }).focus();
    await s.page.keyboard.press('Enter');
    const status = dialog.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('Zapisano na liście „Lista zakupowa”.');
    await expect.poll(() => s.page.locator('.slt_lists__nav [data-list_id] [data-list_count]').last().textContent()).toBe('1');
    // A new list by name: chosen and focused, said once.
    await dialog.getByLabel('Nazwa nowej listy').fill('Prezenty');
    await s.page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Utworzono listę „Prezenty”.');
    await expect.poll(() => s.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.checked === true && document.activeElement?.getAttribute('type') === 'radio')).toBe(true);
    await expectClean(s, 'after a new list');
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(s.pageErrors).toEqual([]);
  });
});

describe('the theme’s list manager beside the dialog (shoppinglist_manage.js), on the template’s product page (101)', () => {
  test('every member of app_shop.fn.shoppingList the manager calls is still the theme’s after the hand-over; addProductToList opens ours', async () => {
    const MEMBERS = ['queryCombo', 'deleteProductQuery', 'addProductQuery', 'updateListQuery', 'deleteListQuery', 'updateListCount', 'updateListName', 'updateListDelete', 'updateListShare', 'status'];
    const s = await open('template-pages/projector-101', {
      beforeGoto: async (page) => {
        await page.addInitScript((members: string[]) => {
          // The theme's list file, a classic script after the page's own app_shop and before the islands' module.
          document.addEventListener('readystatechange', function listFile() {
            if (document.readyState !== 'interactive') return;
            document.removeEventListener('readystatechange', listFile);
            const w = window as unknown as { app_shop: { fn: Record<string, unknown> }; __managerCalls: string[] };
            w.__managerCalls = [];
            const list: Record<string, unknown> = {};
            for (const name of members) list[name] = (...args: unknown[]) => void w.__managerCalls.push(`${name}(${args.length})`);
            w.app_shop.fn.shoppingList = list;
          });
        }, MEMBERS);
      },
    });
    // The manager's calls, as it makes them on the list page and after its own requests.
    const calls = await s.page.evaluate((members) => {
      const w = window as unknown as { app_shop: { fn: { shoppingList: Record<string, (...a: unknown[]) => unknown> } }; __managerCalls: string[] };
      for (const name of members) w.app_shop.fn.shoppingList[name]!('a', 'b');
      return { calls: w.__managerCalls, ours: typeof w.app_shop.fn.shoppingList.addProductToList };
    }, MEMBERS);
    expect(calls.calls).toEqual(MEMBERS.map((name) => `${name}(2)`));
    expect(calls.ours).toBe('function');
    await s.page.evaluate(() => (window as unknown as { app_shop: { fn: { shoppingList: { addProductToList: (a: unknown) => void } } } }).app_shop.fn.shoppingList.addProductToList([['101', '3']]));
    await s.page.getByRole('dialog', { name: 'Zapisz na liście zakupowej' }).waitFor();
    expect(s.pageErrors).toEqual([]);
  });
});

describe('the price of the amount in the field, on the template’s product page (101)', () => {
  test('raising the amount by keyboard shows the price of that amount and the count with its unit, as the platform does; axe clean', async () => {
    const s = await open('template-pages/projector-101');
    expect((await price(s.page))?.trim()).toMatch(/^189,99\s?zł$/);
    const more = s.page.getByRole('button', { name: 'Zwiększ ilość' });
    await more.focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(async () => (await price(s.page))?.trim()).toMatch(/^379,98\s?zł$/);
    const count = s.page.locator('#projector_price_unit_sellby');
    expect((await count.textContent())?.trim()).toBe('2');
    expect(await count.getAttribute('class')).toContain('--active');
    await expectClean(s, 'price of 2');
    await s.page.getByRole('button', { name: 'Zmniejsz ilość' }).press('Enter');
    await expect.poll(async () => (await price(s.page))?.trim()).toMatch(/^189,99\s?zł$/);
    expect(await count.getAttribute('class')).not.toContain('--active');
  });
});

describe('the theme’s "?" tips, on the template’s product page (101)', () => {
  test('the points to receive get a tip: reached by Tab from the buy button, shown on focus with its words, hidden by Escape; axe clean', async () => {
    const s = await open('template-pages/projector-101');
    const tip = s.page.getByRole('button', { name: 'O punktach za ten zakup' });
    await s.page.locator('#projector_points_recive').scrollIntoViewIfNeeded();
    await tip.waitFor();
    await s.page.locator('#projector_button_basket').focus();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i += 1) {
      await s.page.keyboard.press('Tab');
      reached = await tip.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'reached by Tab').toBe(true);
    const box = s.page.getByRole('tooltip');
    expect(await box.textContent()).toBe('Te punkty lojalnościowe przyznamy po opłaceniu zamówienia. Zbierają je zarejestrowani klienci.');
    expect(await box.isVisible()).toBe(true);
    await expectClean(s, 'points tip shown');
    await s.page.keyboard.press('Escape');
    expect(await box.isVisible()).toBe(false);
    expect(await tip.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('a set, on the template’s bundle page (109)', () => {
  test('the promotion countdown ticks; unticking a part re-prices the set as the shop answers; none ticked: the buy button says why and posts nothing; the add posts the ticked parts; by keyboard, axe clean', async () => {
    await resetMockShop();
    const s = await open('template-pages/projector-109');
    expect(await price(s.page)).toMatch(/^278,99\s?zł$/);
    // The set's promotion ends (base_price promotiontilldate / -tillhour): the countdown after the prices, ticking.
    const countdown = s.page.getByRole('timer', { name: 'Do końca promocji:' });
    expect(await s.page.locator('#projector_prices_section + #CDT.CDT-uniw').count()).toBe(1);
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent()).not.toBe(first);
    const part = (name: string) => s.page.getByRole('checkbox', { name });
    const marks = () => s.page.locator('.projector_bundle__item').evaluateAll((items) => items.map((i) => i.getAttribute('data-item-selected')));
    const priceCalls = () => s.network.filter((r) => r.url.includes('/ajax/projector.php') && r.url.includes('bundleprice'));
    expect(await marks()).toEqual(['true', 'true']);
    // Space on a focused checkbox: the set without the scarf, priced by the shop.
    await part('Szal kaszmirowy').focus();
    await s.page.keyboard.press('Space');
    await expect.poll(() => price(s.page)).toMatch(/^54,16\s?zł$/);
    expect(priceCalls()).toHaveLength(1);
    expect(priceCalls()[0]!.method).toBe('POST');
    expect(priceCalls()[0]!.url).toContain('bundled_quantity[105]=1&');
    expect(priceCalls()[0]!.url).toContain('bundled_quantity[108]=0&');
    expect(await marks()).toEqual(['true', 'false']);
    await expectClean(s, 'a part unticked');
    // No part: the buy button says why and posts nothing; no price call for an empty set.
    await part('Krem nawilżający w subskrypcji').focus();
    await s.page.keyboard.press('Space');
    expect(await marks()).toEqual(['true', 'true']);
    await buy(s.page).focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.getByRole('alert').filter({ hasText: 'Zaznacz co najmniej jeden produkt zestawu.' }).count()).toBe(1);
    expect(s.network.filter((r) => r.url.includes('basketchange.php'))).toEqual([]);
    expect(priceCalls()).toHaveLength(1);
    await expectClean(s, 'no part ticked');
    // The cream again, then the add: the post carries the ticked part only.
    await part('Krem nawilżający w subskrypcji').focus();
    await s.page.keyboard.press('Space');
    await expect.poll(() => priceCalls().length).toBe(2);
    await expect.poll(() => price(s.page)).toMatch(/^54,16\s?zł$/);
    await buy(s.page).focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.network.filter((r) => r.method === 'POST' && r.url.includes('basketchange.php')).length).toBe(1);
    const body = new URLSearchParams(s.network.find((r) => r.method === 'POST' && r.url.includes('basketchange.php'))!.postData ?? '');
    expect([body.get('product'), body.get('bundled_quantity[105]'), body.get('bundled_quantity[108]')]).toEqual(['109', '1', null]);
    expect(s.pageErrors).toEqual([]);
  });
});

// Product pages the islands do not serve yet (core/product/declined.ts): the form stays the theme's.
describe('product pages left to the theme, on the template’s product page', () => {
  test.each([
    ['multiversions', 'product versions (multi-versions)'],
    ['variants', 'a version select'],
    ['configurator', 'the configurator'],
    ['bundleoptions', "a set whose parts have their own size or version choice, or a parts' slider"],
    ['oneclick', 'one-click or express checkout buttons'],
    ['subscriptionperiod', 'a subscription choice while the basket holds subscriptions of a period (basketProductsSubscriptionPeriod)'],
  ])('%s: no product island mounts, the console says why, the server form posts natively', async (part, feature) => {
    await resetMockShop();
    const warnings: string[] = [];
    const s = await open(`template-pages/projector-101-${part}`, {
      beforeGoto: async (page) => void page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text())),
    });
    const states = await s.page.evaluate(() =>
      [...document.querySelectorAll('#projector_form, #projector_form [id^=projector_]')].flatMap((el) =>
        [...el.attributes].filter((a) => /^data-storefront-product-/.test(a.name)).map((a) => [a.name.slice('data-storefront-'.length), a.value]),
      ),
    );
    expect(states.length, 'the product containers were claimed').toBeGreaterThan(4);
    // product-notify wakes only on product-buy's event, product-stocks on the shopper's hand: neither has here.
    expect(states.filter(([name, state]) => state !== (name === 'product-notify' || name === 'product-stocks' ? 'waiting' : 'theme'))).toEqual([]);
    expect(warnings.filter((w) => w.includes('leave #projector_form to the theme'))).toEqual([
      expect.stringContaining(`this page has ${feature}`),
    ]);
    // The server's buy button, unchanged: the browser posts the form, the shop answers with its basket page.
    expect(await buy(s.page).getAttribute('aria-disabled')).toBeNull();
    await Promise.all([s.page.waitForURL(/basketedit\.php/), buy(s.page).click()]);
    expect(await s.page.locator('#content').textContent()).toMatch(/Sukienka midi Kalina/);
    expect(s.pageErrors).toEqual([]);
  });
});

describe('the other product pages', () => {
  test('102: every size unavailable, notify me by e-mail', async () => {
    const s = await open('projector-102');
    expect(await buy(s.page).getAttribute('aria-disabled')).toBe('true');
    const toggle = s.page.locator('#projector_tell_availability_section button').first();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const email = s.page.getByRole('textbox', { name: /e-mail/i });
    await email.fill('anna@example.com');
    await email.press('Enter');
    await expect.poll(() => s.page.locator('#projector_tell_availability_section [role=status]').textContent()).toMatch(/\S/);
    expect(s.page.url()).toContain('projector-102.html');
    await expectClean(s, 'notify form open');
  });

  test('103: phone price, not buyable, contact link', async () => {
    const s = await open('projector-103');
    expect(await buy(s.page).getAttribute('aria-disabled')).toBe('true');
    // aria-disabled keeps it focusable and clickable (it says why); Playwright calls that "not enabled".
    await buy(s.page).click({ force: true });
    await expect.poll(() => s.page.locator('#projector_buttons_section [role=alert]').textContent()).toContain('Cenę tego produktu');
    expect(await s.page.locator('#projector_buttons_section a[href="/contact.php"]').count()).toBe(1);
    expect(s.network.some((r) => r.url.includes('/basketchange.php'))).toBe(false);
    await expectClean(s, 'phone price message');
  });

  test('104: points only, a sign-in link for a guest', async () => {
    const s = await open('projector-104');
    expect(await buy(s.page).getAttribute('aria-disabled')).toBe('true');
    expect(await s.page.locator('#projector_buttons_section').textContent()).toContain('wyłącznie za punkty');
    expect(await s.page.locator('#projector_price_points').textContent()).toContain('250');
    await expectClean(s, 'points only');
  });

  test('105: switching to the subscription changes the price at once and the posted fields', async () => {
    const s = await open('projector-105');
    expect(await price(s.page)).toContain('59,99');
    await s.page.locator('#radioSubscriptionTrue').check();
    await expect.poll(() => price(s.page)).toContain('53,99');
    expect(await s.page.locator('#projector_subscription_hidden').isDisabled()).toBe(false);
    expect(await s.page.locator('#projector_form').getAttribute('data-subscription')).toBe('true');
    await s.page.locator('#radioSubscriptionFalse').check();
    await expect.poll(() => price(s.page)).toContain('59,99');
    await expectClean(s, 'subscription switched');
  });

  test('106: choosing a rebate tier sets the amount and the unit price', async () => {
    const s = await open('projector-106');
    const before = await price(s.page);
    await s.page.locator('#projector_rebate_number_section .projector_multipack__item[data-value="6"] input[type=radio]').check();
    await expect.poll(() => s.page.locator('#projector_number').inputValue()).toBe('6');
    await expect.poll(() => price(s.page)).not.toBe(before);
    await expectClean(s, 'rebate tier chosen');
  });

  test('107: a gratis item has no buy section', async () => {
    const s = await open('projector-107');
    expect(await s.page.locator('#projector_buttons_section').isHidden()).toBe(true);
    await expectClean(s, 'gratis');
  });

  test('108: one size, no picker', async () => {
    const s = await open('projector-108');
    expect(await s.page.locator('#projector_sizes_section').isHidden()).toBe(true);
    expect(await s.page.locator('#projector_size_hidden').inputValue()).toBe('uniw');
  });
});

describe('the size the markup shows as chosen', () => {
  /** Records console warnings from the first byte (the harness keeps only errors). */
  const recordWarnings = (s: string[]) => async (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'warning') s.push(msg.text());
    });
  };
  const checked = (page: Page) => page.locator('#projector_sizes_section [role=radio][aria-checked=true]').textContent();

  test('106 (the spec’s flat data, no selected field): the markup’s 36 stays chosen, in the picker and the posted size', async () => {
    const warnings: string[] = [];
    const s = await open('projector-106', { beforeGoto: recordWarnings(warnings) });
    expect(await checked(s.page)).toBe('36');
    expect(await s.page.locator('#projector_size_hidden').inputValue()).toBe('6');
    expect(warnings.filter((w) => w.includes('[storefront:product-sizes]'))).toEqual([]);
    expect(s.consoleErrors).toEqual([]);
  });

  test('101 whose data pre-selects L while the markup shows M: M (what the shopper sees), and the console says so', async () => {
    const warnings: string[] = [];
    const s = await open('projector-101', {
      beforeGoto: async (page) => {
        await recordWarnings(warnings)(page);
        await page.route(
          (u) => u.pathname === '/html-samples/projector-101.html',
          async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace("selected_size_list: ['3']", "selected_size_list: ['4']");
            await route.fulfill({ response, body });
          },
        );
      },
    });
    expect(await checked(s.page)).toBe('M');
    expect(await s.page.locator('#projector_size_hidden').inputValue()).toBe('3');
    expect(warnings.filter((w) => w.includes('[storefront:product-sizes]'))).toEqual([
      '[storefront:product-sizes] the product data pre-selects size "L" (4), the page\'s markup (.projector_sizes__item.--selected) shows "M" (3); using "M" (3), which the shopper sees',
    ]);
    expect(s.consoleErrors).toEqual([]);
  });
});
