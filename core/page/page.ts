// Part of the bootstrap entry: keep it dependency-free and small.
import type { ViewLevel } from '../mount/types';

/** The spec's resize debounce (section 9). */
export const RESIZE_DEBOUNCE_MS = 100;

/** `#container.projector_page` → 'projector'; `registration_page` is a modifier, not a type. */
export function readPageType(doc: Document = document): string | null {
  const container = doc.getElementById('container');
  if (!container) return null;
  for (const cls of container.classList) {
    if (cls.length > 5 && cls.endsWith('_page') && cls !== 'registration_page') return cls.slice(0, -5);
  }
  return null;
}

/** The theme's CSS gives `#viewType` a width of 1–4 px per breakpoint; without it, use the same breakpoints. */
export function readViewLevel(doc: Document = document, win: Window = window): ViewLevel {
  const marker = doc.getElementById('viewType');
  if (marker) {
    const width = parseInt(win.getComputedStyle(marker).width, 10);
    if (width >= 1 && width <= 4) return width as ViewLevel;
  }
  const w = win.innerWidth;
  return w < 757 ? 1 : w < 979 ? 2 : w < 1200 ? 3 : 4;
}

/**
 * Calls `cb` 100 ms after the last resize, only when the level changed. Returns an unsubscribe.
 * With `known` (the level the caller has read so far, undefined while it has not), nothing is read
 * at subscription: reading forces a layout, and at DOMContentLoaded that is the page's whole first
 * layout inside the entry's task. A resize before anyone read the level then counts from the level
 * after it (nothing had seen the one before).
 */
export function watchViewLevel(cb: (level: ViewLevel) => void, win: Window = window, known?: () => ViewLevel | undefined): () => void {
  let last: ViewLevel | undefined = known ? undefined : readViewLevel(win.document, win);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = (): void => {
    last ??= known?.() ?? readViewLevel(win.document, win);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const level = readViewLevel(win.document, win);
      if (level === last) return;
      last = level;
      cb(level);
    }, RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    clearTimeout(timer);
  };
}
