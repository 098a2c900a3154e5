import { afterEach, describe, expect, it, vi } from 'vitest';
import island from './index';

// Addresses from this island's data-* go through core/dom/safe-url.
afterEach(() => vi.restoreAllMocks());

const form = (attrs: Record<string, string>) => {
  document.body.innerHTML = '<form action="/signin.php"><input class="--validate" name="login"></form>';
  const el = document.querySelector('form')!;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return island.readConfig!(el);
};

describe('form-validator data-signin-url and data-validation-url', () => {
  it.each([['javascript:alert(1)'], ['java\tscript:alert(1)'], ['data:text/html,x'], ['//other.example/signin'], ['https://other.example/signin.php']])(
    'data-signin-url %j (written to a.href) is refused; /signin.php is used',
    (url) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(form({ 'data-signin-url': url }).signinUrl).toBe('/signin.php');
      expect(String(error.mock.calls[0]?.[0])).toContain(`[storefront:form-validator] data-signin-url="${url}"`);
    },
  );

  it('keeps a relative or same-origin data-signin-url', () => {
    expect(form({ 'data-signin-url': '/logowanie.php' }).signinUrl).toBe('/logowanie.php');
    expect(form({ 'data-signin-url': `${location.origin}/signin.php?x=1` }).signinUrl).toBe(`${location.origin}/signin.php?x=1`);
  });

  it('a form-level data-validation-url on another origin is dropped (the whole form would be posted there)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(form({ 'data-validation-url': 'https://other.example/collect' }).formValidationUrl).toBeNull();
    expect(form({ 'data-validation-url': 'javascript:alert(1)' }).formValidationUrl).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(form({ 'data-validation-url': '/ajax/validate.php' }).formValidationUrl).toBe('/ajax/validate.php');
  });
});
