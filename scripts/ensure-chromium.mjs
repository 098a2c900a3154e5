#!/usr/bin/env node
/* global process, console */
/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests and the bench.
 * We never download a browser build (playwright-core drives the system one); when it is
 * missing we install the distribution package with apt. Quick and silent-ish when present.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM } from './chromium.mjs';

if (existsSync(CHROMIUM)) {
  console.log(`[ensure-chromium] ${CHROMIUM} is present.`);
  process.exit(0);
}

const fail = (message) => {
  console.error(`[ensure-chromium] ${message}`);
  console.error(
    '[ensure-chromium] The browser tests need Debian\'s Chromium at /usr/bin/chromium. ' +
      'Install it by hand with: apt-get update && apt-get install -y chromium',
  );
  process.exit(1);
};

if (process.platform !== 'linux') fail(`${CHROMIUM} is missing and this is not Linux (${process.platform}); cannot install it.`);
if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  fail(`${CHROMIUM} is missing and we are not root (uid ${process.getuid()}), so apt-get cannot install it.`);
}
const aptCheck = spawnSync('apt-get', ['--version'], { stdio: 'ignore' });
if (aptCheck.error || aptCheck.status !== 0) fail(`${CHROMIUM} is missing and apt-get is not available.`);

// CI runs without a terminal or stdin: apt must never stop to ask a question.
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const run = (args) => {
  console.log(`[ensure-chromium] $ apt-get ${args.join(' ')}`);
  const r = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (r.error) fail(`apt-get ${args[0]} could not start: ${r.error.message}`);
  if (r.status !== 0) fail(`apt-get ${args.join(' ')} failed with exit code ${r.status ?? r.signal}.`);
};

console.log(`[ensure-chromium] ${CHROMIUM} is missing; installing Debian's chromium package.`);
run(['update']);
run(['install', '-y', 'chromium']);

if (!existsSync(CHROMIUM)) fail(`apt-get reported success but ${CHROMIUM} still does not exist.`);
const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
console.log(`[ensure-chromium] installed: ${(version.stdout || '').trim() || CHROMIUM}`);
