import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluate, fillLink, isScriptTemplate, type InstalmentData, type InstalmentSystem } from './rules';

const system = (over: Partial<InstalmentSystem> = {}): InstalmentSystem => ({
  name: 'Santander eRaty',
  minPrice: 100,
  maxPrice: 20000,
  totalPrice: null,
  link: 'https://raty.example/?amount={price}',
  priceType: 'gross',
  maxQuantity: null,
  script: false,
  notAllPayable: false,
  newWindow: true,
  ...over,
});
const data = (over: Partial<InstalmentData> = {}): InstalmentData => ({
  price: 189.99,
  priceNet: 154.46,
  currency: 'zł',
  basketCount: 3,
  basketCost: 495.96,
  basketCostNet: 403.22,
  ...over,
});

describe('fillLink', () => {
  it('puts the amount (2 decimals, dot) in every placeholder', () => {
    expect(fillLink('https://x/?a={price}&b={price}', 189.9)).toBe('https://x/?a=189.90&b=189.90');
    expect(fillLink('https://x/?a=#PRICE#', 10, '#PRICE#')).toBe('https://x/?a=10.00');
    expect(fillLink('https://x/no-placeholder', 10)).toBe('https://x/no-placeholder');
  });
});

describe('evaluate (spec section 5)', () => {
  it('refuses a product sum below the minimum and above the maximum', () => {
    expect(evaluate(system({ minPrice: 300 }), data())).toMatchObject({ refusal: { kind: 'productMin', limit: 300 }, options: [], atOnce: null });
    expect(evaluate(system({ maxPrice: 150 }), data())).toMatchObject({ refusal: { kind: 'productMax', limit: 150 }, atOnce: null });
  });

  it('the product sum is price × quantity (net price for a net system)', () => {
    expect(evaluate(system({ minPrice: 300 }), data(), 2)).toMatchObject({ refusal: null, options: [{ scope: 'product', amount: 379.98 }, { scope: 'basket' }] });
    expect(evaluate(system({ priceType: 'net' }), data({ basketCount: 0 })).atOnce).toMatchObject({ amount: 154.46, url: 'https://raty.example/?amount=154.46' });
    expect(evaluate(system({ totalPrice: 500 }), data({ basketCount: 0 }), 3).atOnce?.amount).toBe(500);
  });

  it('an in-limit product with an empty basket runs at once', () => {
    const ev = evaluate(system(), data({ basketCount: 0, basketCost: 0, basketCostNet: 0 }));
    expect(ev.atOnce).toEqual({ scope: 'product', amount: 189.99, url: 'https://raty.example/?amount=189.99', refusal: null });
  });

  it('with a basket: the popup offers the product and the basket with it, which obeys the same limits', () => {
    const ok = evaluate(system(), data());
    expect(ok.atOnce).toBeNull();
    expect(ok.options).toEqual([
      { scope: 'product', amount: 189.99, url: 'https://raty.example/?amount=189.99', refusal: null },
      { scope: 'basket', amount: 685.95, url: 'https://raty.example/?amount=685.95', refusal: null },
    ]);
    expect(evaluate(system({ maxPrice: 500 }), data()).options[1]).toMatchObject({ url: null, refusal: { kind: 'basketMax', limit: 500 } });
    expect(evaluate(system({ maxQuantity: 3 }), data()).options[1]).toMatchObject({ url: null, refusal: { kind: 'tooMany', limit: 3 } });
    expect(evaluate(system({ maxQuantity: 4 }), data()).options[1]?.refusal).toBeNull();
    expect(evaluate(system({ notAllPayable: true }), data()).options[1]).toMatchObject({ url: null, refusal: { kind: 'notAllPayable' } });
  });

  it('price 0 runs the link for the basket without a popup, when the basket is within limits', () => {
    expect(evaluate(system(), data({ price: 0, priceNet: 0 })).atOnce).toMatchObject({ scope: 'basket', amount: 495.96, url: 'https://raty.example/?amount=495.96' });
    expect(evaluate(system({ minPrice: 1000 }), data({ price: 0 }))).toMatchObject({ atOnce: null, refusal: { kind: 'basketMin', limit: 1000 } });
    expect(evaluate(system({ maxQuantity: 2 }), data({ price: 0 }))).toMatchObject({ atOnce: null, refusal: { kind: 'tooMany', limit: 2 } });
    expect(evaluate(system({ notAllPayable: true }), data({ price: 0 }))).toMatchObject({ atOnce: null, refusal: { kind: 'notAllPayable' } });
  });

  it('property: a link is offered only for sums within [min, max], and it carries that sum', () => {
    const money = fc.double({ min: 0, max: 100000, noNaN: true });
    fc.assert(
      fc.property(money, money, money, money, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 20 }), (min, span, price, basket, count, qty) => {
        const s = system({ minPrice: min, maxPrice: min + span });
        const ev = evaluate(s, data({ price, priceNet: price, basketCost: basket, basketCostNet: basket, basketCount: count }), qty);
        for (const o of ev.options) {
          if (o.url === null) continue;
          expect(o.amount).toBeGreaterThanOrEqual(Math.round(min * 100) / 100 - 0.01);
          expect(o.amount).toBeLessThanOrEqual(Math.round((min + span) * 100) / 100 + 0.01);
          expect(o.url).toBe(`https://raty.example/?amount=${o.amount.toFixed(2)}`);
        }
        // At once only with no popup-worthy choice: price 0, or an empty basket.
        if (ev.atOnce) expect(price <= 0 || count === 0).toBe(true);
        if (ev.refusal) expect(ev.atOnce).toBeNull();
      }),
    );
  });
});

describe('the platform’s link templates', () => {
  it('fills the platform’s {calculate_price} as well as the page’s placeholder', () => {
    expect(fillLink("openCalc('{calculate_price}')", 189.99)).toBe("openCalc('189.99')");
    expect(fillLink('https://raty.example/?a={price}&b={calculate_price}', 10)).toBe('https://raty.example/?a=10.00&b=10.00');
  });

  it('tells the server’s JavaScript from an address', () => {
    expect(isScriptTemplate("window.open('https://raty.example/?amount={calculate_price}', 'raty')")).toBe(true);
    expect(isScriptTemplate('santanderRaty({calculate_price});')).toBe(true);
    for (const url of ['https://raty.example/?amount={price}', '//raty.example/x', '/raty.php?amount={price}', 'raty.php?amount={price}', '?amount=1']) {
      expect(isScriptTemplate(url)).toBe(false);
    }
  });
});
