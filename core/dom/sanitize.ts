// The one way server HTML enters the page: the browser's HTML Sanitizer where it has one, DOMPurify
// elsewhere; nodes out, never a string.
//
// Hotspot zones, snippets and widgets arrive as HTML strings from the shop. They are parsed in
// an inert document (no scripts run, no images load), cleaned there, and handed back as a
// DocumentFragment owned by the live document: callers insert it with `replaceChildren` /
// `append`, so no `innerHTML = serverString` exists anywhere and nothing is serialised and
// re-parsed after cleaning (the re-parse is where mutation XSS lives).
//
// Two paths, one contract (DOMPurify, 11.8 KB, loads only where it is needed):
//  - native: `Element.prototype.setHTML`, `Sanitizer` and `Document.parseHTML` exist on the target
//    window (core/dom/sanitize-native: an allowlist that is a subset of the DOMPurify configuration
//    below, on top of the browser's own always-on removal of script-capable markup). Nothing to load.
//  - DOMPurify: everywhere else, and where the page asks for it with
//    `<meta name="storefront-sanitizer" content="dompurify">`. It is a dynamic import (a chunk of its
//    own), fetched by `sanitizerReady()`, which every caller awaits before it sanitizes.
// Both paths' output then goes through the same finishing pass (finishFragment: DOMPurify's value
// checks, island markers, target/rel, the leak check, INSERTED_ATTR).
//
// Under `require-trusted-types-for 'script'` DOMPurify's own parse (DOMParser) is a sink: it
// gets the page's one policy (core/dom/trusted-types, "storefront") instead of creating a second
// "dompurify" policy a strict `trusted-types` allowlist would have to name. The native path needs
// no policy: Document.parseHTML is a safe method that takes a string and is no Trusted Types sink.
import type { Config } from 'dompurify';
import type DOMPurifyDefault from 'dompurify';
import { trustedPolicy, whileSanitizing } from './trusted-types';
import { dropInlineHandlers } from './drop-handlers';
import { nativeSanitizer, type NativeParse } from './sanitize-native';
import { INSERTED_ATTR } from './own';

export interface SanitizeOptions {
  /** Where the cleaned nodes will live (its window's sanitizer and policy are used); the page by default. */
  document?: Document;
  /** Who inserts the HTML, for the console: `[storefront:<caller>]`. */
  caller?: string;
  /**
   * Zone HTML (hotspot zones): its style attributes lose `position: fixed|sticky`, every value that loads
   * something (`url(…)`, `image-set(…)`, `image(…)`, `expression(…)`), every custom property and every value
   * the browser substitutes later (`var(…)`, `env(…)`, `attr(…)`), all judged on the values the browser's own
   * CSS parser made of the attribute (escapes resolved), so a tile can neither cover the page nor call other
   * origins from CSS; the zone's box contains what is left (islands/hotspots/batch.ts). The shop owner's
   * snippets keep their styles.
   */
  zone?: boolean;
}

/**
 * Server HTML never configures islands: islands mount only from the page's own markup and
 * from the regions a same-origin partial load swaps in. So inserted HTML loses every attribute that
 * places or configures an island (data-island…, data-partial…, the entry's data-storefront-… state and
 * the attribute markers of src/registry.ts's selectors; src/registry.test.ts checks this list covers
 * them), and every element of the result carries INSERTED_ATTR (core/dom/own.ts), under which the entry
 * (core/mount/boot.ts, which cannot import this file) claims nothing, whatever ids or classes it has.
 * Every element, not only the top-level ones: a part moved out of its insert (the modal moves a
 * `[data-modal]` body into the dialog) keeps the mark. An id the page already has is dropped from the
 * inserted copy, so a snippet never takes over the page's element (getElementById finds the first).
 */
export { INSERTED_ATTR };
export const MARKER_ATTR_PREFIXES = ['data-island', 'data-partial', 'data-storefront-'] as const;
export const MARKER_ATTRS = ['data-dropdown', 'data-max_filesize', 'data-validation-url', 'data-pagetype'] as const;

/** True for an attribute that places or configures an island (never kept in server HTML). */
export function isMarkerAttr(name: string): boolean {
  const n = name.toLowerCase();
  return (MARKER_ATTRS as readonly string[]).includes(n) || MARKER_ATTR_PREFIXES.some((p) => n.startsWith(p));
}

