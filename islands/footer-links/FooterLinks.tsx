import { useEffect, useLayoutEffect, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { linkAsButton } from '../../core/dom/link-button';
import { selectViewLevel, useShop } from '../../core/store';
import { collapses, findGroups, type FooterGroup } from './groups';

/** The groups whose list holds the focused element. */
const holdingFocus = (groups: readonly FooterGroup[]): ReadonlySet<number> =>
  new Set(groups.flatMap((g, i) => (document.activeElement && g.list.contains(document.activeElement) ? [i] : [])));

export interface FooterLinksConfig {
  /** View levels on which the groups fold (default [1]). */
  collapseViews: number[];
}

/**
 * On the phone layout each group header works as an APG disclosure button for its list (all folded at
 * first); on larger views every list is shown and the headers are plain links again. A view change
 * re-applies this, so a phone turned sideways or a resized window gets the right footer.
 */
export function FooterLinks({ config, container }: IslandProps<FooterLinksConfig>) {
  const [groups] = useState(() => findGroups(container));
  const patch = useDomPatch();
  const folding = collapses(useShop(selectViewLevel), config.collapseViews);
  // Every group folded at first, but never the one the shopper's focus is in: the island wakes as the
  // footer nears the viewport, and a keyboard user may already have tabbed onto one of its links.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => holdingFocus(groups));
  const [wasFolding, setWasFolding] = useState(folding);
  if (wasFolding !== folding) {
    // Entering the phone layout starts with every group folded again (but the focused one).
    setWasFolding(folding);
    setOpen(holdingFocus(groups));
  }

  useEffect(() => {
    // The runtime's empty host element would be one more cell in the theme's footer grid.
    const host = container.querySelector<HTMLElement>(':scope > [data-island-host="footer-links"]');
    if (host) host.hidden = true;
  }, [container]);

  // A layout effect, so the headers answer as soon as they say they are buttons (Preact runs plain
  // effects a frame after paint).
  useLayoutEffect(() => {
    if (!folding) return;
    const toggle = (i: number) => () =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (!next.delete(i)) next.add(i);
        return next;
      });
    const stops = groups.map((g, i) => linkAsButton(g.header, patch, toggle(i)));
    return () => stops.forEach((stop) => stop());
  }, [folding, groups, patch]);

  // The folds follow the state in the same commit (a layout effect): under Preact a Tab pressed right
  // after Enter would otherwise skip a group that was about to unfold.
  useLayoutEffect(() => {
    groups.forEach(({ header, list }, i) => {
      const shown = !folding || open.has(i);
      if (!folding) patch.attr(header, 'role', null);
      // No toggle on larger views, so no expanded state is promised there.
      patch.attr(header, 'aria-expanded', folding ? String(shown) : null);
      patch.hidden(list, !shown);
      // The theme's CSS folds lists by aria-hidden; kept in step with `hidden`.
      patch.attr(list, 'aria-hidden', String(!shown));
    });
  }, [folding, open, groups, patch]);

  return null;
}
