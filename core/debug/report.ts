// What the islands found on a page: one report for the preview's panel, the debug overlay's
// console print and `npm run doctor` (which reads it from the page: the same text, never a second copy).
// Developer-facing, in English like the console messages it quotes; no shopper ever sees it.
import type { RegistryEntry } from '../mount/types';
import { themeOwner } from '../mount/theme';
import { readProductConfig, readProductData } from '../product/data';
import { hasProductData } from '../page/product-globals';
import { CALLS } from './calls.generated';
import { checkPolicy, pagePolicies, scriptNonce, type CspCheck, type CspSource } from './csp';
import { checkThemeCss, type CssFinding, type CssRule } from './theme-css';

export type IslandState = 'waiting' | 'loading' | 'mounted' | 'failed' | 'skipped' | 'unmounted' | 'theme';

export interface EntryReport {
  name: string;
  /** One line per claimed container: its state, and what explains it. */
  containers: Array<{ where: string; state: IslandState; note?: string }>;
}

export interface MissingEntry {
  name: string;
  /** The markup a theme adds for it (from the registry's first selector; docs/reference.md has the rest). */
  markup: string;
  /** Everything it looks for. */
  looksFor: string[];
  /** Why a container the page has was not claimed (an island for some cookies only). */
  why?: string;
}

export interface Report {
  url: string;
  /** IdoSell's page type (`#container.<type>_page`), or null. */
  pageType: string | null;
  /** Why the page is, or is not, taken for an IdoSell page. */
  idosell: { yes: boolean; why: string };
  entries: EntryReport[];
  missing: MissingEntry[];
  /** `wanting`: the islands that need the product data and have a container on the page. */
  product: { present: boolean; readable: boolean; config: 'absent' | 'read' | 'unreadable'; problems: string[]; wanting: string[] };
  csp: { sources: CspSource[]; checks: Array<CspCheck & { from: CspSource['from'] }> };
  css: CssFinding & { checked: boolean };
  /** The calls the page made so far (fetch, XHR, beacon), and how many of each. */
  calls: Array<{ call: string; count: number }>;
  /**
   * The calls the islands on the page make when they act (docs/reference.md's "Calls", through
   * core/debug/calls.generated.ts): per island claimed and not left to the theme or failed.
   */
  islandCalls: Array<{ island: string; calls: readonly string[] }>;
  /** The theme's scripts the preview blocked (`data-preview-blocked`), and requests to other origins it refused. */
  preview: { blockedScripts: number; refusedOrigins: string[] } | null;
  /** Every `[storefront…]` console line seen since the overlay started. */
  console: string[];
}

export interface ReportInput {
  doc: Document;
  registry: RegistryEntry[];
  /** The `[storefront…]` console lines captured (core/debug/overlay.ts). */
  lines: string[];
  /** The failures the entry announced (storefront:island-failed), for islands whose console line came too early. */
  failures?: Array<{ name: string; message: string }>;
  required: CssRule[];
  /** A CSP header pasted into the panel or given to `doctor --csp`. */
  header?: string | null;
  /** The addresses the CSP refused while the overlay listened (securitypolicyviolation's blockedURI). */
  refusedOrigins?: string[];
}

/**
 * IdoSell's page type, by core/page/page.ts's readPageType rule (`#container.projector_page` → 'projector',
 * `registration_page` a modifier). A copy, not an import: that module is the entry's, and a chunk importing it
 * would split it out of the entry into one more request before anything runs; report.test.ts checks the two agree.
 */
export function pageTypeOf(doc: Document): string | null {
  for (const cls of doc.getElementById('container')?.classList ?? []) {
    if (cls.length > 5 && cls.endsWith('_page') && cls !== 'registration_page') return cls.slice(0, -5);
  }
  return null;
}

/**
 * The state attribute core/mount/attrs.ts names: that module is the entry's, and a chunk importing it would
 * split it out of the entry into one more request before anything runs.
 */
export const stateAttr = (island: string) => `data-storefront-${island}`;

/** What the page's data-storefront-<island> attribute says (core/mount/boot.ts writes it). */
const STATES: IslandState[] = ['waiting', 'loading', 'mounted', 'failed', 'skipped', 'unmounted', 'theme'];

const TRIGGERS: Record<string, string> = {
  load: 'the load event',
  idle: 'the browser to be idle after the load event',
  visible: 'its container to come near the viewport',
  scroll: "the shopper's first scroll",
  interaction: "the shopper's pointer, touch, focus or key on its container",
};

