// A server that ignores the call's `limit` (40,000 results) must not render
// 40,000 options. Every list is capped to the limit the call sends; "show all" stays.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockShop } from '../../fixtures/mock-shop/state';
import { SEARCH_FLOOD_COOKIE } from '../../fixtures/mock-shop/resolvers/header';
import { SEARCH_LIMIT, writeCache } from './api';
import { parseSearchResults } from './results';
import { fakeTimers, listbox, mount, options, searches, setupSearchPage, shown, type, wait } from '../../fixtures/live-search-page';

setupSearchPage();

afterEach(() => {
  document.cookie = `${SEARCH_FLOOD_COOKIE}=; Max-Age=0; path=/`;
});

async function searchFor(text: string) {
  fakeTimers();
  await type(text);
  await wait(500);
  vi.useRealTimers();
}

const groupOptions = (name: string) => within(screen.getByRole('group', { name })).getAllByRole('option');

describe('live-search: a reply bigger than the limit', () => {
  it('40,000 products: six options in the group, the rest never rendered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockShop().searchExtras = {
      products: Array.from({ length: 40_000 }, (_, i) => ({ name: `Płaszcz ${i}`, link: `/p-${i}.html` })),
    };
    await mount();
    await searchFor('płaszcz');
    await shown();
    expect(groupOptions('Produkty')).toHaveLength(SEARCH_LIMIT);
    expect(listbox().querySelectorAll('[role=option]').length).toBeLessThanOrEqual(SEARCH_LIMIT * 6 + 1);
    expect(String(warn.mock.calls.find((c) => String(c[0]).includes('productsTextSearch.products'))?.[0])).toMatch(/sent \d+ items for a limit of 6; 6 shown/);
  }, 30_000);

  it('a flood in every list (the mock_search_flood switch): at most six per group, "show all" still last', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.cookie = `${SEARCH_FLOOD_COOKIE}=2000; path=/`;
    await mount();
    await searchFor('sukien');
    await shown();
    for (const name of ['Produkty', 'Kategorie', 'Informacje', 'Producent', 'Seria']) {
      const group = screen.queryByRole('group', { name });
      if (group) expect(within(group).getAllByRole('option').length).toBeLessThanOrEqual(SEARCH_LIMIT);
    }
    // The suggested queries' group: six queries and the "show all" link.
    const all = options();
    expect(all.length).toBeLessThanOrEqual(SEARCH_LIMIT * 6 + 1);
    expect(all.length).toBeGreaterThan(SEARCH_LIMIT);
    expect(all.at(-1)!.getAttribute('href')).toContain('text=sukien');
    expect(searches).toEqual(['sukien']);
  }, 30_000);

  it('a cached reply that holds more than the limit is capped too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const big = parseSearchResults({ cms: Array.from({ length: 500 }, (_, i) => ({ name: `Strona ${i}`, link: `/s-${i}.html` })) }, 500);
    writeCache('strona', 'pl', big);
    await mount();
    await searchFor('strona');
    await shown();
    expect(searches).toEqual([]);
    expect(options()).toHaveLength(SEARCH_LIMIT + 1);
  });
});

describe('parseSearchResults: the cap', () => {
  it('keeps the first `limit` usable items of each list, skipping bad ones, and stops reading', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { name: '', link: '' };
    const good = (i: number) => ({ name: `S${i}`, link: `/s${i}` });
    const r = parseSearchResults({ series: [bad, ...Array.from({ length: 40_000 }, (_, i) => good(i))], cms: [good(1)] }, 3);
    expect(r.series.map((s) => s.name)).toEqual(['S0', 'S1', 'S2']);
    expect(r.cms).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
    // A list of nothing but bad items is read only so far, not to its end.
    error.mockClear();
    parseSearchResults({ series: Array.from({ length: 40_000 }, () => bad) }, 6);
    expect(error.mock.calls.length).toBeLessThanOrEqual(60);
  });
});
