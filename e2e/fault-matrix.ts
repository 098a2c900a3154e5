/**
 * The fault matrix: every call of spec section 7 that the sample pages make, plus the product
 * form's action, × HTTP 500, 404, hang (until the client's own timeout), network abort, malformed JSON and
 * valid JSON of the wrong shape. Faults go in through the mock shop's switch (the mock_faults cookie); the
 * partial page load (a GET of a shop page, no mock endpoint) through a Playwright route.
 *
 * Each case, on the page that makes the call and with the action that triggers it, asserts:
 *  - no uncaught exception and no unhandled rejection;
 *  - every other island still mounted (none 'failed', load/idle islands 'mounted') and a cheap
 *    interaction on another island (the settings disclosure) still works;
 *  - the fallback spec section 8 names for the call;
 *  - nothing the shopper typed or chose is lost.
 *
 * 'hang': the page runs on Playwright's clock (time flows normally); once the call has left, the clock
 * jumps past the call's real timeout (TIMEOUTS in core/http/client.ts or the island's data-* default), so
 * an 18 s projector timeout costs no waiting and production defaults stay as they are.
 *
 * Adding a call is one entry in CALLS and its name in one of FAULT_GROUPS (a test fails otherwise, and when
 * FAULT_ENDPOINTS has a key that is neither in CALLS nor in NOT_IN_SAMPLES). Each group is one file,
 * e2e/fault-matrix-<group>.e2e.ts; its part of the matrix is printed after it and written to
 * e2e/.artifacts/fault-matrix[-lean]-<group>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect } from 'vitest';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import {
  baseURL,
  expectedIslands,
  islandStates,
  keepAcrossTests,
  openSample,
  ROOT,
  waitForIslands,
  wakeProduct,
  type Faults,
  type Sample,
  type SampleOptions,
  test,
} from './harness';
import { FAULT_ENDPOINTS, type FaultEndpoint } from '../fixtures/mock-shop/faults';
import { SAMPLE_REGION_COOKIES } from '../fixtures/mock-shop/state';
import { registry } from '../src/registry';

// 'platform': the shop's own way of failing (GraphQL {errors} without data, the accounts service's
// {status:'error'}, a redirect to an HTML page for the PHP endpoints): what a real shop sends.
const FAULTS = ['500', '404', 'hang', 'abort', 'malformed', 'wrong-shape', 'platform'] as const;
type MatrixFault = (typeof FAULTS)[number];

/** Real client timeouts (core/http TIMEOUTS and the islands' data-* defaults), in ms. */
const T = { projector: 18_000, pageLoad: 16_000, default: 10_000, validation: 5_000, shoppingList: 4_000 } as const;

interface Ctx {
  s: Sample;
  fault: MatrixFault;
  /** Requests a case routed to 204 instead of navigating (a full navigation is proven by its request). */
  navigations: Request[];
  /** Puts the case's fault cookie back (for cases that clear the cookies to log out). */
  refault: () => Promise<void>;
}

interface CallCase {
  /** The fault key (FAULT_ENDPOINTS) or, for calls the mock shop does not serve, a route-injected name. */
  call: string;
  page: string;
  view?: 1 | 2 | 3 | 4;
  /** Client timeout to jump past for 'hang'. */
  timeout: number;
  /** The request that is the call. */
  match: (r: Request) => boolean;
  /** Extra faults that make the call happen at all (documented per case). */
  alsoFaults?: Faults;
  /** Injects the fault itself (route) instead of the mock shop's switch. */
  route?: (page: Page, fault: MatrixFault) => Promise<void>;
  /** Document requests answered 204 (the page stays) and recorded: a full navigation fallback. */
  navigationTo?: RegExp;
  beforeGoto?: SampleOptions['beforeGoto'];
  /** Open on localhost (a valid WebAuthn RP ID) with a CDP virtual platform authenticator. */
  passkeys?: true;
  /** The shopper's action that makes the call. */
  act: (c: Ctx) => Promise<void>;
  /** The spec's fallback for this call. */
  fallback: (c: Ctx) => Promise<void>;
  /** What the shopper typed or chose is still there. */
  kept?: (c: Ctx) => Promise<void>;
  /** Runs before the generic other-island check (e.g. closing a dialog the case opened). */
  beforeOthers?: (c: Ctx) => Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Helpers

const gql = (name: string) => (r: Request) => r.url().includes('/graphql/') && (r.url().includes(name) || (r.postData() ?? '').includes(name));
const path = (p: string, extra?: (u: URL) => boolean) => (r: Request) => {
  const u = new URL(r.url());
  return u.pathname === p && (extra?.(u) ?? true);
};
const radio = (page: Page, name: string) => page.locator('#projector_sizes_section [role=radio]', { hasText: new RegExp(`^${name}\\b`) });
const sectionText = (page: Page, sel: string) => page.locator(sel).evaluate((el) => el.textContent ?? '');

async function chooseSizeAndQuantity(page: Page, size: string, quantity: string): Promise<void> {
  await radio(page, size).click();
  await page.locator('#projector_number').fill(quantity);
}
async function expectSizeAndQuantity(page: Page, size: string, quantity: string): Promise<void> {
  expect(await radio(page, size).getAttribute('aria-checked'), `size ${size} still chosen`).toBe('true');
  expect(await page.locator('#projector_number').inputValue(), 'quantity kept').toBe(quantity);
}

/** Focus, type, Tab away (the keyboard path of one validated field). */
async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await page.locator(`#${id}`).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text, { delay: 10 });
  await page.keyboard.press('Tab');
}
const fieldState = (page: Page, id: string) =>
  page.evaluate((fieldId) => {
    const w = document.getElementById(fieldId)?.closest('.f-feedback, .has-feedback');
    return ['empty', 'success', 'error'].find((s) => w?.classList.contains(`--${s}`)) ?? null;
  }, id);

const ORDER = {
  client_firstname: 'Jan', client_lastname: 'Kowalski', client_street: 'Kwiatowa', client_street_number: '5',
  client_zipcode: '00-950', client_city: 'Warszawa', client_phone: '123456789', client_email: 'nowy.klient@example.com',
};

