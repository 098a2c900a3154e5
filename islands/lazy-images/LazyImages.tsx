import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { observeLazyImages } from '../../core/dom/lazy-images';

/** The hotspot zones watch their own images (when each zone mounts); this island watches the rest. */
export const OWN_LAZY_IMAGES = '.hotspot__wrapper';

/**
 * The page's lazy images (IdoSell's `img[data-src]`, `data-src-small`): each gets its source 100 px
 * before it scrolls into view, the small one under 420 px of window width (core/dom/lazy-images).
 * Images added later (a partial page load) are picked up; unmounting stops watching.
 */
export function LazyImages({ container }: IslandProps<null>) {
  useEffect(() => {
    const host = container.querySelector<HTMLElement>(':scope > [data-island-host="lazy-images"]');
    if (host) host.hidden = true;
    return observeLazyImages(container, { exclude: OWN_LAZY_IMAGES });
  }, [container]);
  return null;
}
