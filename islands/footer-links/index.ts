import { defineDomIsland } from '../../core/mount/define';
import { createDomPatch } from '../../core/dom/dom-patch';
import { linkAsButton } from '../../core/dom/link-button';
import { followWhileStarted } from '../../core/store/follow';
import { collapses, findGroups, readCollapseViews, type FooterGroup } from './groups';

export interface FooterLinksConfig {
  /** View levels on which the groups fold (default [1]). */
  collapseViews: number[];
}

/** The groups whose list holds the focused element. */
const holdingFocus = (groups: readonly FooterGroup[]): Set<number> =>
  new Set(groups.flatMap((g, i) => (document.activeElement && g.list.contains(document.activeElement) ? [i] : [])));

/**
 * A DOM island (no renderer). On the phone layout each group header works as an APG disclosure
 * button for its list (all folded at first); on larger views every list is shown and the headers are plain
 * links again. A view change re-applies this, so a phone turned sideways or a resized window gets the
 * right footer. The server's headers and lists are changed in place (a DOM patch) and put back on stop.
 */
export default defineDomIsland<FooterLinksConfig>({
  name: 'footer-links',
  readConfig: (el) => ({ collapseViews: readCollapseViews(el) }),
  start({ config, container }) {
    const groups = findGroups(container);
    const patch = createDomPatch();
    let folding = false;
    // Every group folded at first, but never the one the shopper's focus is in: a keyboard user may
    // already have tabbed onto one of its links before the island woke.
    let open = holdingFocus(groups);

    /** The folds follow the state at once, so a Tab pressed right after Enter finds the group unfolded. */
    const apply = () => {
      groups.forEach(({ header, list }, i) => {
        const shown = !folding || open.has(i);
        if (!folding) patch.attr(header, 'role', null);
        // No toggle on larger views, so no expanded state is promised there.
        patch.attr(header, 'aria-expanded', folding ? String(shown) : null);
        patch.hidden(list, !shown);
        // The theme's CSS folds lists by aria-hidden; kept in step with `hidden`.
        patch.attr(list, 'aria-hidden', String(!shown));
      });
    };
    const toggle = (i: number) => () => {
      if (!open.delete(i)) open.add(i);
      apply();
    };

    let stopButtons = () => {};
    return followWhileStarted(
      'footer-links',
      container,
      (s) => collapses(s.view.level, config.collapseViews),
      (fold) => {
        folding = fold;
        // Entering the phone layout starts with every group folded again (but the focused one).
        open = holdingFocus(groups);
        stopButtons();
        stopButtons = () => {};
        if (folding) {
          // The headers answer as soon as they say they are buttons.
          const stops = groups.map((g, i) => linkAsButton(g.header, patch, toggle(i)));
          stopButtons = () => stops.forEach((s) => s());
        }
        apply();
      },
      () => {
        stopButtons();
        patch.restore();
      },
    );
  },
});
