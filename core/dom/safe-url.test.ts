import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, openWindow, parseSafeUrl, safeHref, safeSrc, safeUrl, safeUrlOption, setUrlAttribute } from './safe-url';

const base = 'https://shop.test/product/1?x=1';

afterEach(() => vi.restoreAllMocks());

describe('safeUrl', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['\x01javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['blob:https://shop.test/1'],
    ['file:///etc/passwd'],
    ['mailto:a@b.c'],
    ['http://[bad'],
  ])('refuses %j', (value) => {
    expect(safeUrl(value, { base })).toBeNull();
    expect(safeUrl(value, { base, sameOrigin: true })).toBeNull();
  });

  it.each([
    ['https://lender.example/raty?amount={price}'],
    ['http://lender.example/'],
    ['//other.example/path'],
  ])('accepts another origin %j only when no same origin is asked for', (value) => {
    expect(safeUrl(value, { base })).toBe(value);
    expect(safeUrl(value, { base, sameOrigin: true })).toBeNull();
  });

  it.each([['/shoppinglist.php'], ['shoppinglist.php'], ['?a=1'], ['#x'], ['https://shop.test/signin.php'], ['  /signin.php  ']])(
    'accepts the relative or same-origin %j, returned as written (trimmed)',
    (value) => {
      expect(safeUrl(value, { base, sameOrigin: true })).toBe(value.trim());
    },
  );

  it('compares the whole origin: scheme and port count', () => {
    expect(safeUrl('http://shop.test/x', { base, sameOrigin: true })).toBeNull();
    expect(safeUrl('https://shop.test:8443/x', { base, sameOrigin: true })).toBeNull();
    expect(safeUrl('https://shop.test.other.example/x', { base, sameOrigin: true })).toBeNull();
    expect(safeUrl('https://user@other.example/x', { base, sameOrigin: true })).toBeNull();
  });

  it('resolves against the page by default', () => {
    expect(parseSafeUrl('/a')?.origin).toBe(location.origin);
    expect(safeUrl('/a', { sameOrigin: true })).toBe('/a');
  });
});

describe('safeUrl for contact links (contact: true)', () => {
  it('lets tel: and mailto: through, only when asked, and still refuses every script scheme', () => {
    expect(safeUrl('tel:+48123004050', { contact: true })).toBe('tel:+48123004050');
    expect(safeUrl('mailto:sklep@example.com', { contact: true })).toBe('mailto:sklep@example.com');
    expect(safeUrl('tel:+48123004050')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'sms:1']) expect(safeUrl(bad, { contact: true }), bad).toBeNull();
  });
});

describe('safeUrlOption', () => {
  it('reports a refused value with island, attribute and value, and uses the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeUrlOption('shopping-lists', 'data-list-url', 'java\tscript:alert(1)', '/shoppinglist.php', { sameOrigin: true })).toBe('/shoppinglist.php');
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('[storefront:shopping-lists]');
    expect(message).toContain('data-list-url="java\tscript:alert(1)"');
    expect(message).toContain('using /shoppinglist.php');
  });

  it('keeps a good value quietly', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeUrlOption('form-validator', 'data-signin-url', '/logowanie.php', '/signin.php', { sameOrigin: true })).toBe('/logowanie.php');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('safeHref, setUrlAttribute, navigateTo, openWindow (every address an island writes)', () => {
  const BAD = ['javascript:alert(1)', ' java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>', '\x01javascript:alert(1)'];

  it.each(BAD)('leaves %j out and reports it once, naming the island and the value', (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeHref(value, 'mini-basket')).toBeUndefined();
    expect(safeHref(value, 'mini-basket')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[storefront:mini-basket]');
    expect(String(warn.mock.calls[0]?.[0])).toContain(value.trim().slice(0, 10));
  });

  it('keeps http(s) and relative addresses as written; absent values go quietly; other types are refused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeHref('/product/1')).toBe('/product/1');
    expect(safeHref('#container')).toBe('#container');
    expect(safeHref('https://cdn.example/a.webp 1x, https://cdn.example/b.webp 2x')).toBe('https://cdn.example/a.webp 1x, https://cdn.example/b.webp 2x');
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(safeHref({ toString: () => 'javascript:alert(1)' }, 'live-search')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('setUrlAttribute writes a checked address and removes the attribute otherwise', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = document.createElement('a');
    expect(setUrlAttribute(a, 'href', '/basket')).toBe(true);
    expect(a.getAttribute('href')).toBe('/basket');
    expect(setUrlAttribute(a, 'href', 'javascript:alert(1)')).toBe(false);
    expect(a.hasAttribute('href')).toBe(false);
  });

  it.each(['\u1680', '\u2000', '\u00a0', '\u3000', '\ufeff', '\u2028'])(
    'a Unicode space (%j) before javascript: is kept: the parser reads a relative address, and so does the browser',
    (space) => {
      const value = `${space}javascript:alert(1)`;
      expect(safeHref(value)).toBe(value);
      expect(safeSrc(value)).toBe(value);
      expect(new URL(safeHref(value)!, base).protocol).toBe('https:');
    },
  );

  it('strips only what the URL parser strips (C0 controls and space) from the ends', () => {
    expect(safeHref(' \t/a\n ')).toBe('/a');
    expect(safeUrl('\x01/a\x1f')).toBe('/a');
  });

  it('safeSrc also takes an image data: address; setUrlAttribute uses it for an img or source only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const svg = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E';
    expect(safeSrc(svg)).toBe(svg);
    expect(safeSrc('/a.jpg')).toBe('/a.jpg');
    expect(safeSrc('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHref(svg)).toBeUndefined();
    const img = document.createElement('img');
    expect(setUrlAttribute(img, 'src', svg)).toBe(true);
    const iframe = document.createElement('iframe');
    expect(setUrlAttribute(iframe, 'src', svg)).toBe(false);
    expect(iframe.hasAttribute('src')).toBe(false);
  });

  it('navigateTo and openWindow leave the page only for a checked address', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(navigateTo('javascript:alert(1)', 'partial-load')).toBe(false);
    expect(openWindow('vbscript:x', 'instalments')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(navigateTo('/a', 'partial-load')).toBe(true);
    expect(navigateTo('/b', 'partial-load', 'replace')).toBe(true);
    expect(openWindow('https://lender.example/?amount=500.00', 'instalments')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/a');
    expect(replace).toHaveBeenCalledWith('/b');
    expect(open).toHaveBeenCalledWith('https://lender.example/?amount=500.00', '_blank', 'noopener');
  });
});
