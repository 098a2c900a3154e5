// @vitest-environment jsdom
// The tiles' quick-buy (hotspots_add_to_basket.js) and price details, against the strict
// mock (documents validated against the SDL, addProductsToBasket changing the mock's basket).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { server } from '../../fixtures/mock-shop/server';
import { mockShop } from '../../fixtures/mock-shop/state';
import { setFault } from '../../fixtures/mock-shop/faults';
import { hotspotProduct, resetHotspotZones, setHotspotZone } from '../../fixtures/mock-shop/resolvers/hotspots';
import { productById } from '../../fixtures/catalogue/catalogue';
import { mountProductIslands } from '../../fixtures/product-page';
import { untilDom } from '../../fixtures/until';
import { clampQuantity } from './quick-buy';
import { quickBuyOf, readHotspot } from './reply';
import { loadZones } from '../../fixtures/hotspot-zones';

vi.mock('./carousel', async (original) => ({
  ...(await original<typeof import('./carousel')>()),
  mountCarousel: vi.fn(async () => () => {}),
}));

const added: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (request.url.endsWith('?addToBasket')) void request.clone().text().then((b) => added.push((JSON.parse(b) as { query: string }).query));
};

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
  added.length = 0;
  server.events.on('request:start', onRequest);
  localStorage.clear();
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  resetHotspotZones();
  delete (window as unknown as { app_shop?: unknown }).app_shop;
});

/** One product zone 1 on the main page, as the mock's HotspotProduct with `edit` applied. */
function zoneWith(...products: Record<string, unknown>[]): void {
  setHotspotZone('main', 'zone1', { name: 'Polecamy', url: null, type: 'products', products });
  setHotspotZone('main', 'zone2', null);
}

/** Both zones answered (one filled, one hidden): no batch is left open for the next test. */
const settled = () => untilDom(() => document.querySelectorAll('.hotspot__wrapper[hidden], .hotspot__wrapper.loaded').length === 2);
const first = () => document.querySelector<HTMLElement>('#main_hotspot_zone1 .product')!;
const status = () => document.querySelector('#main_hotspot_zone1 [role=status]')?.textContent ?? '';

describe('which tiles get the quick-buy (the platform’s rule)', () => {
  const sizes = (...statuses: string[]) => statuses.map((s, i) => ({ id: `s${i}`, amount: 5, availability: { status: s } }));
  it('product and virtual with one usable size: an add of that size; none usable: nothing; several sizes or another type: a link', () => {
    expect(quickBuyOf({ type: 'product', sizes: sizes('enable'), unit: { sellBy: 1, precision: 0, singular: 'szt.', plural: 'szt.' } })).toMatchObject({ kind: 'add', size: 's0', amount: 5 });
    expect(quickBuyOf({ type: 'virtual', sizes: [] })).toMatchObject({ kind: 'add', size: 'uniw', sellBy: 1, amount: null });
    expect(quickBuyOf({ type: 'product', sizes: sizes('disable') })).toBeNull();
    expect(quickBuyOf({ type: 'product', sizes: sizes('enable', 'enable') })).toEqual({ kind: 'choose', several: true });
    expect(quickBuyOf({ type: 'bundle', sizes: sizes('enable') })).toEqual({ kind: 'choose', several: false });
    // -1 = no limit.
    expect(quickBuyOf({ type: 'product', sizes: [{ id: 'uniw', amount: -1, availability: { status: 'order' } }] })).toMatchObject({ kind: 'add', amount: null });
  });

  it('clampQuantity: a multiple of the sell-by step (rounded up), at least one step, at most the stock', () => {
    expect(clampQuantity(1, { sellBy: 1, precision: 0, amount: null })).toEqual({ quantity: 1, capped: false });
    expect(clampQuantity(0, { sellBy: 1, precision: 0, amount: null })).toEqual({ quantity: 1, capped: false });
    expect(clampQuantity(Number.NaN, { sellBy: 0.5, precision: 1, amount: null })).toEqual({ quantity: 0.5, capped: false });
    expect(clampQuantity(1.2, { sellBy: 0.5, precision: 1, amount: null })).toEqual({ quantity: 1.5, capped: false });
    expect(clampQuantity(7, { sellBy: 2, precision: 0, amount: 5 })).toEqual({ quantity: 4, capped: true });
    expect(clampQuantity(1, { sellBy: 2, precision: 0, amount: 1 })).toEqual({ quantity: 0, capped: true });
  });
});

