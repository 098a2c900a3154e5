// The desktop/responsive switch. What IdoSell stores for it is not in the public template we know, so this
// is an assumption, documented in docs/reference.md (view-switch): a cookie (default `storefront_view=desktop`, 365 days) that
// the server or the head may read, and, while it is set, a viewport as wide as the breakpoint.

export type ViewMode = 'responsive' | 'desktop';

/** The spec's default breakpoint (section 9): the width the desktop view is laid out at. */
export const VIEW_SWITCH_BREAKPOINT = 1024;
export const VIEW_SWITCH_COOKIE = 'storefront_view';
/**
 * The only cookie names data-view-switch-cookie may choose: a marker's options must never name
 * another cookie (shop_session …) for one click to overwrite. A server's own name, once known, is added here.
 */
export const VIEW_SWITCH_COOKIES: readonly string[] = [VIEW_SWITCH_COOKIE];
export const VIEW_SWITCH_PARAM = '_';

export const modeFrom = (cookie: string | null): ViewMode => (cookie === 'desktop' ? 'desktop' : 'responsive');

/**
 * The current address with `param` set to the timestamp (so no cache hands back the other layout);
 * every other parameter and the hash stay.
 */
export function reloadUrl(href: string, param: string, now: number = Date.now()): string {
  const url = new URL(href);
  url.searchParams.set(param, String(now));
  return url.toString();
}

/** The switch offers the desktop view only where the screen is narrower than the breakpoint. */
export const offered = (mode: ViewMode, screenWidth: number, breakpoint: number): boolean =>
  mode === 'desktop' || screenWidth < breakpoint;

export const desktopViewport = (breakpoint: number) => `width=${breakpoint}`;
