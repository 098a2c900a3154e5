import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import type { ScrollDirection } from '../../core/store';
import { useShop } from '../../core/store';
import { useDomPatch } from '../../core/dom/patch';

export interface PageScrollConfig {
  /** The class <html> gets while the shopper scrolls down (IdoSell's `--scroll-down`). */
  className: string;
}

/** On while scrolling down away from the top; off when scrolling up or back at the top. */
export function scrollingDown(scrolled: boolean, direction: ScrollDirection | null): boolean {
  return scrolled && direction === 'down';
}

/**
 * Keeps the scroll class on <html> in step with the store's scroll state (the runtime watches the
 * scroll once, at most once per frame, for every island), so the theme can e.g. tuck the header away.
 */
export function PageScroll({ config }: IslandProps<PageScrollConfig>) {
  const patch = useDomPatch();
  const down = useShop((s) => scrollingDown(s.view.scrolled, s.view.scrollDirection));
  useEffect(() => patch.toggle(document.documentElement, config.className, down), [patch, config.className, down]);
  return null;
}
