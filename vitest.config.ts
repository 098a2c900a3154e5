import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LEAN_ALIASES } from './vite.config.ts';

// STOREFRONT_BUILD=lean (`npm run test:unit:lean`): the same tests against preact/compat, as the lean
// build ships. Testing Library is inlined so its imports of react-dom resolve through the aliases too.
const lean = process.env.STOREFRONT_BUILD === 'lean';
const UNIT_FILES = '{core,islands,src,fixtures,scripts}/**/*.test.{ts,tsx}';
/**
 * Test files that replace modules (vi.mock, vi.doMock): found by reading them, so a new one is never
 * forgotten. They run with modules of their own; no other file may see their mocks.
 */
const ISOLATED = ['core', 'islands', 'src', 'fixtures', 'scripts'].flatMap((dir) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => `${dir}/${f.split(sep).join('/')}`)
    .filter((f) => /\.test\.tsx?$/.test(f) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(f, 'utf8'))),
);
const PREBUNDLED = ['graphql', '@testing-library/dom', '@testing-library/user-event', 'ky', 'fast-check', 'swiper', '@github/webauthn-json'];
const REACT_PREBUNDLED = ['@testing-library/react', 'react', 'react-dom', 'react-dom/client', 'zustand'];

// Unit and component tests: happy-dom + Testing Library + msw/node (the mock shop).
// Browser tests live in e2e/ with their own config; sanitizer tests opt into jsdom/Chromium per file.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: lean
      ? [
          // Its CommonJS main would require the real react-dom past the aliases; the ESM build imports.
          { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
          { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
          { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
          ...LEAN_ALIASES,
        ]
      : [],
  },
  test: {
    ...(lean ? { name: 'lean', server: { deps: { inline: [/@testing-library[\\/]react/, /[\\/]zustand[\\/]/, /use-sync-external-store/] } } } : {}),
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://shop.test/' } },
    setupFiles: ['fixtures/test-setup.ts'],
    // The debug report reads docs/examples/theme-required.css (`?raw`, core/debug/overlay.ts): its text, not
    // vitest's empty stand-in for style sheets.
    css: { include: [/theme-required\.css/] },
    restoreMocks: true,
    unstubGlobals: true,
    // Packages bundled once (esbuild) instead of loaded module by module for every test file: the unit
    // suite spent more than half its time loading modules again (setup and environment). Not msw (its
    // node parts), not dayjs (its locale plugins must share the instance the code imports). The lean
    // suite is not optimized: with the optimizer on (Preact in it or not) 15 of its tests failed, effects
    // running on another schedule than Testing Library's act (core/mount/wake-on.test.tsx).
    deps: { optimizer: { client: { enabled: !lean, include: [...REACT_PREBUNDLED, ...PREBUNDLED] } } },
    pool: 'threads',
    maxWorkers: 2,
    // Most files share their worker's modules and page (isolate: false): loading the setup, msw and the
    // mock shop again for each of 170 files was half of the suite's time. fixtures/test-setup.ts gives each
    // file a blank page and the shared store, shop and islands afresh. Files that replace modules with
    // vi.mock / vi.doMock keep modules of their own.
    projects: [
      { extends: true, test: { name: lean ? 'lean' : 'react', isolate: false, include: [UNIT_FILES], exclude: ISOLATED } },
      { extends: true, test: { name: lean ? 'lean (own modules)' : 'react (own modules)', include: ISOLATED } },
    ],
  },
});
