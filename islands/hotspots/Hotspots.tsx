import { useEffect, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { observeLazyImages } from '../../core/dom/lazy-images';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { useShop } from '../../core/store';
import { useTexts } from '../../core/texts';
import { zoneOutcome } from './batch';
import { mountCarousel } from './carousel';
import { texts } from './texts';
import { ISLAND } from './zones';

export interface HotspotsConfig {
  /** Milliseconds before the zones' request counts as failed. */
  timeout: number;
}

/**
 * One recommended-product zone. Mounting (the zone came near the viewport) asks the page's batch for
 * the zone's content (one request for every zone of the page); a filled zone becomes a carousel and
 * its lazy images load as they near the viewport. The status line under the zone says which
 * products the carousel shows after each move.
 */
export function Hotspots({ config, container }: IslandProps<HotspotsConfig>) {
  const t = useTexts(texts);
  const pageType = useShop((s) => s.page.pageType);
  const pageProduct = useShop((s) => s.product.model?.id ?? null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    let alive = true;
    let stopCarousel: (() => void) | null = null;
    const stopImages = observeLazyImages(container);
    void zoneOutcome(container, { pageType, pageProduct, timeout: config.timeout }).then(async (outcome) => {
      if (!alive || outcome !== 'filled') return;
      let stop: () => void;
      try {
        stop = await mountCarousel(container, t, setStatus);
      } catch (err) {
        // Swiper's chunk failed to load: the products stay, as a plain row.
        console.warn(`[storefront:${ISLAND}] the carousel of #${container.id} could not start (${String(err)}); products shown without it`);
        return;
      }
      if (alive) stopCarousel = stop;
      else stop();
    });
    return () => {
      alive = false;
      stopCarousel?.();
      stopImages();
    };
  }, [container, config.timeout, pageType, pageProduct, t]);

  return (
    <p className="sr-only" role="status" style={VISUALLY_HIDDEN}>
      {status}
    </p>
  );
}
