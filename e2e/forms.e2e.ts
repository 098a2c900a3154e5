/**
 * The form validator in Chromium on the checkout (place-order), registration (client-new) and sign-in
 * samples: a whole form filled by keyboard and sent once, server errors on the right fields, autofill
 * re-checked in one request, a failing validation request that still lets the form go, a double submit
 * that sends one navigation, axe clean with errors shown. The preview has no /order1.php (404): the
 * navigation request itself is the proof that the form was posted natively.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxe, openReady, resetMockShop, type Sample, test } from './harness';

beforeEach(resetMockShop);

const open = openReady;

const stateOf = (page: Page, id: string) =>
  page.evaluate((fieldId) => {
    const w = document.getElementById(fieldId)?.closest('.f-feedback, .has-feedback');
    return ['empty', 'success', 'error'].find((s) => w?.classList.contains(`--${s}`)) ?? null;
  }, id);
/** The text of the field's message, reached as assistive technology reaches it (aria-describedby). */
const messageOf = (page: Page, id: string) =>
  page.evaluate((fieldId) => {
    const ids = (document.getElementById(fieldId)?.getAttribute('aria-describedby') ?? '').split(/\s+/);
    return ids.map((i) => document.getElementById(i)).find((el) => el?.classList.contains('f-message'))?.textContent ?? null;
  }, id);
const validations = (s: Sample) => s.network.filter((r) => r.method === 'POST' && r.url.includes('query=validateClientData'));
const posts = (s: Sample, path: string) => s.network.filter((r) => r.method === 'POST' && r.resourceType === 'document' && new URL(r.url).pathname === path);

/** Focus, type, Tab away: the keyboard path of one text field. */
async function typeInto(page: Page, id: string, text: string) {
  await page.locator(`#${id}`).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text, { delay: 20 });
  await page.keyboard.press('Tab');
}

/** Wakes the validator the way a shopper does (focus into the form) and waits until it listens. */
async function wake(page: Page, form: string, field: string) {
  await page.locator(`#${field}`).focus();
  await page.waitForSelector(`${form}[data-storefront-form-validator="mounted"]`);
}

const ORDER = { client_firstname: 'Jan', client_lastname: 'Kowalski', client_street: 'Kwiatowa', client_street_number: '5', client_zipcode: '00-950', client_city: 'Warszawa', client_phone: '123456789', client_email: 'nowy.klient@example.com' };

async function fillOrderByKeyboard(page: Page) {
  for (const [id, value] of Object.entries(ORDER)) await typeInto(page, id, value);
  // The country select (maybe shown as the dropdown island's combobox): chosen on the native select.
  await page.selectOption('#client_region', '1143020003');
  await page.locator('#terms_agree').focus();
  await page.keyboard.press('Space');
}

