// A theme author's saved page, made ready for the preview: `npm start -- --page saved.html`, a
// file dropped on the preview's index, and `npm run doctor` all serve a page through this.
//
// - The shop's own scripts are blocked (the default) or kept. The page's scripts are found as the browser finds
//   them, by an HTML parser (parse5: `<script/src=…>`, SVG's `<script href>`, any attribute quoting), and
//   only their start tags are rewritten, the rest of the page left byte for byte. Blocked: every script file
//   (HTML's `src`, SVG's `href` or `xlink:href`), and every inline script that starts the theme's runtime
//   (`app_shop.runApp()`, `app_shop.run(…)`, `app_shop['runApp']()`) or writes into the page
//   (`document.write`, which can write more scripts), becomes inert (`type="text/plain"`, marked
//   data-preview-blocked), as a theme author who hands the features over removes them. The inline data
//   scripts (app_shop's settings, product_data, product_config) stay: a real page has them with or without
//   the theme's code. JSON blocks and other non-script types stay.
// - The islands' entry: a tag that loads `…/storefront.js` (a shop that already has the islands) is pointed
//   at the preview's build; without one, the tag is added where docs/theme-authors.md puts it, at the end of
//   <body>. It gets the page's CSP nonce when the page has a `<meta>` CSP with one.
// - `<base href>` goes (the page's relative calls must reach the mock shop, not the live one); absolute asset
//   addresses are left as they are: the preview's CSP (SAVED_PAGE_CSP) refuses other origins, so nothing is
//   fetched from outside. A `<meta http-equiv="refresh">` goes too: it would navigate with no request the CSP
//   sees.
// - `<html>` gets data-preview-page, which the report reads (core/debug/report.ts), and the head's first element
//   is a recorder of the requests the preview's CSP refused (`window.__storefrontPreviewRefused`), most of them
//   made while the page parses, long before the report starts; it also holds a link or a form that would
//   leave for another origin, and records it with them.

import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { scriptNonce } from '../../core/debug/csp.ts';

/**
 * The preview's policy on a saved page: its own origin only (the mock shop), inline scripts and styles allowed;
 * forms post to it only, and no `<base>` takes the page's addresses elsewhere. CSP has no rule for where a
 * link or a refresh navigates: the recorder below holds other-origin links and forms, and a `<meta refresh>`
 * is taken out.
 */
export const SAVED_PAGE_CSP = "default-src 'self' data: blob: 'unsafe-inline'; form-action 'self'; base-uri 'none'";

export interface PrepareOptions {
  keepThemeScripts: boolean;
  /** Where the islands' entry is served. */
  entryUrl: string;
}

export interface Prepared {
  html: string;
  /** How many of the page's scripts were made inert. */
  blocked: number;
  /** Whether the page had the islands' tag already (else one was added). */
  hadEntry: boolean;
  /** The nonce the entry got from the page's meta CSP, '' when none. */
  nonce: string;
  /** Whether a `<base>` element was taken out. */
  baseRemoved: boolean;
}

