// Server HTML into the page, the safe way: the markup through core/dom/owner-html (core/dom/sanitize,
// the browser's sanitizer or DOMPurify where it has none, both awaited with sanitizerReady first, with
// the owner's stylesheets and http(s) frames kept in an allowlisted form), the
// scripts the spec says to run through core/dom/run-script (nonce + Trusted Types), nothing else.
//  - Snippets: region head → <head>, body_top → top of <body>, anything else → end of <body>. A
//    snippet's own top-level <script> elements are run (they are the shop's snippet code), as the
//    platform's theme does it: re-created from their text only, so a `src` is dropped (reference
//    section 4; the spec's form, data-bulk-format="spec", keeps the src). Every other script-like
//    thing in it (nested scripts, handlers, javascript: URLs, SVG …) is dropped.
//  - Toplayers and widgets: the item named 'script' is JavaScript and runs; the others' HTML is
//    sanitized (no script survives) and appended to <body>, then their <script> elements (any depth,
//    as the platform's theme re-creates them) run after it, keeping a same-page http(s) `src`.
//  - With `landmarks` (the island passes its texts), what goes into <body> goes into a named region
//    landmark there instead (one for the top, one for the end, one for widgets): a box that lays out
//    as if it were not there (display: contents), so the page looks as the platform makes it while
//    all content is in a landmark (axe best practice "region").
import { isSanitizerReady, sanitizerReady } from '../../core/dom/sanitize';
import { ownerTemplate, sanitizeOwnerHtml } from '../../core/dom/owner-html';
import { runScript, type ScriptSource } from '../../core/dom/run-script';
import { yieldToMain } from '../../core/dom/yield';
import type { SnippetItem, WidgetItem } from './request';
import type { SnippetLandmarks } from './texts';

const CALLER = 'bulk';
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * Parsed only to pick the scripts out: handlers dropped first, so a strict CSP reports none, and
 * into a template's content, so an owner's <style> makes no sheet there and `style-src` reports none.
 */
function inertBody(html: string, doc: Document): DocumentFragment {
  return ownerTemplate(html, doc).content;
}

