// The page's CSP nonce as kept at boot (core/dom/nonce.ts, in the entry chunk, keeps it on the document
// under a registered symbol; this file reads it from any chunk without importing the entry). Everything
// the library inserts that a strict CSP checks by nonce carries it: the scripts it runs
// (core/dom/run-script), the shop owner's <style> elements (core/dom/owner-html) and the islands' own
// small <style> elements (bars, calendar, toasts), so `style-src-elem 'nonce-…'` lets them through.

/** Same registered symbol as core/dom/nonce.ts. */
const NONCE_KEY = Symbol.for('storefront.csp-nonce');

/** The nonce captured at boot; else the first nonce'd script's property (tests, late boots); '' without one. */
export function pageNonce(doc: Document = document): string {
  const kept = (doc as Document & { [NONCE_KEY]?: string })[NONCE_KEY];
  if (typeof kept === 'string') return kept;
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
