import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { ensureHiddenRule } from '../../core/dom/hidden-rule';
import { scrollBehavior } from '../../core/dom/motion';
import { ownById } from '../../core/dom/own';
import { setUrlAttribute } from '../../core/dom/safe-url';
import { storeTexts } from '../../core/texts/store-texts';
import { bottomObstacle, focusUnderLink, isPastThreshold, linkPlace } from './place';
import { texts } from './texts';

export { bottomObstacle, focusUnderLink, isPastThreshold, linkPlace } from './place';

export interface BackToTopConfig {
  /** How many window heights the shopper scrolls before the link appears. */
  screens: number;
}

/** Scrolls to the top, instant under reduced motion, and takes keyboard and screen-reader focus there too. */
function toTop(event: MouseEvent): void {
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
}

/** The link as the theme knows it: `<a id="backTop" href="#container" class="--visible">` with its icon. */
function createLink(doc: Document, label: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.id = 'backTop';
  setUrlAttribute(link, 'href', '#container', 'back-to-top');
  link.className = '--visible';
  link.setAttribute('aria-label', label);
  const icon = doc.createElement('i');
  icon.className = 'icon-angle-up';
  icon.setAttribute('aria-hidden', 'true');
  link.append(icon);
  link.addEventListener('click', toTop);
  return link;
}

/**
 * While the link shows: lifted above a fixed bottom bar, and the room it takes is kept clear (2.4.11):
 * the page's scroll padding makes a control that Tab scrolls into view at the bottom edge stop above
 * the link, and as much padding at the end of <body> lets the page's last controls (a bottom bar's
 * close link, the footer's last line) scroll above it too, where no scroll padding can reach: a tap or
 * a focus there lands on them, never on the link. Whatever moved last (the link shown or lifted after the
 * browser scrolled a focused control into view, content arriving around it), a focused control found under
 * the link is scrolled above it at the next frame. Returns what puts the page's own paddings back.
 */
function fitWhileShown(link: HTMLElement): () => void {
  const html = document.documentElement;
  const body = document.body;
  const before = html.style.scrollPaddingBottom;
  const bodyBefore = body.style.paddingBottom;
  // The theme's own padding, read before ours is added; ours goes on top of it.
  const bodyOwn = parseFloat(getComputedStyle(body).paddingBottom) || 0;
  let frame = 0;
  const fit = () => {
    frame = 0;
    link.style.translate = '';
    const lift = bottomObstacle(link);
    if (lift) link.style.translate = `0 ${-lift}px`;
    const room = Math.max(0, Math.ceil(window.innerHeight - link.getBoundingClientRect().top + 8));
    html.style.scrollPaddingBottom = `${room}px`;
    body.style.paddingBottom = `${bodyOwn + room}px`;
    const under = focusUnderLink(link);
    if (under) window.scrollBy({ top: under, behavior: 'instant' });
  };
  const later = () => {
    if (!frame) frame = requestAnimationFrame(fit);
  };
  fit();
  window.addEventListener('scroll', later, { passive: true });
  window.addEventListener('resize', later, { passive: true });
  // The browser scrolls a focused control into view after the focus events: looked at in the next frame.
  document.addEventListener('focusin', later);
  // A bottom bar that sticks, lets go, hides or is closed (the bars island does it on its own handlers, which
  // may run after this one in the same frame) moves the obstacle with no scroll to follow: refit then too, or
  // the link stays over the bar's close link (or lifted over nothing) until the next scroll (2.4.11). Bars
  // added later are observed from the next time the link shows.
  const bars = new MutationObserver(later);
  for (const el of document.querySelectorAll('.bars_bottom, [data-bars-edge="bottom"]')) {
    bars.observe(el, { attributes: true, attributeFilter: ['class', 'style', 'hidden'], childList: true, subtree: true });
  }
  return () => {
    bars.disconnect();
    window.removeEventListener('scroll', later);
    window.removeEventListener('resize', later);
    document.removeEventListener('focusin', later);
    if (frame) cancelAnimationFrame(frame);
    html.style.scrollPaddingBottom = before;
    body.style.paddingBottom = bodyBefore;
  };
}

/**
 * A DOM island (no renderer). The back-to-top link `#backTop`, once the shopper has scrolled
 * `screens` window heights: in a landmark (the end of the page footer, see linkPlace; in the island's host,
 * appended to its container, when that is already in one). Not in the page until wanted: a `hidden`
 * attribute would lose to the theme's `#backTop { display: grid }`. A partial page load that swaps the
 * footer out moves it to the new one at the next scroll. Stopping removes the link, the host and the listeners.
 */
export default defineDomIsland<BackToTopConfig>({
  name: 'back-to-top',
  // The theme's runner makes its own link (app_shop.fn.backTop, from its 'all' entry, which has no selector
  // to remove): two would show. Ours is in the page only while shown and goes when the island stops, so a
  // #backTop of the page's own at the start is the theme's.
  themeOwner: (container) =>
    ownById(container.ownerDocument, 'backTop')
      ? "own #backTop (app_shop.fn.backTop, run by its 'all' entry): to hand it over, set app_shop.fn.backTop = function () {} before app_shop.runApp()"
      : null,
  readConfig: (el) => {
    const read = dataReader(el, 'back-to-top');
    // The spec: the button appears after scrolling twice the window height.
    return { screens: read.number('back-to-top-screens', 2, { min: 0.5, max: 20 }) };
  },
  start({ config, container }) {
    const t = storeTexts(texts);
    const doc = container.ownerDocument;
    ensureHiddenRule(doc);
    const host = doc.createElement('div');
    host.setAttribute('data-island-host', 'back-to-top');
    container.append(host);

    let shown = false;
    let place: HTMLElement | null = null;
    let link: HTMLAnchorElement | null = null;
    let unfit: (() => void) | null = null;
    /** Shows (a new link, in `nextPlace`) or hides the link, when either has changed. */
    const render = (nextShown: boolean, nextPlace: HTMLElement) => {
      if (nextShown === shown && nextPlace === place) return;
      shown = nextShown;
      place = nextPlace;
      unfit?.();
      unfit = null;
      link?.remove();
      link = null;
      if (!shown) return;
      link = createLink(doc, t.label);
      (place === container ? host : place).append(link);
      unfit = fitWhileShown(link);
    };
    render(isPastThreshold(window.scrollY, window.innerHeight, config.screens), linkPlace(container));

    let frame = 0;
    const check = () => {
      frame = 0;
      // A partial page load may have swapped the footer out: the new one takes the link.
      render(isPastThreshold(window.scrollY, window.innerHeight, config.screens), place?.isConnected ? place : linkPlace(container));
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
      unfit?.();
      link?.remove();
      host.remove();
    };
  },
});
