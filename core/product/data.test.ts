import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idosellBundle, idosellBundleConfig, idosellOnesizeNet, idosellSneakers } from '../../fixtures/product-data/idosell-shape';
import { specOnesizeShampoo, specTshirt } from '../../fixtures/product-data/spec-shape';
import { readProductData } from './data';

const win = (globals: Record<string, unknown>) => globals as unknown as Window;
const clone = <T>(v: T): T => structuredClone(v);

function expectOneError(...parts: string[]) {
  return (spy: ReturnType<typeof vi.spyOn>) => {
    expect(spy).toHaveBeenCalledOnce();
    const message = String(spy.mock.calls[0]?.[0]);
    expect(message).toMatch(/^\[storefront\] product data: /);
    for (const part of parts) expect(message).toContain(part);
  };
}

afterEach(() => vi.restoreAllMocks());

describe('readProductData: the spec flat shape', () => {
  it('reads window.product_data, renames onesize to uniw and coerces string numbers', () => {
    const p = readProductData(win({ product_data: specOnesizeShampoo }))!;
    expect(p).toMatchObject({ id: '15243', type: 'product_item', currency: 'zł', shape: 'spec', forPoints: false });
    expect(p.sizeTypes).toEqual(['uniw']);
    const size = p.sizes.uniw!;
    expect(size).toMatchObject({ type: 'uniw', name: '', productId: '15243', amount: 37, amountMm: 30, amountMo: 7 });
    expect(size.price).toMatchObject({ value: 39.99, net: 32.51, max: 49.99, omnibus: 42, youSavePercent: 20 });
    expect(size.price).toMatchObject({ srp: null, points: 3999, pointsReceive: 40, basketEnable: false, rebateNumber: null });
    expect(size.delivery).toEqual({ shipping: 0, undefined: false });
    expect(size.availability).toMatchObject({ status: 'enable', visible: true, deliveryDaysUndefined: false });
    expect(size.shippingTime).toEqual({
      unknownTime: false, today: true, todayShipmentDeadline: '14:00', days: 0, hours: 3, minutes: 20,
      weekDay: 1, weekAmount: 0, time: '2026-05-18 14:00:00',
    });
  });

  it('defaults unit_sellby to 1 and unit_precision to 0; false limits become null', () => {
    const p = readProductData(win({ product_data: specOnesizeShampoo }))!;
    expect(p.unit).toEqual({ singular: 'szt.', plural: 'szt.', sellBy: 1, precision: 0 });
    expect(p.orderQuantityRange).toEqual({
      maxQuantityPerOrder: 10, maxSizeQuantityPerOrder: null, minQuantityPerOrder: null,
      minSizeQuantityPerOrder: null, minimumQuantitySubscription: null,
    });
  });

  it('reads sizes in page order with rebates, phone price, bundle and subscription prices', () => {
    const p = readProductData(win({ productData: specTshirt }))!;
    expect(p).toMatchObject({ id: '8810', type: 'product_bundle', forPoints: true, selectedSize: null });
    expect(p.unit).toEqual({ singular: 'para', plural: 'pary', sellBy: 2, precision: 0 });
    expect(p.sizeTypes).toEqual(['2', '3', '4']);
    expect(p.sizes['2']).toMatchObject({ name: 'S', amount: 0, availability: { status: 'disable' } });
    const m = p.sizes['3']!;
    expect(m.amount).toBe(-1);
    expect(m.rebateTiers).toEqual([
      { threshold: 4, thresholdEnd: 9, value: 7 },
      { threshold: 10, thresholdEnd: null, value: 15 },
    ]);
    expect(m.price.rebateNumber).toEqual({
      items: [
        { threshold: 4, left: 2, value: null, price: 55, priceNet: 44.72, priceFormatted: null },
        { threshold: 10, left: 8, value: null, price: 50, priceNet: 40.65, priceFormatted: null },
      ],
      nextLeft: 2, nextPrice: 55, nextPriceNet: 44.72, nextThreshold: 4,
    });
    expect(m.bundlePrice).toEqual({ amountDiffGross: 12.5, amountDiffNet: 10.16, percentDiff: 8 });
    expect(m.delayTime).toMatchObject({ days: 2, hours: 0 });
    expect(m.availability.deliveryDaysUndefined).toBe(true);
    const l = p.sizes['4']!;
    expect(l).toMatchObject({ phonePrice: true, gratis: false, forPoints: true });
    expect(l.price).toMatchObject({ value: 0, basketEnable: true });
    expect(l.priceSubscription).toMatchObject({ value: 53.1 });
    expect(l.priceNormal).toBeNull();
  });
});

