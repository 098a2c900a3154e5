import { afterEach, describe, expect, it, vi } from 'vitest';
import island from './index';

// Addresses from this island's data-* go through core/dom/safe-url.
afterEach(() => vi.restoreAllMocks());

const config = (url: string) => {
  document.body.innerHTML = '<div class="shopping_list_top"></div>';
  const el = document.querySelector<HTMLElement>('.shopping_list_top')!;
  el.setAttribute('data-list-url', url);
  return island.readConfig!(el);
};

describe('shopping-lists data-list-url', () => {
  it.each([['javascript:alert(document.cookie)'], ['java\tscript:alert(1)'], ['data:text/html,<script>alert(1)</script>'], ['//other.example/phish'], ['https://other.example/shoppinglist.php']])(
    'refuses %j (an address on this shop only) and uses /shoppinglist.php',
    (url) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(config(url).listUrl).toBe('/shoppinglist.php');
      expect(String(error.mock.calls[0]?.[0])).toContain(`[storefront:shopping-lists] data-list-url="${url}"`);
    },
  );

  it.each([['/listy.php'], ['listy.php?x=1'], [`${location.origin}/listy.php`]])('keeps %j', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(config(url).listUrl).toBe(url);
    expect(error).not.toHaveBeenCalled();
  });
});
