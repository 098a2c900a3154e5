import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { accountsUrl, callAccounts, optionsFrom } from './accounts';
import { setFault } from '../../fixtures/mock-shop/faults';
import { mockShop } from '../../fixtures/mock-shop/state';
import { PasskeyError, toPasskeyError } from './errors';

const BASE = 'https://accounts.test/';
const reply = (body: unknown, init?: ResponseInit) =>
  server.use(http.post('https://accounts.test/webAuthn/:script', () => (body === undefined ? new HttpResponse('', init) : HttpResponse.json(body, init))));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('accountsUrl', () => {
  it('puts the call\'s script under {base}webAuthn/, takes a base that is the folder itself, or fills a {call} template', () => {
    expect(accountsUrl('https://accounts.idosell.com/', 'login')).toBe('https://accounts.idosell.com/webAuthn/login.php');
    expect(accountsUrl('https://accounts.test', 'register')).toBe('https://accounts.test/webAuthn/register.php');
    expect(accountsUrl('/__mock/accounts/webAuthn/', 'login')).toBe('/__mock/accounts/webAuthn/login.php');
    expect(accountsUrl('https://accounts.test/webAuthn', 'register')).toBe('https://accounts.test/webAuthn/register.php');
    expect(accountsUrl('https://accounts.test/api?m={call}', 'generateLoginRequest')).toBe('https://accounts.test/api?m=generateLoginRequest');
  });
});

describe('callAccounts, the platform\'s form (default)', () => {
  it('posts text without headers (text/plain, no preflight), credentials included, a string body goes raw (happy-dom’s Request has no cache mode to read)', async () => {
    const seen: Array<{ credentials: string; body: string; type: string | null }> = [];
    server.use(
      http.post('https://accounts.test/webAuthn/:script', async ({ request }) => {
        seen.push({ credentials: request.credentials, body: await request.text(), type: request.headers.get('content-type') });
        return HttpResponse.json({ status: 'success', errorMsg: '', data: null, loginToken: 'tok' });
      }),
    );
    await expect(callAccounts(BASE, 'login', { domain: 'shop.test', userHandleBinBase64: null })).resolves.toEqual({ status: 'success', errorMsg: null, data: null, loginToken: 'tok' });
    await callAccounts(BASE, 'generateRegisterRequest', 'raw-token');
    expect(seen).toEqual([
      { credentials: 'include', body: '{"domain":"shop.test","userHandleBinBase64":null}', type: 'text/plain;charset=UTF-8' },
      { credentials: 'include', body: 'raw-token', type: 'text/plain;charset=UTF-8' },
    ]);
  });

  it('data as a JSON string: parsed, every =?BINARY?B?…?= string (nested, in arrays) an ArrayBuffer', async () => {
    const data = JSON.stringify({ publicKey: { challenge: '=?BINARY?B?AQID?=', user: { id: '=?BINARY?B?+/8=?=', name: 'jan' }, excludeCredentials: [{ id: '=?BINARY?B?AA==?=', type: 'public-key' }] } });
    reply({ status: 'success', errorMsg: null, data, loginToken: null });
    const got = await callAccounts(BASE, 'generateRegisterRequest', 'tok');
    const options = optionsFrom(got, 'generateRegisterRequest') as { challenge: ArrayBuffer; user: { id: ArrayBuffer; name: string }; excludeCredentials: Array<{ id: ArrayBuffer; type: string }> };
    expect([...new Uint8Array(options.challenge)]).toEqual([1, 2, 3]);
    expect([...new Uint8Array(options.user.id)]).toEqual([0xfb, 0xff]);
    expect(options.user.name).toBe('jan');
    expect(options.excludeCredentials[0]!.id).toBeInstanceOf(ArrayBuffer);
    expect(options.excludeCredentials[0]!.type).toBe('public-key');
  });

  it('status "error" → kind service with the errorMsg, or none ("Unknown error occured.")', async () => {
    reply({ status: 'error', errorMsg: ' Konto zablokowane ' });
    await expect(callAccounts(BASE, 'generateLoginRequest', {})).rejects.toMatchObject({ kind: 'service', detail: 'Konto zablokowane' });
    reply({ status: 'error', errorMsg: '' });
    await expect(callAccounts(BASE, 'register', {})).rejects.toMatchObject({ kind: 'service', detail: null, message: expect.stringContaining('Unknown error occured.') });
  });

  it('login.php: any status but "success" is a refusal, its text from `ms`', async () => {
    reply({ status: 'error', errorMsg: null, ms: 'Nieznany klucz', data: null, loginToken: null });
    await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ kind: 'service', detail: 'Nieznany klucz' });
    reply({ status: 'failed', ms: '' });
    await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ kind: 'service', detail: null });
  });

  it('no reply, a non-object, text that is not JSON, data that is not JSON → responseMissing ("Failed to retrieve data.")', async () => {
    for (const body of [null, [], 'ok', false]) {
      reply(body);
      await expect(callAccounts(BASE, 'generateLoginRequest', {})).rejects.toMatchObject({ kind: 'responseMissing' });
    }
    reply(undefined, { status: 200 });
    await expect(callAccounts(BASE, 'generateLoginRequest', {})).rejects.toMatchObject({ kind: 'responseMissing', message: expect.stringContaining('Failed to retrieve data.') });
    server.use(http.post('https://accounts.test/webAuthn/:script', () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })));
    await expect(callAccounts(BASE, 'generateLoginRequest', {})).rejects.toMatchObject({ kind: 'responseMissing', message: expect.stringContaining('<html>') });
    reply({ status: 'success', data: '{not json' });
    await expect(callAccounts(BASE, 'generateLoginRequest', {})).rejects.toMatchObject({ kind: 'responseMissing', message: expect.stringContaining('{not json') });
  });

  it('HTTP errors and dropped connections stay ShopApiErrors (mapped later by toPasskeyError)', async () => {
    reply({ status: 'error' }, { status: 502 });
    await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ name: 'ShopApiError', kind: 'http', status: 502 });
    server.use(http.post('https://accounts.test/webAuthn/:script', () => HttpResponse.error()));
    await expect(callAccounts(BASE, 'login', {})).rejects.toMatchObject({ name: 'ShopApiError', kind: 'network' });
    const ac = new AbortController();
    ac.abort();
    await expect(callAccounts(BASE, 'login', {}, { signal: ac.signal })).rejects.toMatchObject({ name: 'ShopApiError', kind: 'abort' });
  });
});

