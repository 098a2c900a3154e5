/**
 * The two sanitizer paths (core/dom/sanitize.ts), in Chromium against the built preview:
 *  (a) this Chromium has the HTML Sanitizer API, so a page with snippets never fetches DOMPurify's chunk
 *      (rolldown names a dynamic import's chunk after its module, dompurify/dist/purify.es.mjs: 'purify');
 *      with `<meta name="storefront-sanitizer" content="dompurify">` it does;
 *  (b) on BOTH paths the XSS corpus (fixtures/xss-corpus) and the outside payloads (fixtures/xss-outside),
 *      injected as a snippet (POST /__mock/injected), execute nothing and leave nothing findDangerous finds;
 *  (c) strictness: every (element, attribute) pair the native path leaves in the inserted DOM is one the
 *      DOMPurify path leaves too, but for the differences listed below with their reason.
 * No CSP here: the sanitizer alone guards (injected.e2e.ts covers the CSP switch, where both paths run too).
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { JSDOM } from 'jsdom';
import { baseURL, openSample, pokeAll, spyOnXssHits, waitForIslands, type Sample, test } from './harness';
import { XSS_CORPUS, XSS_HIT, findDangerous } from '../fixtures/xss-corpus';
import { installExecutionTraps, OUTSIDE_COUNT, OUTSIDE_HITS, OUTSIDE_LAST, OUTSIDE_MARKER, outsideSnippetHtml } from '../fixtures/xss-outside';

type Path = 'native' | 'dompurify';
const PATHS: Path[] = ['native', 'dompurify'];
const FORCE_META = '<meta name="storefront-sanitizer" content="dompurify">';
const PURIFY_CHUNK = /\/chunks\/[^/]*purify[^/]*\.js(\?|$)/i;

/** main.html, with the page's switch to DOMPurify in its head for the 'dompurify' path. */
async function openMain(path: Path, beforeGoto?: (page: Page) => Promise<void>): Promise<Sample> {
  return openSample('main', {
    beforeGoto: async (page) => {
      if (path === 'dompurify') {
        await page.route('**/html-samples/main.html*', async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/<head([^>]*)>/i, `<head$1>${FORCE_META}`);
          await route.fulfill({ response, body });
        });
      }
      await beforeGoto?.(page);
    },
  });
}

const purifyRequests = (s: Sample) => s.network.filter((r) => PURIFY_CHUNK.test(new URL(r.url).pathname));

const inject = (body: object) =>
  fetch(`${baseURL()}/__mock/injected`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const reset = () => fetch(`${baseURL()}/__mock/reset`, { method: 'POST' });

/** An inserted element as data: namespace, local name, attributes (no serialise/re-parse, which could change it). */
interface Node_ {
  ns: string;
  name: string;
  attrs: [string, string][];
  parent: number;
}

/** Every element under `selector`'s matches, in document order, with its parent's index (-1: the wrapper). */
function inserted(page: Page, selector: string): Promise<Node_[]> {
  return page.evaluate((sel) => {
    const out: { ns: string; name: string; attrs: [string, string][]; parent: number }[] = [];
    const index = new Map<Element, number>();
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll('*')) {
        index.set(el, out.length);
        out.push({
          ns: el.namespaceURI ?? '',
          name: el.localName,
          attrs: [...el.attributes].map((a) => [a.name, a.value] as [string, string]),
          parent: el.parentElement ? (index.get(el.parentElement) ?? -1) : -1,
        });
      }
    }
    return out;
  }, selector);
}

/** The same elements rebuilt in jsdom (createElementNS + setAttribute), for findDangerous. */
function rebuild(nodes: Node_[]): Element {
  const doc = new JSDOM('<!doctype html><body></body>').window.document;
  const root = doc.createElement('div');
  const els: Element[] = [];
  for (const n of nodes) {
    const el = doc.createElementNS(n.ns || null, n.name);
    for (const [name, value] of n.attrs) {
      if (name.startsWith('xlink:')) el.setAttributeNS('http://www.w3.org/1999/xlink', name, value);
      else el.setAttribute(name, value);
    }
    (n.parent >= 0 ? els[n.parent]! : root).append(el);
    els.push(el);
  }
  return root;
}

const NS_PREFIX: Record<string, string> = { 'http://www.w3.org/1999/xhtml': '', 'http://www.w3.org/2000/svg': 'svg:', 'http://www.w3.org/1998/Math/MathML': 'math:' };

/** (element, attribute) pairs, plus (element, '') for the element itself. */
function pairs(nodes: Node_[]): Set<string> {
  const out = new Set<string>();
  for (const n of nodes) {
    const el = `${NS_PREFIX[n.ns] ?? `${n.ns}:`}${n.name}`;
    out.add(`${el} `);
    for (const [name] of n.attrs) out.add(`${el} ${name.toLowerCase()}`);
  }
  return out;
}

