import type { ScrollDirection } from '../store/view.slice';

/**
 * Reports the page's scroll position at most once per frame (a passive listener, no
 * layout reads beyond scrollY). The direction is null until the position has changed.
 */
export function watchScroll(cb: (y: number, direction: ScrollDirection | null) => void, win: Window = window): () => void {
  let last = win.scrollY;
  let frame = 0;
  const report = () => {
    frame = 0;
    const y = win.scrollY;
    if (y === last) return;
    const direction: ScrollDirection = y > last ? 'down' : 'up';
    last = y;
    cb(y, direction);
  };
  const onScroll = () => {
    if (!frame) frame = win.requestAnimationFrame(report);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.removeEventListener('scroll', onScroll);
    if (frame) win.cancelAnimationFrame(frame);
  };
}
