import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeyLoadJob } from './load-job';
import { readPasskeyConfig } from './config';
import { stubWebAuthn } from '../../fixtures/webauthn-stubs';

function container(attrs = ''): HTMLElement {
  document.body.innerHTML = `<div data-island="passkey-sign-in" ${attrs}></div>`;
  return document.body.firstElementChild as HTMLElement;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
/** On localhost: WebAuthn refuses an IP address as RP ID, and happy-dom's page is on one. */
const onLocalhost = () => vi.spyOn(window, 'location', 'get').mockReturnValue(new URL('https://localhost/signin.html') as unknown as Location);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the passkey islands’ load job', () => {
  it('wakes the island once WebAuthn has a platform authenticator', async () => {
    onLocalhost();
    stubWebAuthn({ platform: true });
    const wake = vi.fn();
    passkeyLoadJob('passkey-sign-in', '.none', () => null)(container(), { pageType: null, view: () => 3, wake });
    expect(wake).not.toHaveBeenCalled();
    await flush();
    expect(wake).toHaveBeenCalledOnce();
  });

  it('no platform authenticator: the island stays asleep and the console says why (info, code 1)', async () => {
    onLocalhost();
    stubWebAuthn({ platform: false });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const wake = vi.fn();
    passkeyLoadJob('passkey-register', '.none', () => null)(container(), { pageType: null, view: () => 3, wake });
    await flush();
    expect(wake).not.toHaveBeenCalled();
    expect(info.mock.calls.map((c) => String(c[0]))).toEqual([
      '[storefront:passkey-register] passkeys unavailable (code 1, no-platform-authenticator); the password form is the way in',
    ]);
  });

  it('data-passkey-unsupported="disable" wakes it at once (the disabled control shows either way)', () => {
    const ask = vi.fn(() => Promise.resolve(false));
    stubWebAuthn({ platform: ask });
    const wake = vi.fn();
    passkeyLoadJob('passkey-sign-in', '.none', () => null)(container('data-passkey-unsupported="disable"'), { pageType: null, view: () => 3, wake });
    expect(wake).toHaveBeenCalledOnce();
    expect(ask).not.toHaveBeenCalled();
  });

  it('the island’s own reason (the device’s flags) comes first: nothing is asked, the console says it', () => {
    const ask = vi.fn(() => Promise.resolve(true));
    stubWebAuthn({ platform: ask });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const wake = vi.fn();
    passkeyLoadJob('passkey-sign-in', '.none', () => 'the Smile block stays hidden')(container(), { pageType: null, view: () => 3, wake });
    expect(ask).not.toHaveBeenCalled();
    expect(wake).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[storefront:passkey-sign-in] the Smile block stays hidden');
  });

  it('stopped before the answer (its container left the page): never wakes', async () => {
    onLocalhost();
    let answer: (yes: boolean) => void = () => {};
    stubWebAuthn({ platform: () => new Promise<boolean>((r) => (answer = r)) });
    const wake = vi.fn();
    const stop = passkeyLoadJob('passkey-sign-in', '.none', () => null)(container(), { pageType: null, view: () => 3, wake }) as () => void;
    await flush();
    stop();
    answer(true);
    await flush();
    expect(wake).not.toHaveBeenCalled();
  });

  it('an accounts address that is not this shop’s nor allowed: named once, nothing woken, nothing asked', async () => {
    const ask = vi.fn(() => Promise.resolve(true));
    stubWebAuthn({ platform: ask });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wake = vi.fn();
    const el = container('data-accounts-url="https://evil.example/webAuthn/"');
    passkeyLoadJob('passkey-sign-in', '.none', () => null)(el, { pageType: null, view: () => 3, wake });
    await flush();
    expect(wake).not.toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
    expect(readPasskeyConfig(el, 'passkey-sign-in', '.none').accountsUrl).toBe('');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('[storefront:passkey-sign-in] data-accounts-url="https://evil.example/webAuthn/" is not on this shop');
  });

  it('a bad data-passkey-off word is named once, by the job, not again when the island reads its config', async () => {
    stubWebAuthn({ platform: false });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const el = container('data-passkey-off="opera,netscape"');
    passkeyLoadJob('passkey-sign-in', '.none', () => null)(el, { pageType: null, view: () => 3, wake: () => {} });
    await flush();
    const config = readPasskeyConfig(el, 'passkey-sign-in', '.none');
    expect([...config.flags]).toEqual(['opera']);
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      '[storefront:passkey-sign-in] data-passkey-off has "netscape", which is not one of mac, ios, old-safari, opera; ignored',
    ]);
  });
});