/** When an island wakes, in words (src/registry.ts's trigger, wakeOn and load job). */
export function wakeText(entry: RegistryEntry): string {
  const t = entry.trigger;
  const ways = typeof t === 'object' ? (t.views.length ? [`the view level ${t.views.join(' or ')}`] : []) : [TRIGGERS[t] ?? t];
  if (entry.job) ways.push('its load job');
  if (entry.wakeOn) ways.push(`the event ${entry.wakeOn}`);
  return ways.join(', or ') || 'nothing on this page';
}

/** The http(s) origin a saved page names as its own: its canonical address, or og:url. */
export function namedOrigin(doc: Document): string | null {
  const named = doc.querySelector('link[rel~="canonical"]')?.getAttribute('href') ?? doc.querySelector('meta[property="og:url"]')?.getAttribute('content');
  try {
    const url = named ? new URL(named) : null;
    return url && /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** A short, stable way to name an element in the report. */
export function describe(el: Element): string {
  if (el.id) return `#${el.id}`;
  const cls = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
  const island = el.getAttribute('data-island');
  return `${el.localName}${island ? `[data-island="${island}"]` : cls}`;
}

/** The markup that would put an island on the page: its first selector written as an element. */
export function markupFor(entry: RegistryEntry): string {
  const sel = entry.selectors[0];
  const m = sel ? /^([a-z]+)?(#[\w-]+)?((?:\.[\w-]+)*)$/i.exec(sel) : null;
  if (!m || (!m[2] && !m[3])) return `<div data-island="${entry.name}"></div>`;
  const tag = m[1] ?? 'div';
  const id = m[2] ? ` id="${m[2].slice(1)}"` : '';
  const cls = m[3] ? ` class="${m[3].slice(1).split('.').join(' ')}"` : '';
  return `<${tag}${id}${cls}>…</${tag}>`;
}

const KEEP = new Set(['action', 'get', 'query', 'type', 'mode']);

/**
 * A call as the report counts it: every fetch, XHR and beacon of the page (the islands make the platform's
 * calls with them; chunks and images are not fetches), as its path and its query's names (values kept only
 * for the names that say which kind of call it is); another origin's calls keep their origin. The dev
 * server's own requests (`/@…`, `/__…`) are not the shop's.
 */
export function callKey(url: string, base: string): string | null {
  let u: URL;
  try {
    u = new URL(url, base);
  } catch {
    return null;
  }
  const own = u.origin === new URL(base).origin;
  if (own && /^\/(@|__)/.test(u.pathname)) return null;
  const q = [...new Set(u.searchParams.keys())].map((k) => (KEEP.has(k) ? `${k}=${u.searchParams.get(k)}` : `${k}=…`));
  return `${own ? '' : u.origin}${u.pathname}${q.length ? `?${q.join('&')}` : ''}`;
}

function countCalls(win: Window, base: string): Array<{ call: string; count: number }> {
  const counts = new Map<string, number>();
  for (const e of win.performance?.getEntriesByType?.('resource') ?? []) {
    const r = e as PerformanceResourceTiming;
    if (r.initiatorType !== 'fetch' && r.initiatorType !== 'xmlhttprequest' && r.initiatorType !== 'beacon') continue;
    const key = callKey(r.name, base);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([call, count]) => ({ call, count })).sort((a, b) => a.call.localeCompare(b.call));
}

/** Reads the product data as the islands do, keeping the console lines the read gives instead of printing them. */
function readProduct(win: Window): Report['product'] {
  const present = hasProductData(win);
  const readProblems: string[] = [];
  const real = { error: console.error, warn: console.warn };
  console.error = console.warn = (...args: unknown[]) => void readProblems.push(args.map(String).join(' '));
  let model: ReturnType<typeof readProductData> = null;
  try {
    model = present ? readProductData(win) : null;
  } finally {
    console.error = real.error;
    console.warn = real.warn;
  }
  const rawConfig = (win as unknown as { product_config?: unknown }).product_config;
  // Read on its own (as core/product/data reads it), whatever became of the product data.
  const config = rawConfig === undefined ? 'absent' : readProductConfig(rawConfig) ? 'read' : 'unreadable';
  return { present, readable: present ? model !== null && readProblems.length === 0 : true, config, problems: readProblems, wanting: [] };
}

export function collectReport(input: ReportInput): Report {
  const { doc, registry } = input;
  const win = doc.defaultView ?? window;
  const pageType = pageTypeOf(doc);
  const appShop = (win as unknown as { app_shop?: unknown }).app_shop;
  const idosell = pageType
    ? { yes: true, why: `#container has the page type "${pageType}"` }
    : appShop && typeof appShop === 'object'
      ? { yes: true, why: 'window.app_shop is set, but #container has no page type class (…_page): islands limited to page types stay off' }
      : { yes: false, why: 'no #container with a page type class (…_page) and no window.app_shop: not an IdoSell page' };

  const entries: EntryReport[] = [];
  const missing: MissingEntry[] = [];
  for (const entry of registry) {
    const attr = stateAttr(entry.name);
    const containers = [...doc.querySelectorAll(`[${attr}]`)].map((el) => {
      const value = el.getAttribute(attr) ?? '';
      const state = (STATES.includes(value as IslandState) ? value : 'waiting') as IslandState;
      let note: string | undefined;
      const said = input.lines.filter((l) => l.includes(`"${entry.name}"`) || l.includes(`[storefront:${entry.name}]`));
      if (state === 'theme') {
        const owner = themeOwner(entry.name, win);
        // Not a run entry (a DOM island's themeOwner: the theme's own element): the island's own line says what and how.
        const own = owner === null ? said.find((l) => l.includes(' left to the theme')) : undefined;
        note = own ?? `left to the theme's "${owner ?? 'app_shop.fnrun'}": remove that entry (app_shop.run) to hand the feature over`;
      } else if (state === 'waiting') note = `waiting for ${wakeText(entry)}`;
      else if (state === 'failed' || state === 'skipped') {
        const announced = (input.failures ?? []).filter((f) => f.name === entry.name).map((f) => `storefront:island-failed: ${f.message}`);
        note = said.length ? said.join(' | ') : announced.length ? announced.join(' | ') : 'its console line came before the report started';
      }
      return { where: describe(el), state, ...(note ? { note } : {}) };
    });
    if (containers.length) entries.push({ name: entry.name, containers });
    else {
      const off = pageType !== null && entry.skipPageTypes?.includes(pageType);
      const typed = !!entry.pageTypes && !(pageType !== null && entry.pageTypes.includes(pageType));
      if (off || typed) continue;
      const looksFor = [...entry.selectors, `[data-island="${entry.name}"]`];
      const present = entry.selectors.some((sel) => {
        try {
          return doc.querySelector(sel) !== null;
        } catch {
          return false;
        }
      });
      const why = present && entry.cookies ? `the page has its container, but it is claimed only with the cookie ${entry.cookies.join(' or ')}` : undefined;
      missing.push({ name: entry.name, markup: markupFor(entry), looksFor, ...(why ? { why } : {}) });
    }
  }

  const inPreview = doc.documentElement.hasAttribute('data-preview-page');
  const entryTag = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => /\/storefront\.js(\?|$)/.test(s.src));
  // In the preview the page is on localhost and the entry is the preview's: the shop's origin is the one the
  // saved page names (its canonical address), and where the theme will host the entry cannot be known.
  const shopOrigin = inPreview ? namedOrigin(doc) ?? win.location.origin : win.location.origin;
  const entryOrigin = inPreview || !entryTag ? null : new URL(entryTag.src, doc.baseURI).origin;
  const tagNonce = entryTag?.nonce ?? '';
  const sources = pagePolicies(doc, input.header);
  // A pasted header is the live response's: the tag there carries that response's nonce, as the guide says.
  const checks = sources.flatMap((s) =>
    checkPolicy(s.policy, { nonce: s.from === 'header' ? scriptNonce(s.policy) : tagNonce, entryOrigin, pageOrigin: shopOrigin }).map((c) => ({ ...c, from: s.from })),
  );

  const css = input.required.length ? { ...checkThemeCss(doc, input.required), checked: true } : { missing: [], relevant: 0, unreadable: [], checked: false };
  const blocked = doc.querySelectorAll('script[data-preview-blocked]').length;
  // What the preview's recorder (scripts/vite/saved-page.ts) and the overlay heard refused, by origin.
  const heard = [...((win as unknown as { __storefrontPreviewRefused?: unknown[] }).__storefrontPreviewRefused ?? []), ...(input.refusedOrigins ?? [])];
  const refused = new Set<string>();
  for (const uri of heard) {
    try {
      const origin = new URL(String(uri)).origin;
      if (origin !== win.location.origin && origin !== 'null') refused.add(origin);
    } catch {
      /* 'inline', 'eval': not an address */
    }
  }

  return {
    url: win.location.href,
    pageType,
    idosell,
    entries,
    missing,
    product: { ...readProduct(win), wanting: entries.filter((e) => registry.find((r) => r.name === e.name)?.needsProduct).map((e) => e.name) },
    csp: { sources, checks },
    css,
    calls: countCalls(win, win.location.href),
    islandCalls: entries
      .filter((e) => CALLS[e.name] && e.containers.some((c) => c.state !== 'theme' && c.state !== 'failed' && c.state !== 'skipped'))
      .map((e) => ({ island: e.name, calls: CALLS[e.name]! })),
    preview: inPreview ? { blockedScripts: blocked, refusedOrigins: [...refused].sort() } : null,
    console: input.lines,
  };
}

/** The findings that make `doctor` exit 1: each a line a theme author can act on. */
export function problems(report: Report): string[] {
  const out: string[] = [];
  if (!report.idosell.yes) out.push(report.idosell.why);
  for (const e of report.entries) {
    for (const c of e.containers) if (c.state === 'failed') out.push(`${e.name} failed on ${c.where}: ${c.note}`);
  }
  // Product containers with no product data at all: the page's product data script is missing or did not run.
  if (!report.product.present && report.product.wanting.length) {
    out.push(`product data: none, but the page has the containers of ${report.product.wanting.join(', ')} (the product data script is missing or failed to run)`);
  }
  if (report.product.present && !report.product.readable) {
    for (const p of report.product.problems) out.push(`product data: ${p.replace(/^\[storefront[^\]]*\]\s*(product data:\s*)?/, '')}`);
    if (!report.product.problems.length) out.push('product data: not readable');
  }
  for (const c of report.csp.checks) if (c.level === 'fail') out.push(`CSP (${c.from}), ${c.need}: ${c.detail}`);
  return out;
}

/** The report as text: the console print, the panel's copy button and `npm run doctor` all show this. */
export function formatReport(report: Report): string {
  const L: string[] = [];
  L.push(`Storefront report for ${report.url}`);
  L.push(`Page: ${report.idosell.yes ? 'IdoSell' : 'not IdoSell'} (${report.idosell.why})`);
  if (report.preview) {
    L.push(`Preview: ${report.preview.blockedScripts} theme script(s) blocked${report.preview.refusedOrigins.length ? `; refused requests to ${report.preview.refusedOrigins.join(', ')} (nothing is fetched from outside)` : ''}`);
  }
  L.push('', `Islands on the page (${report.entries.length}):`);
  for (const e of report.entries) for (const c of e.containers) L.push(`  ${c.state.padEnd(9)} ${e.name} on ${c.where}${c.note ? ` — ${c.note}` : ''}`);
  if (!report.entries.length) L.push('  none');
  L.push('', `Containers missing (${report.missing.length}): the markup each island looks for`);
  for (const m of report.missing) L.push(`  ${m.name}: ${m.why ?? m.markup} (looks for ${m.looksFor.join(', ')})`);
  const p = report.product;
  L.push('', `Product data: ${!p.present ? 'none on this page (window.product_data absent or empty)' : p.readable ? 'window.product_data read cleanly' : 'window.product_data could not be read in full'}; product_config ${p.config}`);
  for (const line of p.problems) L.push(`  ${line}`);
  L.push('', `CSP: ${report.csp.sources.length ? report.csp.sources.map((s) => `${s.from}: ${s.policy}`).join(' | ') : 'none found in the page (paste the header the shop sends to check it)'}`);
  for (const c of report.csp.checks) L.push(`  ${c.level.padEnd(4)} ${c.need}: ${c.detail}`);
  const css = report.css;
  L.push('', `Theme CSS (docs/examples/theme-required.css): ${!css.checked ? 'not checked' : `${css.relevant - css.missing.length} of ${css.relevant} rules that concern this page found`}`);
  for (const r of css.missing) L.push(`  missing ${r.selector} (${r.section})`);
  if (css.unreadable.length) L.push(`  ${css.unreadable.length} style sheet(s) could not be read, so a rule listed as missing may be in them:`);
  for (const u of css.unreadable) L.push(`  not read: ${u}`);
  L.push('', `Platform calls so far (${report.calls.reduce((n, c) => n + c.count, 0)}):`);
  for (const c of report.calls) L.push(`  ${String(c.count).padStart(2)} × ${c.call}`);
  if (!report.calls.length) L.push('  none');
  const kinds = new Set(report.islandCalls.flatMap((i) => i.calls));
  L.push('', `Calls the islands on this page make when they act (${kinds.size} kinds; docs/platform-calls.md):`);
  for (const i of report.islandCalls) for (const c of i.calls) L.push(`  ${i.island}: ${c}`);
  if (!report.islandCalls.length) L.push('  none');
  const bad = problems(report);
  L.push('', bad.length ? `Problems (${bad.length}):` : 'Problems: none');
  for (const b of bad) L.push(`  - ${b}`);
  return L.join('\n');
}
