import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { createDomPatch } from '../../core/dom/dom-patch';
import { followWhileStarted } from '../../core/store/follow';
import type { ShopState } from '../../core/store/types';
import type { ScrollDirection } from '../../core/store/view.slice';

const DEFAULT_CLASS = '--scroll-down';

export interface PageScrollConfig {
  /** The class <html> gets while the shopper scrolls down (IdoSell's `--scroll-down`). */
  className: string;
}

/** On while scrolling down away from the top; off when scrolling up or back at the top. */
export function scrollingDown(scrolled: boolean, direction: ScrollDirection | null): boolean {
  return scrolled && direction === 'down';
}

/**
 * A DOM island (no renderer). Keeps the scroll class on <html> in step with the store's scroll
 * state (the runtime watches the scroll once, at most once per frame, for every island), so the theme can
 * e.g. tuck the header away. Renders nothing; stopping puts the class back as it was (a DOM patch).
 */
export default defineDomIsland<PageScrollConfig>({
  name: 'page-scroll',
  readConfig: (el) => {
    const name = dataReader(el, 'page-scroll').string('scroll-class', DEFAULT_CLASS).trim();
    // A class token cannot be empty or hold spaces (classList would throw).
    if (/^[^\s]+$/.test(name)) return { className: name };
    console.error(`[storefront:page-scroll] data-scroll-class="${name}" is not a single class name; using ${DEFAULT_CLASS}`);
    return { className: DEFAULT_CLASS };
  },
  start({ config, container }) {
    const patch = createDomPatch();
    const down = (s: ShopState) => scrollingDown(s.view.scrolled, s.view.scrollDirection);
    return followWhileStarted('page-scroll', container, down, (on) => patch.toggle(document.documentElement, config.className, on), () => patch.restore());
  },
});
