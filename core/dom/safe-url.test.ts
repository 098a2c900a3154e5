import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSafeUrl, safeUrl, safeUrlOption } from './safe-url';

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
