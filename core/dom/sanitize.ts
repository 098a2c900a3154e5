// The one way server HTML enters the page: DOMPurify, returning nodes, never a string.
//
// Hotspot zones, snippets and widgets arrive as HTML strings from the shop. They are parsed in
// an inert document (no scripts run, no images load), cleaned there, and handed back as a
// DocumentFragment owned by the live document: callers insert it with `replaceChildren` /
// `append`, so no `innerHTML = serverString` exists anywhere and nothing is serialised and
// re-parsed after cleaning (the re-parse is where mutation XSS lives).
//
// Under `require-trusted-types-for 'script'` DOMPurify's own parse (DOMParser) is a sink: it
// gets the page's one policy (core/dom/trusted-types, "storefront") instead of creating a second
// "dompurify" policy a strict `trusted-types` allowlist would have to name.
import DOMPurify, { type Config } from 'dompurify';
import { trustedPolicy, whileSanitizing } from './trusted-types';
import { dropInlineHandlers } from './drop-handlers';

export interface SanitizeOptions {
  /** Where the cleaned nodes will live (its window's DOMPurify and policy are used); the page by default. */
  document?: Document;
  /** Who inserts the HTML, for the console: `[storefront:<caller>]`. */
  caller?: string;
}

/**
 * Server HTML never configures islands (issue 19): islands mount only from the page's own markup and
 * from the regions a same-origin partial load swaps in. So inserted HTML loses every attribute that
 * places or configures an island (data-island…, data-partial…, the entry's data-storefront-… state and
 * the attribute markers of src/registry.ts's selectors; src/registry.test.ts checks this list covers
 * them), and each top-level element of the result carries INSERTED_ATTR, under which the entry
 * (core/mount/boot.ts, which cannot import this file) claims nothing, whatever ids or classes it has.
 */
export const INSERTED_ATTR = 'data-storefront-inserted';
export const MARKER_ATTR_PREFIXES = ['data-island', 'data-partial', 'data-storefront-'] as const;
export const MARKER_ATTRS = ['data-dropdown', 'data-max_filesize', 'data-validation-url', 'data-pagetype'] as const;

/** True for an attribute that places or configures an island (never kept in server HTML). */
export function isMarkerAttr(name: string): boolean {
  const n = name.toLowerCase();
  return (MARKER_ATTRS as readonly string[]).includes(n) || MARKER_ATTR_PREFIXES.some((p) => n.startsWith(p));
}

// Shop HTML (product tiles, banners, snippets) is HTML plus inline SVG icons. MathML is left out:
// it is the usual vehicle of namespace-confusion mutation XSS and no shop markup needs it.
const BASE_CONFIG = {
  USE_PROFILES: { html: true, svg: true, svgFilters: true },
  // Inline <style> can restyle the whole page (fake overlays, hidden prices); style attributes stay.
  // <noscript> parses differently with scripting on and off (a classic mutation-XSS vector).
  FORBID_TAGS: ['style', 'base', 'meta', 'link', 'noscript'],
  // Native lazy-loading and the lazy-image attributes (data-src, data-src-small) survive; data-*
  // attributes are allowed by DOMPurify's default anyway.
  ADD_ATTR: ['loading', 'decoding', 'fetchpriority', 'target'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

type Purifier = ReturnType<typeof DOMPurify>;
const purifiers = new WeakMap<Window, Purifier>();

function purifierFor(win: Window & typeof globalThis): Purifier {
  let purifier = purifiers.get(win);
  if (!purifier) {
    purifier = win === globalThis.window ? DOMPurify : DOMPurify(win);
    // Links that open a new tab never get a handle on this page.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (node.nodeName !== 'A' && node.hasAttribute('target')) {
        node.removeAttribute('target');
      }
    });
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      if (isMarkerAttr(data.attrName)) data.keepAttr = false;
    });
    purifiers.set(win, purifier);
  }
  return purifier;
}

/**
 * Clean `html` and return it as nodes of the target document. Anything that could run code (script
 * elements, on* attributes, javascript:/data: URLs in links, srcdoc, SVG script and animation
 * tricks) is dropped; the rest of the markup is kept as the shop wrote it.
 */
