// The mega-menu's layout maths, kept pure so it can be property-tested: which second-level
// items share a column, and whether a panel opens to the left.

export interface ColumnRules {
  /** Height of one column (the spec: 320). */
  height: number;
  /** Room kept inside a column for its padding (the spec: 30). */
  padding: number;
  /** Most columns a panel shows (the spec: 5). */
  maxColumns: number;
}

export const MEGA_MENU: ColumnRules & { showMore: number; submenuWidth: number } = {
  height: 320,
  padding: 30,
  maxColumns: 5,
  showMore: 10,
  submenuWidth: 200,
};

/** Fills columns in order, starting a new one when the next item would pass `limit`. */
function pack(heights: readonly number[], limit: number): number[][] {
  const columns: number[][] = [];
  let used = Infinity;
  heights.forEach((h, i) => {
    if (used + h > limit || columns.length === 0) {
      columns.push([i]);
      used = h;
    } else {
      columns[columns.length - 1]!.push(i);
      used += h;
    }
  });
  return columns;
}

/**
 * Item indices grouped into columns, order kept. Items share a column while it stays within
 * height − padding (an item taller than that gets a column of its own). When the content needs
 * more than `maxColumns` such columns, the columns grow evenly instead: the smallest height
 * that fits everything into `maxColumns`, so a huge category never spreads wider than the page.
 */
export function mergeColumns(heights: readonly number[], rules: ColumnRules = MEGA_MENU): number[][] {
  const safe = heights.map((h) => (Number.isFinite(h) && h > 0 ? h : 0));
  const limit = Math.max(0, rules.height - rules.padding);
  const maxColumns = Math.max(1, Math.floor(rules.maxColumns));
  const first = pack(safe, limit);
  if (first.length <= maxColumns) return first;
  // Packing is monotone in the limit (more room never needs more columns): bisect it.
  let lo = limit;
  let hi = safe.reduce((a, b) => a + b, 0);
  for (let i = 0; i < 60 && hi - lo > 0.01; i += 1) {
    const mid = (lo + hi) / 2;
    if (pack(safe, mid).length <= maxColumns) hi = mid;
    else lo = mid;
  }
  return pack(safe, hi);
}

/** The height of each column, for tests and for themes that size the panel. */
export const columnHeights = (heights: readonly number[], columns: number[][]): number[] =>
  columns.map((c) => c.reduce((sum, i) => sum + (heights[i] ?? 0), 0));

/**
 * Whether a panel of `columns` submenu widths, starting at `left`, would pass the right edge
 * `right` (the page or the menu bar): then it opens to the left of its item instead.
 */
export function opensLeft(left: number, columns: number, right: number, submenuWidth = MEGA_MENU.submenuWidth): boolean {
  return left + Math.max(1, columns) * submenuWidth > right;
}
