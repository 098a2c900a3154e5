import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { columnHeights, MEGA_MENU, mergeColumns, opensLeft } from './columns';

const LIMIT = MEGA_MENU.height - MEGA_MENU.padding; // 290
const heights = fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 200 });
const flat = (cols: number[][]) => cols.flat();

describe('mergeColumns', () => {
  it('merges short lists while the column stays within 320 − 30', () => {
    expect(mergeColumns([200, 80, 250])).toEqual([[0, 1], [2]]);
    expect(mergeColumns([100, 100, 90, 1])).toEqual([[0, 1, 2], [3]]);
    expect(mergeColumns([400, 10])).toEqual([[0], [1]]);
    expect(mergeColumns([])).toEqual([]);
  });

  it('never drops, repeats or reorders an item, and never makes an empty column', () => {
    fc.assert(
      fc.property(heights, (hs) => {
        const cols = mergeColumns(hs);
        expect(flat(cols)).toEqual(hs.map((_, i) => i));
        expect(cols.every((c) => c.length > 0)).toBe(true);
      }),
    );
  });

  it('never makes more than 5 columns', () => {
    fc.assert(fc.property(heights, (hs) => mergeColumns(hs).length <= 5));
  });

  it('no column passes 290 unless a single item does, whenever the items fit in 5 such columns', () => {
    // Content that fits: at most 5 × 290 / 2 in total, so greedy packing never needs a sixth column.
    const fitting = fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 30 }).filter((hs) => hs.reduce((a, b) => a + b, 0) <= 5 * LIMIT / 2 && hs.filter((h) => h > LIMIT).length <= 2);
    fc.assert(
      fc.property(fitting, (hs) => {
        const cols = mergeColumns(hs);
        columnHeights(hs, cols).forEach((h, c) => expect(h <= LIMIT || cols[c]!.length === 1).toBe(true));
      }),
    );
  });

  it('when it does not fit, grows the columns evenly instead of adding a sixth', () => {
    const hs = Array.from({ length: 60 }, () => 50); // 3000 px of lists
    const cols = mergeColumns(hs);
    expect(cols).toHaveLength(5);
    expect(columnHeights(hs, cols)).toEqual([600, 600, 600, 600, 600]);
  });

  it('a merged column is never followed by an item that would have fitted in it', () => {
    fc.assert(
      fc.property(heights.filter((hs) => hs.length > 0), (hs) => {
        const cols = mergeColumns(hs);
        if (cols.length === 1) return;
        const used = columnHeights(hs, cols);
        // Every column is full enough that the next column's first item did not fit at the limit used.
        const limit = Math.max(LIMIT, ...used.filter((_, c) => cols[c]!.length > 1));
        cols.slice(0, -1).forEach((_, c) => expect(used[c]! + hs[cols[c + 1]![0]!]!).toBeGreaterThan(limit - 1e-6));
      }),
    );
  });

  it('takes other rules (no padding, three columns) and ignores bad heights', () => {
    expect(mergeColumns([100, 100, 100], { height: 200, padding: 0, maxColumns: 3 })).toEqual([[0, 1], [2]]);
    expect(mergeColumns([Number.NaN, -5, 100])).toEqual([[0, 1, 2]]);
  });
});

describe('opensLeft', () => {
  it('opens to the left when the columns (200 each) would pass the right edge', () => {
    expect(opensLeft(0, 3, 1200)).toBe(false);
    expect(opensLeft(700, 3, 1200)).toBe(true);
    expect(opensLeft(1000, 1, 1200)).toBe(false);
    expect(opensLeft(1001, 1, 1200)).toBe(true);
    expect(opensLeft(1000, 0, 1200)).toBe(false);
    expect(opensLeft(500, 2, 1200, 400)).toBe(true);
  });
});
