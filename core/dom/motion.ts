// The shopper's "reduce motion" setting, in one place for every island: carousels move at once and
// every scroll our code does is instant when it is on.
//
// Why an explicit 'instant': a scroll with behavior 'auto' (or none) follows the page's CSS
// `scroll-behavior`, and shop themes commonly set `html { scroll-behavior: smooth; }` without a
// reduced-motion query. Only `behavior: 'instant'` overrides that.

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const query = (win: Window): MediaQueryList | null => (typeof win.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION_QUERY) : null);

/** True when the shopper asked for reduced motion (false where the browser cannot tell). */
export function prefersReducedMotion(win: Window = window): boolean {
  return query(win)?.matches === true;
}

/**
 * The `behavior` for a scroll our code does: 'instant' under reduced motion (whatever the theme's CSS
 * says), else `normal` ('auto' keeps the page's own behaviour; 'smooth' where the spec animates).
 */
export function scrollBehavior(normal: 'auto' | 'smooth' = 'auto', win: Window = window): ScrollBehavior {
  return prefersReducedMotion(win) ? 'instant' : normal;
}

/** Calls `cb` whenever the setting changes (not at once). Returns the function that stops it. */
export function watchReducedMotion(cb: (reduce: boolean) => void, win: Window = window): () => void {
  const list = query(win);
  if (!list) return () => {};
  const onChange = (event: MediaQueryListEvent): void => cb(event.matches);
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  // Safari before 14 has only the older listener API.
  list.addListener?.(onChange);
  return () => list.removeListener?.(onChange);
}
