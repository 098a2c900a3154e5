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
}

const SCHEMES = new Set(['http:', 'https:']);

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
  if (!SCHEMES.has(url.protocol)) return null;
  if (options.sameOrigin && url.origin !== new URL(base).origin) return null;
  return url;
}

/**
 * The value when it is a safe address to write to an href, location or fetch; null otherwise. The value
 * itself is returned (trimmed), not the resolved address, so a relative link stays relative in the markup.
 */
export function safeUrl(value: string, options: SafeUrlOptions = {}): string | null {
  return parseSafeUrl(value, options) ? value.trim() : null;
}

/**
 * safeUrl for an island option: a refused value is reported (naming the island, the attribute and the
 * value) and the island's default is used. `def` is trusted (the island's own constant).
 */
export function safeUrlOption(island: string, attribute: string, value: string, def: string, options: SafeUrlOptions = {}): string {
  const ok = safeUrl(value, options);
  if (ok !== null) return ok;
  const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value;
  const why = options.sameOrigin ? 'an http(s) address on this shop' : 'an http(s) or relative address';
  console.error(`[storefront:${island}] ${attribute}="${shown}" is not ${why}; using ${def}`);
  return def;
}
