import { useEffect, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { scrollBehavior } from '../../core/dom/motion';
import { useTexts } from '../../core/texts';
import { texts } from './texts';

export interface BackToTopConfig {
  /** How many window heights the shopper scrolls before the link appears. */
  screens: number;
}

export function isPastThreshold(scrollY: number, windowHeight: number, screens: number): boolean {
  return scrollY > windowHeight * screens;
}

export function BackToTop({ config }: IslandProps<BackToTopConfig>) {
  const t = useTexts(texts);
  const [shown, setShown] = useState(() => isPastThreshold(window.scrollY, window.innerHeight, config.screens));

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(isPastThreshold(window.scrollY, window.innerHeight, config.screens));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [config.screens]);

  const toTop = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Instant under reduced motion, even where the theme's CSS makes every scroll smooth.
    window.scrollTo({ top: 0, behavior: scrollBehavior('smooth') });
    // Keyboard and screen-reader users land at the top too, not only the viewport.
    const target = document.getElementById('container') ?? document.body;
    if (!target.hasAttribute('tabindex')) {
      // Focusable only for this jump; the theme's markup is left as it was once focus moves on.
      target.setAttribute('tabindex', '-1');
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    target.focus({ preventScroll: true });
  };

  return (
    <a id="backTop" href="#container" className={shown ? '--visible' : undefined} hidden={!shown} aria-label={t.label} onClick={toTop}>
      <i className="icon-angle-up" aria-hidden="true" />
    </a>
  );
}
