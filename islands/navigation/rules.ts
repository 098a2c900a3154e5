// The document rules the browser fetches the next page by (the Speculation Rules API): the shop's own pages a
// shopper goes to next (products, categories, producers, content, search, the main page), fetched when the
// pointer rests on a link or presses it; never a page that does something or is the shopper's own.
import { dataReader } from '../../core/dom/data';
import { warmUpRefusal } from '../../core/mount/warm-up';

/**
 * off: no rules. conservative: fetch on press (pointerdown / touchstart). moderate (default): on a pointer
 * resting 200 ms on a link, or a press; a product tile's link on the briefest hover. prerender-tiles: as
 * moderate, and a product tile's link is prerendered (the whole page made ready), not only fetched.
 */
export const SPECULATION_MODES = ['off', 'conservative', 'moderate', 'prerender-tiles'] as const;
export type SpeculationMode = (typeof SPECULATION_MODES)[number];

export interface NavigationConfig {
  mode: SpeculationMode;
  /** Also for a signed-in shopper (whose pages are their own: off unless the owner says so). */
  signedIn: boolean;
}

export const DEFAULT_CONFIG: NavigationConfig = { mode: 'moderate', signedIn: false };

/** The kinds of page fetched ahead, as the platform addresses them. */
export const PAGES = [
  '/',
  // Products, categories (`/pol_m_…`), producers (`/firm-…`), news and content pages: every static page of
  // the platform ends in .html.
  '/*.html',
  '/search.php',
];

/** Pages that do something or are the shopper's own: never fetched ahead, whatever links to them. */
export const NEVER = [
  '/basketchange.php*',
  '/return.php*',
  '/basketedit.php*',
  '/order*',
  '/login*',
  '/signin*',
  '/logout*',
  '/client*',
  '/settings.php*',
  '/shoppinglist.php*',
];

/**
 * Links that are not the shopper's next page, or that the owner marks so. `a[data-partial]` loads its page's
 * regions in place (the partial-load island asks for them itself): the whole page is never shown.
 */
export const NEVER_LINKS = 'a[rel~="nofollow"], a[target], a[download], form a, a[data-partial], [data-no-prefetch], [data-no-prefetch] a';

/** A product tile's links (the theme's hotspot and search tiles). */
export const TILE_LINKS = 'a.product__icon, a.product__name';

type Predicate = Record<string, unknown>;

/** What every rule shares: one of the page kinds, none of the excluded pages, links or an action parameter. */
function allowed(): Predicate[] {
  return [
    { href_matches: PAGES },
    { not: { href_matches: NEVER } },
    // Any address with an action parameter asks the shop to do something.
    { not: { href_matches: { pathname: '/*', search: '*action=*' } } },
    { not: { selector_matches: NEVER_LINKS } },
  ];
}

/** The rules for a mode (null for off). */
export function speculationRules(mode: SpeculationMode): { prefetch: Predicate[]; prerender?: Predicate[] } | null {
  if (mode === 'off') return null;
  const all = { and: allowed() };
  const tiles = { and: [...allowed(), { href_matches: '/product-*' }, { selector_matches: TILE_LINKS }] };
  if (mode === 'conservative') return { prefetch: [{ source: 'document', where: all, eagerness: 'conservative' }] };
  const rules: { prefetch: Predicate[]; prerender?: Predicate[] } = {
    prefetch: [
      // A product tile is the likeliest next click, and its page only HTML: fetched on the briefest hover
      // ('eager', shorter than moderate's 200 ms on desktop), so a shop's 300 ms answer is in by the click.
      { source: 'document', where: tiles, eagerness: 'eager' },
      { source: 'document', where: all, eagerness: 'moderate' },
    ],
  };
  if (mode === 'prerender-tiles') rules.prerender = [{ source: 'document', where: tiles, eagerness: 'moderate' }];
  return rules;
}

/**
 * The options: on the islands' own script tag (`data-speculation`, `data-speculation-signed-in`), else on the
 * container (`[data-island="navigation"]`, or the page's `<body>`). A bad value is reported and the default
 * used.
 */
export function readConfig(container: Element, script: Element | null): NavigationConfig {
  const has = (name: string) => script?.hasAttribute(`data-${name}`) ?? false;
  const from = (name: string) => dataReader(has(name) ? script! : container, 'navigation');
  return {
    mode: from('speculation').oneOf('speculation', SPECULATION_MODES, DEFAULT_CONFIG.mode),
    signedIn: from('speculation-signed-in').boolean('speculation-signed-in', DEFAULT_CONFIG.signedIn),
  };
}

/**
 * Why no rules go on this page, or null: the owner turned them off, the shopper's data saver or a 2g
 * connection (the warm-up's rule), a signed-in shopper (unless the owner opted in).
 */
export function refusal(config: NavigationConfig, nav: Navigator | undefined, signedIn: boolean): string | null {
  if (config.mode === 'off') return 'data-speculation="off"';
  const connection = warmUpRefusal(nav);
  if (connection) return connection;
  if (signedIn && !config.signedIn) return 'a signed-in shopper (data-speculation-signed-in="true" allows it)';
  return null;
}

/** The browser has the API: only then is anything added (no hand-written prefetch where it has not). */
export const supported = (win: Window & typeof globalThis): boolean =>
  typeof win.HTMLScriptElement?.supports === 'function' && win.HTMLScriptElement.supports('speculationrules');
