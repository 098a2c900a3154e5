import { defineDomIsland } from '../../core/mount/define';
import { observeLazyImages } from '../../core/dom/lazy-images';

/** The hotspot zones watch their own images (when each zone mounts); this island watches the rest. */
export const OWN_LAZY_IMAGES = '.hotspot__wrapper';

/**
 * A DOM island (no renderer). The page's lazy images (IdoSell's `img[data-src]`,
 * `data-src-small`): each gets its source 100 px before it scrolls into view, the small one under 420 px
 * of window width (core/dom/lazy-images). Images added later (a partial page load) are picked up;
 * stopping stops watching.
 */
export default defineDomIsland<null>({
  name: 'lazy-images',
  readConfig: () => null,
  start: ({ container }) => observeLazyImages(container, { exclude: OWN_LAZY_IMAGES }),
});
