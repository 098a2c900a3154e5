import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests: happy-dom + Testing Library + msw/node (the mock shop).
// Browser tests live in e2e/ with their own config; sanitizer tests opt into jsdom/Chromium per file.
export default defineConfig({
  plugins: [react()],
  test: {
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
