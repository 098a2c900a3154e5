import type { ViewLevel } from '../mount/types';
import type { SetShop } from './types';

export type ScrollDirection = 'up' | 'down';

export interface ViewSlice {
  level: ViewLevel;
  /** The page is scrolled away from the top. */
  scrolled: boolean;
  scrollDirection: ScrollDirection | null;
  setLevel: (level: ViewLevel) => void;
  setScroll: (scrolled: boolean, direction?: ScrollDirection | null) => void;
}

export function createViewSlice(set: SetShop, level: ViewLevel): ViewSlice {
  return {
    level,
    scrolled: false,
    scrollDirection: null,
    setLevel: (next) => set((s) => (s.view.level === next ? s : { view: { ...s.view, level: next } })),
    setScroll: (scrolled, direction = null) =>
      set((s) =>
        s.view.scrolled === scrolled && s.view.scrollDirection === direction
          ? s
          : { view: { ...s.view, scrolled, scrollDirection: direction } },
      ),
  };
}
