// A theme author's saved page, made ready for the preview (issue 33): `npm start -- --page saved.html`, a
// file dropped on the preview's index, and `npm run doctor` all serve a page through this.
//
// - The shop's own scripts are blocked (the default) or kept. Blocked: every script file (`<script src>`)
//   and every inline script that starts the theme's runtime (`app_shop.runApp()`, `app_shop.run(…)`) becomes
//   inert (`type="text/plain"`, marked data-preview-blocked), as a theme author who hands the
//   features over removes them. The inline data scripts (app_shop's settings, product_data, product_config)
//   stay: a real page has them with or without the theme's code. JSON blocks and other non-script types stay.
// - The islands' entry: a tag that loads `…/storefront.js` (a shop that already has the islands) is pointed
//   at the preview's build; without one, the tag is added where docs/theme-authors.md puts it, at the end of
//   <body>. It gets the page's CSP nonce when the page has a `<meta>` CSP with one.
// - `<base href>` goes (the page's relative calls must reach the mock shop, not the live one); absolute asset
//   addresses are left as they are: the preview's CSP (SAVED_PAGE_CSP) refuses other origins, so nothing is
//   fetched from outside.
// - `<html>` gets data-preview-page, which the report reads (core/debug/report.ts), and the head's first element
//   is a recorder of the requests the preview's CSP refused (`window.__storefrontPreviewRefused`), most of them
//   made while the page parses, long before the report starts.

import { scriptNonce } from '../../core/debug/csp.ts';

/** The preview's policy on a saved page: its own origin only (the mock shop), inline scripts and styles allowed. */
export const SAVED_PAGE_CSP = "default-src 'self' data: blob: 'unsafe-inline'";

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

// A comment (left as it is: a commented-out script is no script), or a script element whose start tag may have
// quoted attribute values with `>` in them.
const SCRIPT = /<!--[\s\S]*?-->|<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
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
const withoutAttr = (attrs: string, name: string) =>
  attrs.replace(new RegExp(`\\s${name}(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'>]+))?(?=[\\s>/]|$)`, 'gi'), '');
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

export function prepareSavedPage(source: string, options: PrepareOptions): Prepared {
  const nonce = metaNonce(source);
  let blocked = 0;
  let hadEntry = false;
  let html = source.replace(SCRIPT, (whole, attrs: string | undefined, body: string) => {
    if (attrs === undefined) return whole;
    const src = attr(attrs, 'src');
    if (src !== null && /(^|\/)storefront\.js(\?|#|$)/.test(src)) {
      hadEntry = true;
      let a = withoutAttr(withoutAttr(attrs, 'src'), 'data-preview-entry');
      if (nonce) a = withoutAttr(a, 'nonce') + ` nonce="${escapeAttr(nonce)}"`;
      return `<script${a} src="${escapeAttr(options.entryUrl)}" data-preview-entry>${body}</script>`;
    }
    if (options.keepThemeScripts || !runs(attr(attrs, 'type'))) return whole;
    const starter = src === null && /\bapp_shop\s*\.\s*(runApp|run)\s*\(/.test(body);
    if (src === null && !starter) return whole;
    blocked++;
    return `<script${withoutAttr(attrs, 'type')} type="text/plain" data-preview-blocked>${body}</script>`;
  });
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
  const recorder = `<script${nonce ? ` nonce="${escapeAttr(nonce)}"` : ''} data-preview-recorder>(function(){var r=window.__storefrontPreviewRefused=[];document.addEventListener('securitypolicyviolation',function(e){r.push(e.blockedURI)})})()</script>`;
  const open = firstTag(html, 'head') ?? firstTag(html, 'html')!;
  html = `${html.slice(0, open.index + open.length)}${recorder}${html.slice(open.index + open.length)}`;
  return { html, blocked, hadEntry, nonce, baseRemoved };
}
