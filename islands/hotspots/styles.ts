import { pageNonce } from '../../core/dom/page-nonce';

// The carousels' dots. Each dot (Swiper's `.swiper-pagination-bullet`, drawn by the theme or Swiper's CSS,
// 8–10 px) sits in a target of its own, `.hotspot__dot`, at least 24 × 24 px (WCAG 2.5.8): the dot drawn
// stays the theme's, and the whole square answers a click (a rounded box would not, in its corners).
// In forced colours, which drop the theme's fills, the dots keep system colours: CanvasText, and the active
// one Highlight with a ring around it, so it differs by more than colour.
const BULLET = ':is(.hotspot,.hotspot__wrapper) .swiper-pagination-bullet';
const ACTIVE = ':is(.hotspot,.hotspot__wrapper) .swiper-pagination-bullet-active';

export const HOTSPOTS_CSS =
  '.hotspot__dot{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:24px;min-height:24px;cursor:pointer}' +
  `@media (forced-colors:active){${BULLET}{forced-color-adjust:none;opacity:1;background-color:CanvasText}` +
  `${ACTIVE}{background-color:Highlight;outline:2px solid CanvasText;outline-offset:2px}}`;

// `data-storefront="…"` as the hidden rule's <style> (a `data-storefront-<name>` attribute is an island's state).
const ADDED = 'data-storefront';
const KIND = 'hotspots-css';

/**
 * Puts HOTSPOTS_CSS in the document once, in a <style> with the page's nonce in the head (not in a zone:
 * a zone holds the shop's products, and a <style> there would read as server HTML that escaped).
 */
export function ensureHotspotsCss(doc: Document = document): void {
  if (doc.querySelector(`style[${ADDED}="${KIND}"]`)) return;
  const style = doc.createElement('style');
  const nonce = pageNonce(doc);
  if (nonce) style.nonce = nonce;
  style.setAttribute(ADDED, KIND);
  style.textContent = HOTSPOTS_CSS;
  (doc.head ?? doc.documentElement).append(style);
}
