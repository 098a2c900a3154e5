import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { mockShop } from '../../fixtures/mock-shop/state';
import { setFault, type FaultKind } from '../../fixtures/mock-shop/faults';
import { searchCatalogue } from '../../fixtures/catalogue/search';
import { unmountAll } from '../../core/mount/runtime';
import { session } from '../../core/dom/storage';
import { untilCalled, untilDom } from '../../fixtures/until';
import { backspace, fakeTimers, form, input, listbox, loadHeader, mount, options, results, searches, searchUrls, setupSearchPage, shown, signals, type, untilSearches, wait } from '../../fixtures/live-search-page';
import liveSearchJob from './job';

setupSearchPage();

/** The sessionStorage write of this key (it waits for the answer's frame to be painted). Call before the search. */
function cacheWrite(key: string): Promise<unknown> {
  const write = session.setJSON.bind(session);
  return untilCalled(vi.spyOn(session, 'setJSON').mockImplementation(write), (k) => k === key);
}

/** Types `text` at human speed, lets the 500 ms pass and waits for the listbox. */
async function searchFor(text: string) {
  fakeTimers();
  await type(text);
  await wait(500);
  vi.useRealTimers();
}

describe('live-search: before and after mount', () => {
  it('adds the combobox ARIA only once mounted, pointing at a (hidden) listbox', async () => {
    loadHeader();
    expect(input().hasAttribute('role')).toBe(false);
    await mount();
    const box = screen.getByRole('combobox', { name: 'Szukaj w sklepie' });
    expect(box).toBe(input());
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-controls')).toBe(listbox().id);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(results().contains(listbox())).toBe(true);
    expect(results().hidden).toBe(true);
    expect(form().classList.contains('--focus')).toBe(true);
  });

  it('searches the text typed while its chunk was loading, and keeps it', async () => {
    await mount({ typedBefore: 'kaszmir' });
    expect(input().value).toBe('kaszmir');
    await shown();
    expect(searches).toEqual(['kaszmir']);
  });

  it('unmounting stops everything and puts the markup back (as its load job left it)', async () => {
    loadHeader();
    // The page before the island woke: the server's form with what the load job did (the collapsed combobox).
    const server = form().cloneNode(true) as HTMLElement;
    liveSearchJob(server, { pageType: null, view: () => 1, wake: () => {} });
    const before = server.outerHTML;
    await mount();
    await searchFor('sukien');
    await shown();
    expect(document.documentElement.classList.contains('--results-open')).toBe(true);
    act(() => unmountAll());
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-controls')).toBe(false);
    expect(results().hidden).toBe(false);
    expect(results().childNodes).toHaveLength(0);
    expect(form().className).toBe('menu_search');
    expect(document.documentElement.classList.contains('--results-open')).toBe(false);
    expect(form().outerHTML.replace(/ data-storefront-live-search="\w+"/, '')).toBe(before);
    fakeTimers();
    await type('ka');
    await wait(600);
    expect(searches).toEqual(['sukien']);
  });
});