/** An http(s) address (relative ones against the page); data:, javascript: and the like are not loaded. */
function loadableSrc(src: string, doc: Document): boolean {
  try {
    const { protocol } = new URL(src, doc.baseURI);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** HTML <script> elements (not SVG's) as runScript sources, in order; JSON, templates and empty ones skipped. */
function sources(scripts: readonly Element[], keepSrc: boolean, doc: Document): ScriptSource[] {
  const out: ScriptSource[] = [];
  for (const el of scripts) {
    if (el.localName !== 'script' || el.namespaceURI !== HTML_NS) continue;
    const type = (el.getAttribute('type') ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue; // JSON, templates: data, not code
    const src = el.getAttribute('src');
    if (src && keepSrc) {
      if (loadableSrc(src, doc)) out.push({ src, type: type === 'module' ? 'module' : 'script' });
      else console.warn(`[storefront:${CALLER}] script src "${src.slice(0, 80)}" is not an http(s) address; not loaded`);
    } else if (el.textContent?.trim()) out.push(el.textContent);
  }
  return out;
}

/**
 * The snippet's top-level scripts, in order, read from an inert parse (nothing runs here). The
 * platform's theme re-creates them from their text only (a `src` is lost); `keepSrc` (the spec's
 * form) loads the src instead.
 */
export function topLevelScripts(html: string | HTMLTemplateElement, doc: Document = document, keepSrc = false): ScriptSource[] {
  const root = typeof html === 'string' ? inertBody(html, doc) : html.content;
  return sources(Array.from(root.children), keepSrc, doc);
}

/** A widget's scripts at any depth, in document order, keeping src (the platform's toplayer rule). */
export function widgetScripts(html: string | HTMLTemplateElement, doc: Document = document): ScriptSource[] {
  const root = typeof html === 'string' ? inertBody(html, doc) : html.content;
  return sources(Array.from(root.querySelectorAll('script')), true, doc);
}

type Box = 'top' | 'bottom' | 'widgets';

/** The named landmark box `key` at the top (before `before`) or the end of <body>; made once. */
function landmark(doc: Document, key: Box, label: string, before: Node | null): HTMLElement {
  const found = Array.from(doc.body.children).find((el) => el.getAttribute('data-bulk-landmark') === key);
  if (found) return found as HTMLElement;
  const box = doc.createElement('div');
  box.setAttribute('data-bulk-landmark', key);
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', label);
  box.style.display = 'contents';
  doc.body.insertBefore(box, before && before.parentNode === doc.body ? before : null);
  return box;
}

function place(
  doc: Document,
  region: SnippetItem['region'],
  topAnchor: Node | null,
  landmarks?: SnippetLandmarks,
): { parent: Node; before: Node | null } {
  if (region === 'head') return { parent: doc.head, before: null };
  if (region === 'body_top') return landmarks ? { parent: landmark(doc, 'top', landmarks.top, topAnchor), before: null } : { parent: doc.body, before: topAnchor };
  return { parent: landmarks ? landmark(doc, 'bottom', landmarks.bottom, null) : doc.body, before: null };
}

/**
 * Inserts content above `anchor` without moving what the shopper sees: once the page has been
 * painted (the bulk call answers after the load event), content put at the top of <body> would push
 * the whole page down (a layout shift, against the CLS budget). When the shopper has scrolled, the
 * window scrolls by the height added, in the same task, so the page stays where it was and the
 * snippet sits just above it, as the browser's own scroll anchoring does (then the delta is already
 * 0). At the very top it does not: the page stays at its top and the snippet is seen, as
 * the browser leaves a page at its top; a theme keeps that shift away by reserving the snippets'
 * room (html-samples/theme.css does).
 */
function keepingView(doc: Document, anchor: Node | null, insert: () => void): void {
  const win = doc.defaultView;
  const painted = !!win?.performance?.getEntriesByType?.('paint').length;
  const scrolled = !!win && win.scrollY > 0;
  // The first box in the flow after the insertion point (fixed or hidden ones do not move).
  let ref: Node | null = anchor;
  while (ref && !(win && ref instanceof win.Element && inFlow(ref, win))) ref = ref.nextSibling;
  if (!win || !ref || !painted || !scrolled) {
    insert();
    return;
  }
  const el = ref as Element;
  const top = el.getBoundingClientRect().top;
  insert();
  const delta = el.getBoundingClientRect().top - top;
  if (delta > 0) win.scrollTo({ top: win.scrollY + delta, behavior: 'instant' });
}

function inFlow(el: Element, win: Window): boolean {
  if (!el.getClientRects().length) return false;
  const position = win.getComputedStyle(el).position;
  return position !== 'fixed' && position !== 'absolute';
}

/** Inserts every snippet in its region, in order, then runs its scripts right after its content. */
export async function injectSnippets(
  items: readonly SnippetItem[],
  doc: Document = document,
  signal?: AbortSignal,
  { keepSrc = false, landmarks }: { keepSrc?: boolean; landmarks?: SnippetLandmarks } = {},
): Promise<void> {
  // DOMPurify's chunk where the browser has no sanitizer of its own (once; after that, no wait at all).
  if (!isSanitizerReady(doc.defaultView ?? window)) await sanitizerReady(doc.defaultView ?? window);
  if (signal?.aborted) return;
  // body_top snippets keep their order: each goes before what was the body's first node.
  const topAnchor = doc.body.firstChild;
   for (const [i, item] of items.entries()) {
    // One snippet per task: sanitizing and inserting a reply's worth at once is one long task.
    if (i > 0) await yieldToMain();
    // The island unmounted meanwhile (a partial load swapped the page, a test cleaned up): stop here.
    if (signal?.aborted) return;
    const { parent, before } = place(doc, item.region, topAnchor, landmarks);
    // One inert read for both: the scripts are picked out first (the cleaning takes the owner's elements out of it).
    const template = ownerTemplate(item.content, doc);
    const scripts = topLevelScripts(template, doc, keepSrc);
    const fragment = sanitizeOwnerHtml(item.content, { document: doc, caller: `${CALLER} (snippet, ${item.region})`, frameTitle: landmarks?.frame, template });
    const at = before && before.parentNode === parent ? before : null;
    // In a display: contents box the first box in the flow after the insertion is after the box.
    const flowAfter = parent === doc.body ? at : parent.nextSibling;
    if (item.region === 'body_top') keepingView(doc, flowAfter, () => parent.insertBefore(fragment, at));
    else parent.insertBefore(fragment, at);
    for (const script of scripts) {
      // Sequential, like parsed scripts: a snippet's second script may use its first one's globals.
      await runScript(script, { caller: `${CALLER} (snippet, ${item.region})`, parent, before, doc });
    }
  }
}

export const SCRIPT_WIDGET = 'script';

/** The 'script' item runs; the others' sanitized HTML is appended to body, then their scripts run, in reply order. */
export async function injectWidgets(
  items: readonly WidgetItem[],
  doc: Document = document,
  signal?: AbortSignal,
  { landmarks }: { landmarks?: SnippetLandmarks } = {},
): Promise<void> {
  if (!isSanitizerReady(doc.defaultView ?? window)) await sanitizerReady(doc.defaultView ?? window);
  for (const [i, item] of items.entries()) {
    if (i > 0) await yieldToMain();
    if (signal?.aborted) return;
    if (item.name === SCRIPT_WIDGET) {
      await runScript(item.content, { caller: `${CALLER} (widget "script")`, parent: doc.body, doc });
    } else {
      const parent = landmarks ? landmark(doc, 'widgets', landmarks.widgets, null) : doc.body;
      const template = ownerTemplate(item.content, doc);
      const scripts = widgetScripts(template, doc);
      parent.append(sanitizeOwnerHtml(item.content, { document: doc, caller: `${CALLER} (widget "${item.name}")`, frameTitle: landmarks?.frame, template }));
      for (const script of scripts) {
        await runScript(script, { caller: `${CALLER} (widget "${item.name}")`, parent: doc.body, doc });
      }
    }
  }
}
