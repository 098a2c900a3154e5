// The ONE way this library executes a script (spec: the 'script' widget item, snippets' scripts,
// tracking-event strings, script modules). It creates a <script> element that carries the page's
// CSP nonce and gets its text / src through the Trusted Types policy, so it runs under
// `script-src 'nonce-…' 'strict-dynamic'; require-trusted-types-for 'script'`. Never eval or
// new Function. It never throws: a script that fails is a console message naming the caller.
import { handOver, trustedPolicy } from './trusted-types';
import { TIMEOUTS } from '../timeouts';
import { pageNonce } from './page-nonce';

export { pageNonce };

export type ScriptType = 'module' | 'script';
export type ScriptSource = string | { src: string; type?: ScriptType };

export interface RunScriptOptions {
  /** Who asked (an island or service name): every console message names it. */
  caller: string;
  /** Where the element goes; document.head by default. `before` inserts it before that node. */
  parent?: Node;
  before?: Node | null;
  /**
   * For inline code: `speculationrules` inserts the browser's rules for fetching pages ahead (JSON, run by
   * nobody), under the same nonce and policy as a script.
   */
  type?: 'speculationrules';
  /** Attributes the element carries (a mark its caller finds it by later). */
  attributes?: Record<string, string>;
  /** For src scripts: ms until the load counts as failed. Spec section 9: 5000 for modules. */
  timeoutMs?: number;
  doc?: Document;
}

export type RunResult = 'ran' | 'loaded' | 'failed' | 'timeout';

function create(doc: Document, type: ScriptType | 'speculationrules' | undefined): HTMLScriptElement {
  const el = doc.createElement('script');
  if (type === 'module' || type === 'speculationrules') el.type = type;
  const nonce = pageNonce(doc);
  if (nonce) el.nonce = nonce;
  return el;
}

function insert(doc: Document, el: HTMLScriptElement, opts: RunScriptOptions): void {
  for (const [name, value] of Object.entries(opts.attributes ?? {})) el.setAttribute(name, value);
  const parent = opts.parent ?? doc.head ?? doc.documentElement;
  parent.insertBefore(el, opts.before && opts.before.parentNode === parent ? opts.before : null);
}

/**
 * Runs inline code (resolves 'ran' once inserted: inline scripts execute synchronously) or loads
 * a src (resolves 'loaded', 'failed' or 'timeout'). Empty code resolves 'failed' without a script.
 */
export function runScript(source: ScriptSource, opts: RunScriptOptions): Promise<RunResult> {
  const doc = opts.doc ?? document;
  const win = (doc.defaultView ?? window) as Window & typeof globalThis;
  const policy = trustedPolicy(win);
  try {
    if (typeof source === 'string') {
      if (!source.trim()) return Promise.resolve('failed');
      const el = create(doc, opts.type);
      // A TrustedScript where the page enforces Trusted Types, a plain string elsewhere.
      // Handed over by name: the policy accepts this exact text, once, and nothing it was not handed.
      el.text = handOver('script', source, () => policy.createScript(source)) as string;
      insert(doc, el, opts);
      return Promise.resolve('ran');
    }
    const el = create(doc, source.type);
    // The runner's own sink: the Trusted Types policy's createScriptURL is the check for script addresses.
    // eslint-disable-next-line storefront/safe-url-attrs
    el.src = policy.createScriptURL(source.src) as string;
    const shown = source.src;
    return new Promise<RunResult>((resolve) => {
      const timeoutMs = opts.timeoutMs ?? (source.type === 'module' ? TIMEOUTS.module : TIMEOUTS.default);
      const done = (result: RunResult) => {
        clearTimeout(timer);
        el.removeEventListener('load', onLoad);
        el.removeEventListener('error', onError);
        resolve(result);
      };
      const onLoad = () => done('loaded');
      const onError = () => {
        console.warn(`[storefront] ${opts.caller}: script "${shown}" failed to load`);
        done('failed');
      };
      const timer = setTimeout(() => {
        console.warn(`[storefront] ${opts.caller}: script "${shown}" did not load within ${timeoutMs} ms`);
        done('timeout');
      }, timeoutMs);
      el.addEventListener('load', onLoad);
      el.addEventListener('error', onError);
      insert(doc, el, opts);
    });
  } catch (e) {
    const what = typeof source === 'string' ? 'an inline script' : `script "${source.src}"`;
    console.warn(`[storefront] ${opts.caller}: ${what} was not run (${String(e)})`);
    return Promise.resolve('failed');
  }
}
