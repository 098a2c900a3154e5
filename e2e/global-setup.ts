import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker, e.g. http://127.0.0.1:41234 — the built preview: dist/ at /, samples at /html-samples/. */
    baseURLs: string[];
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the built preview (the project's vite.config.ts, so the samples and mock-shop plugins run) on a
 * free port, once per worker: each preview has its own mock shop (its basket, accounts, faults' state),
 * so two files running at once never see each other's shop. A worker uses the preview of its pool id.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = process.env.STOREFRONT_OUT_DIR || 'dist';
  if (!existsSync(`${root}/${outDir}/storefront.js`)) {
    throw new Error(`${outDir}/storefront.js is missing: run \`npm run test:browser\` (it builds first) or \`npx vite build\`.`);
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers: PreviewServer[] = [];
  for (let i = 0; i < workers; i++) {
    servers.push(
      await preview({
        root,
        configFile: `${root}/vite.config.ts`,
        logLevel: 'warn',
        preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
      }),
    );
  }
  const baseURLs = servers.map((server) => {
    const address = server.httpServer.address() as AddressInfo | null;
    if (!address || typeof address === 'string') throw new Error('vite preview did not report a TCP address');
    return `http://127.0.0.1:${address.port}`;
  });
  project.provide('baseURLs', baseURLs);
  console.log(`[e2e] vite preview at ${baseURLs.join(', ')}`);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
