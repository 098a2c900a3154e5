import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountProductIslands } from '../../fixtures/product-page';
import { setFault } from '../../fixtures/mock-shop/faults';
import { mockShop } from '../../fixtures/mock-shop/state';
import { SoftAuthenticator } from '../../fixtures/mock-shop/soft-authenticator';
import { getShopStore } from '../../core/store';
import { passkeyAttemptDone, passkeyButton, stubSoftAuthenticator, stubWebAuthn } from '../../fixtures/webauthn-stubs';
import '../../fixtures/webauthn-matchers';
import { server } from '../../fixtures/mock-shop/server';
import { isBase64, isBase64url } from '../../core/webauthn/base64url';
import { untilCalled, untilDom } from '../../fixtures/until';

const sample = readFileSync(resolve(import.meta.dirname, '../../html-samples/client-new.html'), 'utf8');
/** The registration page's <main> as the server sends it. */
function loadClientNew(edit: (html: string) => string = (h) => h): void {
  const main = /<main id="content"[\s\S]*?<\/main>/.exec(sample)![0];
  document.body.innerHTML = `<div id="container" class="client-new_page registration_page">${edit(main)}</div>`;
}
const marker = (attrs: string) => (h: string) => h.replace(/<div class="client-new__passkey"[^>]*><\/div>/, `<div class="client-new__passkey" data-island="passkey-register" ${attrs}></div>`);
const BASE = 'data-accounts-url="/__mock/accounts/webAuthn/"';
const mount = () => mountProductIslands(['passkey-register']);
const ACTION = /zapisz klucz dostępu na tym urządzeniu/i;
const alert = () => document.querySelector<HTMLElement>('.client-new__passkey [role="alert"]')!;
const status = () => document.querySelector<HTMLElement>('.client-new__passkey [role="status"]')!;
const saved = () => [...mockShop().passkeys.credentials.values()].map((p) => p.login);
const action = () => passkeyButton(ACTION);
const attemptDone = passkeyAttemptDone;

let auth: SoftAuthenticator;
beforeEach(() => {
  auth = new SoftAuthenticator('http://shop.test');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The platform's device flags (device.ts): each test starts on a device that saved nothing.
  localStorage.removeItem('expchckDeviceRegistered');
  localStorage.removeItem('expchckSaveDevice');
});

