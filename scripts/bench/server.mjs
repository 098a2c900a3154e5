/* global console, process, URL */
/** The built preview (dist/ or $STOREFRONT_OUT_DIR at /, html-samples at /html-samples/, the mock shop) on a free port. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OUT_DIR = process.env.STOREFRONT_OUT_DIR || 'dist';

export async function startPreview(outDir = OUT_DIR) {
  // STOREFRONT_OUT_DIR (as for the build and the browser tests): vite.config.ts serves that folder.
  // vite.config.ts reads STOREFRONT_OUT_DIR each time the config is evaluated (once per server).
  process.env.STOREFRONT_OUT_DIR = outDir;
  if (!existsSync(`${ROOT}/${outDir}/storefront.js`)) {
    throw new Error(`${outDir}/storefront.js is missing: run \`npm run bench\` (it builds first) or \`npx vite build\`.`);
  }
  const server = await preview({
    root: ROOT,
    configFile: `${ROOT}/vite.config.ts`,
    logLevel: 'warn',
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('vite preview did not report a TCP address');
  const baseURL = `http://127.0.0.1:${address.port}`;
  console.log(`[bench] vite preview of ${outDir}/ at ${baseURL}`);
  return { baseURL, close: () => server.close() };
}
