import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { radioKeyTarget } from './radio-keys';

describe('radioKeyTarget', () => {
  it('stays in range, wraps, arrows undo each other, Home/End reach the ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }))), ([n, i]) => {
        const next = radioKeyTarget('ArrowRight', i, n)!;
        expect(next).toBe((i + 1) % n);
        expect(radioKeyTarget('ArrowDown', i, n)).toBe(next);
        expect(radioKeyTarget('ArrowLeft', next, n)).toBe(i);
        expect(radioKeyTarget('ArrowUp', next, n)).toBe(i);
        let k = i;
        for (let step = 0; step < n; step++) k = radioKeyTarget('ArrowRight', k, n)!;
        expect(k).toBe(i);
        expect(radioKeyTarget('Home', i, n)).toBe(0);
        expect(radioKeyTarget('End', i, n)).toBe(n - 1);
        expect(radioKeyTarget(' ', i, n)).toBe(i);
        expect(radioKeyTarget('a', i, n)).toBeNull();
      }),
    );
  });

  it('has no target in an empty group', () => {
    expect(radioKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
