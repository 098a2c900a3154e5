import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { correctQuantity, formatQuantity, quantityRule, stepQuantity, type QuantityRule } from './quantity';
import { readProductData } from './data';
import { productDataFlat } from '../../fixtures/catalogue';

const steps = fc.constantFrom(1, 2, 0.5, 0.25, 3, 10);
const rules = steps.chain((step) =>
  fc.record({
    step: fc.constant(step),
    precision: fc.constantFrom(0, 1, 2),
    min: fc.integer({ min: 0, max: 40 }).map((k) => k * step),
    max: fc.option(fc.integer({ min: 1, max: 60 }).map((k) => k * step), { nil: null }),
  }),
);
const isMultiple = (v: number, step: number) => Math.abs(v / step - Math.round(v / step)) < 1e-9;

describe('correctQuantity', () => {
  it('always gives a positive multiple of the step within the limits (max wins over min)', () => {
    fc.assert(
      fc.property(rules, fc.double({ min: -50, max: 500, noNaN: true }), (rule: QuantityRule, raw) => {
        const { value } = correctQuantity(raw, rule);
        expect(value).toBeGreaterThan(0);
        expect(isMultiple(value, rule.step)).toBe(true);
        if (rule.max !== null && rule.max >= Math.max(rule.min, rule.step)) {
          expect(value).toBeLessThanOrEqual(rule.max);
          expect(value).toBeGreaterThanOrEqual(rule.min);
        }
      }),
    );
  });

  it('is idempotent and silent on an amount it already accepts', () => {
    fc.assert(
      fc.property(rules, fc.double({ min: 0, max: 300, noNaN: true }), (rule, raw) => {
        const once = correctQuantity(raw, rule).value;
        expect(correctQuantity(once, rule)).toEqual({ value: once, corrections: [] });
      }),
    );
  });

  it('reports each correction with the limit it applied', () => {
    const rule = { step: 2, precision: 0, min: 4, max: 10 };
    expect(correctQuantity(3, rule)).toEqual({ value: 4, corrections: [{ kind: 'step', step: 2 }] });
    expect(correctQuantity(2, rule)).toEqual({ value: 4, corrections: [{ kind: 'min', limit: 4 }] });
    expect(correctQuantity(13, rule)).toEqual({ value: 10, corrections: [{ kind: 'step', step: 2 }, { kind: 'max', limit: 10 }] });
    expect(correctQuantity(Number.NaN, rule).value).toBe(4);
  });

  it('handles fractional sell-by steps without float drift', () => {
    const rule = { step: 0.1, precision: 1, min: 0.3, max: null };
    expect(correctQuantity(0.7, rule)).toEqual({ value: 0.7, corrections: [] });
    expect(correctQuantity(0.2, rule).value).toBe(0.3);
    expect(stepQuantity(0.3, 1, rule).value).toBe(0.4);
  });
});

describe('stepQuantity', () => {
  it('moves one step and stops at the limits with a correction', () => {
    const rule = { step: 1, precision: 0, min: 1, max: 3 };
    expect(stepQuantity(2, 1, rule)).toEqual({ value: 3, corrections: [] });
    expect(stepQuantity(3, 1, rule)).toEqual({ value: 3, corrections: [{ kind: 'max', limit: 3 }] });
    expect(stepQuantity(1, -1, rule)).toEqual({ value: 1, corrections: [{ kind: 'min', limit: 1 }] });
  });
});

describe('quantityRule', () => {
  const model = (id: number) => readProductData({ product_data: productDataFlat(id) } as unknown as Window)!;

  it('takes the order range, the per-size limits, the stock and the subscription minimum', () => {
    const m = model(116);
    const size = m.sizes[m.sizeTypes[0]!]!;
    const rule = quantityRule(m, size, false);
    const r = m.orderQuantityRange;
    expect(rule.min).toBe(Math.max(m.unit.sellBy, r.minQuantityPerOrder ?? 0, r.minSizeQuantityPerOrder ?? 0));
    expect(rule.max).not.toBeNull();
  });

  it('caps at the stock when the size has a known amount, and not for unlimited (-1)', () => {
    const m = model(101);
    expect(quantityRule(m, m.sizes['3']!, false).max).toBe(m.sizes['3']!.amount);
    expect(quantityRule(m, m.sizes['5']!, false).max).toBeNull();
  });

  it('steps by the unit sell-by', () => {
    const m = model(115);
    expect(quantityRule(m, m.sizes[m.sizeTypes[0]!]!, false).step).toBe(0.5);
  });
});

describe('formatQuantity', () => {
  it('writes the precision with the shop separator', () => {
    expect(formatQuantity(1.5, 1)).toBe('1,5');
    expect(formatQuantity(2, 0)).toBe('2');
    expect(formatQuantity(0.25, 2, '.')).toBe('0.25');
  });
});