/** Records storefront:product-added on window. */
async function recordAdds(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __adds: unknown[] };
    w.__adds = [];
    document.addEventListener('storefront:product-added', (e) => w.__adds.push((e as CustomEvent).detail));
  });
}
const adds = (page: Page) => page.evaluate(() => (window as unknown as { __adds?: unknown[] }).__adds ?? []);

const zoneIds = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('.hotspot__wrapper')).map((z) => z.id));

/** A failed hotspots call (either source) leaves main's zones as the server rendered them: present, shown, skeletons in place. */
async function hotspotZonesKept({ s }: Ctx): Promise<void> {
  await expect.poll(() => s.page.locator('.hotspot__wrapper.load-content').count(), { timeout: 15_000 }).toBe(0);
  expect(await zoneIds(s.page)).toEqual(['main_hotspot_zone1', 'main_hotspot_zone2']);
  expect(await s.page.locator('.hotspot__wrapper > .hotspot.skeleton').count()).toBe(2);
  expect(await s.page.locator('.hotspot__wrapper[hidden], .hotspot__wrapper.loaded, .hotspot__product').count()).toBe(0);
}

/** The preview on localhost (same server): WebAuthn refuses 127.0.0.1 as an RP ID. */
const localBase = () => baseURL().replace('://127.0.0.1', '://localhost');
const REGISTER = 'Zapisz klucz dostępu na tym urządzeniu';
const SIGN_IN = 'Zaloguj się kluczem dostępu';
const islandRegion = (page: Page, island: string, role: 'alert' | 'status') => page.locator(`[data-island=${island}] [role=${role}]`).first();

/** On client-new: types a login and presses "save a passkey". */
async function pressRegister(page: Page, login: string): Promise<void> {
  await page.getByLabel('Login', { exact: true }).fill(login);
  const button = page.getByRole('button', { name: REGISTER });
  await button.waitFor();
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Registers a passkey on client-new (no fault on those calls), "logs out", opens signin and presses sign-in. */
async function registerThenSignIn(c: Ctx): Promise<void> {
  const { page } = c.s;
  await pressRegister(page, 'passkeyfan');
  await expect.poll(() => islandRegion(page, 'passkey-register', 'status').textContent(), { timeout: 15_000 }).toContain('Zapisano klucz dostępu');
  await c.s.context.clearCookies();
  await c.refault();
  await page.goto(`${localBase()}/html-samples/signin.html`);
  await waitForIslands(page);
  await page.getByLabel('Login lub e-mail').fill('jan.kowalski@example.com');
  await page.getByRole('button', { name: SIGN_IN }).focus();
  await page.keyboard.press('Enter');
}

/** WebAuthn errors (section 8): the island's alert names the failure, nothing claims success. */
async function passkeyAlert(page: Page, island: string): Promise<void> {
  await expect.poll(() => islandRegion(page, island, 'alert').textContent(), { timeout: 15_000 }).toMatch(/\S/);
  expect(await islandRegion(page, island, 'status').textContent()).toBe('');
}

/** Playwright route answers for one fault kind (the partial load: an HTML page fetched by the island). */
async function routeFault(route: Route, fault: MatrixFault): Promise<void> {
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, body: 'Internal Server Error (route fault)' });
    case '404':
      return route.fulfill({ status: 404, body: 'Not Found (route fault)' });
    case 'abort':
      return route.abort('failed');
    case 'hang':
      return; // never answered: the island's own timeout ends it
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<html><body><div id="conte' });
    case 'wrong-shape':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' });
    case 'platform':
      // A shop page without the regions asked for (the platform's answer to a page it cannot render in part).
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html><body><div id="container" class="main_page"><p>Strona główna</p></div></body></html>' });
  }
}

// ---------------------------------------------------------------------------------------------
// The calls (one entry per call)

/** The console warnings of the 'graphql:client' case's page (the harness keeps errors only). */
const clientWarnings: string[] = [];