describe('live-search: when it searches', () => {
  it('sends one request for six letters typed at human speed, 500 ms after the last', async () => {
    await mount();
    fakeTimers();
    await type('sukien');
    await wait(300); // 180 + 300 ms after the last key
    expect(searches).toEqual([]);
    await wait(20);
    await untilSearches(1);
    expect(searches).toEqual(['sukien']);
    vi.useRealTimers();
    await shown();
    expect(form().classList.contains('--open')).toBe(true);
    expect(document.documentElement.classList.contains('--results-open')).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('answers a repeated text from sessionStorage, without a request', async () => {
    await mount();
    const written = cacheWrite('search_sukien_pl');
    await searchFor('sukien');
    await shown();
    // Written once the answer's frame is painted, not before.
    await written;
    expect(sessionStorage.getItem('search_sukien_pl')).toContain('Sukienka midi Kalina');
    fakeTimers();
    await backspace(5); // below the minimum: closed
    await wait(600);
    expect(listbox().hidden).toBe(true);
    await type('ukien');
    await wait(500);
    vi.useRealTimers();
    await shown();
    expect(searches).toEqual(['sukien']);
    expect(options()[0]!.textContent).toContain('Sukienka midi Kalina');
  });

  it('starts at 2 characters in the header, or at data-search-min-length', async () => {
    await mount();
    fakeTimers();
    await type('s');
    await wait(1000);
    expect(searches).toEqual([]);
    await type('u');
    await wait(500);
    await untilSearches(1);
    expect(searches).toEqual(['su']);
  });

  it('honours data-search-min-length', async () => {
    loadHeader((h) => h.replace('<form id="menu_search"', '<form id="menu_search" data-search-min-length="4"'));
    await mount();
    fakeTimers();
    await type('suk');
    await wait(1000);
    expect(searches).toEqual([]);
    await type('i');
    await wait(500);
    await untilSearches(1);
    expect(searches).toEqual(['suki']);
  });

  it('never searches on navigation keys', async () => {
    await mount();
    await searchFor('kaszmir');
    await shown();
    form().addEventListener('submit', (e) => e.preventDefault());
    fakeTimers();
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End', 'ArrowLeft', 'ArrowRight', 'Enter', 'Tab', 'Escape', 'Escape']) {
      input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      input().dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
      await wait(200);
    }
    await wait(1000);
    expect(searches).toEqual(['kaszmir']);
  });

  it('aborts the stale request and never shows its answer', async () => {
    await mount();
    setFault('graphql:productsTextSearch', 'slow:2000');
    fakeTimers();
    await type('sukien');
    await wait(500);
    await untilSearches(1);
    expect(signals).toHaveLength(1);
    setFault('graphql:productsTextSearch', 'slow:10');
    await type('ka');
    expect(signals[0]!.aborted).toBe(true);
    await wait(500);
    await wait(20);
    vi.useRealTimers();
    await shown();
    await untilSearches(2);
    expect(searches).toEqual(['sukien', 'sukienka']);
    // 'sukienka' has no categories; 'sukien' has three.
    expect(within(listbox()).queryByRole('group', { name: 'Kategorie' })).toBeNull();
  });
});

describe('live-search: what it shows', () => {
  it('groups products, categories, info and show-all, with icons and prices', async () => {
    await mount();
    await searchFor('sukien');
    await shown();
    // The platform's call: no marker, the text as a literal.
    expect(searchUrls).toEqual(['http://shop.test/graphql/v1/']);
    const expected = searchCatalogue('sukien', 6);
    const groups = within(listbox()).getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && g.querySelector('.search_result__label')!.textContent);
    expect(groups).toEqual(['Produkty', 'Kategorie', 'Informacje', 'Pokaż wszystkie']);
    expect(listbox().querySelector('.search_result__block.--others')).not.toBeNull();
    expect(listbox().querySelector('.search_result__block.--queries')).not.toBeNull();
    const products = within(screen.getByRole('group', { name: 'Produkty' })).getAllByRole('option');
    expect(products).toHaveLength(6);
    const first = expected.products[0]!;
    expect(products[0]!.getAttribute('href')).toBe(first.link);
    expect(products[0]!.className).toContain('search_result__item --product');
    expect(products[0]!.querySelector('.search_result__price')!.textContent).toBe(first.price.price.gross.formatted);
    // The platform's icons: iconSmall is the webp source, iconSmallSecond the img.
    expect(products[0]!.querySelector('source')!.getAttribute('srcset')).toBe(first.iconSmall);
    expect(products[0]!.querySelector('source')!.getAttribute('type')).toBe('image/webp');
    expect(products[0]!.querySelector('img')!.getAttribute('src')).toBe(first.iconSmallSecond);
    // A real shop sends no breadcrumb (the island does not ask for one): the category's own name.
    const menu = within(screen.getByRole('group', { name: 'Kategorie' })).getAllByRole('option');
    expect(menu[1]!.textContent).toBe('Sukienki letnie ');
    expect(menu[1]!.className).toContain('--menu');
    const all = within(screen.getByRole('group', { name: 'Pokaż wszystkie' })).getAllByRole('option');
    expect(all.map((o) => o.getAttribute('href'))).toEqual([...expected.searchQueries.map((q) => q.link), '/search.php?text=sukien']);
    expect(all.at(-1)!.textContent).toContain('Wszystkie wyniki dla „sukien”');
    expect(screen.getByRole('status').textContent).toBe(`Podpowiedzi: ${options().length}. Wybierz strzałkami w górę i w dół.`);
  });

  it('data-search-icons="spec": iconSmallSecond is the webp source, iconSmall the img', async () => {
    loadHeader((h) => h.replace('<form id="menu_search"', '<form id="menu_search" data-search-icons="spec"'));
    await mount();
    await searchFor('sukien');
    await shown();
    const first = searchCatalogue('sukien', 6).products[0]!;
    expect(options()[0]!.querySelector('source')!.getAttribute('srcset')).toBe(first.iconSmallSecond);
    expect(options()[0]!.querySelector('img')!.getAttribute('src')).toBe(first.iconSmall);
  });

  it('sends quotes and backslashes escaped, and the shop finds the text as typed', async () => {
    mockShop().searchExtras = { cms: [{ name: 'Cytat', link: '/c.html' }] };
    await mount();
    await searchFor('a"b\\c');
    await shown();
    expect(searches).toEqual(['a"b\\c']);
    expect(screen.getByRole('option', { name: 'Cytat' })).toBeTruthy();
  });

  it('shows the phone-price text for a price of 0, an icon without a second as the img, and server names as text', async () => {
    mockShop().searchExtras = {
      products: [{ name: '<img src=x onerror="window.__xss=1">Płaszcz', link: '/p.html', iconSmall: '/a.jpg', price: { price: { gross: { value: 0, formatted: '0,00 zł' } } } }],
      menuNodes: [{ name: '<b>Płaszcze</b>', link: '/m.html' }],
      producers: [{ name: 'Atelier', link: '/f.html' }],
      series: [{ name: 'Premium', link: '/s.html' }, { name: 42, link: null }],
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount();
    await searchFor('płaszcz');
    await shown();
    const [phone, odd] = within(screen.getByRole('group', { name: 'Produkty' })).getAllByRole('option');
    // The catalogue's made-to-measure coat has no price: value 0.
    expect(phone!.querySelector('.search_result__name')!.textContent).toBe('Płaszcz wełniany szyty na miarę');
    expect(phone!.querySelector('.search_result__price')!.textContent).toBe('Cena na telefon');
    expect(odd!.querySelector('.search_result__name')!.textContent).toBe('<img src=x onerror="window.__xss=1">Płaszcz');
    expect(odd!.querySelector('.search_result__price')!.textContent).toBe('Cena na telefon');
    expect(odd!.querySelector('source')).toBeNull();
    expect(odd!.querySelector('img')!.getAttribute('src')).toBe('/a.jpg');
    expect(listbox().querySelector('img[src=x], b')).toBeNull();
    expect(screen.getByRole('option', { name: '<b>Płaszcze</b>' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Producent' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Seria' })).getAllByRole('option')).toHaveLength(1);
    expect(error.mock.calls[0]?.[0]).toContain('productsTextSearch.series item {"name":"42","link":null} has no name or link');
  });

  it('speaks English', async () => {
    mockShop().searchExtras = { products: [{ name: 'Coat', link: '/p.html', price: { price: { gross: { value: 0, formatted: '' } } } }] };
    await mount({ language: 'en' });
    const written = cacheWrite('search_coat_en');
    await searchFor('coat');
    await shown();
    expect(options()[0]!.textContent).toContain('Price on phone demand');
    expect(screen.getByRole('group', { name: 'Show all' })).toBeTruthy();
    await written;
    expect(sessionStorage.getItem('search_coat_en')).not.toBeNull();
  });

  it('stays closed when every group is empty', async () => {
    await mount();
    await searchFor('zzzzzz');
    await untilSearches(1);
    expect(searches).toEqual(['zzzzzz']);
    await untilDom(() => screen.getByRole('status').textContent === 'Brak podpowiedzi');
    expect(listbox().hidden).toBe(true);
    expect(results().hidden).toBe(true);
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(form().classList.contains('--open')).toBe(false);
  });
});