describe('<PasskeyRegister> on the registration page', () => {
  it('without our JS the marker is empty', () => {
    loadClientNew();
    expect(document.querySelector('[data-island="passkey-register"]')!.children).toHaveLength(0);
  });

  it('saves a passkey for the login the shopper typed; the mock verified it for real', async () => {
    stubSoftAuthenticator(auth);
    loadClientNew();
    await mount();
    await userEvent.type(screen.getByLabelText('Login'), 'nowyklient');
    await userEvent.click(await action());
    await attemptDone();
    expect(status()).toHaveTextContent('Zapisano klucz dostępu dla konta nowyklient.');
    expect(alert()).toHaveTextContent('');
    expect(saved()).toEqual(['nowyklient']);
    expect(auth.credentials).toHaveLength(1);
    // As the platform leaves it: its passkey sign-in link shows on this device from now on.
    expect(localStorage.getItem('expchckDeviceRegistered')).toBe('true');
    // Saving a passkey does not sign anybody in.
    expect(getShopStore().getState().session.logged).toBe(false);
  });

  it('is not offered where the shopper chose not to save this device (expchckSaveDevice "false"), as the platform does', async () => {
    stubSoftAuthenticator(auth);
    localStorage.setItem('expchckSaveDevice', 'false');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    loadClientNew(marker(`${BASE} data-user-login="jkowalski" data-authorize-token="authorize-jkowalski"`));
    await mount();
    // Its load job leaves it asleep (nothing to show, no renderer) and says why.
    expect(document.querySelector('[data-island="passkey-register"]')!.getAttribute('data-storefront-passkey-register')).toBe('waiting');
    expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
    expect(info.mock.calls.map((c) => String(c[0]))).toContain('[storefront:passkey-register] not offered: localStorage expchckSaveDevice is "false" (the shopper chose not to save this device)');
    expect(saved()).toEqual([]);
    expect(localStorage.getItem('expchckDeviceRegistered')).toBeNull();
  });

  it('data-user-login (a logged-in shopper) wins over the field; a passkey sign-in\'s login is the last resort', async () => {
    stubSoftAuthenticator(auth);
    loadClientNew(marker(`${BASE} data-user-login="jkowalski" data-authorize-token="authorize-jkowalski"`));
    await mount();
    await userEvent.type(screen.getByLabelText('Login'), 'ktos');
    await userEvent.click(await action());
    await attemptDone();
    expect(status()).toHaveTextContent('jkowalski');
    expect(saved()).toEqual(['jkowalski']);
  });

  it('uses the session\'s login when the page names none', async () => {
    stubSoftAuthenticator(auth);
    loadClientNew(marker(`${BASE} data-authorize-token="authorize-anowak"`));
    await mount();
    act(() => getShopStore().getState().session.setSession({ logged: true, login: 'anowak' }));
    await userEvent.click(await action());
    await attemptDone();
    expect(saved()).toEqual(['anowak']);
  });

  describe('failures show their message and leave the registration form alone', () => {
    async function failWith(edit: (h: string) => string, expected: string, before: () => void = () => {}) {
      stubSoftAuthenticator(auth);
      before();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'info').mockImplementation(() => {});
      loadClientNew(edit);
      await mount();
      await userEvent.type(screen.getByLabelText('Login'), 'nowyklient');
      await userEvent.click(await action());
      await attemptDone();
      expect(alert()).toHaveTextContent(expected);
      expect(status()).toHaveTextContent('');
      expect(saved()).toEqual([]);
      expect(screen.getByLabelText('Login')).toHaveValue('nowyklient');
    }

    it('no login typed: userLogin missing, nothing sent', async () => {
      stubSoftAuthenticator(auth);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      loadClientNew();
      await mount();
      await userEvent.click(await action());
      await attemptDone();
      expect(alert()).toHaveTextContent('brakuje loginu klienta lub tokenu autoryzacji');
      expect(navigator.credentials.create).not.toHaveBeenCalled();
      expect(mockShop().passkeys.challenges.size).toBe(0);
    });

    it('no authorize token on the page', async () => {
      await failWith(marker(`${BASE} data-login-field="#client_login"`), 'brakuje loginu klienta lub tokenu autoryzacji');
    });

    it('the service refusing (a token for another login), its errorMsg shown', async () => {
      await failWith(marker(`${BASE} data-login-field="#client_login" data-authorize-token="authorize-anowak"`), 'Serwis logowania odrzucił żądanie: userLogin nie zgadza się z żądaniem rejestracji.');
    });

    it('the service refusing a token it does not know, at generateRegisterRequest', async () => {
      await failWith(marker(`${BASE} data-login-field="#client_login" data-authorize-token="made-up"`), 'Serwis logowania odrzucił żądanie: Nieprawidłowy authorizeToken.');
    });

    it('HTTP 500 on register', async () => {
      await failWith((h) => h, 'Serwis logowania zwrócił błąd (HTTP 500).', () => setFault('accounts:register', '500'));
    });

    it('a connection error', async () => {
      await failWith((h) => h, 'Nie udało się połączyć z serwisem logowania.', () => setFault('accounts:generateRegisterRequest', 'abort'));
    });

    it('a passkey already on this device (InvalidStateError)', async () => {
      await failWith((h) => h, 'jest już zapisany na tym urządzeniu', () => {
        stubWebAuthn({ create: () => Promise.reject(new DOMException('exists', 'InvalidStateError')) });
      });
    });

    it('the shopper cancelling', async () => {
      await failWith((h) => h, 'Przerwano użycie klucza dostępu', () => {
        stubWebAuthn({ create: () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')) });
      });
    });
  });

  it('reports a data-login-field that names no input', async () => {
    stubSoftAuthenticator(auth);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadClientNew(marker(`${BASE} data-login-field="#nope" data-authorize-token="x"`));
    await mount();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[storefront:passkey-register] data-login-field="#nope" names no input'));
  });

  it('hidden where passkeys are unavailable', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    loadClientNew();
    await mount();
    await untilCalled(info, (line) => String(line).includes('[storefront:passkey-register] passkeys unavailable (code 1'));
    expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
  });
});