/** Poke everything that came in (links and forms are not followed: default prevented), then wait. */
describe('(a) which sanitizer loads', () => {
  test('main.html (snippets and the widget inserted): the native path, no DOMPurify chunk requested', async () => {
    const s = await openMain('native');
    await waitForIslands(s.page);
    await expect.poll(() => s.page.locator('body > [data-bulk-landmark=widgets] > .mock-widget').count()).toBe(1);
    await expect.poll(() => s.page.locator('[data-snippet="body_bottom"]').count()).toBe(1);
    expect(await s.page.evaluate(() => typeof (Element.prototype as unknown as { setHTML?: unknown }).setHTML)).toBe('function');
    expect(purifyRequests(s).map((r) => r.url)).toEqual([]);
    expect(s.consoleErrors.map((c) => c.text)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  test('with <meta name="storefront-sanitizer" content="dompurify">: the DOMPurify chunk is requested, once, and the snippets still go in', async () => {
    const s = await openMain('dompurify');
    await waitForIslands(s.page);
    await expect.poll(() => s.page.locator('body > [data-bulk-landmark=widgets] > .mock-widget').count()).toBe(1);
    await expect.poll(() => s.page.locator('[data-snippet="body_bottom"]').count()).toBe(1);
    expect(await s.page.locator(`head meta[name="storefront-sanitizer"]`).count()).toBe(1);
    await expect.poll(() => purifyRequests(s).length).toBe(1);
    expect(s.consoleErrors.map((c) => c.text)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});

// (b) and (c) share the loads: each path's inserted DOM for the corpus and for the outside payloads.
const seen: Record<Path, { corpus: Node_[]; outside: Node_[] }> = { native: { corpus: [], outside: [] }, dompurify: { corpus: [], outside: [] } };

describe.each(PATHS)('(b) the %s path executes nothing', (path) => {
  test('the XSS corpus as a snippet: no __xssHit call, nothing findDangerous finds', async () => {
    // Each payload in a <div> of its own (payload 4 opens an element named `scr<script` that would otherwise hold
    // the rest of the corpus; `</div>` closes it), so each is tested in a context of its own.
    await inject({ snippet: `<div class="xss-snippet">${XSS_CORPUS.map((p) => `<div>${p.html}</div>`).join('\n')}</div>` });
    const s = await openMain(path, async (page) => {
      await spyOnXssHits(page, XSS_HIT);
    });
    try {
      await waitForIslands(s.page);
      await expect.poll(() => s.page.locator('.xss-snippet').count()).toBe(1);
      expect(purifyRequests(s).length, 'DOMPurify chunk requests').toBe(path === 'dompurify' ? 1 : 0);
      await pokeAll(s.page, '.xss-snippet');
      expect(await s.page.evaluate(() => (window as unknown as { __hits: number[] }).__hits)).toEqual([]);
      const nodes = await inserted(s.page, '.xss-snippet');
      expect(nodes.length, 'the corpus came in as markup').toBeGreaterThan(20);
      expect(findDangerous(rebuild(nodes), { owner: true })).toEqual([]);
      seen[path].corpus = nodes;
      expect(s.pageErrors).toEqual([]);
    } finally {
      await reset();
      await s.close();
    }
  });

  test('the outside payloads as a snippet: no alert/confirm/prompt/print, nothing findDangerous finds', async () => {
    await inject({ snippet: outsideSnippetHtml() });
    const s = await openMain(path, async (page) => {
      await page.addInitScript<undefined>(installExecutionTraps);
    });
    try {
      await waitForIslands(s.page);
      await expect.poll(() => s.page.locator('.xss-outside').count()).toBe(1);
      expect(purifyRequests(s).length, 'DOMPurify chunk requests').toBe(path === 'dompurify' ? 1 : 0);
      // Both paths keep the content of elements they do not allow (the native one unwraps them after the browser's
      // pass): every payload but those after the first OUTSIDE_LAST one arrives.
      const reached = await s.page.locator(`.xss-outside i[${OUTSIDE_MARKER}]`).count();
      expect(reached).toBeGreaterThanOrEqual(OUTSIDE_COUNT - OUTSIDE_LAST.length + 1);
      await pokeAll(s.page, '.xss-outside');
      expect(await s.page.evaluate((key) => (window as unknown as Record<string, string[]>)[key], OUTSIDE_HITS)).toEqual([]);
      const nodes = await inserted(s.page, '.xss-outside');
      expect(nodes.length, 'the payloads came in as markup').toBeGreaterThan(100);
      expect(findDangerous(rebuild(nodes), { owner: true })).toEqual([]);
      seen[path].outside = nodes;
      expect(s.pageErrors).toEqual([]);
    } finally {
      await reset();
      await s.close();
    }
  });
});

/**
 * Pairs the native path may keep where DOMPurify's does not, each with its reason. Anything else the
 * native path keeps and DOMPurify does not fails the test: the native configuration
 * (core/dom/sanitize-native.ts) must then be narrowed, or the difference argued for here.
 */
const ALLOWED_DIFFERENCES: Record<string, string> = {
  // DOMPurify (SAFE_FOR_XML) removes an element with no element children whose text looks like markup
  // (`<textarea><b>`, `<p>&lt;img …&gt;</p>`): a guard against a serialise/re-parse mutation. The browser keeps
  // it as text; our nodes are inserted as nodes and never re-serialised. Where such an element is the only
  // one of its kind in a payload list, its bare element pair shows here.
  'textarea ': 'SAFE_FOR_XML removes raw-text elements holding markup-like text; the browser keeps the text',
  'title ': 'SAFE_FOR_XML (as textarea); SVG title holding markup-like text is text in the browser',
  'svg:title ': 'SAFE_FOR_XML (as textarea)',
  'svg:desc ': 'SAFE_FOR_XML (as textarea)',
};

describe('(c) the native path is at least as strict as DOMPurify', () => {
  test.each(['corpus', 'outside'] as const)('%s: every (element, attribute) pair under native is one under DOMPurify, or a listed difference', (set) => {
    const native = seen.native[set];
    const purified = seen.dompurify[set];
    // (b) ran both loads; without them there is nothing to compare.
    expect(native.length, 'native load recorded by (b)').toBeGreaterThan(0);
    expect(purified.length, 'DOMPurify load recorded by (b)').toBeGreaterThan(0);
    const theirs = pairs(purified);
    const extra = [...pairs(native)].filter((p) => !theirs.has(p) && !(p in ALLOWED_DIFFERENCES)).sort();
    expect(extra, 'pairs only the native path keeps (element + " " + attribute)').toEqual([]);
  });
});
