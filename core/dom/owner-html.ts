// The shop owner's HTML (snippets and widgets of the bulk call, reference section 4): the sanitizer's
// rules, plus the three things owners paste that the platform keeps and the sanitizer alone would drop:
// stylesheets (`<style>`, `<link rel="stylesheet">`) and `<iframe>` with an http(s) `src`.
//
// How: the HTML is parsed inertly (handlers dropped first, core/dom/drop-handlers), each of those
// elements is taken out and replaced by a placeholder carrying a random token, the rest goes through
// core/dom/sanitize as any server HTML (only when reading it again gives the same tree; otherwise the
// HTML is cleaned as it came, without these three), and each placeholder is then replaced by an element
// this file builds itself in the live document from an allowlist. So nothing of the original element is inserted:
//  - `<style>`: its CSS read by the browser's own CSS parser (a constructed sheet), minus every rule that
//    reads attribute values and loads something (CSS exfiltration: `input[value^="a"]{background:url(…)}`),
//    minus every rule with a script URL or a legacy script hook (expression(), -moz-binding, behavior),
//    written back as the parser serialises it, carrying the page's nonce (a strict CSP's
//    `style-src-elem 'nonce-…'` lets it through). Its leading `@import`s become `<link rel="stylesheet">`
//    elements under the link rules below (a constructed sheet takes none).
//  - `<link>`: only `rel="stylesheet"` (no preload, modulepreload, prefetch, import, icon …) with an http(s)
//    `href` (the one URL checker); `media`, `crossorigin`, `integrity`, `referrerpolicy` kept. No nonce: the
//    shop's `style-src` host list decides which origins' stylesheets load.
//  - `<iframe>`: an http(s) `src` (the one URL checker), never `srcdoc`, never `name` (a frame's name is a
//    window property: DOM clobbering); `title` (or the owner's `aria-label`, else the island's text: a frame
//    has a name), `id` (unless the page has it or it clobbers), `width`, `height`, `class`, `style`, `loading`,
//    `referrerpolicy`, `sandbox` as written,
//    `allowfullscreen`, `allow` reduced to the media features embeds ask for. The shop's `frame-src` decides
//    which origins load.
// `<noscript>`, `<base>`, `<meta>`, and every other element the sanitizer drops stay dropped. Each element
// built here carries INSERTED_ATTR like the rest of the insert (never claimed by the entry).
import { sanitizeToFragment } from './sanitize';
import { dropInlineHandlers } from './drop-handlers';
import { parseInert, parseInertTemplate } from './trusted-types';
import { parseSafeUrl, setUrlAttribute } from './safe-url';
import { INSERTED_ATTR } from './own';
import { pageNonce } from './page-nonce';

export interface OwnerHtmlOptions {
  document?: Document;
  /** Who inserts it, for the console: `[storefront:<caller>]`. */
  caller?: string;
  /** The accessible name of a frame the owner gave none (the island's text). */
  frameTitle?: string;
  /** `ownerTemplate(html)` when the caller has read it already (its scripts picked out): it is changed here. */
  template?: HTMLTemplateElement;
}

/**
 * The owner's HTML read inertly into a template's content, handlers dropped first: no style sheet is made and
 * a strict CSP reports nothing while it is only read. One read serves the bulk island's script pick-out and
 * sanitizeOwnerHtml.
 */
