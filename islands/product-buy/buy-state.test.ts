import { describe, expect, it } from 'vitest';
import { readProductData } from '../../core/product/data';
import { productDataFlat } from '../../fixtures/catalogue';
import { buyState, canAdd, canAddForPoints } from './buy-state';

const model = (id: number) => readProductData({ product_data: productDataFlat(id) } as unknown as Window)!;
const first = (id: number) => {
  const m = model(id);
  return { m, s: m.sizes[m.sizeTypes[0]!]! };
};

describe('buyState', () => {
  it('asks for a size while several sizes and none chosen', () => {
    const m = model(101);
    expect(buyState(m, null, false)).toEqual({ kind: 'choose-size' });
    expect(canAdd(buyState(m, null, false))).toBe(false);
  });

  it('is unavailable, not asking for a size, while none is chosen and every size is sold out (projector-102)', () => {
    const m = model(102);
    expect(Object.values(m.sizes).length).toBeGreaterThan(1);
    expect(buyState(m, null, false)).toEqual({ kind: 'unavailable' });
  });

  it('is unavailable for status disable or no stock, but not for made-to-order sizes', () => {
    const m = model(101);
    expect(buyState(m, m.sizes['2']!, false).kind).toBe('unavailable');
    expect(buyState(m, m.sizes['4']!, false).kind).toBe('buyable');
    expect(buyState(m, { ...m.sizes['4']!, amount: 0 }, false).kind).toBe('buyable');
    expect(buyState(m, { ...m.sizes['3']!, amount: 0 }, false).kind).toBe('unavailable');
  });

  it('blocks phone-price products unless basket_enable makes them purchasable', () => {
    const phone = first(103);
    expect(buyState(phone.m, phone.s, true).kind).toBe('phone');
    const enabled = first(112);
    expect(enabled.s.phonePrice).toBe(true);
    expect(buyState(enabled.m, enabled.s, false)).toEqual({ kind: 'buyable', points: false });
  });

  it('sells points-only products for points to signed-in shoppers only', () => {
    const { m, s } = first(104);
    expect(buyState(m, s, false)).toEqual({ kind: 'points-only', logged: false });
    expect(canAddForPoints(buyState(m, s, false))).toBe(false);
    expect(canAddForPoints(buyState(m, s, true))).toBe(true);
    expect(canAdd(buyState(m, s, true))).toBe(false);
  });

  it('hides the buy section for gratis items', () => {
    const { m, s } = first(107);
    expect(buyState(m, s, false)).toEqual({ kind: 'gratis' });
  });

  it('lets a one-size product be bought without a chosen size', () => {
    const { m } = first(108);
    expect(buyState(m, null, false).kind).toBe('buyable');
  });
});
