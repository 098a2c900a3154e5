import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, normalize, sep } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { escapeAttr, prepareSavedPage, SAVED_PAGE_CSP } from './saved-page.ts';
import { PREVIEW_NONCE } from './plugin-samples.ts';

/**
 * The theme author's own pages in the preview.
 *
 * - `STOREFRONT_PAGES` (a JSON list of absolute paths; scripts/start.mjs sets it from `--page`, scripts/doctor.mjs
 *   from its arguments): page N is served at `/saved/N/<its file name>`, and the files beside it (a "Web page,
 *   complete" save's folder) at `/saved/N/…`.
 * - `POST /__storefront/saved` (the index's drop zone; the file name in `x-file-name`) keeps a page in memory
 *   for as long as the server runs and answers `{ "url": "/saved/uK/<name>" }`.
 * - `GET /__storefront/saved.json`: every page, for the index's list.
 *
 * A page is served through prepareSavedPage (scripts/vite/saved-page.ts) with `?theme-scripts=keep` or
 * blocked (the default), under SAVED_PAGE_CSP (nothing from other origins); the mock shop answers its calls
 * as it does the samples'. Add `?storefront-debug` for the report (core/debug/overlay.ts).
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
const MAX_UPLOAD = 10 * 1024 * 1024;
/** Uploads kept at once (the oldest goes): a dev server's memory is not a store. */
const MAX_UPLOADS = 20;

/**
 * The file `rest` names beside the saved page `pageFile`, or null: a file a page loads (by its extension), no
 * hidden part, and inside the page's folder once every link is followed (a link in the folder to /etc/passwd
 * is outside it).
 */
export function fileBeside(pageFile: string, rest: string): string | null {
  const asked = normalize(join(dirname(pageFile), rest));
  if (!(extname(asked).toLowerCase() in TYPES) || rest.split('/').some((part) => part.startsWith('.'))) return null;
  try {
    const dir = realpathSync(dirname(pageFile));
    const file = realpathSync(asked);
    return file.startsWith(dir + sep) && statSync(file).isFile() ? file : null;
  } catch {
    // Not there (or not readable).
    return null;
  }
}

interface SavedPage {
  id: string;
  name: string;
  /** The file on disk, or the uploaded text. */
  file?: string;
  text?: string;
}

/** The pages `--page` named: files, or every .html/.htm file of a folder (scripts/start.mjs expands folders). */
export function pagesFromEnv(env: string | undefined): SavedPage[] {
  if (!env) return [];
  let list: unknown;
  try {
    list = JSON.parse(env);
  } catch {
    throw new Error(`STOREFRONT_PAGES is not a JSON list of paths: ${env.slice(0, 80)}`);
  }
  if (!Array.isArray(list)) throw new Error('STOREFRONT_PAGES is not a JSON list of paths');
  return list.map((file, i) => ({ id: String(i), name: basename(String(file)), file: String(file) }));
}

export const savedUrl = (page: { id: string; name: string }) => `/saved/${page.id}/${encodeURIComponent(page.name)}`;

export function savedPages(): Plugin {
  const pages = pagesFromEnv(process.env.STOREFRONT_PAGES);
  let uploads = 0;
  let dev: ViteDevServer | undefined;

  const list: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/__storefront/saved.json' && req.method === 'GET') {
      res.setHeader('Content-Type', TYPES['.json']!);
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(pages.map((p) => ({ name: p.name, url: savedUrl(p), from: p.file ? 'file' : 'upload' }))));
      return;
    }
    if (path === '/__storefront/saved' && req.method === 'POST') {
      // Only the preview's own index may upload: a custom header (another origin's fetch would need a preflight
      // the dev server's CORS refuses) and, where the browser says it, a same-origin request. Any page the
      // developer visits could otherwise store a page here and open it on the preview's origin.
      const site = req.headers['sec-fetch-site'];
      if (typeof req.headers['x-file-name'] !== 'string' || (site !== undefined && site !== 'same-origin')) {
        res.statusCode = 403;
        res.setHeader('Content-Type', TYPES['.json']!);
        res.end(JSON.stringify({ error: 'uploads come from the preview index only' }));
        req.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= MAX_UPLOAD) chunks.push(c);
      });
      req.on('end', () => {
        res.setHeader('Content-Type', TYPES['.json']!);
        if (size > MAX_UPLOAD) {
          res.statusCode = 413;
          res.end(JSON.stringify({ error: `the page is larger than ${MAX_UPLOAD / 1024 / 1024} MB` }));
          return;
        }
        let raw = String(req.headers['x-file-name']);
        try {
          raw = decodeURIComponent(raw);
        } catch {
          /* not percent-encoded: the name as sent */
        }
        const name = basename(raw).replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || 'page.html';
        const page: SavedPage = { id: `u${++uploads}`, name: /\.html?$/i.test(name) ? name : `${name}.html`, text: Buffer.concat(chunks).toString('utf8') };
        pages.push(page);
        const kept = pages.filter((p) => p.text !== undefined);
        if (kept.length > MAX_UPLOADS) pages.splice(pages.indexOf(kept[0]!), 1);
        res.end(JSON.stringify({ url: savedUrl(page) }));
      });
      return;
    }
    next();
  };

  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const [rawPath = '', query = ''] = (req.url ?? '').split('?');
    const m = /^\/saved\/([\w]+)\/(.+)$/.exec(rawPath);
    if (!m) return next();
    const page = pages.find((p) => p.id === m[1]);
    if (!page) return next();
    let rest: string;
    try {
      rest = decodeURIComponent(m[2]!);
    } catch {
      return next();
    }
    if (rest === page.name) {
      const source = page.text ?? readFileSync(page.file!, 'utf8');
      const keep = new URLSearchParams(query).get('theme-scripts') === 'keep';
      const prepared = prepareSavedPage(source, { keepThemeScripts: keep, entryUrl: '/storefront.js' });
      const send = (html: string) => {
        res.setHeader('Content-Type', TYPES['.html']!);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Security-Policy', SAVED_PAGE_CSP);
        res.end(html);
      };
      // Dev: Vite's own tags (its client, React's refresh preamble) go in as on the samples, with the page's own
      // nonce when its meta CSP has one (they get the samples' nonce, which that policy would refuse).
      const own = (html: string) => (prepared.nonce ? html.replaceAll(`nonce="${PREVIEW_NONCE}"`, `nonce="${escapeAttr(prepared.nonce)}"`) : html);
      if (dev) dev.transformIndexHtml(req.url ?? rawPath, prepared.html).then((html) => send(own(html)), next);
      else send(prepared.html);
      return;
    }
    // The files beside a page on disk (a complete save's folder), never outside that folder, and only what a page
    // loads (style sheets, scripts, images, fonts): no hidden files, nothing else of the folder the page was saved in.
    if (!page.file) return next();
    const file = fileBeside(page.file, rest);
    if (!file) return next();
    res.setHeader('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-store');
    createReadStream(file).pipe(res);
  };

  return {
    name: 'storefront-saved-pages',
    configureServer(server) {
      dev = server;
      server.middlewares.use(list);
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(list);
      server.middlewares.use(serve);
    },
  };
}
