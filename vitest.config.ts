import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LEAN_ALIASES } from './vite.config.ts';

// STOREFRONT_BUILD=lean (`npm run test:unit:lean`): the same tests against preact/compat, as the lean
// build ships. Testing Library is inlined so its imports of react-dom resolve through the aliases too.
const lean = process.env.STOREFRONT_BUILD === 'lean';

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
    include: ['{core,islands,src,fixtures,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['fixtures/test-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    pool: 'threads',
    maxWorkers: 2,
  },
});
