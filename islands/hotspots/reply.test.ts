import { describe, expect, it } from 'vitest';
import { readHotspot, safeImage, safeLink, type HotspotView } from './reply';

const m = (value: number, formatted = `${value} zł`) => ({ gross: { value, formatted }, net: { value: value / 2, formatted: `${value / 2} zł netto` } });

describe('readHotspot', () => {
  it('null, no products, or only unusable products: empty', () => {
    expect(readHotspot(null, 'gross')).toBe('empty');
    expect(readHotspot({ name: 'A', products: [] }, 'gross')).toBe('empty');
    expect(readHotspot({ name: 'A' }, 'gross')).toBe('empty');
    expect(readHotspot({ name: 'A', products: [null, 5, { id: 1 }] }, 'gross')).toBe('empty');
  });

  it('not an object: unreadable (the zone is left alone)', () => {
    expect(readHotspot('<div>', 'gross')).toBe('unreadable');
    expect(readHotspot([], 'gross')).toBe('unreadable');
  });

  it('reads the amounts of the price type asked for; unit price first; a range from the sizes', () => {
    const v = readHotspot(
      {
        name: 'Polecamy',
        url: '/x',
        products: [{ id: 7, name: 'P', link: '/p', price: { price: m(10), unit: m(12), max: m(20), omnibusPrice: m(9) }, sizes: [{ price: { unit: m(12) } }, { price: { unit: m(15) } }] }],
      },
      'net',
    ) as HotspotView;
    const p = v.products[0]!;
    expect(p.price?.formatted).toBe('6 zł netto');
    expect(p.max?.formatted).toBe('10 zł netto');
    expect(p.omnibus?.formatted).toBe('4.5 zł netto');
    expect(p.range).toEqual({ from: { value: 6, formatted: '6 zł netto' }, to: { value: 7.5, formatted: '7.5 zł netto' } });
    expect(p.phone).toBe(false);
  });

  it('a price of 0 is a phone price; a max not above the price is not a "was" price; equal sizes are no range', () => {
    const v = readHotspot({ products: [{ name: 'P', price: { price: m(0) } }, { name: 'Q', price: { price: m(10), max: m(10) }, sizes: [{ price: { unit: m(10) } }, { price: { unit: m(10) } }] }] }, 'gross') as HotspotView;
    expect(v.products[0]!.phone).toBe(true);
    expect(v.products[1]!.max).toBeNull();
    expect(v.products[1]!.range).toBeNull();
  });

  it("as the theme's tiles: the sell-by unit's Omnibus and before-rebate prices first, the rebate's percent, the deposit's four kinds in its order, the picture's size", () => {
    const tileOf = (raw: Record<string, unknown>) => (readHotspot({ products: [{ name: 'P', ...raw }] }, 'gross') as HotspotView).products[0]!;
    const p = tileOf({
      enclosuresImages: [{ iconWidth: 300, iconHeight: 400 }, { iconWidth: 1, iconHeight: 1 }],
      price: {
        price: m(10),
        omnibusPrice: m(9),
        omnibusPriceDetails: { unit: m(18) },
        beforeRebate: m(11),
        beforeRebateDetails: { youSavePercent: 12.5, unit: m(22) },
        depositPrice: m(1),
        depositPriceUnit: m(2),
        totalDepositPrice: m(3),
      },
    });
    expect(p.omnibus?.formatted).toBe('18 zł');
    expect(p.beforeRebate?.formatted).toBe('22 zł');
    expect(p.beforeRebatePercent).toBe(12.5);
    expect(p.deposit?.formatted).toBe('3 zł');
    expect(p.iconSize).toEqual({ width: 300, height: 400 });
    expect(tileOf({ price: { price: m(10), depositPrice: m(1), depositPriceUnit: m(2), totalDepositPriceUnit: m(4), totalDepositPrice: m(3) } }).deposit?.formatted).toBe('4 zł');
    expect(tileOf({ price: { price: m(10), depositPrice: m(1), depositPriceUnit: m(2) } }).deposit?.formatted).toBe('2 zł');
    // Without the details: the plain fields, as before; a size that is not whole and positive is no size.
    const q = tileOf({ enclosuresImages: [{ iconWidth: 0, iconHeight: 400 }], price: { price: m(10), omnibusPrice: m(9), beforeRebate: m(11), beforeRebateDetails: { youSavePercent: 0 } } });
    expect(q.omnibus?.formatted).toBe('9 zł');
    expect(q.beforeRebate?.formatted).toBe('11 zł');
    expect(q.beforeRebatePercent).toBeNull();
    expect(q.iconSize).toBeNull();
    expect(tileOf({ enclosuresImages: 'x' }).iconSize).toBeNull();
    expect(tileOf({ enclosuresImages: [{ iconWidth: 2.5, iconHeight: 3 }] }).iconSize).toBeNull();
  });

  it('links and images that are not http(s) or relative are not used', () => {
    const v = readHotspot({ url: 'javascript:alert(1)', products: [{ name: 'P', link: ' JavaScript:alert(1)', icon: 'data:text/html,x', iconSecond: 'data:image/png;base64,AA' }] }, 'gross') as HotspotView;
    expect(v.url).toBeNull();
    expect(v.products[0]!.link).toBeNull();
    expect(v.products[0]!.icon).toBeNull();
    expect(v.products[0]!.iconSecond).toBe('data:image/png;base64,AA');
    expect(safeLink('https://shop.pl/a')).toBe('https://shop.pl/a');
    expect(safeLink('/a?b=c:d')).toBe('/a?b=c:d');
    expect(safeImage('//cdn.shop.pl/i.webp')).toBe('//cdn.shop.pl/i.webp');
  });
});
