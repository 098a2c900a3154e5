import { describe, expect, it, vi } from 'vitest';
import { needsPoints, pointsOf, productIdOf, withPoints } from './points';
import type { SearchProduct, SearchResults } from './results';

const money = (value: number) => ({ value, formatted: `${value} zł` });
const product = (link: string, value: number, points: number | null = null): SearchProduct => ({
  name: link,
  link,
  icon: null,
  iconSecond: null,
  gross: money(value),
  net: money(value),
  points,
});
const results = (products: SearchProduct[]): SearchResults => ({ products, series: [], producers: [], menuNodes: [], cms: [], searchQueries: [] });

describe('live-search points: reading', () => {
  it('productIdOf reads the id from the platform’s product address, relative or absolute, in any language', () => {
    expect(productIdOf('/product-pol-104-Kubek-termiczny-za-punkty.html')).toBe('104');
    expect(productIdOf('https://shop.example/product-eng-2291-Mug.html?utm=x#top')).toBe('2291');
    expect(productIdOf('/product-pol-55.html')).toBe('55');
    expect(productIdOf('/pl/products/kubek-104.html')).toBeNull();
    expect(productIdOf('/p.html')).toBeNull();
    expect(productIdOf('/product-pol-abc-Mug.html')).toBeNull();
    expect(productIdOf('')).toBeNull();
  });

  it('pointsOf reads sizeprices.points, a positive number only', () => {
    expect(pointsOf({ sizeprices: { value: 0, points: 250 } })).toBe(250);
    expect(pointsOf({ sizeprices: { points: '99.5' } })).toBe(99.5);
    for (const none of [{ sizeprices: { points: 0 } }, { sizeprices: { points: null } }, { sizeprices: {} }, { errors: [{ code: 110 }] }, null, 'x']) {
      expect(pointsOf(none)).toBeNull();
    }
  });

  it('needsPoints: a zero money price, not yet known', () => {
    expect(needsPoints(product('/a', 0))).toBe(true);
    expect(needsPoints(product('/a', 0, 250))).toBe(false);
    expect(needsPoints(product('/a', 19.99))).toBe(false);
    expect(needsPoints({ ...product('/a', 0), gross: null, net: null })).toBe(false);
  });
});

describe('live-search points: withPoints', () => {
  it('looks up each zero-priced product once, by its id, and fills its points', async () => {
    const lookup = vi.fn(async (id: string) => (id === '104' ? 250 : null));
    const list = [
      product('/product-pol-104-Kubek.html', 0),
      product('/product-pol-104-Kubek.html?from=search', 0),
      product('/product-pol-103-Plaszcz.html', 0),
      product('/product-pol-101-Sukienka.html', 189.99),
      product('/p.html', 0),
    ];
    const out = await withPoints(results(list), lookup);
    expect(lookup.mock.calls.map((c) => c[0]).sort()).toEqual(['103', '104']);
    expect(out.products.map((p) => p.points)).toEqual([250, 250, null, null, null]);
    // Unchanged products are the same objects.
    expect(out.products[2]).toBe(list[2]);
  });

  it('nothing zero-priced: no lookup, the same results', async () => {
    const lookup = vi.fn(async () => 1);
    const r = results([product('/product-pol-101-Sukienka.html', 189.99)]);
    expect(await withPoints(r, lookup)).toBe(r);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('a rejected lookup (an abort) rejects the whole', async () => {
    const abort = new Error('aborted');
    await expect(withPoints(results([product('/product-pol-104-Kubek.html', 0)]), async () => Promise.reject(abort))).rejects.toBe(abort);
  });
});
