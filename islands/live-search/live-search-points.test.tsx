// A product sold for points only (catalogue 104): the platform's search reply gives it a money price of 0, as
// for a phone price, and no points (its schema has none). The theme shows it as priced on the phone and makes
// no call, which is the default; with data-search-points="true" on the search box the island asks the
// product's own price call and shows its price in points.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { searchCatalogue } from '../../fixtures/catalogue/search';
import { POINTS_TIMEOUT_MS } from './api';
import { backspace, fakeTimers, listbox, loadHeader, mount as mountSearch, setupSearchPage, shown, type, wait } from '../../fixtures/live-search-page';

setupSearchPage();

/** Every points lookup (GET /ajax/projector.php) of the test, as its query string. */
let lookups: string[] = [];
let lookupStarted: () => void = () => {};
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname !== '/ajax/projector.php') return;
  lookups.push(url.search);
  lookupStarted();
};
beforeEach(() => {
  lookups = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

/** The search box opted in to the points lookup (data-search-points="true"), then the island as usual. */
async function mount(opts: Parameters<typeof mountSearch>[0] = {}) {
  loadHeader();
  document.getElementById('menu_search')!.setAttribute('data-search-points', 'true');
  await mountSearch(opts);
}

/** Types `text`, lets the 500 ms pass (fake clock), then waits on the real one for the suggestions. */
async function searchFor(text: string) {
  fakeTimers();
  await type(text);
  await wait(500);
  vi.useRealTimers();
  await shown();
}

const productPrice = (name: string) => {
  const option = within(screen.getByRole('group', { name: 'Produkty' })).getByRole('option', { name: new RegExp(`^${name}`) });
  return option.querySelector('.search_result__price')?.textContent;
};

describe('live-search: a product sold for points only (data-search-points="true")', () => {
  it('the mock answers as the platform does: a money price of 0 and no points in the search reply', () => {
    const [mug] = searchCatalogue('kubek').products;
    expect(mug).toMatchObject({ id: 104, price: { price: { gross: { value: 0 } } } });
    expect(mug).not.toHaveProperty('points');
  });

  it('by default, as the theme: the phone-price text and no price call', async () => {
    await mountSearch();
    await searchFor('kubek');
    expect(productPrice('Kubek termiczny za punkty')).toBe('Cena na telefon');
    expect(lookups).toEqual([]);
  });

  it('shows its price in points, from its own price call; a phone-price product keeps the phone-price text', async () => {
    await mount();
    await searchFor('kubek');
    expect(productPrice('Kubek termiczny za punkty')).toBe('250,00 pkt.');
    expect(lookups).toEqual(['?action=get&product=104&get=sizeprices']);
    // Typed again, it comes from the cache, points and all: no second lookup.
    fakeTimers();
    await backspace(5);
    await type('kubek');
    await wait(500);
    vi.useRealTimers();
    await shown();
    expect(productPrice('Kubek termiczny za punkty')).toBe('250,00 pkt.');
    expect(lookups).toHaveLength(1);
  });

  it('a phone-price product (no points in its price call) stays "Cena na telefon"', async () => {
    await mount();
    await searchFor('płaszcz');
    expect(productPrice('Płaszcz wełniany szyty na miarę')).toBe('Cena na telefon');
    expect(lookups).toEqual(['?action=get&product=103&get=sizeprices']);
  });

  it('in English: the points unit of the texts', async () => {
    await mount({ language: 'en' });
    await searchFor('kubek');
    const option = within(screen.getByRole('group', { name: 'Products' })).getAllByRole('option')[0]!;
    expect(option.querySelector('.search_result__price')!.textContent).toBe('250,00 pts');
  });

  it('the price call failing: the phone-price text, and the console names the island', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFault('projector', '500');
    await mount();
    await searchFor('kubek');
    expect(productPrice('Kubek termiczny za punkty')).toBe('Cena na telefon');
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[storefront:live-search\] the price in points of product 104 could not be read \(GET \/ajax\/projector\.php.*HTTP 500/);
  });

  it(`the price call hanging: the suggestions come after ${POINTS_TIMEOUT_MS} ms, with the phone-price text`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFault('projector', 'hang');
    await mount();
    const started = new Promise<void>((resolve) => (lookupStarted = resolve));
    fakeTimers();
    await type('kubek');
    await wait(500);
    await started;
    // The lookup left during the 500 ms (up to 180 ms of it remained): well before its timeout, nothing shown yet.
    await wait(POINTS_TIMEOUT_MS - 500);
    expect(listbox().hidden).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    await wait(600);
    vi.useRealTimers();
    await shown();
    expect(productPrice('Kubek termiczny za punkty')).toBe('Cena na telefon');
    expect(String(warn.mock.calls[0]?.[0])).toContain(`timed out after ${POINTS_TIMEOUT_MS} ms`);
  });
});
