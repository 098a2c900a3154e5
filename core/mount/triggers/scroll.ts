import type { TriggerFn } from './types';

/**
 * Woken by the shopper's first scroll of the page (wheel, touch, keys or the scrollbar: each sends the
 * window a scroll event), or at once on a page that is already scrolled when the trigger starts (a
 * restored position, an anchor). For islands that only ever act on the page's scroll position.
 */
export const scroll: TriggerFn = (el, load) => {
  const win = el.ownerDocument.defaultView ?? window;
  if (win.scrollY > 0) {
    load();
    return () => {};
  }
  const onScroll = () => {
    win.removeEventListener('scroll', onScroll);
    load();
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => win.removeEventListener('scroll', onScroll);
};
