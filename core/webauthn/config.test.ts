import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_ORIGINS_META, allowedAccountsOrigins, readPasskeyConfig } from './config';

// The accounts service must be this shop's origin or an allowed accounts origin.
const marker = (url?: string) => {
  document.body.innerHTML = `<div data-island="passkey-sign-in"${url === undefined ? '' : ` data-accounts-url="${url}"`}></div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
};
const read = (url?: string) => readPasskeyConfig(marker(url), 'passkey-sign-in', '.--authn').accountsUrl;
const meta = (content: string, where: 'head' | 'body' = 'head') => {
  const m = document.createElement('meta');
  m.name = ACCOUNTS_ORIGINS_META;
  m.content = content;
  document[where].append(m);
  return m;
};

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((m) => m.remove());
  delete (globalThis as { app_shop?: unknown }).app_shop;
  vi.restoreAllMocks();
});

describe('the accounts service address', () => {
  it('defaults to the platform host and allows it and this shop', () => {
    expect(read()).toBe('https://accounts.idosell.com/');
    expect(read('https://accounts.idosell.com/webAuthn/')).toBe('https://accounts.idosell.com/webAuthn/');
    expect(read('/__mock/accounts/webAuthn/')).toBe('/__mock/accounts/webAuthn/');
    expect(read(`${location.origin}/accounts/`)).toBe(`${location.origin}/accounts/`);
  });

  it.each([['https://other.example/webAuthn/'], ['//other.example/webAuthn/'], ['http://accounts.idosell.com/'], ['javascript:alert(1)//'], ['java\tscript:alert(1)'], ['data:text/plain,x'], ['https://accounts.idosell.com.other.example/']])(
    'refuses %j: empty address (no control) and a console message',
    (url) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(read(url)).toBe('');
      expect(String(error.mock.calls[0]?.[0])).toContain('[storefront:passkey-sign-in] data-accounts-url=');
      expect(String(error.mock.calls[0]?.[0])).toContain('the passkey control is not shown');
    },
  );

  it('checks app_shop.vars.IAIAccountsUrl the same way', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as { app_shop?: unknown }).app_shop = { vars: { IAIAccountsUrl: 'https://other.example/' } };
    expect(read()).toBe('');
    expect(String(error.mock.calls[0]?.[0])).toContain('app_shop.vars.IAIAccountsUrl="https://other.example/"');
    (globalThis as { app_shop?: unknown }).app_shop = { vars: { IAIAccountsUrl: 'https://accounts.idosell.com/' } };
    expect(read()).toBe('https://accounts.idosell.com/');
  });

  it('an element standing in for app_shop (DOM clobbering) is not read: the platform\'s service, a console message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<form name="app_shop"><input name="vars"></form>');
    (globalThis as { app_shop?: unknown }).app_shop = document.querySelector('form[name=app_shop]');
    expect(read()).toBe('https://accounts.idosell.com/');
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      `[storefront:passkey-sign-in] window.app_shop is a DOM element (<form name="app_shop">), not the page's data; the platform's https://accounts.idosell.com/ is used`,
    ]);
  });

  it("a <meta> in the page's head extends the allow-list; one in the body (inserted content) does not", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    meta('https://accounts.example.com, https://login.example.org/path');
    expect(read('https://accounts.example.com/webAuthn/')).toBe('https://accounts.example.com/webAuthn/');
    expect(read('https://login.example.org/x/')).toBe('https://login.example.org/x/');
    const injected = meta('https://other.example', 'body');
    expect(read('https://other.example/webAuthn/')).toBe('');
    injected.remove();
  });

  it('the meta takes only https origins', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    meta('http://plain.example javascript:alert(1)');
    expect([...allowedAccountsOrigins()]).toEqual(['https://accounts.idosell.com']);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