describe('<PasskeyRegister> on the wire', () => {
  /** The accounts service's requests as the mock received them (it still answers them). */
  function recordAccounts(): Array<{ path: string; type: string | null; credentials: string; body: Promise<string> }> {
    const sent: Array<{ path: string; type: string | null; credentials: string; body: Promise<string> }> = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/webAuthn/')) sent.push({ path: new URL(request.url).pathname, type: request.headers.get('content-type'), credentials: request.credentials, body: request.clone().text() });
    };
    server.events.on('request:start', listener);
    cleanups.push(() => server.events.removeListener('request:start', listener));
    return sent;
  }
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const undo of cleanups.splice(0)) undo();
  });

  it('the platform\'s form: the raw authorizeToken as text, then register as JSON text with standard base64', async () => {
    stubSoftAuthenticator(auth);
    loadClientNew(marker(`${BASE} data-user-login="jkowalski" data-authorize-token="authorize-jkowalski"`));
    const sent = recordAccounts();
    await mount();
    await userEvent.click(await action());
    await attemptDone();
    expect(status()).toHaveTextContent('jkowalski');
    expect(sent.map((r) => [r.path, r.type, r.credentials])).toEqual([
      ['/__mock/accounts/webAuthn/generateRegisterRequest.php', 'text/plain;charset=UTF-8', 'include'],
      ['/__mock/accounts/webAuthn/register.php', 'text/plain;charset=UTF-8', 'include'],
    ]);
    expect(await sent[0]!.body).toBe('authorize-jkowalski');
    const body = JSON.parse(await sent[1]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ userLogin: 'jkowalski', domain: 'shop.test', authenticatorTransportMethods: ['internal'] });
    expect(isBase64(body.clientDataJSONBase64) && isBase64(body.attestationObjectBase64)).toBe(true);
    expect(saved()).toEqual(['jkowalski']);
  });

  it('data-accounts-format="spec": {userLogin, authorizeToken, domain} as JSON, base64url', async () => {
    stubSoftAuthenticator(auth);
    loadClientNew(marker(`${BASE} data-accounts-format="spec" data-user-login="jkowalski" data-authorize-token="authorize-jkowalski"`));
    const sent = recordAccounts();
    await mount();
    await userEvent.click(await action());
    await attemptDone();
    expect(status()).toHaveTextContent('jkowalski');
    expect(sent.map((r) => r.type)).toEqual(['application/json', 'application/json']);
    expect(JSON.parse(await sent[0]!.body)).toEqual({ userLogin: 'jkowalski', authorizeToken: 'authorize-jkowalski', domain: 'shop.test' });
    const body = JSON.parse(await sent[1]!.body) as Record<string, unknown>;
    expect(isBase64url(body.clientDataJSONBase64) && isBase64url(body.attestationObjectBase64)).toBe(true);
    expect(saved()).toEqual(['jkowalski']);
  });
});

describe('<PasskeyRegister> on a Smile block', () => {
  it('writes its errors to the --saveDevice span', async () => {
    stubSoftAuthenticator(auth);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadClientNew((h) => h.replace('<div class="smile_web_authn --hide" data-accounts-url="/__mock/accounts/webAuthn/">', `<div class="smile_web_authn --hide" data-island="passkey-register" ${BASE}>`));
    await mount();
    const link = document.querySelector<HTMLElement>('.smile_web_authn__link')!;
    // Enhanced once the availability check has answered: a DOM change.
    await untilDom(() => link.getAttribute('role') === 'button');
    await userEvent.click(link);
    await attemptDone();
    const save = document.querySelector('.smile_web_authn__info.--saveDevice')!;
    expect(save).toHaveTextContent('brakuje loginu klienta lub tokenu autoryzacji');
    expect(save).not.toHaveClass('--hide');
    expect(document.querySelector('.smile_web_authn__info.--authn')).toHaveClass('--hide');
  });
});
