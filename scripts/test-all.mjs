#!/usr/bin/env node
/* global process, console, URL */
// `npm test`: every phase (types, lint and the builds at once: each keeps one core busy at most; then unit on
// both builds; then browser on both builds), each timed. The run ends with the time per phase and the 10 slowest test files per build, so the next
// person sees where the time goes before it grows; past GUARD_MIN minutes it warns, naming the slowest
// phase (a guard, never a failure: speed is the benchmark's business, not a test's).
//
// A phase that fails stops the run with its exit code, as `a && b && c` did.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { tagOutput } from './tag-output.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = join(ROOT, 'node_modules', '.cache', 'storefront-test-times');
const GUARD_MIN = 40;

/**
 * The steps, in order; the phases of one step run at once (their output is tagged). `report` names a
 * vitest JSON report whose per-file times are listed at the end.
 */
export const STEPS = [
  [
    { name: 'typecheck', cmd: 'npm run --silent typecheck' },
    { name: 'lint', cmd: 'npm run --silent lint' },
    { name: 'build', cmd: 'node scripts/ensure-chromium.mjs && npm run --silent build' },
  ],
  [{ name: 'unit (React)', cmd: 'vitest run', report: 'unit-react' }],
  [{ name: 'unit (lean)', cmd: 'vitest run', env: { STOREFRONT_BUILD: 'lean' }, report: 'unit-lean' }],
  [{ name: 'browser (both builds)', cmd: 'node scripts/browser-tests.mjs', reports: ['browser-react', 'browser-lean'] }],
];
export const PHASES = STEPS.flat();

const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

/** Runs one phase; with `tag`, each line of its output is prefixed (phases running at once). */
function run(phase, tag) {
  const reporter = phase.report ? ` --reporter=default --reporter=json --outputFile.json=${join(REPORTS, `${phase.report}.json`)}` : '';
  const cmd = `${phase.cmd}${reporter}`.replace(/^vitest /, 'npx vitest ');
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      cwd: ROOT,
      shell: true,
      stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...phase.env, STOREFRONT_TEST_REPORTS: REPORTS },
    });
    if (tag) tagOutput(child, tag);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The failed tests of a vitest JSON report: file › full title, and the first line of the error. Printed last, so
 * the tail of a long log (all a CI page may keep) names what failed.
 */
export function failures(path) {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return (report.testResults ?? []).flatMap((r) => {
    const file = relative(ROOT, r.name);
    const failed = (r.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => `${file} › ${a.fullName ?? a.title}\n      ${String(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    // A file that failed to load (or whose hooks threw) has no failed test to name.
    if (!failed.length && r.status === 'failed') failed.push(`${file}\n      ${String(r.message ?? '').split('\n')[0].slice(0, 300)}`);
    return failed;
  });
}

/** [file, ms] of a vitest JSON report, slowest first. */
export function fileTimes(path) {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return (report.testResults ?? [])
    .map((r) => [relative(ROOT, r.name), Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0))])
    .sort((a, b) => b[1] - a[1]);
}

async function main() {
  // An earlier run's reports would name its failures and times as this run's.
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const times = [];
  const start = Date.now();
  for (const step of STEPS) {
    console.log(`\n[test] ${step.map((p) => p.name).join(' + ')} …`);
    const codes = await Promise.all(
      step.map(async (phase) => {
        const t0 = Date.now();
        const code = await run(phase, step.length > 1 ? phase.name : undefined);
        times.push([phase.name, Date.now() - t0]);
        return [phase.name, code];
      }),
    );
    const failed = codes.find(([, code]) => code !== 0);
    if (failed) {
      summary(times, Date.now() - start);
      console.error(`\n[test] ${failed[0]} failed (exit ${failed[1]})`);
      process.exit(failed[1]);
    }
  }
  summary(times, Date.now() - start);
}

function summary(times, total) {
  console.log('\n[test] time per phase');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(24)} ${fmt(ms).padStart(12)}`);
  console.log(`  ${'total'.padEnd(24)} ${fmt(total).padStart(12)}`);
  for (const [label, file] of [
    ['unit (React)', 'unit-react'],
    ['unit (lean)', 'unit-lean'],
    ['browser (React)', 'browser-react'],
    ['browser (lean)', 'browser-lean'],
  ]) {
    const slowest = fileTimes(join(REPORTS, `${file}.json`)).slice(0, 10);
    if (!slowest.length) continue;
    console.log(`\n[test] slowest files, ${label}`);
    for (const [name, ms] of slowest) console.log(`  ${fmt(ms).padStart(12)}  ${name}`);
  }
  for (const [label, file] of [
    ['unit (React)', 'unit-react'],
    ['unit (lean)', 'unit-lean'],
    ['browser (React)', 'browser-react'],
    ['browser (lean)', 'browser-lean'],
  ]) {
    const failed = failures(join(REPORTS, `${file}.json`));
    if (!failed.length) continue;
    console.log(`\n[test] failed, ${label}`);
    for (const line of failed) console.log(`  ✗ ${line}`);
  }
  if (total > GUARD_MIN * 60_000) {
    const [name, ms] = [...times].sort((a, b) => b[1] - a[1])[0];
    console.warn(`\n[test] warning: the run took ${fmt(total)}, over ${GUARD_MIN} min; the slowest phase is ${name} (${fmt(ms)}). Make it faster; never skip or narrow a test.`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
