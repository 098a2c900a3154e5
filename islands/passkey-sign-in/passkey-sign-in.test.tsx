import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mountProductIslands } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { mockShop, resetMockShop } from '../../fixtures/mock-shop/state';
import { SoftAuthenticator } from '../../fixtures/mock-shop/soft-authenticator';
import { unmountAll } from '../../core/mount/runtime';
import { getShopStore } from '../../core/store';
import { deleteCookie, getCookie } from '../../core/dom/cookies';
import { passkeyAttemptDone, passkeyButton, stubSoftAuthenticator, stubWebAuthn } from '../../fixtures/webauthn-stubs';
import { LOGIN_COOKIE_DELAY_MS } from '../../core/webauthn/login-cookie';
import { untilCalled, untilDom } from '../../fixtures/until';
import '../../fixtures/webauthn-matchers';
import { callAccounts, optionsFrom } from '../../core/webauthn/accounts';
import { createCredential } from '../../core/webauthn/json';
import { registerPayload } from '../../core/webauthn/payload';
import { isBase64, isBase64url } from '../../core/webauthn/base64url';

interface Sent {
  url: string;
  type: string | null;
  credentials: string;
  cache: string;
  headers: string[];
  body: string;
}
/** Every request the page makes, as the mock received it (the mock still answers: nothing is stubbed). */
function recordRequests(): Sent[] {
  const sent: Sent[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    const entry: Sent = { url: request.url, type: request.headers.get('content-type'), credentials: request.credentials, cache: request.cache, headers: [...request.headers.keys()].map((k) => k.toLowerCase()), body: '' };
    sent.push(entry);
    void copy.text().then((t) => (entry.body = t));
  };
  server.events.on('request:start', listener);
  afterEachCleanups.push(() => server.events.removeListener('request:start', listener));
  return sent;
}
const afterEachCleanups: Array<() => void> = [];

const sample = (file: string) => readFileSync(resolve(import.meta.dirname, '../../html-samples', file), 'utf8');
/** The sample's <main> as the server sends it, inside the page-type container. */
function loadSample(file: string, type: string, edit: (html: string) => string = (h) => h): void {
  const main = /<main id="content"[\s\S]*?<\/main>/.exec(sample(file))![0];
  document.body.innerHTML = `<div id="container" class="${type}_page">${edit(main)}</div>`;
}
const loadSignin = (edit?: (html: string) => string) => loadSample('signin.html', 'signin', edit);
const mount = () => mountProductIslands(['passkey-sign-in']);
const BASE = '/__mock/accounts/webAuthn/';
const ACTION = /zaloguj się kluczem dostępu/i;
const action = () => passkeyButton(ACTION);

let auth: SoftAuthenticator;
/** A passkey for jkowalski, registered with the mock the way the register island does it (islands never import each other). */
async function registered(): Promise<void> {
  // The platform's form: the raw authorizeToken, which names the shopper.
  const request = await callAccounts(BASE, 'generateRegisterRequest', 'authorize-jkowalski');
  const credential = await createCredential(optionsFrom(request, 'generateRegisterRequest'));
  await callAccounts(BASE, 'register', registerPayload(credential, 'jkowalski', 'shop.test'));
}

beforeEach(() => {
  auth = new SoftAuthenticator('http://shop.test');
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  for (const undo of afterEachCleanups.splice(0)) undo();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  deleteCookie('ck_cook');
});

const alert = () => screen.getByRole('alert');
const status = () => screen.getByRole('status');