const CALLS: CallCase[] = [
  {
    call: 'projector',
    page: 'projector-101',
    timeout: T.projector,
    match: path('/ajax/projector.php', (u) => u.searchParams.get('action') === 'get' && u.searchParams.has('size')),
    act: async ({ s }) => {
      await chooseSizeAndQuantity(s.page, 'XL', '2');
      // The amount committed (the field left), so the price shown is for it, whenever the call settles.
      await s.page.locator('#projector_number').press('Tab');
    },
    // Section 8 names no projector fallback; the house rule: the page's own data for the size shows,
    // for the amount in the field (2 × XL's 199,99 zł).
    fallback: async ({ s }) => {
      await expect.poll(() => sectionText(s.page, '#projector_price_value')).toContain('399,98');
      expect(await s.page.locator('#projector_size_hidden').inputValue()).toBe('5');
    },
    kept: async ({ s }) => expectSizeAndQuantity(s.page, 'XL', '2'),
  },
  {
    call: 'graphql:shippingCouriers',
    page: 'template-pages/projector-101',
    timeout: T.default,
    match: (r) => r.url().includes('query=projector_shipping_fetchShippingTime') && (r.postData() ?? '').includes('courier { icon name }'),
    act: async ({ s }) => {
      await s.page.getByRole('link', { name: 'Sprawdź czas i koszty dostawy' }).press('Enter');
    },
    // The house rule: the console names the island and the product; the dialog says (an alert) it could not load.
    fallback: async ({ s }) => {
      await expect.poll(() => s.consoleErrors.some((e) => e.text.includes('[storefront:product-status] the couriers for product 101'))).toBe(true);
      const dialog = s.page.getByRole('dialog', { name: 'Czas i koszt dostawy' });
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Nie udało się wczytać form dostawy. Spróbuj ponownie za chwilę.');
      await s.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
    // The shopper's chosen size stays.
    kept: async ({ s }) => {
      expect(await s.page.locator('#projector_size_hidden').inputValue()).toBe('3');
    },
  },
  {
    call: 'graphql:sizeAvailability',
    page: 'template-pages/projector-101',
    timeout: T.default,
    match: (r) => r.url().includes('mutation=projectorFormSizeAvailability'),
    act: async ({ s }) => {
      await s.page.getByRole('link', { name: 'Sprawdź, w którym sklepie obejrzysz i kupisz od ręki' }).press('Enter');
    },
    // The house rule: the console names the island and the product; the dialog says the shops could not be checked.
    fallback: async ({ s }) => {
      await expect.poll(() => s.consoleErrors.some((e) => e.text.includes('[storefront:product-stocks] the stock in the shops for product 101'))).toBe(true);
      const dialog = s.page.getByRole('dialog', { name: 'Dostępność w sklepach stacjonarnych' });
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Nie udało się sprawdzić dostępności w sklepach. Spróbuj ponownie za chwilę.');
      await s.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
    kept: async ({ s }) => {
      expect(await s.page.locator('#projector_size_hidden').inputValue()).toBe('3');
      expect(await s.page.locator('#projector_stocks > #product_stocks').count()).toBe(1);
    },
  },
  {
    call: 'projector:bundle',
    page: 'template-pages/projector-109',
    timeout: T.projector,
    match: path('/ajax/projector.php', (u) => (u.searchParams.get('get') ?? '').includes('bundleprice')),
    act: async ({ s }) => {
      await s.page.getByRole('checkbox', { name: 'Szal kaszmirowy' }).focus();
      await s.page.keyboard.press('Space');
    },
    // The house rule, as for a size: the page's own price stays; the console names the island.
    fallback: async ({ s }) => {
      await expect.poll(() => s.consoleErrors.some((e) => e.text.includes("[storefront:product-form] the bundle's price"))).toBe(true);
      expect(await sectionText(s.page, '#projector_price_value')).toContain('278,99');
    },
    // The shopper's ticks stay, and so does the buy button's state.
    kept: async ({ s }) => {
      expect(await s.page.getByRole('checkbox', { name: 'Szal kaszmirowy' }).isChecked()).toBe(false);
      expect(await s.page.getByRole('checkbox', { name: 'Krem nawilżający w subskrypcji' }).isChecked()).toBe(true);
      expect(await s.page.locator('#projector_button_basket').getAttribute('aria-disabled')).toBeNull();
    },
  },
  {
    call: 'graphql:client',
    page: 'projector-102',
    timeout: T.default,
    match: (r) => r.url().endsWith('/graphql/v1/') && (r.postData() ?? '').includes('client { email }'),
    // The page as the shop renders it for a signed-in shopper: its `var client_login = 'false'` keeps "true".
    beforeGoto: async (page) => {
      clientWarnings.length = 0;
      page.on('console', (m) => void (m.type() === 'warning' && clientWarnings.push(m.text())));
      await page.addInitScript(() => Object.defineProperty(window, 'client_login', { get: () => 'true', set: () => {}, configurable: false }));
    },
    act: async ({ s }) => {
      await s.page.locator('#projector_tell_availability_section button').first().click();
    },
    // Not in the spec: the house rule, one console line and the form as for a guest.
    fallback: async ({ s }) => {
      await expect.poll(() => clientWarnings.some((w) => w.includes("[storefront:product-notify] the signed-in shopper's e-mail not loaded"))).toBe(true);
      const email = s.page.getByRole('textbox', { name: /e-mail/i });
      expect(await email.inputValue()).toBe('');
      await email.fill('anna@example.com');
    },
    kept: async ({ s }) => {
      expect(await s.page.getByRole('textbox', { name: /e-mail/i }).inputValue()).toBe('anna@example.com');
    },
  },
  {
    call: 'projector:observe',
    page: 'projector-102',
    timeout: T.projector,
    match: path('/ajax/projector.php', (u) => u.searchParams.get('action') === 'set_product_observed'),
    act: async ({ s }) => {
      await s.page.locator('#projector_tell_availability_section button').first().click();
      const email = s.page.getByRole('textbox', { name: /e-mail/i });
      await email.fill('anna@example.com');
      await email.press('Enter');
    },
    // The platform's rule: only {status:"error"} fails, so JSON without a status (wrong-shape) counts as
    // done; a body that is not JSON (malformed, the platform's redirect to an HTML page) gets the platform's
    // generic text; no answer at all, the connection text.
    fallback: async ({ s, fault }) => {
      const expected =
        fault === 'wrong-shape' ? 'Produkt został poprawnie dodany do powiadomień.'
        : fault === 'malformed' || fault === 'platform' ? 'Podczas dodawania produktu wystąpił błąd'
        : 'Nie udało się połączyć ze sklepem';
      await expect.poll(() => sectionText(s.page, '#projector_tell_availability_section')).toContain(expected);
    },
    kept: async ({ s }) => {
      expect(await s.page.getByRole('textbox', { name: /e-mail/i }).inputValue()).toBe('anna@example.com');
    },
  },
  {
    call: 'get',
    page: 'main',
    timeout: T.default,
    match: path('/ajax/get.php'),
    act: async () => {}, // the page load itself
    // Bulk call failure: ignored. No snippet lands, the mini-basket still shows a basket.
    fallback: async ({ s }) => {
      await expect.poll(() => s.page.locator('#menu_basket').getAttribute('class')).not.toContain('--skeleton');
      expect(await s.page.locator('.mock-snippet, .mock-widget').count()).toBe(0);
    },
  },
  {
    call: 'graphql:hotspots',
    page: 'main',
    timeout: T.default,
    match: gql('?hotspots'),
    act: async ({ s }) => {
      await s.page.evaluate(() => document.querySelector('#main_hotspot_zone1')?.scrollIntoView({ block: 'center' }));
    },
    // Failure changes nothing: the zones and their skeletons stay as the server rendered them.
    fallback: hotspotZonesKept,
  },
  {
    // A tile's quick-buy (hotspots_add_to_basket.js), on the template's product page.
    call: 'graphql:addProductsToBasket',
    page: 'template-pages/projector-101',
    timeout: T.default,
    match: gql('?addToBasket'),
    act: async ({ s }) => {
      await s.page.evaluate(() => document.querySelector('#products_associated_zone1')?.scrollIntoView({ block: 'center' }));
      const tile = s.page.locator('#products_associated_zone1 .product[data-product_id="240"]');
      await tile.locator('form.add_to_basket').waitFor({ timeout: 15_000 });
      await tile.locator('input[name=number]').fill('2');
      // By keyboard: the tile may sit in a slide out of view (focus brings it in; a pointer click could land elsewhere).
      await tile.locator('button.add_to_basket__button').press('Enter');
    },
    // One error toast asks to try again (or gives the shop's words); nothing is said added, nothing stored.
    fallback: async ({ s }) => {
      await expect.poll(() => s.page.getByText(/^Nie dodano do koszyka produktu /).count(), { timeout: 15_000 }).toBe(1);
      expect(await s.page.locator('#products_associated_zone1 [role=status]').textContent()).not.toContain('Dodano');
      expect(await s.page.evaluate(() => localStorage.getItem('addedtoBasket'))).toBeNull();
      expect(await s.page.locator('#products_associated_zone1 .product[data-product_id="240"] button.add_to_basket__button').getAttribute('aria-disabled')).toBeNull();
    },
    kept: async ({ s }) => {
      expect(await s.page.locator('#products_associated_zone1 .product[data-product_id="240"] input[name=number]').inputValue()).toBe('2');
    },
  },
  {
    // The shopping-list dialog's save (addToShoppingList), on the template's product page. The first
    // list is made as the dialog opens (shoppingListCreate, another key); its read (shoppingList) fails too.
    call: 'graphql:shoppingListDialog',
    page: 'template-pages/projector-101',
    timeout: T.default,
    match: gql('addToShoppingList'),
    act: async ({ s }) => {
      await s.page.locator('#projector_buttons_section').getByRole('link', { name: 'Dodaj do listy zakupowej' }).press('Enter');
      const dialog = s.page.getByRole('dialog', { name: 'Zapisz na liście zakupowej' });
      await expect.poll(() => dialog.getByRole('radio', { name: /Lista zakupowa/ }).isChecked(), { timeout: 15_000 }).toBe(true);
      await dialog.getByRole('button', { name: 'Zapisz na wybranej liście' }).press('Enter');
    },
    // Said in the dialog's live region; the dialog stays, the list still chosen, the button usable again.
    fallback: async (c) => {
      const { s } = c;
      const dialog = s.page.getByRole('dialog', { name: 'Zapisz na liście zakupowej' });
      // "try again", or the shop's own words for its refusal ('platform': errors[0].message).
      const expected = c.fault === 'platform' ? /\S/ : /^Nie udało się\. Spróbuj ponownie za chwilę\.$/;
      await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(expected);
      expect(await dialog.getByRole('status').textContent()).not.toMatch(/^Zapisano/);
      await expect.poll(() => dialog.getByRole('button', { name: 'Zapisz na wybranej liście' }).getAttribute('aria-disabled')).toBeNull();
    },
    kept: async ({ s }) => {
      expect(await s.page.getByRole('dialog').getByRole('radio', { name: /Lista zakupowa/ }).isChecked()).toBe(true);
    },
    beforeOthers: async ({ s }) => {
      await s.page.keyboard.press('Escape');
      await s.page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
  {
    // An opinion zone's opinions (the theme's opinion plug-in), on the template's product page.
    call: 'graphql:opinion',
    page: 'template-pages/projector-109',
    timeout: T.default,
    match: gql('?opinion'),
    beforeGoto: async (_page, context) => {
      await context.addCookies([{ name: 'mock_hotspots', value: 'opinion', url: baseURL() }]);
    },
    act: async ({ s }) => {
      await s.page.evaluate(() => document.querySelector('#products_associated_zone1')?.scrollIntoView({ block: 'center' }));
    },
    // The tiles stay, without opinions.
    fallback: async ({ s }) => {
      await expect.poll(() => s.page.locator('#products_associated_zone1 .product').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await s.page.waitForTimeout(300);
      expect(await s.page.locator('.product__opinion').count()).toBe(0);
    },
  },
  {
    // The spec variant, selected by the page: <html data-hotspots-source="ajax">.
    call: 'hotspots',
    page: 'main',
    timeout: T.default,
    match: path('/ajax/hotspots.php'),
    beforeGoto: async (page) => {
      await page.route('**/html-samples/main.html', async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace('<html ', '<html data-hotspots-source="ajax" ') });
      });
    },
    act: async ({ s }) => {
      await s.page.evaluate(() => document.querySelector('#main_hotspot_zone1')?.scrollIntoView({ block: 'center' }));
    },
    fallback: hotspotZonesKept,
  },
  {
    call: 'payments',
    page: 'client-new',
    timeout: T.validation,
    match: path('/ajax/payments.php'),
    act: async ({ s }) => {
      await s.page.locator('#client_iban').focus();
      await s.page.waitForSelector('#client_new_form[data-storefront-form-validator="mounted"]');
      await typeInto(s.page, 'client_iban', '61109010140000071219812874');
    },
    // A validation request failure is treated as no error.
    fallback: async ({ s }) => {
      await expect.poll(() => fieldState(s.page, 'client_iban')).not.toBe('error');
      expect(await s.page.locator('#client_iban').getAttribute('aria-invalid')).not.toBe('true');
    },
    kept: async ({ s }) => {
      expect(await s.page.locator('#client_iban').inputValue()).toBe('61109010140000071219812874');
    },
  },
  {
    call: 'basketchange',
    page: 'projector-101',
    timeout: T.default,
    match: (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/basketchange.php',
    act: async ({ s }) => {
      await recordAdds(s.page);
      await chooseSizeAndQuantity(s.page, 'M', '2');
      await s.page.locator('#projector_button_basket').click();
    },
    // 'Wystąpił błąd podczas dodawania produktu.' (section 8's product messages); nothing counted as added.
    fallback: async ({ s }) => {
      await expect.poll(() => sectionText(s.page, '#projector_buttons_section')).toContain('Wystąpił błąd podczas dodawania produktu.');
      expect(await adds(s.page)).toEqual([]);
      await expect.poll(() => s.page.locator('#projector_button_basket').getAttribute('aria-disabled')).not.toBe('true');
    },
    kept: async ({ s }) => expectSizeAndQuantity(s.page, 'M', '2'),
  },
  {
    call: 'graphql:validateClientData',
    page: 'place-order',
    timeout: T.validation,
    match: gql('validateClientData'),
    navigationTo: /\/order1\.php$/,
    act: async ({ s }) => {
      await s.page.locator('#client_firstname').focus();
      await s.page.waitForSelector('#cop_form[data-storefront-form-validator="mounted"]');
      for (const [id, value] of Object.entries(ORDER)) await typeInto(s.page, id, value);
      await s.page.selectOption('#client_region', '1143020003');
      await s.page.locator('#terms_agree').check();
    },
    // Treated as no error: no field marked wrong, and the form still submits (natively, once).
    fallback: async (c) => {
      const { s } = c;
      for (const id of Object.keys(ORDER)) await expect.poll(() => fieldState(s.page, id), { message: id }).not.toBe('error');
      await s.page.locator('#cop_submit').click();
      for (let i = 0; i < 4 && !c.navigations.length; i++) {
        if (c.fault === 'hang') await s.page.clock.fastForward(T.validation + 500);
        await s.page.waitForTimeout(400);
      }
      await expect.poll(() => c.navigations.length, { timeout: 8000 }).toBe(1);
      expect(c.navigations[0]!.method()).toBe('POST');
      expect(c.navigations[0]!.postData() ?? '').toContain('Kowalski');
    },
    kept: async ({ s }) => {
      for (const [id, value] of Object.entries(ORDER)) expect(await s.page.locator(`#${id}`).inputValue(), id).toBe(value);
    },
  },
  {
    call: 'graphql:trackingEvents',
    page: 'template-pages/projector-101',
    timeout: T.default,
    match: gql('trackingEvents'),
    // A call the theme asks the tracking scripts after: a tile's quick-buy (addProductsToBasket at
    // ?addToBasket answers with x-iai-tracking-events).
    act: async ({ s }) => {
      await s.page.evaluate(() => document.querySelector('#products_associated_zone1')?.scrollIntoView({ block: 'center' }));
      const tile = s.page.locator('#products_associated_zone1 .product[data-product_id="240"]');
      await tile.locator('form.add_to_basket').waitFor();
      await tile.locator('input[name=number]').fill('2');
      await tile.locator('button.add_to_basket__button').click();
      // The add's reply (whose header asks the tracking query) is in once the zone says so; a busy machine
      // may take longer than the call check's own wait for that.
      await expect.poll(() => s.page.locator('#products_associated_zone1 [role=status]').textContent(), { timeout: 15_000 }).toMatch(/^Dodano do koszyka: /);
    },
    // Ignored: the product was added all the same, and said so.
    fallback: async ({ s }) => {
      await expect.poll(() => s.page.locator('#products_associated_zone1 [role=status]').textContent(), { timeout: 15_000 }).toMatch(/^Dodano do koszyka: /);
    },
    kept: async ({ s }) => {
      expect(await s.page.locator('#products_associated_zone1 .product[data-product_id="240"] input[name=number]').inputValue()).toBe('2');
    },
  },
  {
    call: 'graphql:unsetRegion',
    page: 'main',
    timeout: T.default,
    match: (r) => r.url().includes('/graphql/') && r.url().includes('mutation=unset'),
    beforeGoto: async (_page, context) => {
      await context.addCookies([{ name: 'setRegionForced', value: encodeURIComponent(SAMPLE_REGION_COOKIES.setRegionForced), url: baseURL() }]);
    },
    act: async ({ s }) => {
      await s.page.getByRole('dialog', { name: 'Zmieniono region dostawy' }).waitFor();
      await s.page.click('.region_forced__unset');
    },
    // Only status 'success' clears the cookie and reloads; otherwise nothing is shown.
    fallback: async ({ s }) => {
      await expect.poll(() => s.page.locator('.region_forced__unset').getAttribute('aria-disabled')).toBeNull();
      expect(await s.page.getByRole('dialog', { name: 'Zmieniono region dostawy' }).count()).toBe(1);
      const cookie = (await s.context.cookies(baseURL())).find((c) => c.name === 'setRegionForced')?.value;
      expect(JSON.parse(decodeURIComponent(cookie!)).showModal).toBe(true);
      expect(await s.page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
    },
    beforeOthers: async ({ s }) => {
      await s.page.click('.region_forced__continue');
      await expect.poll(() => s.page.getByRole('dialog', { name: 'Zmieniono region dostawy' }).count()).toBe(0);
    },
  },
  {
    call: 'graphql:productsTextSearch',
    page: 'main',
    timeout: T.default,
    match: gql('productsTextSearch'),
    act: async ({ s }) => {
      const input = s.page.locator('#menu_search_text');
      await input.click();
      await s.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]');
      await input.pressSequentially('sukienka', { delay: 40 });
    },
    // Nothing returned and the dropdown closes.
    fallback: async ({ s }) => {
      await expect.poll(() => s.page.locator('#menu_search_text').getAttribute('aria-expanded')).not.toBe('true');
      expect(await s.page.locator('#menu_search [role=listbox]:not([hidden]) [role=option]').count()).toBe(0);
    },
    kept: async ({ s }) => {
      expect(await s.page.locator('#menu_search_text').inputValue()).toBe('sukienka');
    },
  },
  {
    call: 'graphql:createShoppingList',
    page: 'main',
    timeout: T.shoppingList,
    match: gql('createShoppingList'),
    navigationTo: /\/shoppinglist\.php/,
    act: async ({ s }) => s.page.locator('.slt_link').click(),
    // Ignored, navigation still happens.
    fallback: async (c) => {
      await expect.poll(() => c.navigations.length, { timeout: 8000 }).toBe(1);
    },
  },
  {
    call: 'graphql:basket',
    page: 'main',
    timeout: T.default,
    match: gql('query=basket'),
    // The mini-basket reads the basket on the shopper's first pointing at #menu_basket (the call under test);
    // the bulk call failing too changes nothing.
    alsoFaults: { get: '500' },
    act: async ({ s }) => {
      await s.page.locator('#menu_basket').hover();
    },
    // The server's header stays as it was.
    fallback: async ({ s }) => {
      await expect.poll(() => s.page.locator('#menu_basket').getAttribute('class')).not.toContain('--skeleton');
      expect(await s.page.locator('#menu_basket .badge').textContent()).toMatch(/\d/);
    },
  },
  {
    call: 'graphql:shippingTime',
    page: 'projector-101',
    timeout: T.default,
    match: gql('shipping'),
    // The spec's fetch, which the page asks for (a real shop's product page never sends it).
    beforeGoto: async (page) => {
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => document.querySelector('#projector_status_section')?.setAttribute('data-shipping-time', 'true')),
      );
    },
    act: async ({ s }) => chooseSizeAndQuantity(s.page, 'M', '2'),
    // Shipping-data failure: ignored; the text from the page's data stays.
    fallback: async ({ s }) => {
      await expect.poll(() => sectionText(s.page, '#projector_delivery_days')).toMatch(/\S/);
      expect(await sectionText(s.page, '#projector_status_description')).toMatch(/\S/);
    },
    kept: async ({ s }) => expectSizeAndQuantity(s.page, 'M', '2'),
  },
  {
    call: 'partial-load (GET page, route)',
    page: 'search',
    timeout: T.pageLoad,
    match: (r) => r.resourceType() === 'fetch' && new URL(r.url()).searchParams.get('counter') === '1',
    navigationTo: /[?&]counter=1/,
    route: async (page, fault) => {
      await page.route(
        (u) => u.searchParams.get('counter') === '1',
        (route) => (route.request().resourceType() === 'document' ? route.fallback() : routeFault(route, fault)),
      );
    },
    act: async ({ s }) => s.page.locator('a.pagination__link[aria-label="Strona 2"]').click(),
    // Partial page load failure: full navigation to the URL.
    fallback: async (c) => {
      await expect.poll(() => c.navigations.length, { timeout: 8000 }).toBe(1);
      expect(new URL(c.navigations[0]!.url()).searchParams.get('counter')).toBe('1');
    },
  },
  ...(['generateRegisterRequest', 'register'] as const).map(
    (call): CallCase => ({
      call: `accounts:${call}`,
      page: 'client-new',
      passkeys: true,
      timeout: T.default,
      match: (r) => new URL(r.url()).pathname.endsWith(`/webAuthn/${call}.php`),
      act: async ({ s }) => pressRegister(s.page, 'passkeyfan'),
      // A 200 reply to register.php that is not status "error" is the platform's success (the key may well be
      // saved): the shopper is not told it failed. Every other fault is an error the island names.
      fallback: async ({ s, fault }) => {
        if (call === 'register' && fault === 'wrong-shape') {
          await expect.poll(() => islandRegion(s.page, 'passkey-register', 'status').textContent(), { timeout: 15_000 }).toMatch(/\S/);
          expect(await islandRegion(s.page, 'passkey-register', 'alert').textContent()).toBe('');
        } else await passkeyAlert(s.page, 'passkey-register');
      },
      kept: async ({ s, fault }) => {
        expect(await s.page.getByLabel('Login', { exact: true }).inputValue()).toBe('passkeyfan');
        if (call === 'register' && fault === 'wrong-shape') return;
        expect(await s.page.getByRole('button', { name: REGISTER }).getAttribute('aria-disabled')).toBeNull();
      },
    }),
  ),
  {
    call: 'accounts:generateLoginRequest',
    page: 'signin',
    passkeys: true,
    timeout: T.default,
    match: (r) => new URL(r.url()).pathname.endsWith('/webAuthn/generateLoginRequest.php'),
    act: async ({ s }) => {
      await s.page.getByLabel('Login lub e-mail').fill('jan.kowalski@example.com');
      await s.page.getByRole('button', { name: SIGN_IN }).focus();
      await s.page.keyboard.press('Enter');
    },
    fallback: async ({ s }) => passkeyAlert(s.page, 'passkey-sign-in'),
    kept: async ({ s }) => {
      expect(await s.page.getByLabel('Login lub e-mail').inputValue()).toBe('jan.kowalski@example.com');
      expect(await s.page.getByRole('button', { name: 'Zaloguj się', exact: true }).isEnabled()).toBe(true);
    },
  },
  ...([
    ['accounts:login', (r: Request) => new URL(r.url()).pathname.endsWith('/webAuthn/login.php')],
    ['graphql:loginByToken', gql('loginByToken')],
  ] as const).map(
    ([call, match]): CallCase => ({
      call,
      page: 'client-new',
      passkeys: true,
      timeout: T.default,
      match,
      act: registerThenSignIn,
      fallback: async ({ s }) => {
        await passkeyAlert(s.page, 'passkey-sign-in');
        expect(new URL(s.page.url()).pathname).toBe('/html-samples/signin.html');
      },
      kept: async ({ s }) => {
        expect(await s.page.getByLabel('Login lub e-mail').inputValue()).toBe('jan.kowalski@example.com');
        expect(await s.page.getByRole('button', { name: 'Zaloguj się', exact: true }).isEnabled()).toBe(true);
      },
    }),
  ),
];

/** FAULT_ENDPOINTS keys no sample page calls (or only group keys), with the reason. */
const NOT_IN_SAMPLES: Record<string, string> = {
  graphql: 'group key: every GraphQL call has its own row',
  accounts: 'group key: every accounts call has its own row',
  '*': 'every call at once, not one call',
};

// ---------------------------------------------------------------------------------------------
// Running one case

const results = new Map<string, Map<MatrixFault, 'pass' | 'fail'>>();
const failures: { call: string; fault: string; error: string }[] = [];

/** Records errors the page never handled, independent of Playwright's pageerror. */
function errorRecorder(): void {
  const w = window as unknown as { __unhandled: string[] };
  w.__unhandled = [];
  window.addEventListener('error', (e) => w.__unhandled.push(`error: ${e.message}`));
  window.addEventListener('unhandledrejection', (e) => w.__unhandled.push(`unhandledrejection: ${String((e.reason as Error)?.stack ?? e.reason)}`));
}

const ISLAND_NAMES = new Set(registry.map((e) => e.name));
const LOAD_TRIGGERS = new Set(registry.filter((e) => e.trigger === 'load' || e.trigger === 'idle').map((e) => e.name));

async function othersStillWork(c: Ctx, call: string): Promise<void> {
  const { page } = c.s;
  const states = await islandStates(page);
  const bad = states.states.filter((x) => ISLAND_NAMES.has(x.name) && !['mounted', 'waiting', 'loading'].includes(x.state));
  expect(bad, 'no island failed').toEqual([]);
  const expected = await expectedIslands(page);
  const notMounted = expected.containers
    .filter((x) => x.shouldMount && LOAD_TRIGGERS.has(x.name) && x.state !== 'mounted')
    .map((x) => `${x.name} on ${x.element}: ${x.state}`);
  expect(notMounted, 'load/idle islands mounted').toEqual([]);
  // A cheap interaction on another island: the settings disclosure opens and closes.
  if (!call.startsWith('settings')) {
    const trigger = page.locator('#menu_settings .open_trigger__link');
    await trigger.focus();
    await page.waitForSelector('#menu_settings[data-storefront-settings-menu="mounted"]', { timeout: 5000 });
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
  }
}

async function runCase(k: CallCase, fault: MatrixFault): Promise<void> {
  const navigations: Request[] = [];
  const requests: Request[] = [];
  const injected: Faults = { ...(k.alsoFaults ?? {}), ...(k.route ? {} : { [k.call as FaultEndpoint]: fault }) };
  const faultCookie = Object.entries(injected).map(([key, kind]) => `${key}:${kind}`).join(',');
  const s = await openSample(k.page, {
    view: k.view ?? 3,
    faults: injected,
    beforeGoto: async (page: Page, context: BrowserContext) => {
      await page.addInitScript(errorRecorder);
      if (k.passkeys) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('WebAuthn.enable');
        await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
        });
      }
      page.on('request', (r) => requests.push(r));
      if (fault === 'hang') await page.clock.install();
      if (k.navigationTo) {
        const re = k.navigationTo;
        await page.route(
          (u) => re.test(u.href),
          (route) => {
            if (!route.request().isNavigationRequest()) return route.fallback();
            navigations.push(route.request());
            // 204: the browser stays on the page, so the other islands can still be checked.
            return route.fulfill({ status: 204 });
          },
        );
      }
      if (k.route) await k.route(page, fault);
      await k.beforeGoto?.(page, context);
    },
  });
  const refault = async () => {
    if (!faultCookie) return;
    for (const url of [baseURL(), localBase()]) await s.context.addCookies([{ name: 'mock_faults', value: encodeURIComponent(faultCookie), url }]);
  };
  const c: Ctx = { s, fault, navigations, refault };
  if (k.passkeys) {
    await refault();
    await s.page.goto(`${localBase()}/html-samples/${k.page}.html`);
  }
  await waitForIslands(s.page);
  await wakeProduct(s.page);
  await s.page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
  await k.act(c);
  await expect.poll(() => requests.some(k.match), { message: `the call ${k.call} was made`, timeout: 15_000 }).toBe(true);
  if (fault === 'hang') {
    await s.page.clock.fastForward(k.timeout + 500);
    // The client really gave up at its own timeout (the request was cancelled, not left hanging).
    await expect.poll(() => requests.filter(k.match).some((r) => r.failure() !== null), { message: 'the hanging call timed out', timeout: 5000 }).toBe(true);
  }
  await k.fallback(c);
  await k.kept?.(c);
  await k.beforeOthers?.(c);
  await othersStillWork(c, k.call);
  const unhandled = await s.page.evaluate(() => (window as unknown as { __unhandled: string[] }).__unhandled);
  expect(unhandled, 'unhandled errors/rejections').toEqual([]);
  expect(s.pageErrors, 'uncaught exceptions').toEqual([]);
  // Every console error names its island ([storefront:…]), as the house rules ask.
  // Chromium's own "Failed to load resource" line for the call we broke is expected too (the harness
  // does not know route-injected faults, nor every GraphQL operation's name in its URL).
  const faulted = new Set(requests.filter(k.match).map((r) => r.url()));
  const anonymous = s.consoleErrors
    .filter((e) => !(e.text.startsWith('Failed to load resource') && e.url && faulted.has(e.url)))
    .map((e) => e.text)
    .filter((t) => !t.includes('[storefront'));
  expect(anonymous, 'console errors that name no island').toEqual([]);
  await s.close();
}

