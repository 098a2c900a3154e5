import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// The config's own modules are named with their extension: Vite loads this file by bundling it and
// lists every import it could not load natively (the mock shop is loaded apart, see its plugin).
import { samples } from './scripts/vite/plugin-samples.ts';
import { savedPages } from './scripts/vite/plugin-saved-pages.ts';
import { mockShop } from './scripts/vite/plugin-mock-shop.ts';
import { entryBudget } from './scripts/vite/plugin-entry-budget.ts';
import { readFileSync } from 'node:fs';
import { readRegistry } from './scripts/build-reference.mjs';
import { CHUNK_HASH_LENGTH } from './scripts/chunk-names.mjs';

/**
 * The islands' folders of a chunk group, as the registry's rows name it (`chunk: '<group>'` beside the
 * island's row in src/registry.ts): a pattern for the group's test. A group no row names is a mistake here.
 */
const ROWS = readRegistry(readFileSync(fileURLToPath(new URL('./src/registry.ts', import.meta.url)), 'utf8'));
function islandsOf(group: string): string {
  const names = ROWS.filter((r) => r.fields.chunk === group).map((r) => r.name);
  if (!names.length) throw new Error(`vite.config.ts: no registry row names the chunk group "${group}"`);
  return String.raw`[\/]islands[\/](${names.join('|')})[\/]`;
}

/**
 * The lean build (`vite build --mode lean`, or STOREFRONT_BUILD=lean for the preview and tests): the
 * same source with React's packages resolved to preact/compat, written to dist/lean/. A theme
 * chooses it by pointing its script tag at dist/lean/storefront.js.
 */
export const LEAN_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // The runtime's unmount and first render, and a waiting store change rendered before an input's handlers:
  // Preact runs passive effects and cleanups only after the next paint.
  { find: /^\.\.\/render\/root-sync$/, replacement: fileURLToPath(new URL('./core/render/root-sync.lean.ts', import.meta.url)) },
];

