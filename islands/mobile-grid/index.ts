import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { followWhileStarted } from '../../core/store/follow';
import { storeTexts } from '../../core/texts/store-texts';
import { moveBack, moveIn } from './grid';
import { enhanceTabs } from './tabs';
import { texts } from './texts';

export interface MobileGridConfig {
  /** View levels on which the blocks live in the aside (the spec: mobile, i.e. 1). */
  views: number[];
}

/**
 * A DOM island (no renderer). Moves the marked blocks into the aside on the mobile view and back
 * on the others, and there makes the aside's "Menu" / "Konto" buttons tabs over those blocks; renders
 * nothing. The aside's own markup stays the server's; stopping puts every block and attribute back.
 */
export default defineDomIsland<MobileGridConfig>({
  name: 'mobile-grid',
  readConfig: (el) => {
    const read = dataReader(el, 'mobile-grid');
    const raw = read.list('mobile-grid-views', ['1']);
    const views = raw.map(Number).filter((n) => [1, 2, 3, 4].includes(n));
    if (views.length !== raw.length || views.length === 0) {
      console.error(`[storefront:mobile-grid] data-mobile-grid-views="${raw.join(',')}" must list view levels 1–4; using 1`);
      return { views: [1] };
    }
    return { views };
  },
  start({ config, container }) {
    const t = storeTexts(texts);
    let stopMoved = () => {};
    let stopTabs = () => {};
    /** Blocks back first, then the tabs' attributes (the order the React island undid them in). */
    const deactivate = () => {
      const [moved, tabs] = [stopMoved, stopTabs];
      stopMoved = stopTabs = () => {};
      moved();
      tabs();
    };
    return followWhileStarted(
      'mobile-grid',
      container,
      (s) => config.views.includes(s.view.level),
      (active) => {
        deactivate();
        if (!active) return;
        const moved = moveIn(container);
        stopMoved = () => moveBack(moved);
        // After the move: the tabs' panels are the filled placeholders.
        stopTabs = enhanceTabs(container, t);
      },
      deactivate,
    );
  },
});
