// The one check for every URL taken from data: a data-* attribute, a page global or a server answer.
// The value is parsed the way the browser parses an href (new URL against the page's address), so
// `java\tscript:`, ` javascript:` or `JAVASCRIPT:` come out as the javascript: scheme before the check,
// exactly as the browser would run them. Only http: and https: (and relative addresses, which resolve to
// the page's own scheme) pass; `sameOrigin` also refuses another origin (`//other.example`, `https://…`),
// for navigation that carries the shopper's session or a login.

export interface SafeUrlOptions {
  /** Refuse an address on another origin than the page's. */
  sameOrigin?: boolean;
  /** The address relative values resolve against (tests); default the page's. */
  base?: string;
  /** A contact link: `tel:` and `mailto:` pass too (they open the phone or mail program, never run script). */
  contact?: boolean;
}

const SCHEMES = new Set(['http:', 'https:']);
const CONTACT_SCHEMES = new Set([...SCHEMES, 'tel:', 'mailto:']);

function pageAddress(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/** The parsed address, or null when it is not an http(s) address (or not on the page's origin, when asked). */
export function parseSafeUrl(value: string, options: SafeUrlOptions = {}): URL | null {
  const base = options.base ?? pageAddress();
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (!(options.contact ? CONTACT_SCHEMES : SCHEMES).has(url.protocol)) return null;
  if (options.sameOrigin && url.origin !== new URL(base).origin) return null;
  return url;
}

/**
 * The value when it is a safe address to write to an href, location or fetch; null otherwise. The value
 * itself is returned (trimmed), not the resolved address, so a relative link stays relative in the markup.
 */
export function safeUrl(value: string, options: SafeUrlOptions = {}): string | null {
  return parseSafeUrl(value, options) ? stripUrlSpace(value) : null;
}

// eslint-disable-next-line no-control-regex -- exactly what the URL parser strips: C0 controls and space
const URL_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * The value without what the URL parser itself strips from its ends (C0 controls and space), and nothing
 * more: String.prototype.trim also strips Unicode spaces (U+1680, U+2000 …, U+3000, U+FEFF), which the parser
 * keeps. `\u1680javascript:alert(1)` is a relative address to the parser, and after trim() it would be
 * written as `javascript:alert(1)`.
 */
function stripUrlSpace(value: string): string {
  return value.replace(URL_SPACE, '');
}

/** A refused value as the console shows it: at most 80 characters. */
const shownValue = (value: string): string => (value.length > 80 ? `${value.slice(0, 77)}...` : value);
/** What a refused value should have been, for the console. */
const expected = (options: SafeUrlOptions): string =>
  options.sameOrigin ? 'an http(s) address on this shop' : options.contact ? 'an http(s), tel:, mailto: or relative address' : 'an http(s) or relative address';

/**
 * safeUrl for an island option: a refused value is reported (naming the island, the attribute and the
 * value) and the island's default is used. `def` is trusted (the island's own constant).
 */
export function safeUrlOption(island: string, attribute: string, value: string, def: string, options: SafeUrlOptions = {}): string {
  const ok = safeUrl(value, options);
  if (ok !== null) return ok;
  console.error(`[storefront:${island}] ${attribute}="${shownValue(value)}" is not ${expected(options)}; using ${def}`);
  return def;
}

declare const SAFE_URL: unique symbol;
/**
 * An address that has been through this file's check. Every href, src, srcset, action and formaction an
 * island writes is one (the lint rule `storefront/safe-url-attrs` holds that, in both builds: Preact,
 * unlike React, writes a `javascript:` href as it is).
 */
export type SafeUrl = string & { readonly [SAFE_URL]: true };

/** The attributes that take an address (and run `javascript:` in some of them). */
export type UrlAttribute = 'href' | 'src' | 'srcset' | 'action' | 'formaction';

const reported = new Set<string>();
function reportRefused(island: string | undefined, value: unknown, options: SafeUrlOptions): void {
  const shown = shownValue(String(value));
  const key = `${island}\u0000${shown}`;
  if (reported.has(key)) return;
  if (reported.size > 200) reported.clear();
  reported.add(key);
  console.warn(`[storefront${island ? `:${island}` : ''}] the address "${shown}" is not ${expected(options)}; it is left out`);
}

/**
 * The value to write into an href, src, srcset, action or formaction: the address when it passes the
 * check, undefined otherwise (the attribute is left out; a refused string is reported once, naming the
 * island and the value). Absent values (null, undefined) are left out silently.
 */
export function safeHref(value: unknown, island?: string, options: SafeUrlOptions = {}): SafeUrl | undefined {
  if (value === null || value === undefined) return undefined;
  const ok = typeof value === 'string' ? safeUrl(value, options) : null;
  if (ok !== null) return ok as SafeUrl;
  reportRefused(island, value, options);
  return undefined;
}

// eslint-disable-next-line no-control-regex -- the characters the URL parser strips before an address
const IMAGE_DATA = /^[\u0000-\u0020]*data:image\//i;

/**
 * safeHref for an image's src or srcset (`<img>`, `<source>`): a `data:image/…` address passes too (the
 * shop's inline placeholders and icons; an image never runs script, SVG included).
 */
export function safeSrc(value: unknown, island?: string): SafeUrl | undefined {
  return typeof value === 'string' && IMAGE_DATA.test(value) ? (stripUrlSpace(value) as SafeUrl) : safeHref(value, island);
}

/** Writes `value` into `el`'s URL attribute when it passes the check, else removes the attribute. True when written. */
export function setUrlAttribute(el: Element, name: UrlAttribute, value: unknown, island?: string, options: SafeUrlOptions = {}): boolean {
  const image = (name === 'src' || name === 'srcset') && (el.localName === 'img' || el.localName === 'source');
  const ok = image ? safeSrc(value, island) : safeHref(value, island, options);
  if (ok === undefined) {
    el.removeAttribute(name);
    return false;
  }
  el.setAttribute(name, ok);
  return true;
}

/**
 * Leaves the page for `value` (location.assign, or replace) when it passes the check; false (and a console
 * warning) when it does not, and the shopper stays.
 */
export function navigateTo(value: unknown, island?: string, how: 'assign' | 'replace' = 'assign', options: SafeUrlOptions = {}): boolean {
  const ok = safeHref(value, island, options);
  if (ok === undefined) return false;
  if (how === 'replace') window.location.replace(ok);
  else window.location.assign(ok);
  return true;
}

/** Opens `value` in a new window (noopener) when it passes the check; false when it does not. */
export function openWindow(value: unknown, island?: string, options: SafeUrlOptions = {}): boolean {
  const ok = safeHref(value, island, options);
  if (ok === undefined) return false;
  window.open(ok, '_blank', 'noopener');
  return true;
}
