import { afterEach, describe, expect, it, vi } from 'vitest';
import island from './index';

// Addresses from this island's data-* go through core/dom/safe-url.
afterEach(() => vi.restoreAllMocks());

const config = (attrs: Record<string, string>) => {
  document.body.innerHTML = '<div id="projector_buttons_section"></div>';
  const el = document.querySelector<HTMLElement>('#projector_buttons_section')!;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return island.readConfig!(el);
};

describe('product-buy data-signin-url and data-contact-url', () => {
  it.each([['javascript:alert(1)'], ['java\tscript:alert(1)'], ['//other.example/signin']])('data-signin-url %j is refused; /signin.php is used', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(config({ 'data-signin-url': url }).signinUrl).toBe('/signin.php');
    expect(String(error.mock.calls[0]?.[0])).toContain('[storefront:product-buy] data-signin-url=');
  });

  it.each([['javascript:alert(1)'], ['java\nscript:alert(1)'], ['data:text/html,x']])("data-contact-url %j is refused; the shop's contact link is used", (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(config({ 'data-contact-url': url }).contactUrl).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toContain('[storefront:product-buy] data-contact-url=');
  });

  it('keeps good addresses (a contact page may be elsewhere)', () => {
    expect(config({ 'data-signin-url': '/login.php', 'data-contact-url': 'https://help.example/contact' })).toMatchObject({
      signinUrl: '/login.php',
      contactUrl: 'https://help.example/contact',
    });
  });
});