describe('callAccounts: a redirect is never followed', () => {
  // A `redirect:N` fault sends the call to the mock's other service (handlers/elsewhere.ts), which records what reaches it.
  const seen = () => mockShop().elsewhere;

  it.each(['redirect:302', 'redirect:307'] as const)('an accounts address on this shop that answers %s fails as a connection error naming it; nothing reaches the other origin', async (kind) => {
    setFault('accounts', kind);
    for (const format of ['platform', 'spec'] as const) {
      const e = await callAccounts('/__mock/accounts/webAuthn/', 'login', { signatureBase64: 'c2ln' }, { format }).catch((x: unknown) => x);
      expect(e).toMatchObject({ name: 'ShopApiError', kind: 'network', message: 'POST /__mock/accounts/webAuthn/login.php failed: answered with a redirect, which a call carrying credentials does not follow (nothing was sent on)' });
      expect(toPasskeyError(e).kind).toBe('connection');
    }
    expect(seen()).toEqual([]);
  });

  it('the platform host answering a redirect is refused the same way', async () => {
    setFault('accounts:generateLoginRequest', 'redirect:307');
    await expect(callAccounts('https://accounts.idosell.com/', 'generateLoginRequest', { domain: 'shop.test' })).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/^POST https:\/\/accounts\.idosell\.com\/webAuthn\/generateLoginRequest\.php failed: answered with a redirect/),
    });
    expect(seen()).toEqual([]);
  });
});

describe('callAccounts, the spec\'s form', () => {
  it('posts JSON (Content-Type application/json) with credentials included; data as an object is read as is', async () => {
    let seen: { credentials?: string; body?: unknown; type?: string | null } = {};
    server.use(
      http.post('https://accounts.test/webAuthn/login.php', async ({ request }) => {
        seen = { credentials: request.credentials, body: await request.json(), type: request.headers.get('content-type') };
        return HttpResponse.json({ status: 'success', errorMsg: '', data: { challenge: 'abc' }, loginToken: 'tok' });
      }),
    );
    await expect(callAccounts(BASE, 'login', { domain: 'shop.test' }, { format: 'spec' })).resolves.toEqual({ status: 'success', errorMsg: null, data: { challenge: 'abc' }, loginToken: 'tok' });
    expect(seen).toEqual({ credentials: 'include', body: { domain: 'shop.test' }, type: 'application/json' });
  });
});

describe('optionsFrom', () => {
  const ok = (data: unknown) => ({ status: 'success', errorMsg: null, data, loginToken: null });
  it('takes the options under publicKey or bare, and needs a challenge (text or bytes)', () => {
    expect(optionsFrom(ok({ challenge: 'abc' }), 'generateLoginRequest')).toEqual({ challenge: 'abc' });
    expect(optionsFrom(ok({ publicKey: { challenge: 'abc', rpId: 'x' } }), 'generateLoginRequest')).toEqual({ challenge: 'abc', rpId: 'x' });
    const bytes = new Uint8Array([1]).buffer;
    expect(optionsFrom(ok({ publicKey: { challenge: bytes } }), 'generateLoginRequest')).toEqual({ challenge: bytes });
    for (const data of [null, {}, { challenge: '' }, { challenge: 5 }, { challenge: new ArrayBuffer(0) }, 'abc']) {
      expect(() => optionsFrom(ok(data), 'generateRegisterRequest')).toThrow(PasskeyError);
    }
  });
});
