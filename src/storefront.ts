/**
 * The one script a theme adds:
 *   <script type="module" src="https://cdn.example/storefront/storefront.js"></script>
 * It finds the islands' containers and wakes each one when its trigger fires. React, the
 * store and every island are separate chunks fetched only when needed.
 */
import { boot } from '../core/mount/boot';
import { registry } from './registry';
import { captureNonce } from '../core/dom/nonce';

// Now, while this module's own <script> is known: the CSP nonce that core/dom/run-script gives
// every script it creates (the theme puts it on this one tag: <script type="module" nonce="…">).
captureNonce(document, import.meta.url);

const start = () => boot(registry);

// A module script runs after parsing, but a theme may load it with `async` or inject it early.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