describe('tile price details (only what the SDL reply carries and the tile shows)', () => {
  it('Omnibus details, deposit, unit-converted price and the rebate code’s price are read in the shop’s price type', () => {
    const m = (v: number, f: string) => ({ gross: { value: v, formatted: f } });
    const view = readHotspot(
      {
        name: 'x',
        products: [
          {
            id: 1,
            name: 'Kawa',
            link: '/p1',
            type: 'product',
            unit: { unitConvertedFormat: '1 kg' },
            price: {
              price: m(50, '50,00 zł'),
              omnibusPrice: m(60, '60,00 zł'),
              omnibusPriceDetails: { youSavePercent: 16.67, omnibusPriceIsHigherThanSellingPrice: true, newPriceEffectiveUntil: { formatted: '31.12.2026' } },
              depositPrice: m(0.5, '0,50 zł'),
              unitConvertedPrice: m(200, '200,00 zł'),
              rebateCodeActive: true,
              rebateNumber: { number: 10, ...m(45, '45,00 zł') },
            },
          },
        ],
      },
      'gross',
    );
    expect(view).not.toBe('empty');
    const tile = (view as Exclude<typeof view, string>).products[0]!;
    expect(tile.omnibusDetails).toEqual({ youSavePercent: 16.67, higher: true, until: '31.12.2026' });
    expect(tile.deposit?.formatted).toBe('0,50 zł');
    expect(tile.converted).toEqual({ price: { value: 200, formatted: '200,00 zł' }, format: '1 kg' });
    expect(tile.rebateCode?.formatted).toBe('45,00 zł');
  });

  it('renders them on the tile as text; a rebate code that is not active shows nothing', async () => {
    const p = hotspotProduct(productById('101')!);
    const price = p.price as Record<string, unknown>;
    zoneWith(
      {
        ...p,
        unit: { ...(p.unit as object), unitConvertedFormat: '1 kg' },
        price: {
          ...price,
          omnibusPrice: { gross: { value: 300, formatted: '300,00 zł' }, net: { value: 1, formatted: '1' } },
          omnibusPriceDetails: { youSavePercent: 33.4, omnibusPriceIsHigherThanSellingPrice: true, newPriceEffectiveUntil: { formatted: '31.12.2026' } },
          depositPrice: { gross: { value: 0.5, formatted: '0,50 zł' }, net: { value: 0.41, formatted: '0,41 zł' } },
          unitConvertedPrice: { gross: { value: 10, formatted: '10,00 zł' }, net: { value: 8, formatted: '8,13 zł' } },
        },
      },
      { ...p, id: 102, price: { ...price, rebateCodeActive: false, rebateNumber: { number: 1, gross: { value: 1, formatted: '1,00 zł' } } } },
    );
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await settled();
    await untilDom(() => document.querySelectorAll('#main_hotspot_zone1 .product').length === 2);
    const tile = first();
    expect(tile.querySelector('.price.--omnibus')?.textContent).toBe('Najniższa cena z 30 dni: 300,00 zł (-33%) Cena obowiązuje do 31.12.2026');
    expect(tile.querySelector('.price.--deposit')?.textContent).toBe('+ kaucja 0,50 zł');
    expect(tile.querySelector('.price.--converted')?.textContent).toBe('10,00 zł / 1 kg');
    expect(document.querySelectorAll('.price.--rebate-code')).toHaveLength(0);
  });
});

