import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first: the a11y sweep's and the fault matrix's files (a few lines each, so vitest's
 * own order, larger files first on a machine with no timings of its own, would run them last and end the
 * run with one worker busy and the other idle). Otherwise vitest's order.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => /(a11y-sweep|fault-matrix)-[\w-]+\.e2e\.ts$/.test(f.moduleId);
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

// Browser tests: node runs the tests, playwright-core drives Debian's Chromium against the
// built preview (dist/ + html-samples + the mock shop over HTTP). `npm run test:browser`
// builds first; global-setup starts `vite preview` once and hands its URL to every file.
const workers = Math.max(1, Number(process.env.STOREFRONT_BROWSER_WORKERS) || 2);

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Two files at a time (STOREFRONT_BROWSER_WORKERS), each with its own Chromium and its own preview
    // and mock shop (global-setup): a browser test mostly waits (the shop's answers, idle callbacks,
    // frames), so a second file uses the time the first leaves the cores idle.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
    testTimeout: 90_000,
    // Once more, on a fresh context, only a test that ended on a page headless Chromium stopped producing
    // frames for (e2e/harness/islands.ts, FRAME_STALL: the harness names it so only after 16 s without a frame).
    // Any other failure is final.
    retry: { count: 1, condition: /^\[frame stall\]/ },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    restoreMocks: true,
    // expect.poll waits for what the page does; its own default (1 s) is a bet on the machine's speed,
    // lost on a busy one. A poll still ends as soon as its condition holds.
    expect: { poll: { timeout: 15_000 } },
  },
});
