import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 — the built preview: dist/ at /, samples at /html-samples/. */
    baseURL: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts the built preview (the project's vite.config.ts, so the samples and mock-shop plugins run) on a free port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = process.env.STOREFRONT_OUT_DIR || 'dist';
  if (!existsSync(`${root}/${outDir}/storefront.js`)) {
    throw new Error(`${outDir}/storefront.js is missing: run \`npm run test:browser\` (it builds first) or \`npx vite build\`.`);
  }
  const server: PreviewServer = await preview({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: 'warn',
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  const address = server.httpServer.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('vite preview did not report a TCP address');
  const baseURL = `http://127.0.0.1:${address.port}`;
  project.provide('baseURL', baseURL);
  console.log(`[e2e] vite preview at ${baseURL}`);
  return async () => {
    await server.close();
  };
}