describe('readProductData: the IdoSell array shape', () => {
  it('reads product_data[0] with camelCase per-size prices', () => {
    const p = readProductData(win({ product_data: idosellSneakers }))!;
    expect(p).toMatchObject({ id: '23941', type: 'product_item', currency: 'zł', shape: 'idosell', points: 2499 });
    expect(p.unit).toEqual({ singular: 'para', plural: 'pary', sellBy: 1, precision: 0 });
    expect(p.orderQuantityRange.maxQuantityPerOrder).toBe(3);
    expect(p.sizeTypes).toEqual(['38', '39']);
    expect(p.selectedSize).toBe('39');
    expect(p.basePrice).toMatchObject({ value: 249.99, net: 203.24, max: 299.99, omnibus: null });
    const s38 = p.sizes['38']!;
    expect(s38).toMatchObject({ amount: 0, shippingTime: null, rebateTiers: [] });
    expect(s38.availability).toMatchObject({ status: 'disable', statusDescription: 'Produkt niedostępny', statusGfxTel: null });
    expect(s38.price).toMatchObject({ value: 249.99, formatted: '249,99 zł', net: null, max: 299.99, omnibus: null });
    const s39 = p.sizes['39']!;
    expect(s39).toMatchObject({ amount: 4, amountMm: 3, amountMo: 1, productId: '23941' });
    expect(s39.price).toMatchObject({ value: 229.99, omnibus: 239.99, youSavePercent: 23, beforeRebate: null, points: 2499 });
    expect(s39.price.rebateNumber?.items).toEqual([
      { threshold: 2, left: 1, value: 5, price: 218.49, priceNet: null, priceFormatted: '218,49 zł' },
    ]);
    expect(s39.rebateTiers).toEqual([{ threshold: 2, thresholdEnd: null, value: 5 }]);
    expect(s39.shippingTime).toEqual({
      unknownTime: false, today: false, todayShipmentDeadline: '13:30', days: 1, hours: 0, minutes: 0,
      weekDay: 2, weekAmount: 0, time: '2026-05-19',
    });
  });

  it('renames onesize to uniw, reads net-only prices and decimal sell-by steps', () => {
    const p = readProductData(win({ product_data: idosellOnesizeNet }))!;
    expect(p.sizeTypes).toEqual(['uniw']);
    expect(p.unit).toEqual({ singular: 'szt.', plural: 'szt.', sellBy: 0.5, precision: 2 });
    expect(p.sizes.uniw!.price).toMatchObject({ value: null, net: 10, netFormatted: '€10.00' });
    expect(p.sizes.uniw!.productId).toBe('501');
  });

  it('accepts a single camelCase object (product_data[0] assigned directly)', () => {
    const p = readProductData(win({ product_data: idosellSneakers[0] }));
    expect(p?.shape).toBe('idosell');
  });
});

