import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: node runs the tests, playwright-core drives Debian's Chromium against the
// built preview (dist/ + html-samples + the mock shop over HTTP). `npm run test:browser`
// builds first; global-setup starts `vite preview` once and hands its URL to every file.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Two cores: one file, one browser, one page at a time keeps timings honest.
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    restoreMocks: true,
  },
});
