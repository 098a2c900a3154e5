import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** The nonce every sample's script tags carry (html-samples: nonce="preview-nonce"). */
export const PREVIEW_NONCE = 'preview-nonce';
/**
 * The CSP a strict shop sends: nonce + strict-dynamic, Trusted Types required; <style> and
 * <link rel="stylesheet"> elements only from the shop's origin or with the nonce (the owner's
 * snippet styles get it), frames only from the shop's origin or https.
 */
export const PREVIEW_CSP = `script-src 'nonce-${PREVIEW_NONCE}' 'strict-dynamic'; require-trusted-types-for 'script'; style-src-elem 'self' 'nonce-${PREVIEW_NONCE}'; frame-src 'self' https:`;
const CSP_COOKIE = 'storefront_csp';

/**
 * The CSP preview switch: `?csp=1` on a sample's address serves it with PREVIEW_CSP and sets the
 * cookie storefront_csp=1, so the pages it links to (and partial loads) keep it; `?csp=0` clears it.
 */
const cspSwitch: Connect.NextHandleFunction = (req, res, next) => {
  const [path = '', query = ''] = (req.url ?? '').split('?');
  if (!(path.startsWith('/html-samples/') || path.startsWith('/template-pages/') || path.startsWith('/product-')) || !path.endsWith('.html')) return next();
  const flag = new URLSearchParams(query).get('csp');
  const cookie = new RegExp(`(?:^|;\\s*)${CSP_COOKIE}=1(?:;|$)`).test(req.headers.cookie ?? '');
  if (flag === '1') res.setHeader('Set-Cookie', `${CSP_COOKIE}=1; Path=/; SameSite=Lax`);
  if (flag === '0') res.setHeader('Set-Cookie', `${CSP_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  if (flag === '1' || (flag !== '0' && cookie)) res.setHeader('Content-Security-Policy', PREVIEW_CSP);
  next();
};

/**
 * `/template-pages/<page>-<part>.html`: `<page>.html` as the platform renders it with one more block,
 * `partials/<part>.html` (its first line `<!-- before: ANCHOR -->` says where: before the first ANCHOR), e.g.
 * `projector-101-added.html`, the page the shop answers a native add with; null for any other address.
 */
function composedVariant(dir: string, file: string): string | null {
  const m = /^(.+)-([a-z]+)\.html$/.exec(file);
  if (!m || existsSync(file)) return null;
  const page = `${m[1]}.html`;
  const block = join(dir, 'partials', `${m[2]}.html`);
  if (!existsSync(page) || !existsSync(block)) return null;
  const part = readFileSync(block, 'utf8');
  const anchor = /^<!-- before: (.+?) -->/.exec(part)?.[1];
  const html = readFileSync(page, 'utf8');
  return anchor && html.includes(anchor) ? html.replace(anchor, `${part}${anchor}`) : null;
}

/**
 * The cookie `storefront_page_delay=<ms>`: every page (HTML) this browser asks for afterwards is answered that
 * many ms late, as a real shop takes to render one (the bench's navigation scenario sets it); at most 5 s.
 */
const DELAY_COOKIE = 'storefront_page_delay';
export function pageDelay(cookie: string | undefined): number {
  const m = new RegExp(`(?:^|;\\s*)${DELAY_COOKIE}=(\\d+)`).exec(cookie ?? '');
  return m ? Math.min(5000, Number(m[1])) : 0;
}

/**
 * A product page at the address the platform gives it, `/product-<lang>-<id>-<name>.html`: the template page
 * of that product (fixtures/template-pages/projector-<id>.html), where there is one; null otherwise. The
 * template pages link their products so, and the browser's navigation prefetch fetches them there.
 */
export function shopPage(path: string, templates: string): string | null {
  const m = /^\/product-[a-z]{2,3}-(\d+)-[^/]*\.html$/.exec(path);
  if (!m) return null;
  const file = join(templates, `projector-${m[1]}.html`);
  return existsSync(file) ? file : null;
}

/** The address the sample pages (and a theme) load the library from. */
const ENTRY_URL = '/storefront.js';

/**
 * Preview-only: `/` opens the sample index; in dev `/storefront.js` is the TypeScript entry
 * (so the sample pages carry the same script tag a theme does), resolved as a module id, so both
 * the page's request and Vite's pre-transform of the pages' script tags find it; in the built
 * preview the samples are served as static files next to dist/.
 */
export function samples(): Plugin {
  // The samples, and the pages written from the platform's own template markup (fixtures/template-pages,
  // kept apart from the samples: the browser tests open them as a real shop's pages).
  const dirs: Record<string, string> = {
    '/html-samples/': resolve(import.meta.dirname, '../../html-samples'),
    '/template-pages/': resolve(import.meta.dirname, '../../fixtures/template-pages'),
  };
  const entry = resolve(import.meta.dirname, '../../src/storefront.ts');
  let serving = false;
  const redirectIndex: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.statusCode = 302;
      res.setHeader('Location', '/html-samples/index.html');
      res.end();
      return;
    }
    next();
  };
  const serveStatic: Connect.NextHandleFunction = (req, res, next) => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    const html = path.endsWith('.html');
    const delay = html ? pageDelay(req.headers.cookie) : 0;
    if (delay > 0 && !(req as { delayed?: boolean }).delayed) {
      (req as { delayed?: boolean }).delayed = true;
      setTimeout(() => serveStatic(req, res, next), delay);
      return;
    }
    const product = shopPage(path, dirs['/template-pages/']!);
    if (product) {
      res.setHeader('Content-Type', TYPES['.html']!);
      res.setHeader('Cache-Control', 'no-store');
      createReadStream(product).pipe(res);
      return;
    }
    const prefix = Object.keys(dirs).find((p) => path.startsWith(p));
    if (!prefix) return next();
    const dir = dirs[prefix]!;
    const file = normalize(join(dir, path.slice(prefix.length)));
    if (!file.startsWith(dir)) return next();
    const added = prefix === '/template-pages/' ? composedVariant(dir, file) : null;
    if (added !== null) {
      res.setHeader('Content-Type', TYPES['.html']!);
      res.setHeader('Cache-Control', 'no-store');
      res.end(added);
      return;
    }
    if (!existsSync(file) || !statSync(file).isFile()) return next();
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-store');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'storefront-samples',
    // Dev: Vite's own injected tags (client, React refresh) carry the samples' nonce too, so the CSP
    // switch works on `npm start`; the built library is plain JS and not affected.
    config: () => ({ html: { cspNonce: PREVIEW_NONCE } }),
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // Dev only: a build's input is src/storefront.ts itself, and nothing imports the address.
    resolveId(id) {
      return serving && id === ENTRY_URL ? entry : undefined;
    },
    configureServer(server) {
      server.middlewares.use(redirectIndex);
      server.middlewares.use(cspSwitch);
      // Dev serves the samples from the root itself; the template pages live under fixtures/.
      server.middlewares.use((req, res, next) => (/^\/(template-pages\/|product-)/.test(req.url ?? '') ? serveStatic(req, res, next) : next()));
    },
    configurePreviewServer(server) {
      server.middlewares.use(redirectIndex);
      server.middlewares.use(cspSwitch);
      server.middlewares.use(serveStatic);
    },
  };
}