describe('readProductData: missing and malformed data', () => {
  it.each([{}, { product_data: undefined }, { product_data: null }, { product_data: [] }])(
    'returns null silently when the page has no product (%o)',
    (globals) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(readProductData(win(globals))).toBeNull();
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('reads the real window by default', () => {
    vi.stubGlobal('product_data', clone(specOnesizeShampoo));
    expect(readProductData()?.id).toBe('15243');
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['an array of garbage', { product_data: [42, 'x'] }, ['product_data[0] = 42', 'a product object']],
    ['a string global', { product_data: 'oops' }, ['product_data = "oops"', 'an object or array']],
    ['sizes as a string', { product_data: { ...specTshirt, sizes: 'S,M,L' } }, ['product_data.sizes = "S,M,L"']],
    ['no product id', { product_data: { ...specTshirt, product_id: '' } }, ['product_data.product_id = ""', 'a product id']],
    ['no id in the array shape', { product_data: [{ ...idosellSneakers[0], id: null }] }, ['product_data[0].id = null']],
    ['a size that is not an object', { productData: { ...specTshirt, sizes: { '2': 5 } } }, ['productData.sizes.2 = 5']],
    ['a listed size without a type', { product_data: [{ id: 1, sizes: [{ name: 'S' }] }] }, ['product_data[0].sizes[0].id = undefined']],
    ['neither id nor product_id', { product_data: { sizes: {} } }, ['product_data.product_id = undefined']],
  ])('logs one error naming the field for %s, returns null', (_label, globals, parts) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readProductData(win(globals))).toBeNull();
    expectOneError(...parts)(error);
  });

  it('survives a throwing getter', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hostile = Object.defineProperty({}, 'product_data', { get: () => { throw new Error('denied'); } });
    expect(readProductData(win(hostile))).toBeNull();
    expectOneError('could not be read', 'denied')(error);
  });

  it('never throws on arbitrary input', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (data, sizes) => {
        readProductData(win({ product_data: data }));
        readProductData(win({ product_data: [{ id: 1, sizes }] }));
        readProductData(win({ product_data: { product_id: 1, sizes } }));
      }),
      { numRuns: 300 },
    );
    error.mockRestore();
  });
});

describe('readProductData: the real array’s remaining fields', () => {
  it('reads deposits, the omnibus details, the price range min and window.product_config', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const p = readProductData(win({ product_data: clone(idosellBundle), product_config: idosellBundleConfig }))!;
    expect(p.config).toEqual({
      isCollection: false, isBundleOrConfigurator: true, hasMultiPackRebate: false, hasPricesPerSize: true,
      hasSubscriptionsEnabled: false, subscriptionType: null,
    });
    expect(p.sizes.uniw!.price).toMatchObject({
      value: 54.9, omnibus: 59.9, omnibusFormatted: '59,90 zł', omnibusYouSavePercent: 8, omnibusHigher: true,
      newPriceUntil: '31.05.2026', min: 49.9, max: null,
      deposit: 0.5, depositFormatted: '0,50 zł', totalDeposit: 3, totalDepositFormatted: '3,00 zł',
    });
    // The bundle's parts follow it in the array; a broken one is reported and left out.
    expect(p.bundleParts.map((b) => [b.id, b.sizes.uniw?.price.value])).toEqual([['7002', 9.15]]);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('product_data[2].sizes = "broken"');
  });

  it('product_config.subscriptionType as projector.xsl writes it: true, "only" or false', () => {
    const type = (subscriptionType: unknown) => readProductData(win({ product_data: idosellSneakers, product_config: { ...idosellBundleConfig, subscriptionType } }))!.config!.subscriptionType;
    expect([type(true), type('only'), type(false), type('false'), type('')]).toEqual(['true', 'only', null, null, null]);
  });

  it('no product_config and the spec’s flat shape: config null, no parts, the new price fields null', () => {
    expect(readProductData(win({ product_data: idosellSneakers }))).toMatchObject({ config: null, bundleParts: [] });
    const flat = readProductData(win({ product_data: specOnesizeShampoo, product_config: idosellBundleConfig }))!;
    expect(flat.bundleParts).toEqual([]);
    expect(flat.sizes.uniw!.price).toMatchObject({ deposit: null, totalDeposit: null, omnibusHigher: null, newPriceUntil: null });
  });
});
