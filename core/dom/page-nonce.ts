// The page's CSP nonce, read from the entry's own <script> the first time something needs it (the entry
// records its URL on the document under a registered symbol: src/storefront.ts) and kept on the document
// (core/dom/nonce.ts). Reading it here, outside the entry, keeps the entry within its size budget. Everything
// the library inserts that a strict CSP checks by nonce carries it: the scripts it runs
// (core/dom/run-script), the shop owner's <style> elements (core/dom/owner-html) and the islands' own
// small <style> elements (bars, calendar, toasts), so `style-src-elem 'nonce-…'` lets them through.

import { captureNonce, ENTRY_URL_KEY, NONCE_KEY } from './nonce';

/**
 * The nonce kept on the document; else the entry's script's, read now and kept; else (no entry recorded:
 * tests, late boots) the first nonce'd script's property; '' without one.
 */
export function pageNonce(doc: Document = document): string {
  const d = doc as Document & { [NONCE_KEY]?: string; [ENTRY_URL_KEY]?: unknown };
  const kept = d[NONCE_KEY];
  if (typeof kept === 'string') return kept;
  if (typeof d[ENTRY_URL_KEY] === 'string') return captureNonce(doc, d[ENTRY_URL_KEY]);
  for (const s of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    const nonce = s.nonce || s.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return '';
}

/** The nonce as a prop for an element an island renders (`undefined` leaves the attribute out). */
export function nonceProp(doc: Document = document): string | undefined {
  return pageNonce(doc) || undefined;
}
