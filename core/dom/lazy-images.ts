// Lazy images (spec section 9: "Lazy loading offset 100 px; small image source under 420 px").
// Markup: <img src="placeholder" data-src="big.jpg" data-src-small="small.jpg" alt="…"> (and
// <source data-srcset>). Each image gets its real source when it comes within 100 px of the
// viewport; under 420 px of window width the small source is used when there is one. Images
// without data-src are left to the browser (native loading="lazy" suffices for them).
import { setUrlAttribute } from './safe-url';

export const LAZY_OFFSET_PX = 100;
export const SMALL_BELOW_PX = 420;
export const LAZY_SELECTOR = 'img[data-src], source[data-srcset]';

/** The source for this image at this window width. */
export function lazySource(el: Element, windowWidth: number): string | null {
  if (el.localName === 'source') return el.getAttribute('data-srcset');
  const big = el.getAttribute('data-src');
  const small = el.getAttribute('data-src-small');
  return windowWidth < SMALL_BELOW_PX && small ? small : big;
}

/** Give the element its real source now; true when it had one. */
export function loadLazy(el: Element, windowWidth: number = window.innerWidth): boolean {
  const src = lazySource(el, windowWidth);
  if (!src) return false;
  if (el.localName === 'source') {
    setUrlAttribute(el, 'srcset', src, 'lazy-images');
    el.removeAttribute('data-srcset');
  } else {
    setUrlAttribute(el, 'src', src, 'lazy-images');
    el.removeAttribute('data-src');
    el.removeAttribute('data-src-small');
  }
  el.classList.add('b-loaded');
  return true;
}

/**
 * Watch the lazy images under `root` (now and added later) and load each one as it nears the
 * viewport; `exclude` leaves out images inside elements that match it (another owner watches
 * them). Without IntersectionObserver they all load at once. Returns the stop function.
 */
export function observeLazyImages(root: ParentNode & Node, options: { exclude?: string } = {}): () => void {
  const win = root.ownerDocument?.defaultView ?? window;
  const mine = (el: Element): boolean => !options.exclude || !el.closest(options.exclude);
  const pending = (): Element[] => Array.from(root.querySelectorAll(LAZY_SELECTOR)).filter(mine);
  if (typeof win.IntersectionObserver !== 'function') {
    for (const el of pending()) loadLazy(el, win.innerWidth);
    return () => {};
  }
  const io = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        io.unobserve(entry.target);
        // A <picture>'s sources load with its image.
        const img = entry.target;
        img.parentElement?.querySelectorAll(':scope > source[data-srcset]').forEach((s) => loadLazy(s, win.innerWidth));
        loadLazy(img, win.innerWidth);
      }
    },
    { rootMargin: `${LAZY_OFFSET_PX}px` },
  );
  const observeAll = () => {
    for (const el of root.querySelectorAll('img[data-src]')) if (mine(el)) io.observe(el);
  };
  observeAll();
  const mo = typeof win.MutationObserver === 'function' ? new win.MutationObserver(observeAll) : null;
  mo?.observe(root, { childList: true, subtree: true });
  return () => {
    io.disconnect();
    mo?.disconnect();
  };
}
