import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { searchCatalogue } from '../../fixtures/catalogue/search';
import { cacheKey, readCache, writeCache } from './api';
import island from './index';
import { nextActive } from './keys';
import { isEmptyResult, parseSearchResults, pictureOf, showAllHref, toGroups, type SearchProduct } from './results';

describe('parseSearchResults', () => {
  it('reads the mock shop’s reply', () => {
    const raw = searchCatalogue('sukien', 6);
    const r = parseSearchResults(raw);
    expect(r.products[0]).toEqual({
      name: raw.products[0]!.name,
      link: raw.products[0]!.link,
      icon: raw.products[0]!.iconSmall,
      iconSecond: raw.products[0]!.iconSmallSecond,
      gross: raw.products[0]!.price.price.gross,
      net: raw.products[0]!.price.price.net,
      // The platform's reply has no points (the island looks them up for zero-priced products).
      points: null,
    });
    expect(r.menuNodes[0]!.breadcrumb).toEqual(['Odzież damska', 'Sukienki']);
    expect(r.cms).toEqual(raw.cms);
  });

  it('takes missing or null groups as empty, and names a group that is not a list', () => {
    expect(isEmptyResult(parseSearchResults({ products: null, cms: [] }))).toBe(true);
    expect(() => parseSearchResults({ products: 'x' })).toThrow('productsTextSearch.products = "x" is not a list');
    expect(() => parseSearchResults(null)).toThrow('is not an object');
    expect(() => parseSearchResults({ unexpected: true })).toThrow('has none of products');
  });

  it('drops items without a name or link, saying which', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = parseSearchResults({ cms: [{ name: ' ', link: '/a' }, 'x', { name: 'Kontakt', link: '/contact.php' }], menuNodes: [{ name: 'A', link: '/a', breadcrumb: 'no' }] });
    expect(r.cms).toEqual([{ name: 'Kontakt', link: '/contact.php' }]);
    expect(r.menuNodes[0]!.breadcrumb).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[1]?.[0]).toContain('productsTextSearch.cms item "x"');
  });

  it('reads prices loosely: a missing formatted text or value is null', () => {
    const r = parseSearchResults({ products: [{ name: 'P', link: '/p', price: { price: { gross: { value: '12,50' } } } }, { name: 'Q', link: '/q' }] });
    expect(r.products[0]!.gross).toEqual({ value: 12.5, formatted: null });
    expect(r.products[1]!.gross).toBeNull();
    expect(r.products[1]!.icon).toBeNull();
  });
});

describe('pictureOf', () => {
  const p = (icon: string | null, iconSecond: string | null): SearchProduct => ({ name: 'P', link: '/p', icon, iconSecond, gross: null, net: null, points: null });
  it('platform (default): iconSmall is the webp source, iconSmallSecond the img; alone, iconSmall is the img', () => {
    expect(pictureOf(p('/a.webp', '/a.jpg'), 'platform')).toEqual({ img: '/a.jpg', webp: '/a.webp' });
    expect(pictureOf(p('/a.jpg', null), 'platform')).toEqual({ img: '/a.jpg', webp: null });
    expect(pictureOf(p(null, null), 'platform')).toBeNull();
  });
  it('spec: iconSmall is the img, iconSmallSecond its webp alternative', () => {
    expect(pictureOf(p('/a.jpg', '/a.webp'), 'spec')).toEqual({ img: '/a.jpg', webp: '/a.webp' });
    expect(pictureOf(p('/a.jpg', null), 'spec')).toEqual({ img: '/a.jpg', webp: null });
  });
});

describe('toGroups', () => {
  it('orders groups for display and numbers options across them, ending with "show all"', () => {
    const r = parseSearchResults(searchCatalogue('sukien', 6));
    const groups = toGroups(r, '/search.php?text=sukien', 'all');
    expect(groups.map((g) => `${g.block}:${g.key}`)).toEqual(['others:products', 'others:menu', 'others:cms', 'queries:queries']);
    const flat = groups.flatMap((g) => g.options);
    expect(flat.map((o) => o.index)).toEqual(flat.map((_, i) => i));
    expect(flat.at(-1)).toMatchObject({ showAll: true, link: '/search.php?text=sukien', name: 'all' });
  });

  it('empty results: only the show-all group, and isEmptyResult says so', () => {
    const r = parseSearchResults(searchCatalogue('zzzz', 6));
    expect(isEmptyResult(r)).toBe(true);
    expect(toGroups(r, '/s', 'all').map((g) => g.key)).toEqual(['queries']);
  });

  it('builds the show-all address from the form action', () => {
    expect(showAllHref('/search.php', 'sukienka letnia & co')).toBe('/search.php?text=sukienka%20letnia%20%26%20co');
    expect(showAllHref('/search.php?lang=pl', 'a')).toBe('/search.php?lang=pl&text=a');
  });
});

