// The shipping dialog from the theme's `.projector_shipping__info` link: the couriers the platform's
// product page asks for on a click (quantity 1), grouped by payment, cached, and its other states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadProductPage, mountProductIslands } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { mockShop } from '../../fixtures/mock-shop/state';
import { COURIERS } from '../../fixtures/mock-shop/handlers/shipping-time';
import { getShopStore } from '../../core/store';
import { REGION_COOKIE, ZIPCODE_COOKIE } from '../../core/region/forced-cookies';
import { untilCalled, untilDom } from '../../fixtures/until';
import { deliveryText } from './ShippingDialog';
import { readCourier } from './couriers';
import { texts } from './texts';

/** The GraphQL calls the page made: the URL's name and the body's query. */
let calls: Array<{ url: string; query: string }> = [];
const record = ({ request }: { request: Request }) => {
  if (request.url.includes('/graphql/')) void request.clone().json().then((b: { query: string }) => calls.push({ url: request.url, query: b.query }));
};
beforeEach(() => {
  calls = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  for (const name of [REGION_COOKIE, ZIPCODE_COOKIE]) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

const link = () => screen.getByRole('link', { name: 'Sprawdź czas i koszty dostawy' });
const dialog = () => screen.getByRole('dialog', { name: 'Czas i koszt dostawy' });
const courierCalls = () => calls.filter((c) => /shipping \{\s*courier/.test(c.query));
async function open() {
  loadProductPage('template-pages/projector-101');
  await mountProductIslands(['product-status']);
  fireEvent.click(link());
  return dialog();
}
const loaded = () => untilDom(() => !dialog().textContent!.includes('Wczytujemy formy dostawy'));

describe('the shipping dialog', () => {
  it('opens on the link (a dialog it announces), asks the couriers once with quantity 1, shows them by payment with day and cost; cached for the next open', async () => {
    const d = await open();
    expect(link().getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(d).getByRole('status').textContent).toBe('Wczytujemy formy dostawy…');
    await loaded();
    await untilDom(() => courierCalls().length === 1);
    expect(courierCalls()[0]!.url).toMatch(/\/graphql\/v1\/\?query=projector_shipping_fetchShippingTime$/);
    expect(courierCalls()[0]!.query).toContain('products: [{ id: 101, size: "3", quantity: 1 }]');
    const tables = within(d).getAllByRole('table');
    expect(tables.map((tb) => tb.getAttribute('aria-labelledby') && document.getElementById(tb.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'Płatność przed wysyłką',
      'Płatność przy odbiorze',
    ]);
    const rows = (tb: HTMLElement) => within(tb).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    const prepaid = rows(tables[0]!);
    expect(prepaid.map((r) => r[0])).toEqual(COURIERS.filter((c) => c.prepaid === 'prepaid').map((c) => c.name));
    expect(prepaid.map((r) => r[2])).toEqual(['12,99 zł', '16,99 zł', 'Gratis!']);
    expect(rows(tables[1]!)).toEqual([[COURIERS[3].name, expect.any(String), '21,99 zł']]);
    expect(within(d).getByText('* Ceny brutto (z VAT)')).toBeTruthy();
    // The amount does not change what is asked; a second open is answered from the page's cache.
    fireEvent.click(within(d).getByRole('button', { name: 'Zamknij' }));
    expect(document.activeElement).toBe(link());
    act(() => getShopStore().getState().product.setQuantity(3));
    fireEvent.click(link());
    expect(within(dialog()).getAllByRole('table')).toHaveLength(2);
    expect(courierCalls()).toHaveLength(1);
  });

  it('a set’s dialog sends its ticked parts as bundleParts (the collection’s unticked part left out, asked anew)', async () => {
    loadProductPage('template-pages/projector-109');
    await mountProductIslands(['product-status']);
    fireEvent.click(link());
    await loaded();
    await untilDom(() => courierCalls().length === 1);
    expect(courierCalls()[0]!.query).toContain('bundleParts: [{ id: 105, size: "uniw" }, { id: 108, size: "uniw" }]');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Zamknij' }));
    fireEvent.click(document.querySelector<HTMLInputElement>('input[name="bundled_quantity[108]"]')!);
    fireEvent.click(link());
    await untilDom(() => courierCalls().length === 2);
    expect(courierCalls()[1]!.query).toContain('bundleParts: [{ id: 105, size: "uniw" }]');
  });

  it('a shop without a standard cost: says so', async () => {
    mockShop().standardShipping = false;
    const d = await open();
    await loaded();
    expect(within(d).getByRole('status').textContent).toBe('Dla tego produktu nie mamy standardowego kosztu dostawy: ustalimy go po przyjęciu zamówienia.');
    expect(within(d).queryByRole('table')).toBeNull();
  });

  it.each(['500', 'malformed', 'wrong-shape'] as const)('the call failing (%s): the console names the island and product, the dialog says it, the link stays', async (fault) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('graphql:shippingCouriers', fault);
    const d = await open();
    await untilCalled(error);
    expect(String(error.mock.calls[0]![0])).toContain('[storefront:product-status] the couriers for product 101, size "3" could not be loaded');
    await loaded();
    // Said at once (an alert, there since the dialog opened) and under nothing busy that could hold it back.
    const alert = within(d).getByRole('alert');
    expect(alert.textContent).toBe('Nie udało się wczytać form dostawy. Spróbuj ponownie za chwilę.');
    expect(alert.closest('[aria-busy=true]')).toBeNull();
    expect(within(d).getByRole('status').textContent).toBe('');
    fireEvent.keyDown(d, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link().getAttribute('href')).toBe('#shipping_info');
  });

  it('no size chosen: asks for one, calls nothing', async () => {
    loadProductPage('template-pages/projector-101');
    await mountProductIslands(['product-status']);
    act(() => getShopStore().getState().product.selectSize(null));
    fireEvent.click(link());
    expect(within(dialog()).getByRole('status').textContent).toBe('Wybierz rozmiar, aby sprawdzić czas i koszt dostawy.');
    expect(courierCalls()).toEqual([]);
  });

  it('a forced delivery country: said above the couriers; restoring the default sends the product page’s unset call, drops the cookie and asks again', async () => {
    document.cookie = `${REGION_COOKIE}=${encodeURIComponent(JSON.stringify({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true }))}; path=/`;
    const d = await open();
    await loaded();
    expect(d.querySelector('.shipping_info__current_region')!.textContent).toBe('Czasy i koszty dotyczą kraju dostawy: Niemcy');
    fireEvent.click(within(d).getByRole('button', { name: 'Przywróć domyślny kraj dostawy: Polska' }));
    await untilDom(() => courierCalls().length === 2 && !document.cookie.includes(REGION_COOKIE));
    expect(calls.some((c) => c.url.endsWith('?mutation=projectorFormUnsetRegion') && c.query.includes('unsetTemporaryRegion'))).toBe(true);
    await untilDom(() => dialog().querySelector('.shipping_info__top') === null);
    expect(within(dialog()).getAllByRole('table')).toHaveLength(2);
  });
});

describe('couriers, read and worded', () => {
  const t = texts.variants.pl;
  const now = new Date(2026, 10, 27, 10, 0);
  it('reads a courier; one without a name is left out; dvp is paid on delivery', () => {
    expect(readCourier({ courier: { name: ' DPD ', icon: null }, prepaid: 'dvp', cost: { value: '9.5', formatted: '9,50 zł' }, deliveryTime: { time: { days: 2 }, weekDay: 7 } })).toMatchObject({
      name: 'DPD', icon: '', prepaid: false, cost: 9.5, costFormatted: '9,50 zł', delivery: { days: 2, weekDay: 7, weekAmount: 0, today: false },
    });
    expect(readCourier({ courier: {}, prepaid: 'prepaid' })).toBeNull();
    expect(readCourier('x')).toBeNull();
  });
  it('says today, the weekday, and the date when it is not this week', () => {
    const c = (delivery: object) => readCourier({ courier: { name: 'X' }, deliveryTime: delivery })!;
    expect(deliveryText(c({ today: true, time: { days: 0 } }), now, t)).toBe('dzisiaj');
    expect(deliveryText(c({ weekDay: 6, time: { days: 1 } }), now, t)).toBe('w sobotę');
    expect(deliveryText(c({ weekDay: 1, weekAmount: 1, time: { days: 10 } }), now, t)).toBe('w poniedziałek (07.12)');
  });
});