describe('the quick-buy on a tile', () => {
  it('adds the one size with addProductsToBasket at ?addToBasket, says it once, sets addedtoBasket, refreshes the header basket by its name and the basket page’s form', async () => {
    const refresh = vi.fn();
    const reloadForm = vi.fn();
    (window as unknown as { app_shop: unknown }).app_shop = { fn: { menu_basket_cache: refresh, basket: { reloadForm } } };
    const product = productById('108')!;
    zoneWith(hotspotProduct(product));
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await settled();
    await untilDom(() => first()?.querySelector('form.add_to_basket') !== null);
    const form = first().querySelector<HTMLFormElement>('form.add_to_basket')!;
    const button = form.querySelector('button')!;
    expect(button.textContent).toBe(`Do koszyka: ${product.name}`);
    expect(form.querySelector('input[name=number]')?.getAttribute('aria-label')).toBe(`Ilość: ${product.name}`);
    // A double tap adds once.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(form.classList.contains('--loading')).toBe(true);
    await untilDom(() => status().startsWith('Dodano do koszyka'));
    expect(status()).toBe(`Dodano do koszyka: ${product.name}.`);
    expect(added).toEqual(['mutation { addProductsToBasket(ProductInput: [{ id: 108, size: "uniw", quantity: 1 }]) { status results { status error { code message } } } }']);
    expect(mockShop().basket.map((l) => [l.productId, l.quantity])).toEqual([[108, 1]]);
    expect(localStorage.getItem('addedtoBasket')).toBe('true');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(reloadForm).toHaveBeenCalledWith(null, null, true);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.textContent).toBe(`Dodano do koszyka: ${product.name}`);
  });

  it('a refusal (results[0].status "error") is one error toast with the shop’s words; nothing is stored', async () => {
    const toasts: string[] = [];
    const onToast = (e: Event) => toasts.push((e as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener('storefront:toast', onToast);
    try {
      const product = productById('101')!;
      zoneWith({ ...hotspotProduct(product), sizes: [{ id: 'nope', name: 'x', amount: 5, availability: { status: 'enable' } }] });
      loadZones('main', 'main');
      await mountProductIslands(['hotspots']);
      await settled();
    await settled();
      await untilDom(() => first()?.querySelector('form.add_to_basket') !== null);
      fireEvent.submit(first().querySelector('form.add_to_basket')!);
      await untilDom(() => toasts.length > 0);
      expect(toasts).toHaveLength(1);
      expect(toasts[0]).toMatch(new RegExp(`^Nie dodano do koszyka produktu ${product.name}\\. \\S`));
      expect(status()).toBe('');
      expect(localStorage.getItem('addedtoBasket')).toBeNull();
    } finally {
      document.removeEventListener('storefront:toast', onToast);
    }
  });

  it('a failed call (HTTP 500) is one error toast asking to try again; the button is usable again', async () => {
    const toasts: string[] = [];
    const onToast = (e: Event) => toasts.push((e as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener('storefront:toast', onToast);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      zoneWith(hotspotProduct(productById('108')!));
      loadZones('main', 'main');
      await mountProductIslands(['hotspots']);
      await settled();
    await settled();
      await untilDom(() => first()?.querySelector('form.add_to_basket') !== null);
      setFault('graphql:addProductsToBasket', '500');
      fireEvent.submit(first().querySelector('form.add_to_basket')!);
      await untilDom(() => toasts.length > 0);
      expect(toasts[0]).toContain('Spróbuj ponownie za chwilę.');
      expect(first().querySelector('button')!.getAttribute('aria-disabled')).toBeNull();
      expect(mockShop().basket).toEqual([]);
    } finally {
      document.removeEventListener('storefront:toast', onToast);
      vi.restoreAllMocks();
    }
  });

  it('several sizes or another type: a link to the product; every size out: no quick-buy; data-hotspots-quick-buy="false": none at all', async () => {
    const p = hotspotProduct(productById('108')!);
    zoneWith(
      { ...p, id: 1, sizes: [{ id: 'a', amount: 1, availability: { status: 'enable' } }, { id: 'b', amount: 1, availability: { status: 'enable' } }] },
      { ...p, id: 2, type: 'bundle' },
      { ...p, id: 3, sizes: [{ id: 'a', amount: 0, availability: { status: 'disable' } }] },
    );
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await settled();
    await untilDom(() => document.querySelectorAll('#main_hotspot_zone1 .product').length === 3);
    const tiles = [...document.querySelectorAll('#main_hotspot_zone1 .product')];
    expect(tiles.map((t) => t.querySelector('.add_to_basket__link')?.textContent ?? null)).toEqual([`Wybierz rozmiar: ${p.name}`, `Zobacz produkt: ${p.name}`, null]);
    expect(tiles[0]!.querySelector('.add_to_basket__link')?.getAttribute('href')).toBe(p.link);
    expect(document.querySelector('#main_hotspot_zone1 form.add_to_basket')).toBeNull();
  });

  it('data-hotspots-quick-buy="false" on a zone: its tiles have none', async () => {
    zoneWith(hotspotProduct(productById('101')!));
    loadZones('main', 'main', (h) => h.replace('id="main_hotspot_zone1"', 'id="main_hotspot_zone1" data-hotspots-quick-buy="false"'));
    await mountProductIslands(['hotspots']);
    await settled();
    await untilDom(() => first() !== null);
    expect(first().querySelector('form, .add_to_basket__link')).toBeNull();
  });
});

describe('opinion zones (type "opinion": the theme’s opinion plug-in)', () => {
  it('each tile shows its product’s latest opinion from one ?opinion call, kept in sessionStorage productOpinions_{id}; a product without one shows none', async () => {
    sessionStorage.clear();
    const opinionCalls: string[] = [];
    const onOpinion = ({ request }: { request: Request }) => {
      if (request.url.endsWith('?opinion')) void request.clone().text().then((b) => opinionCalls.push((JSON.parse(b) as { query: string }).query));
    };
    server.events.on('request:start', onOpinion);
    try {
      // 107 has opinions in the mock, 105 none (an empty list).
      setHotspotZone('main', 'zone1', { name: 'Opinie klientów', url: null, type: 'opinion', products: [hotspotProduct(productById('107')!), hotspotProduct(productById('105')!)] });
      setHotspotZone('main', 'zone2', null);
      loadZones('main', 'main');
      await mountProductIslands(['hotspots']);
      await settled();
    await settled();
      await untilDom(() => document.querySelectorAll('#main_hotspot_zone1 .product').length === 2);
      // The opinions come in a second call, once the tiles are there.
      await vi.waitFor(() => expect(document.querySelector('#main_hotspot_zone1 .product__opinion')).not.toBeNull());
      const tiles = [...document.querySelectorAll('#main_hotspot_zone1 .product')];
      const opinion = tiles[0]!.querySelector('.product__opinion')!;
      expect(opinion.querySelector('blockquote')?.textContent).toBe('Świetny stosunek ceny do jakości.');
      expect(opinion.querySelector('.opinion__rating')?.textContent).toBe('Ocena: 4 z 5');
      expect(opinion.querySelector('.opinion__author')?.textContent).toBe(' Kasia');
      expect(opinion.querySelector('.opinion__confirmed')).toBeNull();
      expect(tiles[1]!.querySelector('.product__opinion')).toBeNull();
      expect(opinionCalls).toHaveLength(1);
      expect(opinionCalls[0]).toContain('productOpinions_107: opinion(SearchOpinionsInput: { type: "product", ordersBy: "date", sourceId: "107", resultsLimit: 1 })');
      expect(JSON.parse(sessionStorage.getItem('productOpinions_107')!)).toHaveLength(1);
      expect(sessionStorage.getItem('productOpinions_105')).toBe('[]');
    } finally {
      server.events.removeListener('request:start', onOpinion);
    }
  });

  it('a failed ?opinion call leaves the tiles without opinions, with one console line; a products zone never asks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.clear();
    setFault('graphql:opinion', '500');
    setHotspotZone('main', 'zone1', { name: 'Opinie', url: null, type: 'opinion', products: [hotspotProduct(productById('108')!)] });
    setHotspotZone('main', 'zone2', { name: 'Nowości', url: null, type: 'products', products: [hotspotProduct(productById('107')!)] });
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await settled();
    await untilDom(() => warn.mock.calls.some((c) => String(c[0]).includes('opinions of products 108 could not be loaded')));
    expect(document.querySelector('.product__opinion')).toBeNull();
    expect(document.querySelectorAll('#main_hotspot_zone1 .product, #main_hotspot_zone2 .product')).toHaveLength(2);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('opinions of products'))).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