describe('live-search: failures close the dropdown', () => {
  it.each<FaultKind>(['500', '404', 'abort', 'malformed', 'wrong-shape', 'platform'])('%s: closed, nothing shown, the console names the text', async (fault) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount();
    await searchFor('kaszmir');
    await shown();
    setFault('graphql:productsTextSearch', fault);
    await searchFor('owy');
    await untilCalled(error);
    await untilDom(() => !form().classList.contains('--loading'));
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:live-search] search for "kaszmirowy" failed');
    expect(listbox().hidden).toBe(true);
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(sessionStorage.getItem('search_kaszmirowy_pl')).toBeNull();
  });

  it('a GraphQL errors reply (a value the schema cannot serve): closed, the console names the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount();
    await searchFor('kaszmir');
    await shown();
    mockShop().searchExtras = { products: [{ name: { not: 'text' }, link: '/x.html' }] };
    await searchFor('owy');
    await untilCalled(error);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/\[storefront:live-search\] search for "kaszmirowy" failed: .*GraphQL error/);
    expect(listbox().hidden).toBe(true);
    expect(sessionStorage.getItem('search_kaszmirowy_pl')).toBeNull();
  });

  it('hang: loading until the 10 s timeout, then closed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount();
    setFault('graphql:productsTextSearch', 'hang');
    fakeTimers();
    await type('kaszmir');
    await wait(500);
    expect(form().classList.contains('--loading')).toBe(true);
    await wait(10_000);
    vi.useRealTimers();
    await untilCalled(error);
    await untilDom(() => !form().classList.contains('--loading'));
    expect(String(error.mock.calls[0]?.[0])).toContain('timed out');
    expect(listbox().hidden).toBe(true);
  });
});
