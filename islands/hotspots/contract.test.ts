// @vitest-environment jsdom
// Every hotspots document the island can send validates against the platform's schema (the SDL in
// fixtures/mock-shop/schema): both price types, zones with and without products, several zones in
// one document, and the zones of every sample page read through the island's own zone reader. A wrong
// field or argument is refused, as the real server would refuse it.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { HOTSPOT_PAGES, HOTSPOT_ZONES, hotspotsDocument, themeQueryExtension, type HotspotRequest } from './query';
import { findZones, hotspotRequest, readZone } from './zones';
import { opinionsDocument } from './opinions';
import { addDocument } from '../../core/product/add-products';

const PRICE_TYPES = ['gross', 'net'] as const;

const request = (id: string, page: HotspotRequest['page'], zone: string, products: string[] = []): HotspotRequest => ({ id, page, zone, products });

const VARIANTS: [string, HotspotRequest[]][] = [
  ['one zone without products', [request('main_hotspot_zone1', 'main', '1')]],
  ['one zone with one product', [request('products_associated_zone1', 'projector', '1', ['101'])]],
  ['one zone with several products', [request('basketedit_hotspot_zone1', 'basketedit', '1', ['101', '106', '108'])]],
  [
    'several zones, mixed',
    [
      request('products_associated_zone1', 'projector', '1', ['101']),
      request('products_associated_zone2', 'projector', '2', ['101']),
      request('products_associated_zone4', 'projector', '4', ['101']),
      request('search_hotspot_zone1', 'search', '1'),
    ],
  ],
  ['every page word and zone', HOTSPOT_PAGES.flatMap((page) => HOTSPOT_ZONES.map((zone) => request(`${page}-zone.${zone}`, page, zone)))],
];

describe('hotspots: contract with the platform schema', () => {
  for (const priceType of PRICE_TYPES) {
    it.each(VARIANTS)(`${priceType}: %s validates`, (_what, zones) => {
      expect(documentErrors(hotspotsDocument(zones, priceType))).toEqual([]);
    });
  }

  it('the opinion zones\u2019 call (?opinion: one aliased opinion(SearchOpinionsInput) per product) validates, one and several products', () => {
    expect(documentErrors(opinionsDocument(['101']))).toEqual([]);
    expect(documentErrors(opinionsDocument(['101', '106', '108']))).toEqual([]);
    expect(opinionsDocument(['101'])).toBe(
      'query { productOpinions_101: opinion(SearchOpinionsInput: { type: "product", ordersBy: "date", sourceId: "101", resultsLimit: 1 }) { id author content rating confirmedByPurchase } }',
    );
  });

  it('the tiles\u2019 quick-buy (?addToBasket: addProductsToBasket with one line) validates, one size and a sell-by amount', () => {
    expect(documentErrors(addDocument({ id: '108', size: 'uniw', quantity: 1 }))).toEqual([]);
    expect(documentErrors(addDocument({ id: '115', size: 'uniw', quantity: 1.5 }))).toEqual([]);
  });

  it('the theme’s plug-in fields (app_shop.vars.additionalHotspotQueryObj, joined by its additionalHotspotQueryReduce) go into every zone’s selection and validate; a hook that throws is left out with a console line', () => {
    const w = window as unknown as { app_shop?: unknown };
    const zones = [request('main_hotspot_zone1', 'main', '1'), request('main_hotspot_zone2', 'main', '2')];
    try {
      const obj: Record<string, string> = { took: 'took', code: 'products { code }' };
      w.app_shop = { vars: { additionalHotspotQueryObj: obj, additionalHotspotQueryReduce: () => Object.values(obj).join(' \n ') } };
      const extra = themeQueryExtension();
      expect(extra).toBe('took \n products { code }');
      const doc = hotspotsDocument(zones, 'gross', extra);
      expect(doc.match(/products \{ code \}/g)).toHaveLength(2);
      expect(documentErrors(doc)).toEqual([]);
      // Only the object (the theme's joiner not on the page): its strings, joined.
      w.app_shop = { vars: { additionalHotspotQueryObj: { a: 'took' } } };
      expect(themeQueryExtension()).toBe('took');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      w.app_shop = { vars: { additionalHotspotQueryReduce: () => { throw new Error('plug-in down'); } } };
      expect(themeQueryExtension()).toBe('');
      expect(String(warn.mock.calls[0]?.[0])).toContain("[storefront:hotspots] the theme's hotspot query hook failed (plug-in down)");
      warn.mockRestore();
      w.app_shop = { vars: {} };
      expect(themeQueryExtension()).toBe('');
    } finally {
      delete w.app_shop;
    }
  });

  it('selects only the page price type', () => {
    const zones = [request('z', 'main', '1')];
    expect(hotspotsDocument(zones, 'gross')).not.toContain('net');
    expect(hotspotsDocument(zones, 'net')).not.toContain('gross');
  });

  it('the zones of every sample page, read from their markup, give valid documents', () => {
    const dir = resolve(import.meta.dirname, '../../html-samples');
    let count = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
      // The zones' opening tags carry everything the request is built from.
      const tags = readFileSync(resolve(dir, file), 'utf8').match(/<section[^>]*hotspot__wrapper[^>]*>/g) ?? [];
      document.body.innerHTML = tags.map((t) => `${t}</section>`).join('');
      const zones = findZones(document)
        .map((el) => readZone(el, ''))
        .map((z) => (z ? hotspotRequest(z) : null))
        .filter((r): r is HotspotRequest => r !== null);
      if (zones.length === 0) continue;
      count += zones.length;
      for (const priceType of PRICE_TYPES) expect(documentErrors(hotspotsDocument(zones, priceType)), file).toEqual([]);
    }
    expect(count).toBeGreaterThan(10);
  });

  it('a wrong field is rejected (a price field renamed)', () => {
    const good = hotspotsDocument([request('main_hotspot_zone1', 'main', '1')], 'gross');
    const wrong = good.replace('omnibusPrice', 'omnibus');
    expect(wrong).not.toBe(good);
    expect(documentErrors(wrong).join('\n')).toMatch(/omnibus/);
  });

  it('a wrong argument, a quoted enum word and an unknown zone are rejected', () => {
    const good = hotspotsDocument([request('z', 'projector', '1', ['101'])], 'gross');
    expect(documentErrors(good.replace('hotspotsPanelParamsInput', 'HotspotsPanelParamsInput')).length).toBeGreaterThan(0);
    expect(documentErrors(good.replace('page: projector', 'page: "projector"')).length).toBeGreaterThan(0);
    expect(documentErrors(good.replace('zone: zone1', 'zone: zone5')).length).toBeGreaterThan(0);
  });
});
