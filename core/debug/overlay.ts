// The debug overlay: `?storefront-debug` in the address, or `localStorage.storefrontDebug = 1`,
// makes the entry load this chunk (never part of the entry's 4 KB). It outlines every claimed container
// with its island's name and state, shows the report in a panel, prints it to the console once the
// islands have settled, and answers `window.storefrontReport` (the preview's panel and `npm run doctor`
// read the report there). DOM only, no renderer; styles set through the CSSOM (`element.style`), which a
// strict CSP's style-src does not govern, so it works under the strict CSP as the islands do.
import type { RegistryEntry } from '../mount/types';
import type { Heard } from '../../src/islands';
import requiredCss from '../../docs/examples/theme-required.css?raw';
import { collectReport, formatReport, problems, stateAttr, type Report } from './report';
import { requiredRules, type CssRule } from './theme-css';

export interface ReportAnswer {
  report: Report;
  text: string;
  problems: string[];
}

export interface StorefrontReportApi {
  /** Resolves once the page has loaded and no island has been loading for a while (10 s at most). */
  ready(): Promise<void>;
  /** The report now; `header`: a CSP header the shop sends, checked with the page's own policies. */
  report(header?: string): ReportAnswer;
}

declare global {
  interface Window {
    storefrontReport?: StorefrontReportApi;
  }
}

const OWN = 'data-island-debug-ui';

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, style: Partial<CSSStyleDeclaration>, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  Object.assign(node.style, style);
  node.setAttribute(OWN, '');
  if (text !== undefined) node.textContent = text;
  return node;
}

const COLOURS: Record<string, string> = { mounted: '#1a7f37', waiting: '#1a5fb4', loading: '#9a6700', theme: '#6f42c1', failed: '#c01c28', skipped: '#57606a', unmounted: '#57606a' };

/**
 * `registry`: the entry's; `heard`: what the console said since the islands' map began to listen (src/islands.ts
 * hands both over: it listens from the first island's load on, before this chunk arrives).
 */
export function start(registry: RegistryEntry[], heard: Heard, doc: Document = document): StorefrontReportApi {
  const win = doc.defaultView ?? window;
  if (win.storefrontReport) return win.storefrontReport;
  const { lines, failures } = heard;
  const refused = new Set<string>();
  doc.addEventListener('securitypolicyviolation', (e) => refused.add(e.blockedURI));
  let required: CssRule[] | undefined;
  let header = '';
  const answer = (h?: string): ReportAnswer => {
    if (h !== undefined) header = h;
    required ??= requiredRules(requiredCss, win);
    const report = collectReport({ doc, registry, lines, failures, required, header, refusedOrigins: [...refused] });
    return { report, text: formatReport(report), problems: problems(report) };
  };

  const loaded = new Promise<void>((resolve) => (doc.readyState === 'complete' ? resolve() : win.addEventListener('load', () => resolve(), { once: true })));
  const loading = () => registry.some((e) => doc.querySelector(`[${stateAttr(e.name)}="loading"]`));
  const settled = loaded.then(async () => {
    const until = Date.now() + 10_000;
    let quiet = 0;
    while (quiet < 3 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      quiet = loading() ? 0 : quiet + 1;
    }
  });

  const api: StorefrontReportApi = { ready: () => settled, report: answer };
  win.storefrontReport = api;
  void settled.then(() => {
    const first = answer();
    console.info(`[storefront:debug] ${first.problems.length ? `${first.problems.length} problem(s)` : 'no problems'}\n${first.text}`);
    draw(doc, registry, answer);
  });
  return api;
}

/** The outlines (a fixed layer that never takes a pointer) and the panel. */
function draw(doc: Document, registry: RegistryEntry[], answer: (h?: string) => ReportAnswer): void {
  const layer = el(doc, 'div', { position: 'fixed', inset: '0', pointerEvents: 'none', zIndex: '2147483646' });
  layer.setAttribute('aria-hidden', 'true');
  const panel = el(doc, 'section', {
    position: 'fixed', right: '8px', bottom: '8px', zIndex: '2147483647', maxWidth: 'min(640px, calc(100vw - 16px))', maxHeight: '60vh',
    overflow: 'auto', background: '#fff', color: '#1d1d1b', border: '2px solid #1d1d1b', borderRadius: '6px', font: '12px/1.4 ui-monospace, monospace',
    padding: '6px 8px', boxShadow: '0 2px 8px rgba(0,0,0,.3)',
  });
  panel.setAttribute('aria-label', 'Storefront report');
  const details = el(doc, 'details', {});
  const summary = el(doc, 'summary', { cursor: 'pointer', fontWeight: '700' });
  const pre = el(doc, 'pre', { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '6px 0' });
  const label = el(doc, 'label', { display: 'block', marginTop: '6px' }, 'CSP header the shop sends (optional)');
  const field = el(doc, 'textarea', { display: 'block', width: '100%', minHeight: '3em', font: 'inherit' });
  field.id = 'storefront-debug-csp';
  label.htmlFor = field.id;
  const check = el(doc, 'button', { marginTop: '4px', font: 'inherit', padding: '4px 10px' }, 'Check the report again');
  check.type = 'button';
  details.append(summary, pre, label, field, check);
  panel.append(details);
  doc.body.append(layer, panel);

  /** The outlines only: on scroll and resize, every frame at most (the report is not read again for them). */
  const outline = () => {
    layer.replaceChildren();
    for (const entry of registry) {
      doc.querySelectorAll(`[${stateAttr(entry.name)}]`).forEach((node) => {
        const box = node.getBoundingClientRect();
        const state = node.getAttribute(stateAttr(entry.name)) ?? '';
        const colour = COLOURS[state] ?? '#57606a';
        const frame = el(doc, 'div', {
          position: 'absolute', left: `${box.left}px`, top: `${box.top}px`, width: `${Math.max(box.width, 4)}px`, height: `${Math.max(box.height, 4)}px`,
          outline: `2px dashed ${colour}`, outlineOffset: '-1px',
        });
        const tag = el(doc, 'span', { position: 'absolute', left: '0', top: '0', background: colour, color: '#fff', font: '11px/1.3 ui-monospace, monospace', padding: '0 3px', whiteSpace: 'nowrap' }, `${entry.name}: ${state}`);
        frame.setAttribute('data-island-debug', `${entry.name}:${state}`);
        frame.append(tag);
        layer.append(frame);
      });
    }
  };
  /** The report and the outlines: at start, when a state changes, and on the button. */
  const render = (h?: string) => {
    const { report, text, problems: bad } = answer(h);
    const line = `Storefront: ${report.entries.length} islands, ${bad.length} problem(s)`;
    // Unchanged text is left alone: a selection in it, or a screen reader's place, stays.
    if (summary.textContent !== line) summary.textContent = line;
    if (pre.textContent !== text) pre.textContent = text;
    outline();
  };
  render();
  check.addEventListener('click', () => render(field.value));
  let raf = 0;
  const onScroll = () => {
    raf ||= requestAnimationFrame(() => {
      raf = 0;
      outline();
    });
  };
  const win = doc.defaultView ?? window;
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', onScroll);
  // A state that changes (an island woken, failed, left to the theme): the report again, once the burst is over.
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver((records) => {
    if (!records.some((r) => r.attributeName?.startsWith('data-storefront-') && !(r.target as Element).hasAttribute(OWN))) return;
    clearTimeout(timer);
    timer = setTimeout(() => render(), 200);
  }).observe(doc.body, { attributes: true, subtree: true });
}
