/**
 * The one script a theme adds:
 *   <script type="module" src="https://cdn.example/storefront/storefront.js"></script>
 * It finds the islands' containers and wakes each one when its trigger fires. React, the
 * store and every island are separate chunks fetched only when needed.
 */
import { boot } from '../core/mount/boot';
import { registry } from './registry';

// This module's own URL, by which core/dom/page-nonce finds its <script> tag when it first needs the CSP
// nonce the theme put there (<script type="module" nonce="…">). The same registered symbol as
// core/dom/nonce.ts's ENTRY_URL_KEY, written out: importing it would add its module to the entry.
(document as Document & Record<symbol, string>)[Symbol.for('storefront.entry-url')] = import.meta.url;

// A page the browser prerenders (the navigation island's rules) is not the shopper's yet: nothing of ours
// runs (no call, no snippet, no count) until it is shown.
const start = (): void => {
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', start, { once: true });
  else boot(registry);
};

// A module script runs after parsing, but a theme may load it with `async` or inject it early.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
