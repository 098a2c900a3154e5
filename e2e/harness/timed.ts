/**
 * Where a file's time goes (STOREFRONT_E2E_PROFILE=1): the harness's steps summed per file, written to
 * node_modules/.cache/storefront-test-times/profile-<build>-<file>.json after the file's last test. A step
 * still running after 30 s is named in the log.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { ROOT } from './env';

const profile = new Map<string, { n: number; ms: number }>();
const profiling = !!process.env.STOREFRONT_E2E_PROFILE;
let profiledFile = '';
if (profiling) {
  // Registered while the test file imports the harness: runs after the file's own tests.
  afterAll(() => {
    if (!profile.size) return;
    const dir = process.env.STOREFRONT_TEST_REPORTS || join(ROOT, 'node_modules', '.cache', 'storefront-test-times');
    const build = process.env.STOREFRONT_OUT_DIR?.includes('lean') ? 'lean' : 'react';
    const name = profiledFile.split('/').pop()?.replace(/\.e2e\.ts$/, '');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `profile-${build}-${name}.json`), JSON.stringify({ file: profiledFile, steps: Object.fromEntries(profile) }));
  });
}
/** Times one harness step when profiling. */
export async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  // A step that hangs shows up in the log by name (a test timeout alone names only the test).
  const started = Date.now();
  const watch = setInterval(() => {
    const test = expect.getState().currentTestName ?? '';
    console.warn(`[e2e] still in "${step}" after ${Math.round((Date.now() - started) / 1000)} s (${test})`);
  }, 30_000);
  watch.unref?.();
  try {
    return await timedWork(step, work);
  } finally {
    clearInterval(watch);
  }
}
async function timedWork<T>(step: string, work: () => Promise<T>): Promise<T> {
  if (!profiling) return work();
  profiledFile ||= expect.getState().testPath ?? '';
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    const p = profile.get(step) ?? { n: 0, ms: 0 };
    p.n++;
    p.ms += performance.now() - t0;
    profile.set(step, p);
  }
}