/** The first start tag `name` outside comments (an IE conditional comment may hold an `<html>` of its own). */
function firstTag(html: string, name: string): { index: number; length: number } | null {
  const re = new RegExp(`<!--[\\s\\S]*?-->|<${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'gi');
  for (let m = re.exec(html); m; m = re.exec(html)) if (!m[0].startsWith('<!--')) return { index: m.index, length: m[0].length };
  return null;
}
const attr = (attrs: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : new RegExp(`\\s${name}(?=[\\s>/]|$)`, 'i').test(attrs) ? '' : null;
};
/** The character references an attribute value of a policy may hold (its quotes, above all). */
const decodeEntities = (v: string) =>
  v.replace(/&(quot|apos|amp|lt|gt|#(\d+)|#x([\da-f]+));/gi, (m, name: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ({ quot: '"', apos: "'", amp: '&', lt: '<', gt: '>' } as Record<string, string>)[name.toLowerCase()] ?? m,
  );
/** A value written into a double-quoted attribute. */
export const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Script types a browser runs; any other (`application/json`, `text/template` …) is data and stays. */
function runs(type: string | null): boolean {
  if (type === null) return true;
  const t = type.trim().toLowerCase();
  return t === '' || t === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(t);
}

/** The nonce of the page's `<meta http-equiv="Content-Security-Policy">` script rule (not its style rule's), '' when none. */
export function metaNonce(html: string): string {
  for (const m of html.matchAll(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
    const tag = m[0];
    if ((attr(tag, 'http-equiv') ?? '').toLowerCase() !== 'content-security-policy') continue;
    const nonce = scriptNonce(decodeEntities(attr(tag, 'content') ?? ''));
    if (nonce) return nonce;
  }
  return '';
}

/** An inline script that starts the theme's runtime, or writes into the page (which can write more scripts). */
const STARTS_THEME = /\bapp_shop\s*(?:\.\s*(?:runApp|run)|\[\s*(['"`])(?:runApp|run)\1\s*\])\s*\(/;
const WRITES = /\bdocument\s*(?:\.\s*write(?:ln)?|\[\s*(['"`])write(?:ln)?\1\s*\])\s*\(/;

type Element = T.Element;
const attrName = (a: { name: string; prefix?: string }) => (a.prefix ? `${a.prefix}:${a.name}` : a.name);
const attrOf = (el: Element, name: string): string | null => el.attrs.find((a) => attrName(a).toLowerCase() === name)?.value ?? null;
/** A start tag written again from the parsed attributes, without `drop`, with `add` after them. */
function startTag(el: Element, drop: string[], add: string): string {
  const kept = el.attrs.filter((a) => !drop.includes(attrName(a).toLowerCase()));
  return `<script${kept.map((a) => ` ${attrName(a)}${a.value === '' ? '' : `="${escapeAttr(a.value)}"`}`).join('')}${add}>`;
}

/** The parsed page's elements `match` takes (HTML's and SVG's), in document order, templates' contents included. */
function elements(node: T.ParentNode, match: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (match(child)) out.push(child);
    elements(child.tagName === 'template' ? (child as T.Template).content : child, match, out);
  }
  return out;
}

/**
 * The head's first script: records what the preview's CSP refused, and holds a click on a link, or a form's
 * submit, that would leave for another origin (the live shop), with a console line; such a navigation is
 * recorded with the refused requests.
 */
const RECORDER =
  "(function(){var r=window.__storefrontPreviewRefused=[];document.addEventListener('securitypolicyviolation',function(e){r.push(e.blockedURI)});" +
  "function away(u){try{var x=new URL(u,document.baseURI);return /^https?:$/.test(x.protocol)&&x.origin!==location.origin?x.href:null}catch(e){return null}}" +
  "function hold(e,u){var to=away(u);if(!to)return;e.preventDefault();r.push(to);console.info('[storefront:preview] a navigation to another origin is held: '+to)}" +
  "document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href],area[href]');if(a)hold(e,a.getAttribute('href'))},true);" +
  "document.addEventListener('submit',function(e){var f=e.target;if(f&&f.getAttribute)hold(e,(e.submitter&&e.submitter.getAttribute('formaction'))||f.getAttribute('action')||'')},true)})()";

export function prepareSavedPage(source: string, options: PrepareOptions): Prepared {
  const nonce = metaNonce(source);
  let blocked = 0;
  let hadEntry = false;
  // Start tags to write again, by their place in the source; applied from the end so earlier places hold.
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const doc = parse(source, { sourceCodeLocationInfo: true });
  // A refresh navigates without a request the CSP sees: it goes, whatever its address.
  for (const meta of elements(doc, (el) => el.tagName === 'meta' && (attrOf(el, 'http-equiv') ?? '').trim().toLowerCase() === 'refresh')) {
    const loc = meta.sourceCodeLocation;
    if (loc) edits.push({ start: loc.startOffset, end: loc.endOffset, text: '' });
  }
  for (const el of elements(doc, (node) => node.tagName === 'script')) {
    const at = el.sourceCodeLocation?.startTag;
    if (!at) continue;
    const svg = el.namespaceURI === 'http://www.w3.org/2000/svg';
    const src = svg ? (attrOf(el, 'href') ?? attrOf(el, 'xlink:href')) : attrOf(el, 'src');
    if (!svg && src !== null && /(^|\/)storefront\.js(\?|#|$)/.test(src)) {
      hadEntry = true;
      const drop = ['src', 'data-preview-entry', ...(nonce ? ['nonce'] : [])];
      edits.push({ start: at.startOffset, end: at.endOffset, text: startTag(el, drop, `${nonce ? ` nonce="${escapeAttr(nonce)}"` : ''} src="${escapeAttr(options.entryUrl)}" data-preview-entry`) });
      continue;
    }
    if (options.keepThemeScripts || !runs(attrOf(el, 'type'))) continue;
    const body = el.childNodes.map((n) => ('value' in n ? (n as T.TextNode).value : '')).join('');
    if (src === null && !STARTS_THEME.test(body) && !WRITES.test(body)) continue;
    blocked++;
    edits.push({ start: at.startOffset, end: at.endOffset, text: startTag(el, ['type'], ' type="text/plain" data-preview-blocked') });
  }
  let html = source;
  for (const e of edits.sort((a, b) => b.start - a.start)) html = `${html.slice(0, e.start)}${e.text}${html.slice(e.end)}`;
  let baseRemoved = false;
  html = html.replace(/<base\b[^>]*>/gi, () => {
    baseRemoved = true;
    return '';
  });
  if (!hadEntry) {
    const tag = `<script type="module" src="${escapeAttr(options.entryUrl)}"${nonce ? ` nonce="${escapeAttr(nonce)}"` : ''} data-preview-entry></script>`;
    const end = html.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
    html = end >= 0 ? `${html.slice(0, end)}${tag}\n${html.slice(end)}` : `${html}\n${tag}\n`;
  }
  const htmlTag = firstTag(html, 'html');
  if (htmlTag) html = `${html.slice(0, htmlTag.index)}<html data-preview-page${html.slice(htmlTag.index + 5)}`;
  else {
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
    const at = doctype ? doctype[0].length : 0;
    html = `${html.slice(0, at)}<html data-preview-page>${html.slice(at)}`;
  }
  const recorder = `<script${nonce ? ` nonce="${escapeAttr(nonce)}"` : ''} data-preview-recorder>${RECORDER}</script>`;
  const open = firstTag(html, 'head') ?? firstTag(html, 'html')!;
  html = `${html.slice(0, open.index + open.length)}${recorder}${html.slice(open.index + open.length)}`;
  return { html, blocked, hadEntry, nonce, baseRemoved };
}
