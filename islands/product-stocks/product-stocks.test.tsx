// The pick-up stores' dialog on the template's product page (101): the server's #product_stocks in the
// modal, the sizes' stock from the platform's call, its other states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadProductPage } from '../../fixtures/product-page';
import { mountWoken } from '../../fixtures/header-page';
import { server } from '../../fixtures/mock-shop/server';
import { clearFaults, setFault } from '../../fixtures/mock-shop/faults';
import { STORES } from '../../fixtures/mock-shop/resolvers/stocks';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';
import { untilCalled, untilDom } from '../../fixtures/until';
import { stockFor } from './api';

let calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.url.includes('projectorFormSizeAvailability')) calls.push(request.url);
};
beforeEach(() => {
  calls = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

const link = () => screen.getByRole('link', { name: 'Sprawdź, w którym sklepie obejrzysz i kupisz od ręki' });
const dialog = () => screen.getByRole('dialog', { name: 'Dostępność w sklepach stacjonarnych' });
const status = () => within(dialog()).getByRole('status').textContent;
const stores = () => within(dialog()).queryAllByRole('button', { expanded: false }).concat(within(dialog()).queryAllByRole('button', { expanded: true })).filter((b) => b.classList.contains('stock__headline'));

// 'interaction': the shopper's pointer over the block wakes it.
const mount = () => mountWoken(['product-stocks'], () => document.getElementById('projector_stocks'));
async function open() {
  loadProductPage('template-pages/projector-101');
  await mount();
  fireEvent.click(link());
  return dialog();
}

describe('product-stocks', () => {
  it('the link opens the server’s block in the dialog with the chosen size’s stores (one call), by city; a store opens its address, hours and map link; closing puts the block back', async () => {
    const d = await open();
    expect(link().getAttribute('aria-haspopup')).toBe('dialog');
    expect(d.contains(document.getElementById('product_stocks'))).toBe(true);
    await untilDom(() => stores().length === 3);
    expect(calls).toEqual([expect.stringMatching(/\/graphql\/v1\/\?mutation=projectorFormSizeAvailability$/)]);
    // M (size 3) is chosen on the page: its link is marked.
    const m = within(d).getByRole('link', { name: 'M' });
    expect(m.getAttribute('aria-current')).toBe('true');
    expect(m.classList.contains('active')).toBe(true);
    expect(d.querySelector('.product_stocks__block.--stocks')!.classList.contains('--skeleton')).toBe(false);
    // 12 pieces of M: 6, 3 and 3 in the three stores.
    expect(stores().map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Salon Mokotów Warszawa.*6 szt\.$/),
      expect.stringMatching(/^Salon Wola Warszawa.*3 szt\.$/),
      expect.stringMatching(/^Salon Rynek Kraków.*3 szt\.$/),
    ]);
    const city = within(d).getByRole('combobox', { name: 'Miasto' });
    fireEvent.change(city, { target: { value: 'Kraków' } });
    expect(stores().map((b) => b.textContent)).toEqual([expect.stringMatching(/^Salon Rynek/)]);
    fireEvent.click(stores()[0]!);
    expect(stores()[0]!.getAttribute('aria-expanded')).toBe('true');
    const info = document.getElementById(stores()[0]!.getAttribute('aria-controls')!)!;
    expect(info.hidden).toBe(false);
    expect(within(info).getByText('Rynek Główny 5')).toBeTruthy();
    expect(within(info).getByRole('link', { name: '+48 12 300 40 50' }).getAttribute('href')).toBe('tel:+48123004050');
    expect(within(info).getByText('Niedziela').nextElementSibling!.textContent).toBe('nieczynne');
    expect(within(info).getByRole('link', { name: 'Pokaż na mapie' }).getAttribute('href')).toBe(`https://www.openstreetmap.org/?mlat=${STORES[2].lat}&mlon=${STORES[2].long}#map=16/${STORES[2].lat}/${STORES[2].long}`);
    // Another size: the same answer (no second call); a size out of stock is inert.
    fireEvent.click(within(d).getByRole('link', { name: 'XL' }));
    await untilDom(() => stores().length === 3);
    expect(stores()[0]!.textContent).toMatch(/bez ograniczeń$/);
    fireEvent.click(within(d).getByRole('link', { name: 'S' }));
    expect(within(d).getByRole('link', { name: 'S' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(d).getByRole('link', { name: 'XL' }).getAttribute('aria-current')).toBe('true');
    expect(calls).toHaveLength(1);
    fireEvent.click(within(d).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('#projector_stocks > #product_stocks')).not.toBeNull();
    expect(document.activeElement).toBe(link());
  });

  it('no size chosen: asks for one and calls nothing until a size is clicked', async () => {
    loadProductPage('template-pages/projector-101');
    await mount();
    act(() => getShopStore().getState().product.selectSize(null));
    fireEvent.click(link());
    expect(status()).toBe('Wybierz rozmiar, aby sprawdzić jego dostępność w sklepach.');
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog()).getByRole('link', { name: 'XS' }));
    await untilDom(() => stores().length === 3);
  });

  it.each(['500', 'malformed', 'wrong-shape'] as const)('the call failing (%s): logged with the island and product, said in the dialog; a size asks again', async (fault) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('graphql:sizeAvailability', fault);
    await open();
    await untilCalled(error);
    expect(String(error.mock.calls[0]![0])).toContain('[storefront:product-stocks] the stock in the shops for product 101 could not be loaded');
    await untilDom(() => status() === 'Nie udało się sprawdzić dostępności w sklepach. Spróbuj ponownie za chwilę.');
    clearFaults();
    fireEvent.click(within(dialog()).getByRole('link', { name: 'L' }));
    await untilDom(() => stores().length === 3);
    expect(calls).toHaveLength(2);
  });

  it('unmounting puts the server’s block back as it was', async () => {
    loadProductPage('template-pages/projector-101');
    const before = document.getElementById('projector_stocks')!.outerHTML;
    await mount();
    fireEvent.click(link());
    act(() => unmountWithin(document.getElementById('projector_stocks')!));
    expect(document.getElementById('projector_stocks')!.outerHTML.replace(/ data-storefront-[\w-]+="[^"]*"/g, '')).toBe(before);
  });
});

describe('stockFor', () => {
  it('takes the size’s entry, or a one-size product’s single "" entry', () => {
    const list = [{ id: '3', stores: [] }, { id: '4', stores: [] }];
    expect(stockFor(list, '4')).toBe(list[1]);
    expect(stockFor(list, '9')).toBeNull();
    expect(stockFor([{ id: '', stores: [] }], 'uniw')).toEqual({ id: '', stores: [] });
  });
});
