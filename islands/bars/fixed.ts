// Which bars are fixed at a scroll position, and where: pure, so the rules are tested without layout.

export type BarsEdge = 'top' | 'bottom';

export interface BarBox {
  /** Top of the bar in the document where it would sit unfixed (px from the document top). */
  top: number;
  height: number;
  /** data-fixed="true": the bar may stick to its edge. */
  fixable: boolean;
}

export interface FixedLayout {
  /** Per bar: fixed or not, and its offset from the edge (the heights of the fixed bars before it). */
  bars: Array<{ fixed: boolean; position: number }>;
  /** Sum of the heights of the fixed bars: the room the theme keeps at that edge. */
  total: number;
}

/**
 * Top bars stick once the page has scrolled past their place; bottom bars stick while their place is
 * still below the bottom of the window (so they show until the shopper reaches the footer).
 * Fixed bars stack from the edge: at the top in page order, at the bottom the last one lowest.
 */
export function fixedLayout(edge: BarsEdge, boxes: readonly BarBox[], scrollY: number, viewportHeight: number): FixedLayout {
  const fixed = boxes.map((b) =>
    b.fixable && (edge === 'top' ? scrollY > b.top : b.top + b.height > scrollY + viewportHeight),
  );
  const bars = boxes.map(() => ({ fixed: false, position: 0 }));
  let total = 0;
  const order = edge === 'top' ? boxes.map((_, i) => i) : boxes.map((_, i) => boxes.length - 1 - i);
  for (const i of order) {
    if (!fixed[i]) continue;
    bars[i] = { fixed: true, position: total };
    total += boxes[i]!.height;
  }
  return { bars, total };
}
