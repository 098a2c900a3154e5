import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { accountsUrl, callAccounts, optionsFrom } from './accounts';
import { PasskeyError } from './errors';

const BASE = 'https://accounts.test/webAuthn/';
const reply = (body: unknown, init?: ResponseInit) =>
  server.use(http.post('https://accounts.test/webAuthn/:script', () => (body === undefined ? new HttpResponse('', init) : HttpResponse.json(body, init))));

describe('accountsUrl', () => {
  it('puts the call\'s script under the base, or into a {call} template', () => {
    expect(accountsUrl(BASE, 'login')).toBe('https://accounts.test/webAuthn/login.php');
    expect(accountsUrl('https://accounts.test/webAuthn', 'register')).toBe('https://accounts.test/webAuthn/register.php');
    expect(accountsUrl('https://accounts.test/api?m={call}', 'generateLoginRequest')).toBe('https://accounts.test/api?m=generateLoginRequest');
  });
});

describe('callAccounts', () => {
  it('posts JSON with credentials included and returns a success reply', async () => {
    let seen: { credentials?: string; body?: unknown; type?: string | null } = {};
    server.use(
      http.post('https://accounts.test/webAuthn/login.php', async ({ request }) => {
        seen = { credentials: request.credentials, body: await request.json(), type: request.headers.get('content-type') };
        return HttpResponse.json({ status: 'success', errorMsg: '', data: null, loginToken: 'tok' });
      }),
    );
    await expect(callAccounts(BASE, 'login', { domain: 'shop.test' })).resolves.toEqual({ status: 'success', errorMsg: null, data: null, loginToken: 'tok' });
    expect(seen).toEqual({ credentials: 'include', body: { domain: 'shop.test' }, type: 'application/json' });
  });

  it('status "error" → kind service with the errorMsg', async () => {
    reply({ status: 'error', errorMsg: ' Konto zablokowane ' });
    await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ kind: 'service', detail: 'Konto zablokowane' });
  });

  it('no reply, a non-object or no success status → responseMissing', async () => {
    for (const body of [null, [], 'ok', { status: 'pending' }, {}]) {
      reply(body);
      await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ kind: 'responseMissing' });
    }
    reply(undefined, { status: 204 });
    await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ kind: 'responseMissing' });
  });

  it('HTTP errors and dropped connections stay ShopApiErrors (mapped later by toPasskeyError)', async () => {
    reply({ status: 'error' }, { status: 502 });
    await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ name: 'ShopApiError', kind: 'http', status: 502 });
    server.use(http.post('https://accounts.test/webAuthn/:script', () => HttpResponse.error()));
    await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ name: 'ShopApiError', kind: 'network' });
  });
});

describe('optionsFrom', () => {
  const ok = (data: unknown) => ({ status: 'success' as const, errorMsg: null, data, loginToken: null });
  it('takes the options bare or under publicKey, and needs a challenge', () => {
    expect(optionsFrom(ok({ challenge: 'abc' }), 'generateLoginRequest')).toEqual({ challenge: 'abc' });
    expect(optionsFrom(ok({ publicKey: { challenge: 'abc', rpId: 'x' } }), 'generateLoginRequest')).toEqual({ challenge: 'abc', rpId: 'x' });
    for (const data of [null, {}, { challenge: '' }, { challenge: 5 }, 'abc']) {
      expect(() => optionsFrom(ok(data), 'generateRegisterRequest')).toThrow(PasskeyError);
    }
  });
});
