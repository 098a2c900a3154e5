// The page's CSP nonce, read from the script tag that loaded the entry (core/dom/page-nonce reads it the
// first time it is needed). Browsers hide the nonce *attribute* after load (it reads as ""), but the
// element's `nonce` property keeps it. It is kept on the document under a registered symbol, beside the
// entry's URL, which the entry records there itself (src/storefront.ts: it imports nothing of this).
// (Any script on the page can read script.nonce anyway.)

export const NONCE_KEY = Symbol.for('storefront.csp-nonce');
/** The entry's own URL, recorded on the document by the entry (src/storefront.ts writes the same symbol). */
export const ENTRY_URL_KEY = Symbol.for('storefront.entry-url');

type WithNonce = Document & { [NONCE_KEY]?: string };

/**
 * The entry's own <script>: matched by its URL (module scripts have no currentScript); without the URL, the
 * one the entry recorded on the document.
 */
export function entryScript(doc: Document, entryUrl: string | undefined = entryUrlOf(doc)): HTMLScriptElement | null {
  if (entryUrl) {
    for (const s of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
      try {
        if (new URL(s.getAttribute('src') ?? '', doc.baseURI).href === entryUrl) return s;
      } catch {
        /* an unparsable src is not ours */
      }
    }
  }
  // Dev servers rewrite the entry's URL; then the first script that carries a nonce.
  for (const s of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) if (s.nonce || s.getAttribute('nonce')) return s;
  return null;
}

function entryUrlOf(doc: Document): string | undefined {
  const url = (doc as Document & { [ENTRY_URL_KEY]?: unknown })[ENTRY_URL_KEY];
  return typeof url === 'string' ? url : undefined;
}

/** Reads and keeps the nonce (empty string when the page has none). */
export function captureNonce(doc: Document = document, entryUrl?: string): string {
  const script = entryScript(doc, entryUrl);
  const nonce = script?.nonce || script?.getAttribute('nonce') || '';
  (doc as WithNonce)[NONCE_KEY] = nonce;
  return nonce;
}
