// Tests only: a window whose `prefers-reduced-motion` the test sets and changes (fires `change`).
import { vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from './motion';

export interface MotionStub {
  /** Changes the setting and tells the listeners, as the browser does when the shopper flips it. */
  set(reduce: boolean): void;
}

/** Stubs `matchMedia`: the reduced-motion query answers `reduce`; every other query answers false. */
export function stubReducedMotion(reduce: boolean): MotionStub {
  let current = reduce;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = (media: string) => {
    const ours = media === REDUCED_MOTION_QUERY;
    return {
      media,
      get matches() {
        return ours && current;
      },
      onchange: null,
      addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => ours && listeners.add(fn),
      removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
      addListener: (fn: (event: MediaQueryListEvent) => void) => ours && listeners.add(fn),
      removeListener: (fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
      dispatchEvent: () => true,
    };
  };
  vi.stubGlobal('matchMedia', list);
  return {
    set(next) {
      current = next;
      for (const fn of [...listeners]) fn({ matches: next, media: REDUCED_MOTION_QUERY } as MediaQueryListEvent);
    },
  };
}
