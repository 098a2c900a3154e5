/**
 * Passkeys in Chromium with a CDP virtual authenticator (ctap2, internal transport, resident keys, user
 * verification) against the mock accounts service, which verifies attestations and assertions for real:
 * register → log out → sign in; user verification failing; an unknown credential; a tampered signature;
 * the service's status 'error'; HTTP 500; a dropped connection; a browser without WebAuthn; axe.
 * WebAuthn needs a domain as RP ID (127.0.0.1 is refused), so these pages are opened on localhost.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { baseURL, chunkName, expectAxe, type FaultEndpoint, type FaultKind, openSample, resetMockShop, type Sample, type SampleOptions, setFault, waitForIslands, test } from './harness';

// One mock shop for every context: each test starts with no passkeys, challenges or tokens.
beforeEach(resetMockShop);

/** The preview on localhost (same server): a valid RP ID, unlike 127.0.0.1. */
const localBase = () => baseURL().replace('://127.0.0.1', '://localhost');
const local = (file: string) => `${localBase()}/html-samples/${file}.html`;

/** openSample, then the same page on localhost. */
async function openLocal(file: string, options: SampleOptions = {}): Promise<Sample> {
  const s = await openSample(file, { view: 3, ...options });
  await s.page.goto(local(file));
  await waitForIslands(s.page);
  return s;
}

/** The harness's fault (it also tells which failed requests are expected) plus its cookie for localhost. */
async function fault(s: Sample, endpoint: FaultEndpoint, kind: FaultKind): Promise<void> {
  await setFault(s.context, endpoint, kind);
  await s.context.addCookies([{ name: 'mock_faults', value: encodeURIComponent(`${endpoint}:${kind}`), url: localBase() }]);
}

interface WithAuthenticator extends Sample {
  cdp: CDPSession;
  authenticatorId: string;
}

/** Opens a sample with a virtual platform authenticator attached before the page loads. */
async function openWithAuthenticator(file: string, options: SampleOptions = {}): Promise<WithAuthenticator> {
  let cdp: CDPSession | undefined;
  let authenticatorId = '';
  const s = await openLocal(file, {
    ...options,
    beforeGoto: async (page, context) => {
      cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      }));
      await options.beforeGoto?.(page, context);
    },
  });
  return Object.assign(s, { cdp: cdp!, authenticatorId });
}

const SIGN_IN = 'Zaloguj się kluczem dostępu';
const REGISTER = 'Zapisz klucz dostępu na tym urządzeniu';
const signInButton = (page: Page) => page.getByRole('button', { name: SIGN_IN });
const region = (page: Page, role: 'alert' | 'status', scope = '[data-island]') => page.locator(`${scope} [role=${role}]`).first();

/** On client-new: types a login and saves a passkey with the keyboard. */
async function registerOnClientNew(page: Page, login: string): Promise<void> {
  await page.getByLabel('Login', { exact: true }).fill(login);
  const button = page.getByRole('button', { name: REGISTER });
  await button.waitFor();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => region(page, 'status', '[data-island=passkey-register]').textContent(), { timeout: 15_000 }).toContain(`Zapisano klucz dostępu dla konta ${login}.`);
  // As the platform leaves it after a saved passkey (its passkey sign-in link shows on this device from now on).
  expect(await page.evaluate(() => localStorage.getItem('expchckDeviceRegistered'))).toBe('true');
}

/** Registers on client-new, forgets the shop session ("log out") and goes to the sign-in page, same authenticator. */
async function registeredThenSignInPage(s: WithAuthenticator, login = 'passkeyfan'): Promise<void> {
  await registerOnClientNew(s.page, login);
  await s.context.clearCookies();
  await s.page.goto(local('signin'));
  await waitForIslands(s.page);
  await signInButton(s.page).waitFor();
}

async function pressSignIn(page: Page): Promise<void> {
  await signInButton(page).focus();
  await page.keyboard.press('Enter');
}

