#!/usr/bin/env node
/* global process, console, URL */
// `npm test`: every phase in order (types, lint, unit on both builds, the builds, browser on both builds),
// each timed. The run ends with the time per phase and the 10 slowest test files per build, so the next
// person sees where the time goes before it grows; past GUARD_MIN minutes it warns, naming the slowest
// phase (a guard, never a failure: speed is the benchmark's business, not a test's).
//
// A phase that fails stops the run with its exit code, as `a && b && c` did.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = join(ROOT, 'node_modules', '.cache', 'storefront-test-times');
const GUARD_MIN = 30;

/** The phases; `report` names a vitest JSON report whose per-file times are listed at the end. */
export const PHASES = [
  { name: 'typecheck', cmd: 'npm run --silent typecheck' },
  { name: 'lint', cmd: 'npm run --silent lint' },
  { name: 'unit (React)', cmd: 'vitest run', report: 'unit-react' },
  { name: 'unit (lean)', cmd: 'vitest run', env: { STOREFRONT_BUILD: 'lean' }, report: 'unit-lean' },
  { name: 'build', cmd: 'node scripts/ensure-chromium.mjs && npm run --silent build' },
  { name: 'browser (both builds)', cmd: 'node scripts/browser-tests.mjs', reports: ['browser-react', 'browser-lean'] },
];

const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

function run(phase) {
  const reporter = phase.report ? ` --reporter=default --reporter=json --outputFile.json=${join(REPORTS, `${phase.report}.json`)}` : '';
  const cmd = `${phase.cmd}${reporter}`.replace(/^vitest /, 'npx vitest ');
  return new Promise((resolve) => {
    const child = spawn(cmd, { cwd: ROOT, shell: true, stdio: 'inherit', env: { ...process.env, ...phase.env, STOREFRONT_TEST_REPORTS: REPORTS } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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
  mkdirSync(REPORTS, { recursive: true });
  const times = [];
  const start = Date.now();
  for (const phase of PHASES) {
    const t0 = Date.now();
    console.log(`\n[test] ${phase.name} …`);
    const code = await run(phase);
    times.push([phase.name, Date.now() - t0]);
    if (code !== 0) {
      summary(times, Date.now() - start);
      console.error(`\n[test] ${phase.name} failed (exit ${code})`);
      process.exit(code);
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
  if (total > GUARD_MIN * 60_000) {
    const [name, ms] = [...times].sort((a, b) => b[1] - a[1])[0];
    console.warn(`\n[test] warning: the run took ${fmt(total)}, over ${GUARD_MIN} min; the slowest phase is ${name} (${fmt(ms)}). Make it faster; never skip or narrow a test.`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
