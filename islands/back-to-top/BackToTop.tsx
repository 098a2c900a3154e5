import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../core/mount/types';
import { scrollBehavior } from '../../core/dom/motion';
import { useTexts } from '../../core/texts';
import { texts } from './texts';
import { ownById } from '../../core/dom/own';

export interface BackToTopConfig {
  /** How many window heights the shopper scrolls before the link appears. */
  screens: number;
}

/** Landmarks (elements and roles): content inside one of them is found by landmark navigation. */
const LANDMARK =
  'main, nav, aside, header, footer, form[aria-label], form[aria-labelledby], section[aria-label], section[aria-labelledby], ' +
  '[role=main], [role=navigation], [role=complementary], [role=banner], [role=contentinfo], [role=region], [role=search], [role=form]';

/**
 * Where the link goes so that it is in a landmark (axe's `region`): where its container is when that
 * is already in one (an explicit data-island placed in the footer); else at the end of the page's
 * footer (the contentinfo landmark: a <footer> not inside article, aside, main, nav or section), where
 * a theme author expects a "back to top" link; else in <main>; else where its container is.
 */
export function linkPlace(container: HTMLElement): HTMLElement {
  if (container.closest(LANDMARK)) return container;
  const doc = container.ownerDocument;
  const footer = Array.from(doc.querySelectorAll<HTMLElement>('footer, [role=contentinfo]')).find(
    (el) => el.getAttribute('role') === 'contentinfo' || !el.parentElement?.closest('article, aside, main, nav, section'),
  );
  return footer ?? doc.querySelector<HTMLElement>('main, [role=main]') ?? container;
}

/**
 * How far up fixed or sticky boxes along the window's bottom edge reach under the link (a fixed bottom
 * bar), px: the link is lifted above them so it never covers their controls (WCAG 2.4.11).
 */
export function bottomObstacle(link: HTMLElement): number {
  const doc = link.ownerDocument;
  const win = doc.defaultView!;
  const r = link.getBoundingClientRect();
  const x = Math.min(Math.max(r.left + r.width / 2, 0), win.innerWidth - 1);
  let top = win.innerHeight;
  for (const el of doc.elementsFromPoint?.(x, win.innerHeight - 1) ?? []) {
    if (el === link || link.contains(el) || el === doc.body || el === doc.documentElement) continue;
    const position = win.getComputedStyle(el).position;
    if (position === 'fixed' || position === 'sticky') top = Math.min(top, el.getBoundingClientRect().top);
  }
  return Math.max(0, Math.round(win.innerHeight - top));
}

export function isPastThreshold(scrollY: number, windowHeight: number, screens: number): boolean {
  return scrollY > windowHeight * screens;
}

export function BackToTop({ config, container }: IslandProps<BackToTopConfig>) {
  const t = useTexts(texts);
  const [shown, setShown] = useState(() => isPastThreshold(window.scrollY, window.innerHeight, config.screens));
  const [place, setPlace] = useState(() => linkPlace(container));
  const linkRef = useRef<HTMLAnchorElement>(null);

  // While shown: lifted above a fixed bottom bar, and the page's scroll padding keeps what Tab focuses
  // clear of it (a control scrolled into view at the bottom edge is not hidden under the link, 2.4.11).
  useLayoutEffect(() => {
    if (!shown) return;
    const html = document.documentElement;
    const before = html.style.scrollPaddingBottom;
    let frame = 0;
    const fit = () => {
      frame = 0;
      const link = linkRef.current;
      if (!link) return;
      link.style.translate = '';
      const lift = bottomObstacle(link);
      if (lift) link.style.translate = `0 ${-lift}px`;
      html.style.scrollPaddingBottom = `${Math.ceil(window.innerHeight - link.getBoundingClientRect().top + 8)}px`;
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(fit);
    };
    fit();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later, { passive: true });
    return () => {
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      if (frame) cancelAnimationFrame(frame);
      html.style.scrollPaddingBottom = before;
    };
  }, [shown, place]);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(isPastThreshold(window.scrollY, window.innerHeight, config.screens));
      // A partial page load may have swapped the footer out: the new one takes the link.
      setPlace((now) => (now.isConnected ? now : linkPlace(container)));
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
  }, [config.screens, container]);

  const toTop = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Instant under reduced motion, even where the theme's CSS makes every scroll smooth.
    window.scrollTo({ top: 0, behavior: scrollBehavior('smooth') });
    // Keyboard and screen-reader users land at the top too, not only the viewport.
    const target = ownById(document, 'container') ?? document.body;
    if (!target.hasAttribute('tabindex')) {
      // Focusable only for this jump; the theme's markup is left as it was once focus moves on.
      target.setAttribute('tabindex', '-1');
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    target.focus({ preventScroll: true });
  };

  // Not rendered until wanted: a `hidden` attribute would lose to the theme's `#backTop { display: grid }`.
  if (!shown) return null;
  const link = (
    <a ref={linkRef} id="backTop" href="#container" className="--visible" aria-label={t.label} onClick={toTop}>
      <i className="icon-angle-up" aria-hidden="true" />
    </a>
  );
  return place === container ? link : createPortal(link, place);
}
