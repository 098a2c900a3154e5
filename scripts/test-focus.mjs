#!/usr/bin/env node
/* global process, console, URL */
// The fast loop for one change (docs/contributing.md, "Tests"):
//   npm run test:changed              the unit tests the change touches (vitest's module graph, both builds)
//                                     and the browser files that cover what changed, on both builds
//   npm run test:island -- <name>     one island's unit and browser tests, on both builds
// "Changed" is the working tree against HEAD, untracked files included (or against --base=<ref>).
// A browser file covers an island when it names it (its state attribute, its chunk, its registry name);
// a change in core/ or src/ selects the smoke file, which mounts every island on every sample page; a change
// in the preview, the debug report or the start and doctor scripts selects e2e/saved-pages.e2e.ts.
// Each ends with its time per step.
import { execSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith('--base='))?.slice('--base='.length) ?? 'HEAD';
const islandArg = args.includes('--island') ? args[args.indexOf('--island') + 1] : null;
const islands = readdirSync(join(ROOT, 'islands'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const e2eFiles = readdirSync(join(ROOT, 'e2e')).filter((f) => f.endsWith('.e2e.ts')).map((f) => `e2e/${f}`);

// The page-wide suites cover every island on every sample page: they run with `npm test`, and a change in
// core/ or src/ selects smoke here; they are not one island's tests.
// The sweep and the fault matrix are one file per group (a11y-sweep-<group>.e2e.ts, fault-matrix-<group>.e2e.ts).
const PAGE_WIDE_RE = /^e2e\/(a11y-sweep-[\w-]+|fault-matrix-[\w-]+|a11y-scripted|smoke)\.e2e\.ts$/;
const PAGE_WIDE = new Set(e2eFiles.filter((f) => PAGE_WIDE_RE.test(f)));

/** Browser files that name the island (its state attribute, its chunk or its name in quotes), page-wide suites aside. */
function browserFilesFor(name) {
  const needles = [`data-storefront-${name}`, `'${name}'`, `"${name}"`, `\`${name}\``, `/${name}/`];
  return e2eFiles.filter((f) => {
    if (PAGE_WIDE.has(f)) return false;
    const text = readFileSync(join(ROOT, f), 'utf8');
    return needles.some((n) => text.includes(n));
  });
}

function changedFiles() {
  const tracked = execSync(`git diff --name-only ${base}`, { cwd: ROOT, encoding: 'utf8' });
  const untracked = execSync('git ls-files --others --exclude-standard', { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(`${tracked}\n${untracked}`.split('\n').filter(Boolean))].filter((f) => existsSync(join(ROOT, f)));
}

const steps = [];
function step(name, cmd, env = {}) {
  const t0 = Date.now();
  console.log(`\n[focus] ${name}: ${cmd}`);
  const r = spawnSync(cmd, { cwd: ROOT, shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push([name, Date.now() - t0, r.status ?? 1]);
  return r.status ?? 1;
}

let unitArgs;
let browser;
if (islandArg) {
  if (!islands.includes(islandArg)) {
    console.error(`[focus] no island "${islandArg}" (islands/: ${islands.join(', ')})`);
    process.exit(2);
  }
  unitArgs = `islands/${islandArg}`;
  browser = browserFilesFor(islandArg);
} else {
  const changed = changedFiles();
  if (!changed.length) {
    console.log('[focus] nothing changed against', base);
    process.exit(0);
  }
  unitArgs = `--changed ${base}`;
  const set = new Set(changed.filter((f) => f.startsWith('e2e/') && f.endsWith('.e2e.ts')));
  for (const f of changed) {
    const island = /^islands\/([^/]+)\//.exec(f)?.[1];
    if (island) browserFilesFor(island).forEach((b) => set.add(b));
    else if (/^(core|src|html-samples|fixtures\/mock-shop)\//.test(f) || f === 'vite.config.ts' || f.startsWith('e2e/harness/')) set.add('e2e/smoke.e2e.ts');
    // The saved-page preview, the report and doctor have their own browser file.
    if (/^(core\/debug|src\/preview|fixtures\/template-pages)\/|^scripts\/(start|doctor)\.mjs$|^src\/islands\.ts$|^html-samples\/index\.html$/.test(f)) set.add('e2e/saved-pages.e2e.ts');
  }
  browser = [...set].sort();
}

let failed = 0;
failed ||= step('unit (React)', `npx vitest run ${unitArgs} --passWithNoTests`);
failed ||= step('unit (lean)', `npx vitest run ${unitArgs} --passWithNoTests`, { STOREFRONT_BUILD: 'lean' });
if (browser.length && !failed) {
  failed ||= step('build', 'node scripts/ensure-chromium.mjs && npx vite build --logLevel warn && npx vite build --mode lean --logLevel warn');
  if (!failed) failed ||= step(`browser (${browser.length} files, both builds)`, `node scripts/browser-tests.mjs ${browser.join(' ')}`);
} else if (!browser.length) console.log('\n[focus] no browser file covers this change');

console.log('\n[focus] time per step');
let total = 0;
for (const [name, ms, code] of steps) {
  total += ms;
  console.log(`  ${name.padEnd(34)} ${(ms / 1000).toFixed(1).padStart(7)} s${code ? '  (failed)' : ''}`);
}
console.log(`  ${'total'.padEnd(34)} ${(total / 1000).toFixed(1).padStart(7)} s`);
process.exit(failed);