describe('place-order', () => {
  test('a whole form by keyboard: errors while typing, fixed, then sent natively exactly once', async () => {
    const s = await open('place-order');
    await wake(s.page, '#cop_form', 'client_firstname');
    await typeInto(s.page, 'client_email', 'jan@example');
    await expect.poll(() => stateOf(s.page, 'client_email')).toBe('error');
    expect(await messageOf(s.page, 'client_email')).toBe('Niepoprawnie wpisany adres e-mail. Wpisz pełny adres e-mail, np. jan.kowalski@example.com');
    expect(await s.page.getAttribute('#client_email', 'aria-invalid')).toBe('true');
    await expectAxe(s, 'an error shown');

    await fillOrderByKeyboard(s.page);
    for (const id of Object.keys(ORDER)) await expect.poll(() => stateOf(s.page, id), { message: id }).toBe('success');
    expect(await s.page.inputValue('#client_email')).toBe(ORDER.client_email);

    const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/order1.php'));
    await s.page.locator('#cop_submit').focus();
    await s.page.keyboard.press('Enter');
    const request = await nav;
    expect(request.method()).toBe('POST');
    expect(request.postData() ?? '').toContain('Kowalski');
    expect(posts(s, '/order1.php')).toHaveLength(1);
  });

  test('a failed submit marks the form and focuses the first error; axe clean with the errors shown', async () => {
    const s = await open('place-order');
    await wake(s.page, '#cop_form', 'client_firstname');
    await typeInto(s.page, 'client_firstname', 'Jan');
    await s.page.locator('#cop_submit').click();
    await s.page.waitForSelector('#cop_form.--fail-validation');
    expect(await s.page.evaluate(() => document.activeElement?.id)).toBe('client_lastname');
    expect(await stateOf(s.page, 'client_region')).toBe('error');
    expect(await stateOf(s.page, 'client_firm'), 'optional and empty').toBe('empty');
    expect(posts(s, '/order1.php')).toHaveLength(0);
    await expectAxe(s, 'failed submit');
  });

  test('server errors land on the right fields: bad NIP, existing client, postcode for the chosen country', async () => {
    const s = await open('place-order');
    await wake(s.page, '#cop_form', 'client_nip');
    await typeInto(s.page, 'client_nip', '5260250275');
    await expect.poll(() => stateOf(s.page, 'client_nip')).toBe('error');
    expect(await messageOf(s.page, 'client_nip')).toBe('Niepoprawny numer NIP.');
    await typeInto(s.page, 'client_nip', '526-025-02-74');
    await expect.poll(() => stateOf(s.page, 'client_nip')).toBe('success');

    await typeInto(s.page, 'client_email', 'jan.kowalski@example.com');
    await expect.poll(() => messageOf(s.page, 'client_email')).toContain('Konto z tym adresem e-mail już istnieje.');
    expect(await s.page.locator('#cop_form .f-message a[href="/signin.php"]').textContent()).toBe('Zaloguj się');

    await s.page.selectOption('#client_region', '1143020143'); // Niemcy
    await typeInto(s.page, 'client_zipcode', '00-950');
    await expect.poll(() => messageOf(s.page, 'client_zipcode')).toBe('Niepoprawny kod pocztowy. Poprawny format: XXXXX (X – cyfra, Y – litera).');
    await typeInto(s.page, 'client_zipcode', '10115');
    await expect.poll(() => stateOf(s.page, 'client_zipcode')).toBe('success');
    await expectAxe(s, 'server errors and the sign-in hint');
  });

  test('autofill: several values at once are re-checked together, in one request', async () => {
    const s = await open('place-order');
    await wake(s.page, '#cop_form', 'client_firstname');
    const before = validations(s).length;
    await s.page.evaluate((values) => {
      for (const [id, v] of Object.entries(values)) (document.getElementById(id) as HTMLInputElement).value = v;
      for (const id of Object.keys(values)) {
        const el = document.getElementById(id)!;
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, { ...ORDER, client_phone: '1234' });
    await expect.poll(() => stateOf(s.page, 'client_phone')).toBe('error');
    for (const id of ['client_firstname', 'client_lastname', 'client_street', 'client_zipcode', 'client_city', 'client_email']) {
      await expect.poll(() => stateOf(s.page, id), { message: id }).toBe('success');
    }
    expect(validations(s).length - before, 'one validateClientData request').toBe(1);
    expect(await messageOf(s.page, 'client_phone')).toBe('Wpisz swój telefon.');
  });

  test('the validation request failing still lets the form submit', async () => {
    const s = await open('place-order', { faults: { 'graphql:validateClientData': '500' } });
    await wake(s.page, '#cop_form', 'client_firstname');
    await fillOrderByKeyboard(s.page);
    await expect.poll(() => stateOf(s.page, 'client_email')).toBe('success');
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/order1.php'));
    await s.page.locator('#cop_submit').click();
    await nav;
    expect(validations(s).length).toBeGreaterThan(0);
  });

  test('before the validator wakes, the form posts natively (the shop validates)', async () => {
    const s = await open('place-order');
    expect(await s.page.getAttribute('#cop_form', 'data-storefront-form-validator')).toBe('waiting');
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/order1.php'));
    // No pointer, focus or key on the form: a theme script (or the shopper's very first Enter) sends it.
    await s.page.evaluate((values) => {
      for (const [id, v] of Object.entries(values)) (document.getElementById(id) as HTMLInputElement).value = v;
      (document.getElementById('client_region') as HTMLSelectElement).value = '1143020003';
      (document.getElementById('terms_agree') as HTMLInputElement).checked = true;
      (document.getElementById('cop_form') as HTMLFormElement).requestSubmit();
    }, ORDER);
    await nav;
    expect(validations(s)).toHaveLength(0);
  });

  test('a double submit sends one navigation', async () => {
    const s = await open('place-order', { faults: { 'graphql:validateClientData': 'slow:400' } });
    await wake(s.page, '#cop_form', 'client_firstname');
    await fillOrderByKeyboard(s.page);
    await expect.poll(() => stateOf(s.page, 'client_email'), { timeout: 5000 }).toBe('success');
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/order1.php'));
    await s.page.locator('#cop_submit').dblclick();
    await nav;
    await s.page.waitForLoadState('load');
    expect(posts(s, '/order1.php')).toHaveLength(1);
  });
});

describe('client-new', () => {
  test('a taken login with the proposal, a password equal to the login, a bad bank account', async () => {
    const s = await open('client-new');
    await wake(s.page, '#client_new_form', 'client_login');
    await typeInto(s.page, 'client_login', 'jkowalski');
    await expect.poll(() => stateOf(s.page, 'client_login')).toBe('error');
    expect(await messageOf(s.page, 'client_login')).toMatch(/^Ten login jest już zajęty\. Proponujemy: jkowalski\d+$/);
    await typeInto(s.page, 'client_login', 'nowy.klient');
    await expect.poll(() => stateOf(s.page, 'client_login')).toBe('success');
    await typeInto(s.page, 'client_password', 'nowy.klient');
    await expect.poll(() => messageOf(s.page, 'client_password')).toBe('Hasło nie może być takie samo jak login.');
    await typeInto(s.page, 'client_password', 'Sekret-2026');
    await expect.poll(() => stateOf(s.page, 'client_password')).toBe('success');
    await typeInto(s.page, 'client_password_repeat', 'Sekret-2025');
    await expect.poll(() => messageOf(s.page, 'client_password_repeat')).toBe('Hasła nie są takie same.');
    await typeInto(s.page, 'client_iban', '61 1090 1014 0000 0712 1981 2875');
    await expect.poll(() => messageOf(s.page, 'client_iban')).toBe('Format numeru konta bankowego jest niepoprawny');
    expect(s.network.some((r) => r.url.includes('/ajax/payments.php?action=verify_iban&bankAccount=61109010140000071219812875'))).toBe(true);
    await typeInto(s.page, 'client_iban', '61 1090 1014 0000 0712 1981 2874');
    await expect.poll(() => stateOf(s.page, 'client_iban')).toBe('success');
    await expectAxe(s, 'registration errors');
  });
});

describe('signin', () => {
  test('legacy fields: a message is created and tied to the field; the recovery form is checked on its own', async () => {
    const s = await open('signin');
    await wake(s.page, 'form.password-recover', 'user_mail_recover');
    await typeInto(s.page, 'user_mail_recover', 'jan@');
    await expect.poll(() => messageOf(s.page, 'user_mail_recover')).toContain('Niepoprawnie wpisany adres e-mail');
    expect(await s.page.evaluate(() => document.getElementById('user_mail_recover')!.closest('.has-feedback')!.className)).toContain('has-error');
    await expectAxe(s, 'legacy error');
    const nav = s.page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/password-recover.php'));
    await typeInto(s.page, 'user_mail_recover', 'jan.kowalski@example.com');
    // Tab left the field for the form's button: Enter sends the form.
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Wyślij link do zmiany hasła');
    await s.page.keyboard.press('Enter');
    await nav;
    expect(posts(s, '/password-recover.php')).toHaveLength(1);
  });
});
