import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockedBy, isIpAddress, passkeyAvailability, readUserAgent, type UaFlag } from './availability';
import { stubWebAuthn } from '../../fixtures/webauthn-stubs';

const UA = {
  chromeWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safari14Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
  safari17Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  operaWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

const ALL = new Set<UaFlag>(['mac', 'ios', 'old-safari', 'opera']);

describe('readUserAgent / blockedBy', () => {
  it('recognises a Mac, but not an iPhone or an iPad that says Macintosh', () => {
    expect(readUserAgent(UA.chromeMac)).toMatchObject({ mac: true, ios: false });
    expect(readUserAgent(UA.iphone)).toMatchObject({ mac: false, ios: true });
    expect(readUserAgent(UA.safari17Mac, 5)).toMatchObject({ mac: false, ios: true });
  });

  it('reads Safari\'s version, and never for Chrome on iOS or Android', () => {
    expect(readUserAgent(UA.safari14Mac).safariMajor).toBe(14);
    expect(readUserAgent(UA.safari17Mac).safariMajor).toBe(17);
    expect(readUserAgent(UA.iphone).safariMajor).toBe(16);
    expect(readUserAgent(UA.chromeIos).safariMajor).toBeNull();
    expect(readUserAgent(UA.androidChrome).safariMajor).toBeNull();
    expect(readUserAgent(UA.chromeWin).safariMajor).toBeNull();
  });

  it('recognises Opera', () => {
    expect(readUserAgent(UA.operaWin).opera).toBe(true);
    expect(readUserAgent(UA.chromeWin).opera).toBe(false);
  });

  it('blocks only for the flags the page set', () => {
    expect(blockedBy(readUserAgent(UA.chromeMac), ALL)).toBe('mac');
    expect(blockedBy(readUserAgent(UA.chromeMac), new Set(['ios']))).toBeNull();
    expect(blockedBy(readUserAgent(UA.iphone), ALL)).toBe('ios');
    expect(blockedBy(readUserAgent(UA.safari14Mac), new Set(['old-safari']))).toBe('old-safari');
    expect(blockedBy(readUserAgent(UA.safari17Mac), new Set(['old-safari']))).toBeNull();
    expect(blockedBy(readUserAgent(UA.operaWin), new Set(['opera']))).toBe('opera');
    for (const ua of [UA.chromeWin, UA.firefoxLinux, UA.androidChrome]) expect(blockedBy(readUserAgent(ua), ALL)).toBeNull();
    expect(blockedBy(readUserAgent(UA.operaWin), new Set())).toBeNull();
  });
});

describe('passkeyAvailability', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const withPkc = (answer: () => Promise<boolean>) => stubWebAuthn({ platform: answer });

  it('needs WebAuthn in the browser', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await passkeyAvailability(new Set())).toEqual({ available: false, reason: 'no-webauthn' });
  });

  it('needs a user-verifying platform authenticator (a rejected check counts as none)', async () => {
    withPkc(() => Promise.resolve(false));
    expect(await passkeyAvailability(new Set())).toEqual({ available: false, reason: 'no-platform-authenticator' });
    withPkc(() => Promise.reject(new Error('boom')));
    expect(await passkeyAvailability(new Set())).toEqual({ available: false, reason: 'no-platform-authenticator' });
  });

  it('never on an IP-address host, where no RP ID is valid (use localhost)', async () => {
    expect(['127.0.0.1', '192.168.1.20', '[::1]', '::1'].every(isIpAddress)).toBe(true);
    expect(['localhost', 'shop.test', 'sklep.example.pl', '1shop.pl'].some(isIpAddress)).toBe(false);
    stubWebAuthn();
    const win = { navigator, location: { hostname: '127.0.0.1' }, PublicKeyCredential: globalThis.PublicKeyCredential } as unknown as Window;
    expect(await passkeyAvailability(new Set(), win)).toEqual({ available: false, reason: 'ip-address-host' });
  });

  it('is available with one, unless a page flag matches the browser (checked first, without asking)', async () => {
    const ask = vi.fn(() => Promise.resolve(true));
    withPkc(ask);
    expect(await passkeyAvailability(new Set(['opera']))).toEqual({ available: true });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.operaWin);
    ask.mockClear();
    expect(await passkeyAvailability(new Set(['opera']))).toEqual({ available: false, reason: 'turned-off:opera' });
    expect(ask).not.toHaveBeenCalled();
  });
});
