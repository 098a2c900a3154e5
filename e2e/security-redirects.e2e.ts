/**
 * The passkey relay through a redirect. The accounts address passes the origin
 * check when it is on the shop's own origin, so a same-origin address that redirects must not be
 * followed. The mock's `redirect:N` fault answers every accounts call with N to the same path on the
 * mock's other service (fixtures/mock-shop/handlers/elsewhere.ts) on another origin: the page is on
 * localhost, the other service on 127.0.0.1 (same server), where it records what reaches it and answers
 * as a hostile accounts service would (options for any passkey, then another shopper's loginToken).
 * A redirect followed would mean:
 *  - 302: the browser fetches the other service's options and token with GET, and the shop is posted
 *    loginByIAIAccountsToken with that token: the shopper signed in as someone else (login CSRF);
 *  - 307: the browser posts the whole WebAuthn assertion to the other origin.
 * Instead the attempt ends as the connection error, the console names the island and the address, nothing
 * reaches the other service, no loginByIAIAccountsToken is posted and the shop has no shopper.
 * WebAuthn needs a domain as RP ID (127.0.0.1 is refused), so the page is opened on localhost.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, type FaultKind, openSample, resetMockShop, setFault, waitForIslands, test } from './harness';

beforeEach(resetMockShop);

const localBase = () => baseURL().replace('://127.0.0.1', '://localhost');
const SIGN_IN = 'Zaloguj się kluczem dostępu';
const scope = '[data-island=passkey-sign-in]';

interface Opened {
  page: Page;
  consoleErrors: () => string[];
  loginPosts: () => string[];
  close: () => Promise<void>;
}

/** signin.html on localhost with a platform passkey for localhost, every accounts call answering `kind`. */
async function signinRedirected(kind: FaultKind): Promise<Opened> {
  const s = await openSample('signin', {
    view: 3,
    beforeGoto: async (page, context) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      // The shopper's own passkey for this site: what the other service's options would have it sign.
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      await cdp.send('WebAuthn.addCredential', {
        authenticatorId,
        credential: {
          credentialId: randomBytes(16).toString('base64'),
          isResidentCredential: true,
          rpId: 'localhost',
          privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
          userHandle: Buffer.from('jkowalski').toString('base64'),
          signCount: 1,
        },
      });
    },
  });
  await setFault(s.context, 'accounts', kind);
  await s.context.addCookies([{ name: 'mock_faults', value: encodeURIComponent(`accounts:${kind}`), url: localBase() }]);
  await s.page.goto(`${localBase()}/html-samples/signin.html`);
  await waitForIslands(s.page);
  return {
    page: s.page,
    consoleErrors: () => s.consoleErrors.map((c) => c.text),
    loginPosts: () => s.network.filter((n) => n.url.includes('loginByToken') || (n.postData ?? '').includes('loginByIAIAccountsToken')).map((n) => n.url),
    close: () => s.close(),
  };
}

/** What reached the other service, as it recorded it. */
const elsewhere = async (): Promise<unknown[]> => (await fetch(`${baseURL()}/__mock/elsewhere-log`)).json() as Promise<unknown[]>;

/** The shop's shopper, as its own GraphQL tells (null: nobody signed in). */
async function shopClient(): Promise<unknown> {
  const res = await fetch(`${baseURL()}/graphql/v1/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ client { email } }' }) });
  return ((await res.json()) as { data?: { client?: unknown } }).data?.client ?? null;
}

describe('an accounts address on the shop that redirects is not followed', () => {
  test.each([
    ['redirect:302', 'the other service\'s token is never taken to loginByIAIAccountsToken (no login CSRF)'],
    ['redirect:307', 'the assertion is never posted to the other origin'],
  ] as const)('%s: %s; the attempt ends as a connection error naming the address', async (kind, _what) => {
    const s = await signinRedirected(kind);
    const button = s.page.getByRole('button', { name: SIGN_IN });
    await button.focus();
    await s.page.keyboard.press('Enter');
    // The attempt is over when either region speaks: the error, or (were the redirect followed) a sign-in.
    await s.page.locator(`${scope} [role=alert]:not(:empty), ${scope} [role=status]:not(:empty)`).first().waitFor();
    expect.soft(await elsewhere(), 'nothing reached the other origin').toEqual([]);
    expect.soft(s.loginPosts(), 'no loginByIAIAccountsToken').toEqual([]);
    expect.soft(await shopClient(), 'nobody signed in at the shop').toBeNull();
    expect(await s.page.locator(`${scope} [role=status]`).first().textContent()).toBe('');
    expect(await s.page.locator(`${scope} [role=alert]`).first().textContent()).toContain('Nie udało się połączyć z serwisem logowania.');
    const ours = s.consoleErrors().filter((t) => t.startsWith('[storefront:passkey-sign-in]'));
    expect(ours).toEqual([
      '[storefront:passkey-sign-in] passkey attempt failed (connection): POST /__mock/accounts/webAuthn/generateLoginRequest.php failed: answered with a redirect, which a call carrying credentials does not follow (nothing was sent on)',
    ]);
    // The password form is still the way in.
    expect(await s.page.getByRole('button', { name: 'Zaloguj się', exact: true }).isEnabled()).toBe(true);
  });
});