// Shop HTML (product tiles, banners, snippets) is HTML plus inline SVG icons. MathML is left out:
// it is the usual vehicle of namespace-confusion mutation XSS and no shop markup needs it.
export const DOMPURIFY_CONFIG = {
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

type Purifier = ReturnType<typeof DOMPurifyDefault>;
type Win = Window & typeof globalThis;
type Engine = { kind: 'native'; parse: NativeParse } | { kind: 'dompurify'; purifier: Purifier };

/** The page's switch to DOMPurify (read once per window, when its sanitizer is chosen). */
export const SANITIZER_META = 'storefront-sanitizer';

const engines = new WeakMap<Window, Engine>();
const loading = new WeakMap<Window, Promise<void>>();

function forcesDompurify(win: Window): boolean {
  const meta = win.document.querySelector(`meta[name="${SANITIZER_META}"]`);
  return (meta?.getAttribute('content') ?? '').trim().toLowerCase() === 'dompurify';
}

/** The sanitizer chosen for `win`; the native one is chosen here, synchronously, where the browser has it. */
function engineFor(win: Window): Engine | null {
  let engine = engines.get(win) ?? null;
  if (!engine && !forcesDompurify(win)) {
    const parse = nativeSanitizer(win);
    if (parse) engines.set(win, (engine = { kind: 'native', parse }));
  }
  return engine;
}

/** True once sanitizeToFragment can clean HTML for `win` (then sanitizerReady has nothing to wait for). */
export function isSanitizerReady(win: Window = window): boolean {
  return engineFor(win) !== null;
}

/**
 * Resolves once server HTML can be sanitized in `win`: at once where the browser's own sanitizer is
 * used; elsewhere (or with the page's `<meta name="storefront-sanitizer" content="dompurify">`) once
 * DOMPurify's chunk is loaded. Callers await it before they sanitize (sanitizeToFragment gives an empty
 * fragment and a console error until then). Never rejects: a chunk that fails to load is logged, and a
 * later call tries again.
 */
export function sanitizerReady(win: Window = window): Promise<void> {
  if (engineFor(win)) return Promise.resolve();
  let pending = loading.get(win);
  if (!pending) {
    pending = import('dompurify').then(
      ({ default: DOMPurify }) => {
        engines.set(win, { kind: 'dompurify', purifier: setUpPurifier(DOMPurify, win as Win) });
      },
      (err: unknown) => {
        loading.delete(win);
        console.error(`[storefront] the HTML sanitizer (DOMPurify) could not be loaded (${String(err)}); server HTML is left out`);
      },
    );
    loading.set(win, pending);
  }
  return pending;
}

function setUpPurifier(DOMPurify: Purifier, win: Win): Purifier {
  // The module's instance is bound to the window it was loaded in; another window gets its own.
  return win === globalThis.window ? DOMPurify : DOMPurify(win);
}

/**
 * Clean `html` and return it as nodes of the target document. Anything that could run code (script
 * elements, on* attributes, javascript:/data: URLs in links, srcdoc, SVG script and animation
 * tricks) is dropped; the rest of the markup is kept as the shop wrote it. Await `sanitizerReady()`
 * first.
 */
export function sanitizeToFragment(html: unknown, options: SanitizeOptions = {}): DocumentFragment {
  const doc = options.document ?? document;
  const win = doc.defaultView as Win | null;
  if (typeof html !== 'string' || html === '' || !win) return doc.createDocumentFragment();
  const log = options.caller ? `[storefront:${options.caller}]` : '[storefront]';
  const engine = engineFor(win);
  if (!engine) {
    // Never the HTML unsanitized: without a sanitizer there is nothing to insert.
    console.error(`${log} server HTML arrived before the sanitizer was ready (await sanitizerReady() first); it is left out`);
    return doc.createDocumentFragment();
  }
  if (engine.kind === 'dompurify' && !engine.purifier.isSupported) return doc.createDocumentFragment();
  let fragment: DocumentFragment | null;
  try {
    // Handlers go before the parse (core/dom/drop-handlers): a strict CSP reports each one the parser meets.
    const clean = dropInlineHandlers(html);
    fragment = engine.kind === 'native' ? nativeFragment(engine.parse, clean) : purifiedFragment(engine.purifier, clean, win);
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
  finishFragment(fragment);
  if (options.zone) containStyles(fragment);
  // Belt and braces: a DOM implementation DOMPurify does not support (happy-dom is one) can make it
  // pass scripts through. Such output is dropped whole rather than trusted.
  const leak = findLeak(fragment);
  if (leak) {
    console.error(`${log} the sanitizer left ${leak} in server HTML (unsupported DOM?); the content is dropped`);
    return doc.createDocumentFragment();
  }
  markInserted(fragment, doc, log);
  // Both paths' fragments belong to an inert document; adopt so callers insert live nodes.
  return fragment.ownerDocument === doc ? fragment : doc.adoptNode(fragment);
}

const LOADS = /\b(?:url|image-set|image|expression|element|cross-fade)\s*\(|-moz-binding|behavior\s*:/i;
const ESCAPES = /^(?:fixed|sticky)$/i;
/**
 * A value the browser substitutes only when it computes the style (a custom property's, the environment's, an
 * attribute's): what it becomes is not in the declaration, so no check here can judge it. Such values go,
 * and custom properties with them, whatever they hold.
 */
const SUBSTITUTED = /\b(?:var|env|attr)\s*\(/i;

/** Zone HTML's style attributes without what escapes the zone or loads from elsewhere (SanitizeOptions.zone). */
function containStyles(fragment: DocumentFragment): void {
  for (const el of Array.from(fragment.querySelectorAll<HTMLElement>('[style]'))) {
    const style = el.style;
    if (!style) {
      el.removeAttribute('style');
      continue;
    }
    const drop: string[] = [];
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      const value = style.getPropertyValue(name);
      if (name.startsWith('--') || SUBSTITUTED.test(value) || LOADS.test(value) || (name === 'position' && ESCAPES.test(value.trim()))) drop.push(name);
    }
    for (const name of drop) style.removeProperty(name);
    // A declaration the parser did not take (a CSS escape in url, a vendor hack) never survives as raw text.
    const left = el.getAttribute('style') ?? '';
    if (!style.length || LOADS.test(left) || SUBSTITUTED.test(left)) el.removeAttribute('style');
  }
}

/** INSERTED_ATTR on every element; an id the live page already has is dropped (and said). */
function markInserted(fragment: DocumentFragment, doc: Document, log: string): void {
  for (const el of Array.from(fragment.querySelectorAll('*'))) {
    el.setAttribute(INSERTED_ATTR, '');
    const id = el.getAttribute('id');
    if (id && doc.getElementById(id)) {
      el.removeAttribute('id');
      console.warn(`${log} inserted HTML repeats the page's id "${id.slice(0, 60)}"; the inserted copy loses it`);
    }
  }
}

function purifiedFragment(purifier: Purifier, html: string, win: Win): DocumentFragment | null {
  const hasTrustedTypes = 'trustedTypes' in win;
  // The policy accepts HTML only while the sanitizer runs (core/dom/trusted-types).
  return whileSanitizing(() => purifier.sanitize(html, {
    ...DOMPURIFY_CONFIG,
    // The page's policy where Trusted Types exist; elsewhere no policy at all.
    TRUSTED_TYPES_POLICY: hasTrustedTypes ? (trustedPolicy(win) as unknown as Config['TRUSTED_TYPES_POLICY']) : null,
  })) as DocumentFragment | null;
}

/** The browser's sanitizer parses into a new inert document; its body's nodes, in a fragment of that document. */
function nativeFragment(parse: NativeParse, html: string): DocumentFragment | null {
  const parsed = parse(html);
  const body = parsed.body as HTMLElement | null;
  if (!body || body.localName !== 'body') return null;
  const fragment = parsed.createDocumentFragment();
  fragment.append(...Array.from(body.childNodes));
  return fragment;
}

// DOMPurify's value checks (its _isValidAttribute with our config), applied to both paths' output: on
// DOMPurify's they change nothing, on the browser's they drop what the browser's safe baseline keeps
// but DOMPurify would not (a data:text/html link, a vbscript: form action, a `cookie` id).
const URI_SAFE_ATTRS = new Set(['alt', 'class', 'for', 'id', 'label', 'name', 'pattern', 'placeholder', 'role', 'summary', 'title', 'value', 'style', 'xmlns']);
const DATA_URI_TAGS = new Set(['audio', 'video', 'img', 'source', 'image', 'track']);
const DATA_ATTR = /^data-[-\w.\u00B7-\uFFFF]+$/;
const ARIA_ATTR = /^aria-[-\w]+$/;
const ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// eslint-disable-next-line no-control-regex -- the characters browsers ignore inside a URL scheme
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const ATTR_VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

function valueAllowed(tag: string, name: string, value: string, doc: Document, form: HTMLFormElement): boolean {
  if (ATTR_VALUE_BREAKOUT.test(value)) return false;
  // DOM clobbering: an id or name that shadows a document or form property.
  if ((name === 'id' || name === 'name') && (value in doc || value in form)) return false;
  if (DATA_ATTR.test(name) || ARIA_ATTR.test(name) || URI_SAFE_ATTRS.has(name)) return true;
  if (ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, ''))) return true;
  if ((name === 'src' || name === 'xlink:href' || name === 'href') && value.startsWith('data:') && DATA_URI_TAGS.has(tag)) return true;
  return !value;
}

/**
 * The finishing pass both paths share, on the fragment still in its inert document: DOMPurify's value
 * checks, island markers out, links that open a new tab never get a handle on this page,
 * `target` nowhere else.
 */
function finishFragment(fragment: DocumentFragment): void {
  const doc = fragment.ownerDocument;
  const form = doc.createElement('form');
  // Clobbering names first, on every element but forms: a form's controls named `attributes`,
  // `removeAttributeNode` … shadow the form's own DOM properties (the browser's sanitizer keeps them), so
  // the form is only read once none is left.
  for (const el of Array.from(fragment.querySelectorAll(':not(form)'))) {
    for (const name of ['id', 'name']) {
      const value = el.getAttribute(name);
      if (value !== null && (value in doc || value in form)) el.removeAttribute(name);
    }
  }
  for (const el of Array.from(fragment.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (isMarkerAttr(name) || !valueAllowed(tag, name, attr.value, doc, form)) el.removeAttributeNode(attr);
    }
    if (el.nodeName === 'A' && el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    else if (el.nodeName !== 'A' && el.hasAttribute('target')) el.removeAttribute('target');
  }
}

const NEVER = 'script, iframe, frame, object, embed, base, meta, link, noscript, style, math';
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
      if (URL_ATTRS.has(name) && SCRIPT_URL.test(attr.value.replace(ATTR_WHITESPACE, ''))) return `<${el.localName} ${name}>`;
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