describe('<PasskeySignIn> on the sign-in page', () => {
  it('without our JS the marker is empty: the password form alone', () => {
    loadSignin();
    const marker = document.querySelector('[data-island="passkey-sign-in"]')!;
    expect(marker.children).toHaveLength(0);
    expect(marker.closest('#signin-form')).not.toBeNull();
  });

  it('signs in: status message, the session slice, storefront:logged-in, ck_cook; no token kept in storage', async () => {
    stubSoftAuthenticator(auth);
    await registered();
    loadSignin();
    const heard = vi.fn();
    document.addEventListener('storefront:logged-in', (e) => heard(e.detail));
    await mount();
    const button = await action();
    // The login cookie waits 500 ms on the page's clock: a fake one from the press on (a plain click, as
    // user-event's own pauses would wait on that clock too).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await passkeyAttemptDone();
    expect(status()).toHaveTextContent('Zalogowano jako jkowalski.');
    expect(alert()).toHaveTextContent('');
    expect(getShopStore().getState().session).toMatchObject({ logged: true, login: 'jkowalski' });
    expect(heard).toHaveBeenCalledWith({ login: 'jkowalski' });
    expect(mockShop().loggedInAs).toBe('jkowalski');
    expect(getCookie('ck_cook')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_COOKIE_DELAY_MS));
    expect(getCookie('ck_cook')).toBe('yes');
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('while an attempt runs the button says so, is aria-disabled, and a second press starts nothing', async () => {
    stubSoftAuthenticator(auth);
    await registered();
    let calls = 0;
    let release: () => void = () => {};
    let reached: () => void = () => {};
    const held = new Promise<void>((r) => (reached = r));
    server.use(
      http.post('*/__mock/accounts/webAuthn/generateLoginRequest.php', async () => {
        calls += 1;
        const released = new Promise<void>((r) => (release = r));
        reached();
        await released;
        return HttpResponse.json({ status: 'error', errorMsg: 'stop', data: null, loginToken: null });
      }),
    );
    loadSignin();
    await mount();
    const button = await action();
    await userEvent.click(button);
    // The press renders the busy state at once (the click is wrapped in act).
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Logowanie kluczem dostępu…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    // The request is held in the mock until released: release it only once it is there.
    await held;
    release();
    await passkeyAttemptDone();
    expect(alert()).toHaveTextContent('stop');
    expect(calls).toBe(1);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  describe('each failure shows its message in the alert region and leaves the password form usable', () => {
    async function failWith(setup: () => void | Promise<void>, expected: RegExp | string, consoleLevel: 'error' | 'info' = 'error') {
      stubSoftAuthenticator(auth);
      await registered();
      await setup();
      loadSignin();
      await mount();
      const log = vi.spyOn(console, consoleLevel).mockImplementation(() => {});
      const error = consoleLevel === 'info' ? vi.spyOn(console, 'error') : null;
      await userEvent.click(await action());
      await passkeyAttemptDone();
      expect(alert()).toHaveTextContent(expected);
      expect(log.mock.calls.some((c) => String(c[0]).startsWith('[storefront:passkey-sign-in] passkey attempt failed'))).toBe(true);
      if (error) expect(error).not.toHaveBeenCalled();
      expect(status()).toHaveTextContent('');
      expect(getShopStore().getState().session.logged).toBe(false);
      // The password form is untouched and still takes input.
      const login = screen.getByLabelText('Login lub e-mail');
      await userEvent.type(login, 'jan');
      expect(login).toHaveValue('jan');
      expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
      expect(screen.getByRole('button', { name: ACTION })).not.toHaveAttribute('aria-disabled');
    }

    it('the shopper cancels (NotAllowedError), logged as info only', async () => {
      await failWith(() => {
        stubWebAuthn({ get: () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')) });
      }, 'Przerwano użycie klucza dostępu albo nie potwierdzono tożsamości.', 'info');
    });

    it('an unknown credential (the service does not know this passkey)', async () => {
      await failWith(() => {
        const kept = mockShop().passkeys.credentials.size;
        expect(kept).toBe(1);
        resetMockShop();
      }, 'Serwis logowania odrzucił żądanie: Ten klucz dostępu nie jest zarejestrowany w sklepie.');
    });

    it('status "error" with errorMsg, shown as text (markup stays text)', async () => {
      await failWith(() => {
        server.use(http.post('*/__mock/accounts/webAuthn/generateLoginRequest.php', () => HttpResponse.json({ status: 'error', errorMsg: '<b>Konto zablokowane</b>', data: null, loginToken: null })));
      }, 'Serwis logowania odrzucił żądanie: <b>Konto zablokowane</b>');
      expect(alert().querySelector('b')).toBeNull();
    });

    it('status "error" without errorMsg ("Unknown error occured.") gets the general refusal', async () => {
      await failWith(() => {
        server.use(http.post('*/__mock/accounts/webAuthn/generateLoginRequest.php', () => HttpResponse.json({ status: 'error', errorMsg: '', data: null, loginToken: null })));
      }, 'Serwis logowania odrzucił żądanie. Spróbuj ponownie');
    });

    it('HTTP 500 from the accounts service', async () => {
      await failWith(() => setFault('accounts:login', '500'), 'Serwis logowania zwrócił błąd (HTTP 500).');
    });

    it('the platform\'s own refusal (fault "platform"): errorMsg from generateLoginRequest, ms from login.php', async () => {
      await failWith(() => setFault('accounts:generateLoginRequest', 'platform'), 'Serwis logowania odrzucił żądanie: Service temporarily unavailable');
    });

    it('login.php refusing in `ms` (fault "platform")', async () => {
      await failWith(() => setFault('accounts:login', 'platform'), 'Serwis logowania odrzucił żądanie: Service temporarily unavailable');
    });

    it('a connection error', async () => {
      await failWith(() => setFault('accounts', 'abort'), 'Nie udało się połączyć z serwisem logowania.');
    });

    it.each(['redirect:302', 'redirect:307'] as const)('the accounts address answering %s: a connection error naming it; nothing reaches the other origin, no loginByIAIAccountsToken', async (kind) => {
      const sent = recordRequests();
      // The redirect goes to the mock's other service (handlers/elsewhere.ts): options for any passkey, another shopper's token.
      await failWith(() => setFault('accounts', kind), 'Nie udało się połączyć z serwisem logowania.');
      expect(vi.mocked(console.error)).toHaveBeenCalledWith(
        '[storefront:passkey-sign-in] passkey attempt failed (connection): POST /__mock/accounts/webAuthn/generateLoginRequest.php failed: answered with a redirect, which a call carrying credentials does not follow (nothing was sent on)',
      );
      expect(sent.filter((r) => r.url.includes('/__mock/elsewhere/') || r.url.includes('loginByToken'))).toEqual([]);
      expect(mockShop().elsewhere).toEqual([]);
      expect(mockShop().loggedInAs).toBeNull();
    });

    it('the response missing: no body, or login without a loginToken', async () => {
      await failWith(() => {
        server.use(http.post('*/__mock/accounts/webAuthn/generateLoginRequest.php', () => new HttpResponse('', { status: 200 })));
      }, 'Serwis logowania nie przysłał odpowiedzi.');
    });

    it('login replying success without a loginToken ("loginToken" is invalid.)', async () => {
      await failWith(() => {
        server.use(http.post('*/__mock/accounts/webAuthn/login.php', () => HttpResponse.json({ status: 'success', errorMsg: null, data: null, loginToken: null })));
      }, 'Sklep nie przyjął tokenu logowania.');
    });

    it('an invalid loginToken (the shop\'s loginByIAIAccountsToken says error)', async () => {
      await failWith(() => {
        server.use(http.post('*/__mock/accounts/webAuthn/login.php', () => HttpResponse.json({ status: 'success', errorMsg: null, data: null, loginToken: 'forged' })));
      }, 'Sklep nie przyjął tokenu logowania.');
    });

    it('the shop\'s GraphQL failing with HTTP 500', async () => {
      await failWith(() => setFault('graphql:loginByToken', '500'), 'HTTP 500');
    });
  });

  it('tries again after a failure and then succeeds', async () => {
    stubSoftAuthenticator(auth);
    await registered();
    setFault('accounts:generateLoginRequest', '500');
    loadSignin();
    await mount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const button = await action();
    await userEvent.click(button);
    await passkeyAttemptDone();
    expect(alert()).toHaveTextContent('HTTP 500');
    const { clearFaults } = await import('../../fixtures/mock-shop/faults');
    clearFaults();
    await userEvent.click(button);
    await passkeyAttemptDone();
    expect(status()).toHaveTextContent('Zalogowano jako jkowalski.');
    expect(alert()).toHaveTextContent('');
  });

  describe('the wire: the platform\'s form by default, the spec\'s on request', () => {
    const signIn = async () => {
      await mount();
      await userEvent.click(await action());
      await passkeyAttemptDone();
      expect(status()).toHaveTextContent('Zalogowano jako jkowalski.');
    };
    const accounts = (sent: Sent[]) => sent.filter((r) => r.url.includes('/webAuthn/'));

    it('text bodies without headers, credentials included, no-cache, standard base64; then loginByIAIAccountsToken as a literal', async () => {
      stubSoftAuthenticator(auth);
      await registered();
      loadSignin();
      const sent = recordRequests();
      await signIn();
      const [generate, login] = accounts(sent);
      expect(accounts(sent).map((r) => new URL(r.url).pathname)).toEqual(['/__mock/accounts/webAuthn/generateLoginRequest.php', '/__mock/accounts/webAuthn/login.php']);
      for (const r of [generate!, login!]) {
        expect(r).toMatchObject({ type: 'text/plain;charset=UTF-8', credentials: 'include' });
        expect(r.headers).toEqual(['content-type']);
      }
      expect(JSON.parse(generate!.body)).toEqual({ domain: 'shop.test' });
      const body = JSON.parse(login!.body) as Record<string, string>;
      expect(Object.keys(body)).toEqual(['domain', 'publicKeyCredentialBinRawId', 'clientDataJSONBase64', 'authenticatorDataBase64', 'signatureBase64', 'userHandleBinBase64']);
      for (const k of Object.keys(body).slice(1)) expect(isBase64(body[k]), `${k}: ${body[k]}`).toBe(true);
      const gql = sent.find((r) => r.url.includes('/graphql/v1/'))!;
      expect(new URL(gql.url).search).toBe('?mutation=loginByToken');
      expect(JSON.parse(gql.body)).toEqual({ query: expect.stringMatching(/^mutation \{ loginByIAIAccountsToken\(token: "[\w-]+"\) \{ status login \} \}$/) });
    });

    it('login.php\'s refusal text comes from its `ms`', async () => {
      stubSoftAuthenticator(auth);
      await registered();
      mockShop().passkeys.credentials.clear();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      loadSignin();
      const sent = recordRequests();
      await mount();
      await userEvent.click(await action());
      await passkeyAttemptDone();
      expect(alert()).toHaveTextContent('Serwis logowania odrzucił żądanie: Ten klucz dostępu nie jest zarejestrowany w sklepie.');
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[storefront:passkey-sign-in] passkey attempt failed (service): login replied status "error": Ten klucz'));
      expect(accounts(sent)).toHaveLength(2);
    });

    it('no data-accounts-url: app_shop.vars.IAIAccountsUrl, else https://accounts.idosell.com/', async () => {
      stubSoftAuthenticator(auth);
      await registered();
      loadSignin((h) => h.replace(' data-accounts-url="/__mock/accounts/webAuthn/"', ''));
      const sent = recordRequests();
      await signIn();
      expect(accounts(sent).map((r) => r.url)).toEqual(['https://accounts.idosell.com/webAuthn/generateLoginRequest.php', 'https://accounts.idosell.com/webAuthn/login.php']);

      act(() => unmountAll());
      vi.stubGlobal('app_shop', { vars: { IAIAccountsUrl: 'http://shop.test/__mock/accounts/' } });
      loadSignin((h) => h.replace(' data-accounts-url="/__mock/accounts/webAuthn/"', ''));
      sent.length = 0;
      await signIn();
      expect(accounts(sent).map((r) => r.url)).toEqual(['http://shop.test/__mock/accounts/webAuthn/generateLoginRequest.php', 'http://shop.test/__mock/accounts/webAuthn/login.php']);
    });

    it('data-accounts-format="spec": JSON bodies with Content-Type application/json, base64url; the mock answers in kind', async () => {
      stubSoftAuthenticator(auth);
      await registered();
      loadSignin((h) => h.replace('data-island="passkey-sign-in"', 'data-island="passkey-sign-in" data-accounts-format="spec"'));
      const sent = recordRequests();
      await signIn();
      const [generate, login] = accounts(sent);
      expect(generate).toMatchObject({ type: 'application/json', credentials: 'include' });
      const body = JSON.parse(login!.body) as Record<string, string>;
      for (const k of Object.keys(body).slice(1)) expect(isBase64url(body[k]), `${k}: ${body[k]}`).toBe(true);
    });
  });

  describe('availability', () => {
    it('while the platform check is pending nothing is shown and no ARIA is added', async () => {
      // Every check (the load job's, then the island's own once woken) waits for the one answer.
      let yes = false;
      const asked: Array<(yes: boolean) => void> = [];
      stubWebAuthn({ platform: () => new Promise<boolean>((r) => (yes ? r(true) : asked.push(r))) });
      loadSignin();
      await mount();
      const marker = document.querySelector('[data-island="passkey-sign-in"]')!;
      expect(marker.querySelector('button, [role]')).toBeNull();
      // The load job asked; the island (and the renderer) wait for its answer.
      expect(asked).toHaveLength(1);
      expect(marker.getAttribute('data-storefront-passkey-sign-in')).toBe('waiting');
      yes = true;
      asked.splice(0).forEach((r) => r(true));
      expect(await action()).toBeDefined();
    });

    it('no WebAuthn in the browser: nothing shown, a console.info with code 1, no error', async () => {
      vi.stubGlobal('PublicKeyCredential', undefined);
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error');
      loadSignin();
      await mount();
      await untilCalled(info, (line) => String(line).includes('code 1, no-webauthn'));
      expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(error).not.toHaveBeenCalled();
    });

    it('no platform authenticator: hidden too', async () => {
      stubWebAuthn({ platform: false });
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      loadSignin();
      await mount();
      await untilCalled(info, (line) => String(line).includes('no-platform-authenticator'));
      expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
    });

    it('data-passkey-unsupported="disable": the button stays, aria-disabled, with the code 1 message', async () => {
      stubWebAuthn({ platform: false });
      vi.spyOn(console, 'info').mockImplementation(() => {});
      loadSignin((h) => h.replace('data-island="passkey-sign-in"', 'data-island="passkey-sign-in" data-passkey-unsupported="disable"'));
      await mount();
      const button = await action();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(status()).toHaveTextContent('nie obsługuje kluczy dostępu (kod 1)');
      expect(alert()).toHaveTextContent('');
      await userEvent.click(button);
      expect(navigator.credentials.get).not.toHaveBeenCalled();
    });

    it('a page flag turns it off for the browser (Opera here)', async () => {
      stubWebAuthn();
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0');
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      loadSignin((h) => h.replace('data-island="passkey-sign-in"', 'data-island="passkey-sign-in" data-passkey-off="mac,opera"'));
      await mount();
      await untilCalled(info, (line) => String(line).includes('turned-off:opera'));
      expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
    });

    it('bad data-* values are reported by name and value', async () => {
      stubWebAuthn();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      loadSignin((h) => h.replace('data-island="passkey-sign-in"', 'data-island="passkey-sign-in" data-passkey-off="linux" data-accounts-format="json"'));
      await mount();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('[storefront:passkey-sign-in] data-passkey-off has "linux"'));
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/passkey-sign-in.*accounts-format.*json/));
      // The platform's form stays in use.
      expect(await action()).toBeDefined();
    });
  });

  it('unmounting mid-attempt stops it quietly and removes the control', async () => {
    let aborted: AbortSignal | undefined;
    const credentials = stubWebAuthn({
      get: (o) =>
        new Promise((_, reject) => {
          aborted = o.signal ?? undefined;
          o.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    loadSignin();
    await mount();
    const error = vi.spyOn(console, 'error');
    await userEvent.click(await action());
    // The attempt reaches the authenticator after the login request's round trip.
    await untilCalled(credentials.get);
    expect(aborted).toBeDefined();
    act(() => unmountAll());
    expect(aborted!.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(error).not.toHaveBeenCalled();
  });
});

describe('<PasskeySignIn> on the Smile express-checkout block (place-order)', () => {
  const loadPlaceOrder = () => loadSample('place-order.html', 'place-order');
  const block = () => document.querySelector<HTMLElement>('.smile_web_authn')!;
  const link = () => within(block()).getByText('Błyskawicznie uzupełnij dane dostawy');
  // The platform offers the block only on a device that saved a passkey (core/webauthn/device.ts).
  beforeEach(() => localStorage.setItem('expchckDeviceRegistered', 'true'));
  afterEach(() => {
    localStorage.removeItem('expchckDeviceRegistered');
    localStorage.removeItem('expchckSaveDevice');
  });

  it.each([
    ['no passkey saved on this device', () => localStorage.removeItem('expchckDeviceRegistered')],
    ['the shopper chose not to save this device', () => localStorage.setItem('expchckSaveDevice', 'false')],
  ])('%s: the block stays hidden, as the platform leaves it', async (_, arrange) => {
    stubSoftAuthenticator(auth);
    arrange();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    loadPlaceOrder();
    const before = block().outerHTML;
    await mount();
    // Its load job leaves it asleep (no renderer for nothing to show) and says why, once.
    expect(block().getAttribute('data-storefront-passkey-sign-in')).toBe('waiting');
    // The server's block as it was, but for the island's state.
    expect(block().outerHTML.replace(/ data-storefront-passkey-sign-in="[^"]*"/, '')).toBe(before);
    expect(block()).toHaveClass('--hide');
    expect(info.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('the Smile block stays hidden'))).toHaveLength(1);
  });

  it('stays hidden (the server\'s --hide) until passkeys are confirmed, then the link is a button', async () => {
    stubSoftAuthenticator(auth);
    loadPlaceOrder();
    expect(block()).toHaveClass('--hide');
    expect(link()).not.toHaveAttribute('role');
    await mount();
    await untilDom(() => !block().classList.contains('--hide'));
    expect(screen.getByRole('button', { name: 'Błyskawicznie uzupełnij dane dostawy' })).toBe(link());
  });

  it('Space on the link signs in; the message goes to the block\'s --success span', async () => {
    stubSoftAuthenticator(auth);
    await registered();
    loadPlaceOrder();
    await mount();
    await untilDom(() => link().getAttribute('role') === 'button');
    link().focus();
    await userEvent.keyboard(' ');
    await passkeyAttemptDone();
    const success = block().querySelector('.smile_web_authn__info.--success:not(.--success_checked)')!;
    expect(success).toHaveTextContent('Zalogowano jako jkowalski.');
    expect(success).not.toHaveClass('--hide');
    expect(getShopStore().getState().session.login).toBe('jkowalski');
  });

  it('an error goes to the --error.--authn span (role=alert), never to --saveDevice; unmount puts the server block back', async () => {
    stubSoftAuthenticator(auth);
    setFault('accounts', 'abort');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadPlaceOrder();
    await mount();
    await untilDom(() => link().getAttribute('role') === 'button');
    fireEvent.click(link());
    await passkeyAttemptDone();
    const authn = block().querySelector('.--error.--authn')!;
    expect(authn).toHaveTextContent('Nie udało się połączyć z serwisem logowania.');
    expect(authn).toHaveAttribute('role', 'alert');
    expect(authn).not.toHaveClass('--hide');
    expect(block().querySelector('.--saveDevice')).toHaveClass('--hide');
    act(() => unmountAll());
    expect(block()).toHaveClass('--hide');
    expect(link()).not.toHaveAttribute('role');
    expect(authn).toHaveTextContent('');
  });

  it('hidden and quiet where passkeys are unavailable', async () => {
    stubWebAuthn({ platform: false });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    loadPlaceOrder();
    await mount();
    await untilCalled(info);
    expect(block()).toHaveClass('--hide');
    expect(link()).not.toHaveAttribute('role');
  });
});
