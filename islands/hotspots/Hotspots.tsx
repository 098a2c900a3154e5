import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../core/mount/types';
import { observeLazyImages } from '../../core/dom/lazy-images';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { selectPriceType, useShop } from '../../core/store';
import { useTexts } from '../../core/texts';
import { LOADED_CLASS, renderBox, showBox, zoneOutcome } from './batch';
import { mountCarousel } from './carousel';
import { HotspotTiles } from './HotspotTiles';
import type { HotspotView } from './reply';
import { texts } from './texts';
import { ISLAND } from './zones';
import { fetchOpinions, type TileOpinion } from './opinions';

export interface HotspotsConfig {
  /** Milliseconds before the zones' request counts as failed. */
  timeout: number;
  /** Tiles get the quick-buy (`data-hotspots-quick-buy`, default true). */
  quickBuy: boolean;
}

/** What the zone shows once its batch has answered: the server's HTML (ajax) or tiles the island renders. */
type Shown = { kind: 'filled' } | { kind: 'render'; view: HotspotView; box: HTMLElement };

/**
 * One recommended-product zone. Mounting (the zone came near the viewport) asks the page's batch for
 * the zone's content (one request for every zone of the page). The platform's reply is rendered here
 * into the zone (in place of its skeleton); the spec variant's HTML is put in by the batch. Either
 * becomes a carousel, and the status line under the zone says which products it shows after each move.
 */
export function Hotspots({ config, container }: IslandProps<HotspotsConfig>) {
  const t = useTexts(texts);
  const pageType = useShop((s) => s.page.pageType);
  const pageProduct = useShop((s) => s.product.model?.id ?? null);
  const priceType = useShop(selectPriceType);
  const [status, setStatus] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [opinions, setOpinions] = useState<ReadonlyMap<string, TileOpinion> | undefined>(undefined);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // Layout effects, both: what they put in the page (the tiles' box, the loaded class, the carousel,
  // the lazy-image watch) comes off as the island unmounts. Preact (the lean build) runs an unmounted
  // tree's passive cleanups only after the next paint, so with useEffect a swapped-out zone kept its
  // Swiper running and its box in the page for a while.
  useLayoutEffect(() => {
    let alive = true;
    let box: HTMLElement | null = null;
    const opinionCall = new AbortController();
    void zoneOutcome(container, { pageType, pageProduct, priceType, timeout: config.timeout }).then((outcome) => {
      if (!alive) return;
      if (outcome.kind === 'filled') setShown({ kind: 'filled' });
      if (outcome.kind === 'render') {
        box = renderBox(container, statusRef.current?.closest('[data-island-host]') ?? null);
        setShown({ kind: 'render', view: outcome.view, box });
        // An opinion zone (the theme's opinion plug-in): each product's latest opinion, asked once the tiles are there.
        if (outcome.view.type === 'opinion') {
          void fetchOpinions(outcome.view.products.map((p) => p.id), opinionCall.signal).then((found) => {
            if (alive && found.size > 0) setOpinions(found);
          });
        }
      }
    });
    return () => {
      alive = false;
      opinionCall.abort();
      setOpinions(undefined);
      if (box) {
        box.remove();
        container.classList.remove(LOADED_CLASS);
      }
      setShown(null);
    };
  }, [container, config.timeout, pageType, pageProduct, priceType]);

  // The carousel and the lazy images start once the products are in the zone (after the render above is committed).
  useLayoutEffect(() => {
    if (!shown) return;
    // The tiles are committed now: they take the skeleton's place before paint, and the zone counts as
    // loaded (the spec variant's batch marks its own).
    if (shown.kind === 'render') showBox(container, shown.box);
    const stopImages = observeLazyImages(container);
    let alive = true;
    let stopCarousel: (() => void) | null = null;
    mountCarousel(container, t, setStatus).then(
      (stop) => {
        if (alive) stopCarousel = stop;
        else stop();
      },
      (err: unknown) => {
        // Swiper's chunk failed to load: the products stay, as a plain row.
        console.warn(`[storefront:${ISLAND}] the carousel of #${container.id} could not start (${String(err)}); products shown without it`);
      },
    );
    return () => {
      alive = false;
      stopCarousel?.();
      stopImages();
    };
  }, [container, shown, t]);

  return (
    <>
      {shown?.kind === 'render' && createPortal(<HotspotTiles view={shown.view} t={t} announce={setStatus} quickBuy={config.quickBuy} opinions={opinions} />, shown.box)}
      <p ref={statusRef} className="sr-only" role="status" style={VISUALLY_HIDDEN}>
        {status}
      </p>
    </>
  );
}