// ---------------------------------------------------------------------------------------------

/** The matrix's files, one per part of the shop the calls serve (e2e/fault-matrix-<group>.e2e.ts). */
export const FAULT_GROUPS = {
  product: ['projector', 'graphql:shippingCouriers', 'graphql:sizeAvailability', 'projector:bundle', 'graphql:client', 'projector:observe', 'graphql:opinion', 'graphql:shippingTime', 'graphql:trackingEvents'],
  basket: ['basketchange', 'graphql:addProductsToBasket', 'graphql:basket', 'graphql:shoppingListDialog', 'graphql:createShoppingList'],
  header: ['get', 'graphql:hotspots', 'hotspots', 'graphql:unsetRegion', 'graphql:productsTextSearch', 'partial-load (GET page, route)'],
  account: ['payments', 'graphql:validateClientData', 'accounts:generateLoginRequest', 'accounts:generateRegisterRequest', 'accounts:register', 'accounts:login', 'graphql:loginByToken'],
} as const satisfies Record<string, readonly string[]>;
export type FaultGroup = keyof typeof FAULT_GROUPS;

/**
 * The matrix's rows of one group, every fault each; the basket group also runs the form post's refusal
 * reasons, the account group checks that every fault endpoint has a row and every call is in one group.
 */
export function faultMatrixFor(group: FaultGroup): void {
  beforeEach(async () => {
    await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
  });

  afterAll(async () => {
    // The next file finds the mock shop as it starts, not with the last row's fault and basket.
    await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
    const rows = [...results].map(([call, byFault]) => {
      const row: Record<string, string> = { call };
      for (const f of FAULTS) row[f] = byFault.get(f) ?? '—';
      return row;
    });
    if (!rows.length) return;
    // Cases run (a -t filter leaves the others out: shown as —).
    const total = rows.reduce((n, r) => n + FAULTS.filter((f) => r[f] !== '—').length, 0);
    const passed = rows.reduce((n, r) => n + FAULTS.filter((f) => r[f] === 'pass').length, 0);
    // A plain text table (console.table would sort the numeric fault names first).
    const width = Math.max(4, ...rows.map((r) => r.call!.length));
    const cols = FAULTS.map((f) => Math.max(f.length, 4));
    const line = (cells: string[]) => `${cells[0]!.padEnd(width)} │ ${cells.slice(1).map((c, i) => c.padEnd(cols[i]!)).join(' │ ')}`;
    console.log(
      [
        `\nFault matrix, ${group}: ${passed}/${total} cases pass`,
        line(['call', ...FAULTS]),
        line(['─'.repeat(width), ...cols.map((w) => '─'.repeat(w))]),
        ...rows.map((r) => line([r.call!, ...FAULTS.map((f) => (r[f] === 'fail' ? 'FAIL' : r[f]!))])),
      ].join('\n'),
    );
    const dir = join(ROOT, 'e2e', '.artifacts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `fault-matrix${process.env.STOREFRONT_OUT_DIR?.includes('lean') ? '-lean' : ''}-${group}.json`),
      JSON.stringify({ date: new Date().toISOString(), faults: FAULTS, passed, total, rows, failures }, null, 2),
    );
  });

  if (group === 'account') test('every call of the matrix is in exactly one group', () => {
    const grouped: readonly string[] = Object.values(FAULT_GROUPS).flat();
    expect(CALLS.map((k) => k.call).filter((call) => grouped.filter((g) => g === call).length !== 1)).toEqual([]);
    expect(grouped.filter((call) => !CALLS.some((k) => k.call === call))).toEqual([]);
  });

  if (group === 'account') test('every fault endpoint of the mock shop has a row in the matrix (or a reason why not)', () => {
    const covered = new Set(CALLS.map((k) => k.call));
    const missing = Object.keys(FAULT_ENDPOINTS).filter((key) => !covered.has(key) && !(key in NOT_IN_SAMPLES));
    expect(missing).toEqual([]);
  });

  // ---------------------------------------------------------------------------------------------
  // The form post's refusals: one row per reason the platform's return page gives. The shop
  // answers the post with a 302 to /return.php?type=… whose page says why (the mock shop: the fault
  // switch's return:TYPE[-N], answered as the platform answers). On the template's product page, one
  // page for the rows (a refusal leaves nothing to clean up): the reason shown with its limit, the amount
  // kept, nothing added, no error the page did not handle.
  const REASONS: Array<{ type: string; fault: string; says: RegExp }> = [
    { type: 'too_much_product', fault: 'return:too_much_product-4', says: /^Tego produktu możesz zamówić najwyżej 4 szt\.$/ },
    { type: 'too_much_product_size', fault: 'return:too_much_product_size-3', says: /^Możesz zamówić najwyżej 3 szt\. tego rozmiaru\.$/ },
    { type: 'not_enough_product', fault: 'return:not_enough_product-5', says: /^Tego produktu musisz zamówić co najmniej 5 szt\.$/ },
    { type: 'not_enough_product_size', fault: 'return:not_enough_product_size-2', says: /^Musisz zamówić co najmniej 2 szt\. tego rozmiaru\.$/ },
    { type: 'products_not_available', fault: 'return:products_not_available', says: /^Wybrany produkt jest obecnie niedostępny w tej ilości\.$/ },
    { type: 'products_not_found', fault: 'return:products_not_found', says: /^Nie znaleziono wybranego produktu\.$/ },
    { type: 'order_invalidpoints', fault: 'return:order_invalidpoints', says: /^Nie można dodać produktu kupowanego za punkty\. Skontaktuj się z obsługą sklepu\.$/ },
    { type: 'basket_size', fault: 'return:basket_size', says: /^Twój koszyk zawiera już największą dozwoloną liczbę produktów\.$/ },
    // A reason the island has no words of its own for: the page's message after the generic error.
    { type: 'rebates_code_undefined', fault: 'return:rebates_code_undefined', says: /^Wystąpił błąd podczas dodawania produktu\. Podany kod rabatowy nie istnieje\.$/ },
  ];

  if (group === 'basket') describe('basketchange: the platform’s refusal reasons (return.php)', () => {
    let s: Sample | null = null;
    const shared = async (): Promise<Sample> => {
      if (s) return s;
      // One page for every reason, opened by the first reason's test and closed after the last.
      s = keepAcrossTests(await openSample('template-pages/projector-101', { view: 3, beforeGoto: async (page) => void (await page.addInitScript(errorRecorder)) }));
      await waitForIslands(s.page);
      await wakeProduct(s.page);
      await chooseSizeAndQuantity(s.page, 'M', '2');
      return s;
    };
    afterAll(async () => {
      await s?.close();
    });

    for (const r of REASONS) {
      test(`basketchange × return:${r.type} on template-pages/projector-101`, async () => {
        const call = `basketchange → return.php?type=${r.type}`;
        const row = results.get(call) ?? new Map<MatrixFault, 'pass' | 'fail'>();
        results.set(call, row);
        row.set('platform', 'fail');
        try {
          const page = (await shared()).page;
          await page.context().addCookies([{ name: 'mock_faults', value: encodeURIComponent(`basketchange:${r.fault}`), url: baseURL() }]);
          const alert = page.locator('#projector_buttons_section [role=alert]');
          await page.locator('#projector_button_basket').click();
          await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toMatch(r.says);
          await expect.poll(() => page.locator('#projector_button_basket').getAttribute('class')).not.toContain('--loading');
          expect(await page.locator('#projector_number').inputValue(), 'the amount kept').toBe('2');
          expect(await page.getByRole('dialog').count(), 'no added dialog').toBe(0);
          expect(await page.evaluate(() => (window as unknown as { __unhandled: string[] }).__unhandled)).toEqual([]);
          expect(s!.pageErrors).toEqual([]);
          // The post ended on the platform's return page for this reason.
          expect(s!.network.some((n) => n.method === 'GET' && n.url.includes(`/return.php?type=${r.type}`))).toBe(true);
          row.set('platform', 'pass');
        } catch (e) {
          failures.push({ call, fault: 'platform', error: String((e as Error)?.message ?? e).slice(0, 600) });
          throw e;
        }
      });
    }
  });

  const calls: readonly string[] = FAULT_GROUPS[group];
  for (const k of CALLS.filter((c) => calls.includes(c.call))) {
    describe(k.call, () => {
      for (const fault of FAULTS) {
        test(`${k.call} × ${fault} on ${k.page}`, async () => {
          const row = results.get(k.call) ?? new Map<MatrixFault, 'pass' | 'fail'>();
          results.set(k.call, row);
          row.set(fault, 'fail');
          try {
            await runCase(k, fault);
            row.set(fault, 'pass');
          } catch (e) {
            failures.push({ call: k.call, fault, error: String((e as Error)?.message ?? e).slice(0, 600) });
            throw e;
          }
        });
      }
    });
  }
}
