import { createReadStream, existsSync, statSync } from 'node:fs';
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

/**
 * Preview-only: `/` opens the sample index; in dev `/storefront.js` is the TypeScript entry
 * (so the sample pages carry the same script tag a theme does); in the built preview the
 * samples are served as static files next to dist/.
 */
export function samples(): Plugin {
  const dir = resolve(import.meta.dirname, '../../html-samples');
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
    if (!path.startsWith('/html-samples/')) return next();
    const file = normalize(join(dir, path.slice('/html-samples/'.length)));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return next();
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-store');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'storefront-samples',
    configureServer(server) {
      server.middlewares.use(redirectIndex);
      server.middlewares.use((req, _res, next) => {
        if (req.url?.split('?')[0] === '/storefront.js') req.url = '/src/storefront.ts';
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(redirectIndex);
      server.middlewares.use(serveStatic);
    },
  };
}
