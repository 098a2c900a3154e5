import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyRebate, discountPercent, netFollowingPercent, percentRebate, quotaRebate, rebatedPair } from './discount';

// Prices a shop writes: whole cents up to 100 000.
const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
const positiveMoney = fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100);
const percent = fc.double({ min: 0, max: 100, noNaN: true });
const HALF_CENT = 0.005 + 1e-9;

/** Whole cents: the spec rounds every price to 2 decimals. */
// Relative tolerance: at 10^8 and more (a dearer price over a tiny one) doubles are coarser than 1e-6.
const isCents = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 + 1e-12 * Math.abs(n * 100);

describe('percentRebate', () => {
  it('is price − (percent of the before-price + fixed), never below 0, in whole cents', () => {
    fc.assert(
      fc.property(money, percent, money, money, (price, p, before, fixed) => {
        const got = percentRebate(price, p, before, fixed);
        const exact = price - ((p * before) / 100 + fixed);
        expect(got).toBeGreaterThanOrEqual(0);
        expect(isCents(got)).toBe(true);
        if (exact <= 0) expect(got).toBe(0);
        else expect(Math.abs(got - exact)).toBeLessThanOrEqual(HALF_CENT);
      }),
    );
  });

  it('takes the percent of the price itself when no before-price is given; more percent never costs more', () => {
    fc.assert(
      fc.property(positiveMoney, percent, percent, (price, a, b) => {
        expect(percentRebate(price, a)).toBe(percentRebate(price, a, price, 0));
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(percentRebate(price, hi)).toBeLessThanOrEqual(percentRebate(price, lo));
      }),
    );
  });

  it('examples: 10% off 59.99 is 53.99; 100% off is 0; a fixed amount comes off too', () => {
    expect(percentRebate(59.99, 10)).toBe(53.99);
    expect(percentRebate(19.99, 100)).toBe(0);
    expect(percentRebate(100, 10, 200, 5)).toBe(75);
    expect(percentRebate(10, 50, 100, 0)).toBe(0);
  });
});

describe('quotaRebate', () => {
  it('is price − amount, never below 0, in whole cents', () => {
    fc.assert(
      fc.property(money, money, (price, amount) => {
        const got = quotaRebate(price, amount);
        expect(got).toBeGreaterThanOrEqual(0);
        expect(isCents(got)).toBe(true);
        expect(Math.abs(got - Math.max(0, price - amount))).toBeLessThanOrEqual(HALF_CENT);
      }),
    );
  });

  it('applyRebate picks the rule by type', () => {
    expect(applyRebate(59.99, { type: 'quota', value: 5 })).toBe(54.99);
    expect(applyRebate(59.99, { type: 'percent', value: 10 })).toBe(53.99);
    expect(applyRebate(3, { type: 'quota', value: 5 })).toBe(0);
  });
});

describe('discountPercent', () => {
  it('is 100 − 100·new/old to 2 decimals, and 0 for an old price that is not positive', () => {
    fc.assert(
      fc.property(money, money, (next, old) => {
        const got = discountPercent(next, old);
        if (old <= 0) {
          expect(got).toBe(0);
        } else {
          expect(isCents(got)).toBe(true);
          expect(Math.abs(got - (100 - (100 * next) / old))).toBeLessThanOrEqual(HALF_CENT);
        }
      }),
    );
    expect(discountPercent(5, 0)).toBe(0);
    expect(discountPercent(5, -3)).toBe(0);
    expect(discountPercent(189.99, 229.99)).toBe(17.39);
  });

  it('is 0 for an unchanged price, positive for a cheaper one, negative for a dearer one', () => {
    fc.assert(
      fc.property(positiveMoney, positiveMoney, (a, b) => {
        expect(discountPercent(a, a)).toBe(0);
        const p = discountPercent(a, b);
        if (a < b) expect(p).toBeGreaterThanOrEqual(0);
        if (a > b) expect(p).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('netFollowingPercent', () => {
  it('takes the same percent off the net price, never below 0, in whole cents', () => {
    fc.assert(
      fc.property(money, percent, (net, p) => {
        const got = netFollowingPercent(net, p);
        expect(got).toBeGreaterThanOrEqual(0);
        expect(isCents(got)).toBe(true);
        expect(Math.abs(got - net * (1 - p / 100))).toBeLessThanOrEqual(HALF_CENT);
      }),
    );
  });
});

describe('rebatedPair', () => {
  // A net price is the gross one without VAT (0–27 %).
  const pairs = fc.tuple(positiveMoney, fc.integer({ min: 0, max: 27 })).map(([gross, vat]) => ({
    gross,
    net: Math.round((gross / (1 + vat / 100)) * 100) / 100,
  }));
  const rebates = fc.oneof(
    fc.record({ type: fc.constant('percent' as const), value: percent }),
    fc.record({ type: fc.constant('quota' as const), value: money }),
  );

  it('the net follows the gross by the same percent, within a cent; all in whole cents', () => {
    fc.assert(
      fc.property(pairs, rebates, ({ gross, net }, rebate) => {
        const got = rebatedPair(gross, net, rebate);
        expect(got.gross).toBe(applyRebate(gross, rebate));
        expect(got.percent).toBe(discountPercent(got.gross, gross));
        expect(got.net).not.toBeNull();
        const net2 = got.net as number;
        expect(isCents(net2)).toBe(true);
        expect(net2).toBeGreaterThanOrEqual(0);
        expect(Math.abs(net2 - (net * got.gross) / gross)).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });

  it('keeps a missing net missing', () => {
    expect(rebatedPair(59.99, null, { type: 'percent', value: 10 })).toEqual({ gross: 53.99, net: null, percent: 10 });
    expect(rebatedPair(59.99, 48.77, { type: 'percent', value: 10 })).toEqual({ gross: 53.99, net: 43.89, percent: 10 });
  });
});
