#!/usr/bin/env node
/* global process, console, window */
/**
 * `npm run doctor -- saved.html [more.html | a-folder] [--csp "<the shop's CSP header>"] [--keep-theme-scripts] [--width 375] [--json]`
 *
 * Opens each saved page of a shop in Chromium the way `npm start -- --page` serves it (the islands' build
 * from dist/, the mock shop answering the platform's calls, the shop's own scripts blocked unless
 * --keep-theme-scripts) and prints the report the islands' debug overlay makes of it (core/debug/report.ts:
 * the same text as the preview's panel and the console). Exit 0 when the report lists no problem, 1 when it
 * lists some (a failed island, unreadable product data, product containers with no product data, a CSP the
 * islands cannot run under, a page that is not an IdoSell page) or the islands did not start, 2 for a wrong
 * command line. The page's own script errors are listed with their line after the report.
 * `npm run doctor` builds first; `node scripts/doctor.mjs` uses the dist/ there is.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { pagesFromArgs } from './start.mjs';

export function parseDoctorArgs(argv) {
  const opts = { files: [], csp: '', keep: false, width: 375, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--csp') opts.csp = argv[++i] ?? '';
    else if (a.startsWith('--csp=')) opts.csp = a.slice(6);
    else if (a === '--keep-theme-scripts') opts.keep = true;
    else if (a === '--json') opts.json = true;
    else if (a === '--width') opts.width = Number(argv[++i]);
    else if (a.startsWith('--width=')) opts.width = Number(a.slice(8));
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else opts.files.push(a);
  }
  if (!opts.files.length) throw new Error('name at least one saved page: npm run doctor -- saved.html');
  if (!Number.isInteger(opts.width) || opts.width < 240 || opts.width > 4000) throw new Error('--width needs a number of pixels (240–4000)');
  return opts;
}

/** How long the islands get to start on a page before the doctor says they did not. */
const START_MS = 30_000;

async function main() {
  let opts;
  let pages;
  try {
    opts = parseDoctorArgs(process.argv.slice(2));
    pages = pagesFromArgs(opts.files);
  } catch (e) {
    console.error(`[doctor] ${e.message}`);
    process.exit(2);
  }
  process.env.STOREFRONT_PAGES = JSON.stringify(pages);
  const vite = await import('vite');
  const server = await vite.preview({ logLevel: 'error', preview: { port: 0, strictPort: false, open: false } });
  const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failed = 0;
  const out = [];
  try {
    for (const [i, file] of pages.entries()) {
      const name = file.split(/[\\/]/).pop();
      const context = await browser.newContext({ viewport: { width: opts.width, height: 800 } });
      const page = await context.newPage();
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      // Every script error of the page with its place (a syntax error in the product data script among them).
      await context.addInitScript(() => {
        window.__doctorErrors = [];
        window.addEventListener('error', (e) => window.__doctorErrors.push(`${e.message} (${e.filename || 'the page'}, line ${e.lineno}, column ${e.colno})`));
      });
      const url = `${base}/saved/${i}/${encodeURIComponent(name)}?storefront-debug${opts.keep ? '&theme-scripts=keep' : ''}`;
      await page.goto(url, { waitUntil: 'load' });
      const started = await page.waitForFunction(() => !!window.storefrontReport, null, { timeout: START_MS }).then(() => true, () => false);
      if (!started) {
        failed++;
        const text = [`Storefront report for ${file}`, `The islands did not start within ${START_MS / 1000} s (no report).`, ...errors.map((e) => `  console: ${e}`)].join('\n');
        out.push(opts.json ? { file, started: false, errors } : text);
      } else {
        await page.evaluate(() => window.storefrontReport.ready());
        const answer = await page.evaluate((csp) => window.storefrontReport.report(csp), opts.csp);
        const scriptErrors = await page.evaluate(() => window.__doctorErrors);
        if (answer.problems.length) failed++;
        const said = scriptErrors.length ? `\n\nScript errors on the page (${scriptErrors.length}):\n${scriptErrors.map((e) => `  - ${e}`).join('\n')}` : '';
        out.push(opts.json ? { file, started: true, ...answer, scriptErrors } : answer.text.replace(/^Storefront report for .*/, `Storefront report for ${file}`) + said);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(opts.json ? JSON.stringify(out, null, 2) : out.join('\n\n' + '-'.repeat(72) + '\n\n'));
  if (!opts.json) console.log(`\n[doctor] ${pages.length} page(s), ${failed ? `${failed} with problems` : 'no problems'}`);
  process.exit(failed ? 1 : 0);
}

// Run, not imported (its unit test imports it): the main module's real path as a URL, as Node gives import.meta.url.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) await main();