describe('nextActive', () => {
  it('moves, wraps and jumps', () => {
    expect(nextActive('ArrowDown', -1, 3)).toBe(0);
    expect(nextActive('ArrowDown', 2, 3)).toBe(0);
    expect(nextActive('ArrowUp', 0, 3)).toBe(2);
    expect(nextActive('ArrowUp', -1, 3)).toBe(2);
    expect(nextActive('Home', 2, 3)).toBe(0);
    expect(nextActive('End', 0, 3)).toBe(2);
    expect(nextActive('Home', -1, 3)).toBeNull();
    expect(nextActive('a', 1, 3)).toBeNull();
    expect(nextActive('ArrowDown', -1, 0)).toBeNull();
  });

  it('always lands on an option, and Down then Up comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: -1, max: 49 }), fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End'), (count, a, key) => {
        const active = Math.min(a, count - 1);
        const next = nextActive(key, active, count);
        if (next !== null && (next < 0 || next >= count)) return false;
        return active < 0 || nextActive('ArrowUp', nextActive('ArrowDown', active, count)!, count) === active;
      }),
    );
  });
});

describe('cache', () => {
  it('round-trips results under search_{text}_{lang}, and drops a value that no longer reads', () => {
    const r = parseSearchResults(searchCatalogue('kaszmir', 6));
    writeCache('kaszmir', 'pl', r);
    expect(cacheKey('kaszmir', 'pl')).toBe('search_kaszmir_pl');
    expect(readCache('kaszmir', 'pl')).toEqual(r);
    expect(readCache('kaszmir', 'en')).toBeNull();
    sessionStorage.setItem('search_x_pl', '{"products":5}');
    expect(readCache('x', 'pl')).toBeNull();
    expect(sessionStorage.getItem('search_x_pl')).toBeNull();
  });
});

describe('config', () => {
  const form = (attrs = '') => {
    document.body.innerHTML = `<form id="menu_search" action="/szukaj.php" ${attrs}><input name="text"><div class="menu_search__item --results"></div></form>`;
    return document.getElementById('menu_search')!;
  };

  it('minimum 2 in the header search, 4 elsewhere; delay 500 ms; the form action', () => {
    const c = island.readConfig!(form());
    expect(c).toMatchObject({ minLength: 2, delay: 500, action: '/szukaj.php', icons: 'platform' });
    expect(c.input).toBe(document.querySelector('input'));
    expect(c.results).toBe(document.querySelector('.--results'));
    document.body.innerHTML = '<div data-island="live-search"><form><input name="text"></form></div>';
    expect(island.readConfig!(document.body.firstElementChild as HTMLElement)).toMatchObject({ minLength: 4, action: '/search.php', results: null });
  });

  it('data-search-icons picks which icon is the webp', () => {
    expect(island.readConfig!(form('data-search-icons="spec"')).icons).toBe('spec');
  });

  it('data-search-points: off unless "true"; a bad value is reported and stays off', () => {
    expect(island.readConfig!(form('')).points).toBe(false);
    expect(island.readConfig!(form('data-search-points="true"')).points).toBe(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.readConfig!(form('data-search-points="yes"')).points).toBe(false);
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:live-search] data-search-points="yes"');
    error.mockRestore();
  });

  it('reports a bad data-search-min-length and uses the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.readConfig!(form('data-search-min-length="two"')).minLength).toBe(2);
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:live-search] data-search-min-length="two" is not a number');
  });

  it('says so when there is no input', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<form id="menu_search"></form>';
    expect(island.readConfig!(document.body.firstElementChild as HTMLElement).input).toBeNull();
    expect(error.mock.calls[0]?.[0]).toContain('no input.menu_search__input');
  });
});
