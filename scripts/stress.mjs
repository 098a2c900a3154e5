#!/usr/bin/env node
/* global process, console, setInterval, clearInterval */
/**
 * `npm run test:stress`: the unit suite on a machine busy with other work.
 *
 * Starts CPU hogs (busy-looping node processes, normal priority) so that the runnable threads are
 * at least 4× the cores while vitest runs, then runs the unit suite, several times in a row
 * (default 3), stopping at the first red run. Runnable threads are sampled from /proc/loadavg
 * every 500 ms during each run; a run whose average oversubscription fell under the target does
 * not count as a pass (the stress was not real).
 *
 *   npm run test:stress                        3 runs, React build, hogs = 4 × cores
 *   npm run test:stress -- --runs 1 --lean     one run against the lean build
 *   npm run test:stress -- --factor 6          hogs = 6 × cores
 *   npm run test:stress -- islands/bulk        only these test paths (passed to vitest)
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const runs = Number(option('runs', 3));
const factor = Number(option('factor', 4));
const lean = flag('lean');
const cores = availableParallelism();
const hogCount = factor * cores;

const hogs = [];
const startHogs = () => {
  for (let i = 0; i < hogCount; i += 1) {
    hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
};
const stopHogs = () => {
  for (const hog of hogs.splice(0)) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopHogs(); process.exit(130); });

/** Runnable threads right now (the 4th field of /proc/loadavg is running/total). */
const runnable = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[3].split('/')[0]);

function runSuite() {
  return new Promise((resolve) => {
    const samples = [];
    const timer = setInterval(() => samples.push(runnable()), 500);
    const started = Date.now();
    const env = { ...process.env, ...(lean ? { STOREFRONT_BUILD: 'lean' } : {}) };
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], { stdio: 'inherit', env });
    child.on('exit', (code) => {
      clearInterval(timer);
      const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
      resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000, oversubscription: mean / cores });
    });
  });
}

startHogs();
console.log(`[stress] ${hogCount} CPU hogs on ${cores} cores, ${runs} run(s) of the unit suite${lean ? ' (lean build)' : ''}`);
const results = [];
for (let i = 1; i <= runs; i += 1) {
  const result = await runSuite();
  results.push(result);
  const enough = result.oversubscription >= 4;
  console.log(
    `[stress] run ${i}/${runs}: ${result.code === 0 ? 'green' : 'RED'} in ${result.seconds.toFixed(0)} s, ` +
      `runnable threads ${result.oversubscription.toFixed(1)}× the cores${enough ? '' : ' (under 4×: not a stress run)'}`,
  );
  if (result.code !== 0 || !enough) break;
}
stopHogs();
const passed = results.length === runs && results.every((r) => r.code === 0 && r.oversubscription >= 4);
console.log(`[stress] ${passed ? `${runs} green run(s) in a row` : 'FAILED'}: ${results.map((r) => `${r.seconds.toFixed(0)} s`).join(', ')}`);
process.exit(passed ? 0 : 1);