export function sanitizeToFragment(html: unknown, options: SanitizeOptions = {}): DocumentFragment {
  const doc = options.document ?? document;
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (typeof html !== 'string' || html === '' || !win) return doc.createDocumentFragment();
  const purifier = purifierFor(win);
  if (!purifier.isSupported) return doc.createDocumentFragment();
  const log = options.caller ? `[storefront:${options.caller}]` : '[storefront]';
  const hasTrustedTypes = 'trustedTypes' in win;
  let fragment: DocumentFragment | null;
  try {
    // The policy accepts HTML only while the sanitizer runs (core/dom/trusted-types).
    // Handlers go before the parse (core/dom/drop-handlers): a strict CSP reports each one the parser meets.
    fragment = whileSanitizing(() => purifier.sanitize(dropInlineHandlers(html), {
      ...BASE_CONFIG,
      // The page's policy where Trusted Types exist; elsewhere no policy at all.
      TRUSTED_TYPES_POLICY: hasTrustedTypes ? (trustedPolicy(win) as unknown as Config['TRUSTED_TYPES_POLICY']) : null,
    })) as DocumentFragment | null;
  } catch (err) {
    console.error(`${log} server HTML could not be cleaned (${String(err)}); it is left out`);
    return doc.createDocumentFragment();
  }
  // A document with no body (a <frameset> page) gives null: nothing to insert, and nothing to throw
  // out of a loop of zones, snippets or widgets.
  if (!fragment || typeof fragment.querySelector !== 'function') {
    console.error(`${log} server HTML has no body to insert (a <frameset>?); it is left out`);
    return doc.createDocumentFragment();
  }
  // Belt and braces: a DOM implementation DOMPurify does not support (happy-dom is one) can make it
  // pass scripts through. Such output is dropped whole rather than trusted.
  const leak = findLeak(fragment);
  if (leak) {
    console.error(`${log} the sanitizer left ${leak} in server HTML (unsupported DOM?); the content is dropped`);
    return doc.createDocumentFragment();
  }
  for (const el of Array.from(fragment.children)) el.setAttribute(INSERTED_ATTR, '');
  // DOMPurify's fragment belongs to its inert document; adopt it so callers insert live nodes.
  return fragment.ownerDocument === doc ? fragment : doc.adoptNode(fragment);
}

const NEVER = 'script, iframe, frame, object, embed, base, meta, link, noscript, style';
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
const SCRIPT_URL = /^(javascript|vbscript|data:text\/html)/i;

/** The first thing in `fragment` that must never survive cleaning, or null. */
function findLeak(fragment: DocumentFragment): string | null {
  const bad = fragment.querySelector(NEVER);
  if (bad) return `<${bad.localName}>`;
  for (const el of Array.from(fragment.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || isMarkerAttr(name)) return `<${el.localName} ${name}>`;
      // eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a scheme
      if (URL_ATTRS.has(name) && SCRIPT_URL.test(attr.value.replace(/[\u0000-\u0020]/g, ''))) return `<${el.localName} ${name}>`;
    }
  }
  return null;
}

/** Replace `target`'s children with the cleaned `html`. Returns false when nothing is left after cleaning. */
export function replaceWithSanitized(target: Element, html: unknown): boolean {
  const fragment = sanitizeToFragment(html, { document: target.ownerDocument });
  const hasContent = hasMeaningfulContent(fragment);
  target.replaceChildren(fragment);
  return hasContent;
}

/** Append the cleaned `html` to `target`. */
export function appendSanitized(target: Element, html: unknown): void {
  target.append(sanitizeToFragment(html, { document: target.ownerDocument }));
}

/** True when the fragment holds an element or non-blank text (a zone of only whitespace is empty). */
export function hasMeaningfulContent(fragment: DocumentFragment): boolean {
  for (const node of Array.from(fragment.childNodes)) {
    if (node.nodeType === 1) return true;
    if (node.nodeType === 3 && (node.textContent ?? '').trim() !== '') return true;
  }
  return false;
}