export function ownerTemplate(html: string, doc: Document = document): HTMLTemplateElement {
  return parseInertTemplate(dropInlineHandlers(html), doc);
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
const HOLD_ATTR = 'data-sf-owner-hold';
const KEPT = 'style, link, iframe';

/** `allow` features an embedded video, map or chat box asks for; camera, microphone, geolocation, payment … never. */
const ALLOWED_FEATURES = new Set(['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'clipboard-write', 'web-share', 'accelerometer', 'gyroscope']);
const FRAME_ATTRS = ['width', 'height', 'class', 'style', 'loading', 'referrerpolicy', 'sandbox', 'allowfullscreen', 'frameborder', 'scrolling'];
const LINK_ATTRS = ['media', 'crossorigin', 'integrity', 'referrerpolicy'];

/** An attribute selector that compares a value ([a="x"], [a^=x], [a*=x] …): the half of a CSS exfiltration rule. */
const ATTR_VALUE_SELECTOR = /\[\s*[-\w|*]+\s*[~|^$*]?=/;
/** What makes a rule fetch: the other half. */
const CSS_LOADS = /\b(?:url|image-set|image|cross-fade|element|src)\s*\(|@import/i;
/** A script URL or a legacy script hook anywhere in a rule. */
const CSS_SCRIPT = /(?:java|vb)script\s*:|expression\s*\(|-moz-binding|behavior\s*:/i;

type Log = string;

/** Where an attribute named on… could start (after a space, a slash or a quote): renamed for the re-read check. */
const HANDLER_NAME = /([\s/"'])on/gi;

function randomToken(win: Window): string {
  const bytes = new Uint8Array(12);
  (win.crypto ?? globalThis.crypto).getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * `html` cleaned as core/dom/sanitize cleans any server HTML, with the owner's stylesheets and frames kept in
 * the forms above; nodes of `options.document`, never a string. Await sanitizerReady() first.
 */
export function sanitizeOwnerHtml(html: unknown, options: OwnerHtmlOptions = {}): DocumentFragment {
  const doc = options.document ?? document;
  const win = doc.defaultView;
  const log: Log = options.caller ? `[storefront:${options.caller}]` : '[storefront]';
  if (typeof html !== 'string' || !win || !/<\s*(?:style|link|iframe)\b/i.test(html)) {
    return sanitizeToFragment(html, { document: doc, caller: options.caller });
  }
  let template: HTMLTemplateElement;
  try {
    template = options.template ?? ownerTemplate(html, doc);
  } catch (err) {
    console.error(`${log} the shop's HTML could not be parsed (${String(err)}); it is left out`);
    return doc.createDocumentFragment();
  }
  const root = template.content;
  const token = randomToken(win);
  // The owner's HTML never names a placeholder: every hold attribute it carries goes first.
  for (const el of Array.from(root.querySelectorAll(`[${HOLD_ATTR}]`))) el.removeAttribute(HOLD_ATTR);
  const built: (Element | DocumentFragment | null)[] = [];
  for (const el of Array.from(root.querySelectorAll(KEPT))) {
    // One in SVG, MathML or noscript is left to the sanitizer, which drops it. An SVG <style> holding only
    // text goes now (the sanitizer drops it with its text anyway), so no read below makes a style sheet of it
    // (a strict style-src would report each read).
    if (el.namespaceURI !== HTML_NS || el.closest('svg, math, noscript')) {
      if (el.localName === 'style' && el.namespaceURI === SVG_NS && el.children.length === 0) el.remove();
      continue;
    }
    const hold = root.ownerDocument.createElement('i');
    hold.setAttribute(HOLD_ATTR, `${token}-${built.length}`);
    built.push(rebuild(el, doc, log, options.frameTitle ?? ''));
    el.replaceWith(hold);
  }
  // The sanitizer reads the HTML again (with the placeholders): only when a second read gives the same tree.
  // Mutation-XSS gadgets (a namespace confusion, as in the XSS corpus) change on a re-read and could carry
  // the rest of the snippet into an element that is then removed; such HTML is cleaned as it came, without
  // the owner's stylesheets and frames (said in the console).
  // (A handler that only shows once serialised is a gadget too: the check's own read then sees none, so a
  // strict CSP reports nothing for it.)
  const serialized = template.innerHTML;
  // The check reads a copy whose `on…` names are renamed (same length, no new markup): a handler a gadget
  // would make on the re-read is then no handler, so the check adds no CSP report of its own.
  const unhandled = dropInlineHandlers(serialized);
  const renamed = serialized.replace(HANDLER_NAME, '$1xn');
  if (unhandled !== serialized || parseInert(`<body>${renamed}`, doc).body.innerHTML !== renamed) {
    console.warn(`${log} the shop's HTML changes when it is read again (a mutation-XSS pattern?); its stylesheets and frames are left out`);
    // The sanitizer's own inert read then meets its <style> elements (a strict style-src reports them; none is applied).
    return sanitizeToFragment(html, { document: doc, caller: options.caller });
  }
  const fragment = sanitizeToFragment(serialized, { document: doc, caller: options.caller });
  for (const hold of Array.from(fragment.querySelectorAll(`[${HOLD_ATTR}]`))) {
    const [seen, index] = (hold.getAttribute(HOLD_ATTR) ?? '').split('-');
    const el = seen === token ? built[Number(index)] : null;
    if (el) {
      hold.replaceWith(el);
      built[Number(index)] = null; // each placeholder once
    } else hold.remove();
  }
  return fragment;
}

function rebuild(el: Element, doc: Document, log: Log, frameTitle: string): Element | DocumentFragment | null {
  switch (el.localName) {
    case 'style':
      return rebuildStyle(el.textContent ?? '', doc, log);
    case 'link':
      return rebuildLink(el, doc, log);
    case 'iframe':
      return rebuildFrame(el, doc, log, frameTitle);
    default:
      return null;
  }
}

function inserted<T extends Element>(el: T): T {
  el.setAttribute(INSERTED_ATTR, '');
  return el;
}

function httpUrl(value: string | null, doc: Document): string | null {
  if (value === null) return null;
  const url = parseSafeUrl(value, { base: doc.baseURI });
  return url ? url.href : null;
}

/** A `<link rel="stylesheet">` the allowlist builds, or null (said in the console). */
export function rebuildLink(el: Element, doc: Document, log: Log): Element | null {
  const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const href = el.getAttribute('href');
  if (rel.length !== 1 || rel[0] !== 'stylesheet') {
    console.warn(`${log} the shop's <link rel="${rel.join(' ').slice(0, 40)}"> is left out: only rel="stylesheet" is kept`);
    return null;
  }
  const type = (el.getAttribute('type') ?? '').trim().toLowerCase();
  return stylesheetLink(href, doc, log, type && type !== 'text/css' ? null : (name) => el.getAttribute(name));
}

function stylesheetLink(href: string | null, doc: Document, log: Log, attr: ((name: string) => string | null) | null, media?: string): Element | null {
  const url = httpUrl(href, doc);
  if (!url || !attr) {
    console.warn(`${log} the shop's stylesheet "${(href ?? '').slice(0, 80)}" is left out: not an http(s) address of a CSS file`);
    return null;
  }
  const link = inserted(doc.createElement('link'));
  link.setAttribute('rel', 'stylesheet');
  // The value checked above, resolved, through the one URL checker.
  if (!setUrlAttribute(link, 'href', url)) return null;
  for (const name of LINK_ATTRS) {
    const value = attr(name);
    if (value !== null) link.setAttribute(name, value);
  }
  if (media) link.setAttribute('media', media);
  return link;
}

/** An `<iframe>` the allowlist builds, or null (said in the console). */
export function rebuildFrame(el: Element, doc: Document, log: Log, frameTitle: string): Element | null {
  const src = el.getAttribute('src');
  const url = httpUrl(src, doc);
  if (!url) {
    console.warn(`${log} the shop's <iframe src="${(src ?? '').slice(0, 80)}"> is left out: only an http(s) src is kept${el.hasAttribute('srcdoc') ? ' (srcdoc never)' : ''}`);
    return null;
  }
  const frame = inserted(doc.createElement('iframe'));
  for (const name of FRAME_ATTRS) {
    const value = el.getAttribute(name);
    if (value !== null) frame.setAttribute(name, value);
  }
  const allow = (el.getAttribute('allow') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => ALLOWED_FEATURES.has(part.split(/\s+/)[0]!.toLowerCase()));
  if (allow.length) frame.setAttribute('allow', allow.join('; '));
  // The owner's CSS and scripts find the frame by its id, as any inserted element's: kept unless the page
  // already has it (the page's element stays the one found) or it names a property of the document or
  // the window (DOM clobbering).
  const id = el.getAttribute('id')?.trim();
  if (id) {
    if (doc.getElementById(id)) console.warn(`${log} inserted HTML repeats the page's id "${id.slice(0, 60)}"; the inserted copy loses it`);
    else if (id in doc || (doc.defaultView && id in doc.defaultView)) console.warn(`${log} the shop's <iframe id="${id.slice(0, 60)}"> loses its id: it names a property of the page`);
    else frame.setAttribute('id', id);
  }
  const title = el.getAttribute('title')?.trim() || el.getAttribute('aria-label')?.trim() || frameTitle;
  if (title) frame.setAttribute('title', title);
  // The checked address, set last (nothing loads before the frame is whole), through the one URL checker.
  if (!setUrlAttribute(frame, 'src', url)) return null;
  return frame;
}

/** The leading @charset / @import statements of a stylesheet, and the rest (a constructed sheet takes no @import). */
export function splitImports(css: string): { imports: { href: string; media: string }[]; rest: string } {
  const imports: { href: string; media: string }[] = [];
  let rest = css;
  for (;;) {
    const lead = /^(?:\s+|\/\*[\s\S]*?\*\/)*/.exec(rest)![0];
    const body = rest.slice(lead.length);
    const charset = /^@charset\s+(?:"[^"]*"|'[^']*')\s*;/i.exec(body);
    if (charset) {
      rest = body.slice(charset[0].length);
      continue;
    }
    const imp = /^@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|"([^"]*)"|'([^']*)')([^;]*);/i.exec(body);
    if (!imp) return { imports, rest };
    imports.push({ href: imp[1] ?? imp[2] ?? imp[3] ?? imp[4] ?? imp[5] ?? '', media: (imp[6] ?? '').trim() });
    rest = body.slice(imp[0].length);
  }
}

interface RuleList {
  readonly cssRules: CSSRuleList;
  deleteRule(index: number): void;
}

type StyleLike = CSSRule & { style?: CSSStyleDeclaration; cssRules?: CSSRuleList };

/**
 * The custom properties the sheet sets to something that loads (`--x: url(…)`, or `var()` of such a one): a
 * rule that reads attribute values and uses one of them loads as surely as one that writes the url() itself.
 */
function loadingProperties(sheet: RuleList): Set<string> {
  const values = new Map<string, string>();
  const walk = (list: CSSRuleList | undefined) => {
    for (const rule of Array.from(list ?? [])) {
      const r = rule as StyleLike;
      const style = r.style;
      if (style) {
        for (let i = 0; i < style.length; i++) {
          const name = style.item(i);
          if (name.startsWith('--')) values.set(name, `${values.get(name) ?? ''} ${style.getPropertyValue(name)}`);
        }
      }
      walk(r.cssRules);
    }
  };
  walk(sheet.cssRules);
  const loading = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, value] of values) {
      if (loading.has(name)) continue;
      if (CSS_LOADS.test(value) || usesAny(value, loading)) {
        loading.add(name);
        grew = true;
      }
    }
  }
  return loading;
}

/** Whether `text` reads one of `names` through var(). */
function usesAny(text: string, names: Set<string>): boolean {
  for (const m of text.matchAll(/var\(\s*(--[\w-]+)/g)) if (names.has(m[1]!)) return true;
  return false;
}

/**
 * A style rule (CSSOM type 1; nested rules are in its text) or another rule without children. `attrScope`: the
 * rule is inside an `@scope` whose prelude reads attribute values.
 */
function unsafe(rule: CSSRule, loading: Set<string>, attrScope: boolean): string | null {
  const text = rule.cssText;
  if (CSS_SCRIPT.test(text)) return 'a script URL or hook';
  if ((attrScope || ATTR_VALUE_SELECTOR.test(text)) && (CSS_LOADS.test(text) || usesAny(text, loading))) return 'reads attribute values and loads an address (CSS exfiltration)';
  return null;
}

/** Deletes the unsafe rules of `list` in place (grouping rules: their children), saying each. */
function prune(list: RuleList, log: Log, loading: Set<string> = loadingProperties(list), attrScope = false): void {
  const rules = Array.from(list.cssRules);
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!;
    const group = rule as unknown as Partial<RuleList> & { selectorText?: string };
    // @media, @supports, @container, @layer, @scope blocks: judged rule by rule (an @scope whose prelude reads
    // attribute values makes every rule in it one that does). Style rules whole (with their nesting).
    if (group.selectorText === undefined && group.cssRules && typeof group.deleteRule === 'function') {
      const prelude = rule.cssText.slice(0, rule.cssText.indexOf('{'));
      prune(group as RuleList, log, loading, attrScope || (/^@scope\b/i.test(prelude) && ATTR_VALUE_SELECTOR.test(prelude)));
      continue;
    }
    const why = unsafe(rule, loading, attrScope);
    if (why) {
      console.warn(`${log} a rule of the shop's <style> is left out: it ${why}: ${rule.cssText.slice(0, 80)}`);
      list.deleteRule(i);
    }
  }
}

/** The owner's CSS as a `<style>` with the page's nonce (after its imports as links), or null when nothing is left. */
export function rebuildStyle(css: string, doc: Document, log: Log): DocumentFragment | null {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  const Sheet = win?.CSSStyleSheet;
  const out = doc.createDocumentFragment();
  const { imports, rest } = splitImports(css);
  for (const imp of imports) {
    // An import with layer() or supports() has no <link> form: it is left out rather than applied unlayered.
    if (/\b(?:layer|supports)\s*\(|^layer\b/i.test(imp.media)) {
      console.warn(`${log} the shop's @import "${imp.href.slice(0, 80)}" with a layer or supports() condition is left out`);
      continue;
    }
    const link = stylesheetLink(imp.href, doc, log, () => null, imp.media);
    if (link) out.append(link);
  }
  let text = '';
  if (rest.trim()) {
    if (typeof Sheet !== 'function') {
      console.warn(`${log} the shop's <style> is left out: this browser cannot parse CSS apart from the page`);
    } else {
      try {
        const sheet = new Sheet();
        sheet.replaceSync(rest);
        prune(sheet, log);
        text = Array.from(sheet.cssRules, (r) => r.cssText).join('\n');
      } catch (err) {
        console.warn(`${log} the shop's <style> is left out: its CSS could not be read (${String(err)})`);
      }
    }
  }
  if (text) {
    const style = inserted(doc.createElement('style'));
    const nonce = pageNonce(doc);
    if (nonce) style.setAttribute('nonce', nonce);
    style.textContent = text;
    out.append(style);
  }
  return out.childNodes.length ? out : null;
}
