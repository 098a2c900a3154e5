#!/usr/bin/env node
/* global process, console, URL */
// The browser suite on both builds (dist/ and dist/lean/, built before): one vitest run per build, both at
// once. A browser test spends most of its time waiting (the mock shop's answers, idle callbacks, frames,
// animations), so the two runs share the two cores instead of leaving one idle; each has its own preview
// server, its own Chromium and one file at a time. Each line of output carries its build's tag.
//
//   node scripts/browser-tests.mjs                 both builds, every browser file
//   node scripts/browser-tests.mjs e2e/smoke.e2e.ts --build=lean     one build, some files
//   STOREFRONT_BROWSER_SERIAL=1 …                  one build after the other (a busy machine)
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tagOutput } from './tag-output.mjs';
import { axeEquivalence } from './axe-equivalence.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = process.env.STOREFRONT_TEST_REPORTS || join(ROOT, 'node_modules', '.cache', 'storefront-test-times');
// The axe verdicts both builds share in this run (e2e/harness/axe-verdicts.ts); never those of an earlier run,
// whose code or CSS may differ.
const VERDICTS = join(ROOT, 'node_modules', '.cache', 'storefront-axe-verdicts');

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--build='))?.slice('--build='.length);
const files = args.filter((a) => !a.startsWith('--'));
const BUILDS = [
  { tag: 'react', outDir: 'dist' },
  { tag: 'lean', outDir: 'dist/lean' },
].filter((b) => !only || b.tag === only);

function runBuild({ tag, outDir }) {
  const report = join(REPORTS, `browser-${tag}.json`);
  const argv = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files];
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', argv, {
      cwd: ROOT,
      env: { ...process.env, STOREFRONT_OUT_DIR: outDir, STOREFRONT_AXE_VERDICTS: VERDICTS, ...(process.env.FORCE_COLOR ? {} : { NO_COLOR: '1' }) },
    });
    tagOutput(child, tag);
    child.on('exit', (code, signal) => {
      const s = Math.round((Date.now() - t0) / 1000);
      console.log(`[${tag}] browser suite ${code === 0 ? 'passed' : 'FAILED'} in ${Math.floor(s / 60)} min ${s % 60} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

mkdirSync(REPORTS, { recursive: true });
rmSync(VERDICTS, { recursive: true, force: true });
mkdirSync(VERDICTS, { recursive: true });
const codes = process.env.STOREFRONT_BROWSER_SERIAL
  ? await BUILDS.reduce(async (acc, b) => [...(await acc), await runBuild(b)], Promise.resolve([]))
  : await Promise.all(BUILDS.map(runBuild));
for (const line of axeEquivalence(VERDICTS, join(ROOT, 'e2e', '.artifacts', 'axe-equivalence.json'))) console.log(line);
process.exit(codes.find((c) => c !== 0) ?? 0);
