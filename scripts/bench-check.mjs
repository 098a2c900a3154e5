#!/usr/bin/env node
/* global process, console, URL */
/**
 * `npm run bench:check`: reads bench-results/bench.json (written by `npm run bench`) and compares it
 * with the budgets in scripts/bench/budgets.mjs. Prints every budget with its figure and exits 1
 * listing each one missed (or not measured), 0 when all are met. Not part of `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './bench/budgets.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const file = join(ROOT, process.argv[2] ?? 'bench-results/bench.json');
if (!existsSync(file)) {
  console.error(`[bench:check] ${file} is missing: run \`npm run bench\` first.`);
  process.exit(2);
}
const bench = JSON.parse(readFileSync(file, 'utf8'));
const results = checkBudgets(bench);
console.log(`[bench:check] ${file} (${bench.date}, ${bench.runs} runs per build, view ${bench.view} + CLS at view ${bench.clsView ?? '–'}, CPU ${bench.cpuThrottling}×)\n`);
let current = '';
for (const r of results) {
  if (r.id !== current) {
    current = r.id;
    console.log(`${r.text}`);
  }
  console.log(`  ${r.ok ? 'ok    ' : 'MISSED'} ${r.where}: ${r.shown}`);
}
for (const build of new Set(results.map((r) => r.build))) {
  const mine = results.filter((r) => r.build === build);
  const ids = [...new Set(mine.map((r) => r.id))];
  const missedIds = ids.filter((id) => mine.some((r) => r.id === id && !r.ok));
  console.log(`\n[bench:check] ${build} build: ${ids.length - missedIds.length} of ${ids.length} budgets met${missedIds.length ? ` (missed: ${missedIds.join(', ')})` : ''}`);
}
const missed = results.filter((r) => !r.ok);
if (missed.length) {
  console.error(`\n[bench:check] ${missed.length} of ${results.length} budget checks missed:`);
  for (const r of missed) console.error(`  - ${r.id} — ${r.where}: ${r.shown}`);
  process.exit(1);
}
console.log(`\n[bench:check] all ${results.length} budget checks met.`);