/** The password form next to the passkey control still takes input and can be submitted. */
async function expectPasswordFormUsable(page: Page): Promise<void> {
  const login = page.getByLabel('Login lub e-mail');
  await login.fill('jan.kowalski@example.com');
  expect(await login.inputValue()).toBe('jan.kowalski@example.com');
  expect(await page.getByRole('button', { name: 'Zaloguj się', exact: true }).isEnabled()).toBe(true);
  expect(await signInButton(page).getAttribute('aria-disabled')).toBeNull();
}

describe('passkeys with a virtual platform authenticator', () => {
  test('register → log out → sign in ends logged in (store, event, ck_cook; no token in storage); again with a higher counter', async () => {
    const s = await openWithAuthenticator('client-new');
    await expectAxe(s, 'client-new with the passkey controls');
    // The platform's wire form (reference section 13): text bodies without custom headers, the raw token, standard base64.
    const wire: Array<{ path: string; type: string | undefined; body: string }> = [];
    s.page.on('request', (r) => {
      if (r.url().includes('/webAuthn/')) wire.push({ path: new URL(r.url()).pathname, type: r.headers()['content-type'], body: r.postData() ?? '' });
    });
    await registeredThenSignInPage(s);
    expect(wire.map((w) => w.path)).toEqual(['/__mock/accounts/webAuthn/generateRegisterRequest.php', '/__mock/accounts/webAuthn/register.php']);
    expect(wire.every((w) => w.type === 'text/plain;charset=UTF-8')).toBe(true);
    expect(wire[0]!.body).toBe('preview-registration');
    const registerBody = JSON.parse(wire[1]!.body) as Record<string, unknown>;
    expect(registerBody).toMatchObject({ userLogin: 'passkeyfan', domain: 'localhost' });
    expect(String(registerBody.attestationObjectBase64)).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const { credentials } = await s.cdp.send('WebAuthn.getCredentials', { authenticatorId: s.authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    await s.page.evaluate(() => {
      const w = window as unknown as { __loggedIn: unknown[] };
      w.__loggedIn = [];
      document.addEventListener('storefront:logged-in', (e) => w.__loggedIn.push((e as CustomEvent).detail));
    });
    const tokens: string[] = [];
    s.page.on('response', (r) => {
      if (r.url().endsWith('/webAuthn/login.php')) void r.json().then((j: { loginToken?: string }) => j.loginToken && tokens.push(j.loginToken));
    });
    await pressSignIn(s.page);
    await expect.poll(() => region(s.page, 'status').textContent(), { timeout: 15_000 }).toBe('Zalogowano jako passkeyfan.');
    expect(await s.page.evaluate(() => (window as unknown as { __loggedIn: unknown[] }).__loggedIn)).toEqual([{ login: 'passkeyfan' }]);
    await expect.poll(async () => (await s.context.cookies()).find((c) => c.name === 'ck_cook')?.value).toBe('yes');
    const cookie = (await s.context.cookies()).find((c) => c.name === 'ck_cook')!;
    expect(Math.round((cookie.expires * 1000 - Date.now()) / 864e5)).toBe(30);
    expect(tokens).toHaveLength(1);
    const stored = await s.page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(tokens[0]);
    await expectAxe(s, 'signed in');

    // The same passkey again: the sign counter moved on and the mock accepted it.
    await pressSignIn(s.page);
    await expect.poll(() => tokens.length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => region(s.page, 'status').textContent()).toBe('Zalogowano jako passkeyfan.');
    const after = await s.cdp.send('WebAuthn.getCredentials', { authenticatorId: s.authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
    expect(s.consoleErrors).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  test('the Smile block on place-order: the link is a button, Space signs in, the message is in its --success span', async () => {
    const s = await openWithAuthenticator('client-new');
    await registerOnClientNew(s.page, 'anowak2');
    await s.page.goto(local('place-order'));
    await waitForIslands(s.page);
    const link = s.page.getByRole('button', { name: 'Błyskawicznie uzupełnij dane dostawy' });
    await link.waitFor();
    await link.focus();
    await s.page.keyboard.press(' ');
    const success = s.page.locator('.smile_web_authn__info.--success:not(.--success_checked)');
    await expect.poll(() => success.textContent(), { timeout: 15_000 }).toBe('Zalogowano jako anowak2.');
    expect(await success.isVisible()).toBe(true);
    await expectAxe(s, 'place-order after a passkey sign-in');
    expect(s.consoleErrors).toEqual([]);
  });

  describe('failures show their message in the alert region and leave the page usable', () => {
    async function failure(arrange: (s: WithAuthenticator) => Promise<void>, message: string, consoleError: boolean) {
      const s = await openWithAuthenticator('client-new');
      await registeredThenSignInPage(s);
      await arrange(s);
      await pressSignIn(s.page);
      await expect.poll(() => region(s.page, 'alert').textContent(), { timeout: 15_000 }).toContain(message);
      expect(await region(s.page, 'status').textContent()).toBe('');
      await expectPasswordFormUsable(s.page);
      const ours = s.consoleErrors.filter((c) => c.text.startsWith('[storefront:passkey-sign-in]'));
      expect(ours.length, 'a console error names the island').toBe(consoleError ? 1 : 0);
      expect(s.consoleErrors.filter((c) => !c.text.startsWith('[storefront:passkey-sign-in]'))).toEqual([]);
      expect(s.pageErrors).toEqual([]);
      await expectAxe(s, `after: ${message}`);
      await s.close();
    }

    test('user verification failing', async () => {
      await failure(
        async (s) => {
          await s.cdp.send('WebAuthn.setUserVerified', { authenticatorId: s.authenticatorId, isUserVerified: false });
        },
        'Przerwano użycie klucza dostępu albo nie potwierdzono tożsamości.',
        false,
      );
    });

    test('an unknown credential (the accounts service no longer knows it)', async () => {
      await failure(async () => {
        await fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });
      }, 'Serwis logowania odrzucił żądanie: Ten klucz dostępu nie jest zarejestrowany w sklepie.', true);
    });

    test('a tampered signature cannot pass the mock', async () => {
      await failure(async (s) => {
        await s.page.route('**/webAuthn/login.php', async (route) => {
          const body = JSON.parse(route.request().postData() ?? '{}') as { signatureBase64: string };
          // The platform's form: standard base64, a text/plain body.
          expect(body.signatureBase64).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
          const sig = Buffer.from(body.signatureBase64, 'base64');
          sig[sig.length - 1]! ^= 1;
          await route.continue({ postData: JSON.stringify({ ...body, signatureBase64: sig.toString('base64') }) });
        });
      }, 'Serwis logowania odrzucił żądanie: Nie udało się zweryfikować podpisu klucza dostępu.', true);
    });

    test('the accounts service answering status "error" with its errorMsg', async () => {
      await failure(async (s) => {
        await s.page.route('**/webAuthn/generateLoginRequest.php', (route) =>
          route.fulfill({ json: { status: 'error', errorMsg: 'Usługa logowania jest chwilowo wyłączona.', data: null, loginToken: null } }),
        );
      }, 'Serwis logowania odrzucił żądanie: Usługa logowania jest chwilowo wyłączona.', true);
    });

    test('HTTP 500', async () => {
      await failure((s) => fault(s, 'accounts:login', '500'), 'Serwis logowania zwrócił błąd (HTTP 500).', true);
    });

    test('a connection error', async () => {
      await failure((s) => fault(s, 'accounts:generateLoginRequest', 'abort'), 'Nie udało się połączyć z serwisem logowania.', true);
    });

    test('the shop refusing the login token', async () => {
      await failure(async (s) => {
        await s.page.route('**/webAuthn/login.php', (route) => route.fulfill({ json: { status: 'success', errorMsg: null, data: null, loginToken: 'forged' } }));
      }, 'Sklep nie przyjął tokenu logowania.', true);
    });
  });
});

/** The console's info lines of the localhost page (openLocal's first visit, at 127.0.0.1, says its own). */
function infoLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => {
    const at = m.location().url;
    if (m.type() === 'info' && at && new URL(at).hostname === 'localhost') lines.push(m.text());
  });
  return lines;
}

/**
 * Nothing to show, so the island stays asleep and its chunk (webauthn) is never fetched on the
 * localhost page; nor is the renderer where no other island renders at load (`renderer`).
 */
/** `renderer`: the renderer's chunk must not be fetched either (open the page with `saveData`: no warm-up). */
function expectAsleep(s: Sample, state: string | null, { renderer }: { renderer: boolean }): void {
  expect(state, 'the island stays asleep (its load job found no passkey to offer)').toBe('waiting');
  const unfetched = renderer ? ['webauthn', 'renderer'] : ['webauthn'];
  const fetched = s.network.filter((r) => new URL(r.url).hostname === 'localhost').map((r) => chunkName(r.url));
  expect(fetched.filter((n) => n !== null && unfetched.includes(n)), `none of ${unfetched.join(', ')} is fetched`).toEqual([]);
}

describe('without passkeys', () => {
  test('a browser without WebAuthn: no control, no error, the password form alone; axe clean', async () => {
    let info: string[] = [];
    // With the data saver on nothing is warmed up at idle: the renderer would be fetched only by a waking island.
    const s = await openLocal('signin', {
      saveData: true,
      beforeGoto: async (page) => {
        info = infoLines(page);
        await page.addInitScript(() => delete (window as unknown as { PublicKeyCredential?: unknown }).PublicKeyCredential);
      },
    });
    // The job has answered (its console line) before the island's state and the fetches are read.
    await expect.poll(() => info).toContain('[storefront:passkey-sign-in] passkeys unavailable (code 1, no-webauthn); the password form is the way in');
    expectAsleep(s, await s.page.locator('[data-island=passkey-sign-in]').getAttribute('data-storefront-passkey-sign-in'), { renderer: true });
    expect(await signInButton(s.page).count()).toBe(0);
    expect(await s.page.locator('[data-island=passkey-sign-in] [role]').count()).toBe(0);
    await s.page.getByLabel('Login lub e-mail').fill('jan');
    expect(await s.page.getByRole('button', { name: 'Zaloguj się', exact: true }).isEnabled()).toBe(true);
    expect(s.consoleErrors).toEqual([]);
    await expectAxe(s, 'sign-in page without WebAuthn');
  });

  test('the Smile block stays hidden on place-order without a platform authenticator (Chromium has none of its own)', async () => {
    let info: string[] = [];
    // The data saver on: nothing is warmed up at idle, so a fetched renderer would be an island's.
    const s = await openLocal('place-order', { saveData: true, beforeGoto: async (page) => void (info = infoLines(page)) });
    // No passkey saved on this device: the platform's own reason comes first (the device's flags).
    await expect.poll(() => info.filter((l) => l.startsWith('[storefront:passkey-sign-in] the Smile block stays hidden'))).toHaveLength(1);
    // Nothing on the page renders before an interaction (the dropdown waits for the shopper).
    expectAsleep(s, await s.page.locator('.smile_web_authn').getAttribute('data-storefront-passkey-sign-in'), { renderer: true });
    expect(await s.page.locator('.smile_web_authn').isVisible()).toBe(false);
    expect(s.consoleErrors).toEqual([]);
  });

  test('with JavaScript off the sign-in page is the password form, with no passkey control', async () => {
    const s = await openSample('signin', { view: 3, javaScriptEnabled: false });
    expect(await s.page.locator('[data-island=passkey-sign-in]').innerHTML()).toBe('');
    expect(await s.page.getByRole('button', { name: 'Zaloguj się', exact: true }).isVisible()).toBe(true);
  });
});