// `npm start`: the html-samples against the mock shop. `npm run build`: dist/ with a stable
// storefront.js entry and content-hashed chunks that load relative to it (host anywhere), and the
// lean build in dist/lean/.
export default defineConfig(({ mode }) => {
  const lean = mode === 'lean' || process.env.STOREFRONT_BUILD === 'lean';
  return {
  base: './',
  plugins: [react(), samples(), savedPages(), mockShop(), entryBudget(/[\\/]core[\\/]mount[\\/]runtime\.tsx$/)],
  resolve: { alias: lean ? LEAN_ALIASES : [] },
  // No CORS: the preview's pages, the theme author's saved pages and their files are read by the preview's
  // own origin only (Vite's default lets any localhost origin, another local app, read them).
  server: { port: 5173, strictPort: false, cors: false },
  preview: { port: 4173, cors: false },
  build: {
    // STOREFRONT_OUT_DIR lets two builds (and their browser tests) run side by side without clobbering dist/.
    outDir: process.env.STOREFRONT_OUT_DIR || (lean ? 'dist/lean' : 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // No per-import preload lists: the entry preloads the runtime's shared chunks itself
    // (scripts/vite/plugin-entry-budget.ts), which keeps it under its 4 KB budget.
    modulePreload: false,
    rolldownOptions: {
      input: { storefront: 'src/storefront.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: '[name].js',
        // The hash's length is scripts/chunk-names.mjs's, which the benches and browser tests read names by.
        chunkFileNames: `chunks/[name]-[hash:${CHUNK_HASH_LENGTH}].js`,
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Few, cacheable chunks grouped by page type and wake moment (the request budgets: at most 15
          // of our JS files on a product page, 10 elsewhere): the core with React, the page frame's
          // islands, the product page's islands, the server-HTML islands. Every other island keeps its own chunk.
          // The entry's own modules (boot, loaders, wake, inserted, triggers, attrs, theme, page) stay out, so it
          // imports nothing.
          // The islands' groups take the folders whose registry rows name them (`chunk`, src/registry.ts).
          groups: [
            // The islands every IdoSell page has a container for (the header's basket, the page itself): one
            // request. Only islands whose container is part of the platform's page frame belong here, so the
            // group never brings code for an island that is not on the page.
            // The product data's parsers and the product-page maths, read at load by the store, with the product
            // islands' load jobs: what a product page evaluates at load, never in the islands' chunk, which imports
            // the renderer. Not in 'jobs' (every page evaluates that), so before it.
            { name: 'product-data', priority: 2, test: /[\\/]core[\\/]product[\\/]|[\\/]islands[\\/]product-[^\\/]+[\\/](job|at-load)\.ts$/ },
            // The load jobs and the React-free modules they share with their islands: one small
            // request at the load event, never in an island's chunk (those import the renderer, which a job
            // must not evaluate). Before 'frame' and 'product', after 'core' (whose modules stay there).
            // The passkey islands' load job with the React-free WebAuthn checks it makes: only pages
            // with a passkey container fetch it (not in 'jobs', which every page evaluates); never in 'webauthn',
            // which holds the sign-in island and so imports the renderer.
            { name: 'passkey-job', priority: 2, test: /[\\/]islands[\\/]passkey-(sign-in|register)[\\/]job\.ts$|[\\/]core[\\/]webauthn[\\/](load-job|availability|device|config|formats)\.ts$/ },
            // The calendar's load job with the texts and opener it shares with its island: only pages with a calendar
            // fetch it (not in 'jobs', which every page evaluates); never in the island's chunk (React, dayjs).
            { name: 'calendar-job', priority: 2, test: /[\\/]islands[\\/]calendar[\\/](job|opener|texts)\.ts$/ },
            { name: 'jobs', priority: 2, test: /[\\/]islands[\\/][^\\/]+[\\/](job|wake|theme-hooks|bodies|at-load)\.ts$/ },
            { name: 'frame', priority: 1, test: new RegExp(islandsOf('frame')) },
            // The page frame's DOM islands (mounted without the renderer, so never in a chunk that
            // imports it): one request for those a page starts at idle. The frame's bars, banners, view switch
            // and phone grid (1–2 KB each) are here too: every sample page but the order process has all four,
            // and four requests of their own put every page over its budget of ten requests;
            // a page without one of them fetches its 1–2 KB unused (docs/quality.md).
            { name: 'frame-dom', priority: 1, test: new RegExp(islandsOf('frame-dom')) },
            // The frame's islands that wait for the shopper's first scroll (trigger 'scroll'): one request
            // then, never before; out of 'frame-dom', which every page evaluates at idle.
            { name: 'frame-scroll', priority: 1, test: new RegExp(islandsOf('frame-scroll')) },
            // Every product page's islands (woken together at the shopper's intent, islands/product-form/job.ts):
            // one request. The product islands that only some product pages have (subscription, rebates,
            // points, notify) keep chunks of their own.
            { name: 'product', priority: 1, test: new RegExp(islandsOf('product')) },
            // The prices (a DOM island): never in 'product', which imports the renderer. A size's new price is
            // what the first tap waits to see, and it is written with no React or Preact evaluated for it.
            { name: 'product-prices', priority: 1, test: new RegExp(islandsOf('product-prices')) },

            // The passkey islands' shared WebAuthn code, with the sign-in island (every page that has a
            // passkey island has that one); the register island keeps its own chunk.
            { name: 'webauthn', priority: 1, test: new RegExp(String.raw`[\\/]core[\\/]webauthn[\\/]|` + islandsOf('webauthn')) },
            // Server HTML going into the page: the sanitizer (DOMPurify stays a chunk of its own, loaded
            // only where the browser has no native Sanitizer API), the handler cut, and the bulk island,
            // which every page mounts at load. One request for the islands that insert server HTML.
            { name: 'server-html', priority: 1, test: /[\\/]core[\\/]dom[\\/](sanitize|sanitize-native|drop-handlers|owner-html)\.ts$|[\\/]islands[\\/]bulk[\\/]inject\.ts$/ },
            {
              name: 'renderer',
              // React (or Preact) and everything of ours that imports it: the React runtime, the shared
              // components and hooks, the barrels that re-export hooks (core/store, core/texts). Evaluated
              // only when a React island wakes (the renderer waits for the shopper); nothing in
              // 'core' imports it statically (core/mount/react-ready.ts loads it once it may run), so a DOM
              // island or a load job never evaluates it. After 'core' (a group
              // takes its modules' dependencies too): the store and the texts under the barrels stay there.
              priority: 2,
              test: /[\\/]core[\\/](mount[\\/](runtime|boundary|react-eval|rehearse)|render[\\/]|ui[\\/]|store[\\/](react|index)\.ts|texts[\\/](use-texts|index)\.ts|dom[\\/]patch\.ts)|node_modules[\\/](use-sync-external-store|react|react-dom|scheduler|preact)[\\/]|node_modules[\\/]zustand[\\/].*react/,
            },
            {
              name: 'core',
              // The core every island uses without the renderer (the store, zustand's vanilla store, ky, the
              // DOM helpers, the DOM runtime): one request. Captures before 'product', so shared core modules
              // (money, coerce) stay here. core/webauthn stays out: the two passkey islands share it in their
              // own chunk, no other page loads it. The sanitizer stays out too (see 'server-html'), or every
              // page would load it.
              priority: 3,
              test: /[\\/]core[\\/](?!debug[\\/]|mount[\\/](boot|loaders|wake|inserted|attrs|triggers|theme|runtime|boundary|react-eval|rehearse)|render[\\/]|ui[\\/]|store[\\/](react|index)\.ts|texts[\\/](use-texts|index)\.ts|dom[\\/]patch\.ts|page[\\/]page\.ts|product[\\/]|webauthn[\\/]|dom[\\/](sanitize|drop-handlers|owner-html)|store[\\/]basket-fetch|region[\\/]|mount[\\/]counterpart)|node_modules[\\/](zustand[\\/]esm[\\/]vanilla|ky[\\/])|[\\/]islands[\\/]bulk[\\/](?!inject)/,
            },
          ],
        },
      },
    },
  },
};
});
