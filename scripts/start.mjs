#!/usr/bin/env node
/* global process, console */
/**
 * `npm start`: the preview of html-samples against the mock shop (Vite's dev server, port 5173).
 *
 *   npm start -- --page saved.html [more.html | a-folder] …   also serve your own saved pages
 *   npm start -- --built                                     serve dist/ (after `npm run build`) instead
 *   npm start -- --port 5174 --host                          another port; listen on the network
 *
 * Each page is listed with its address (`/saved/N/<name>?storefront-debug`: the islands with the report
 * panel; add `&theme-scripts=keep` to keep the shop's own scripts). A folder gives every .html/.htm file in
 * it. scripts/vite/plugin-saved-pages.ts serves them.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The pages named on the command line: files, and the .html/.htm files of folders. Exits on a missing one. */
export function pagesFromArgs(args, cwd = process.cwd()) {
  const out = [];
  for (const arg of args) {
    const path = resolve(cwd, arg);
    if (!existsSync(path)) throw new Error(`--page ${arg}: no such file or folder`);
    if (statSync(path).isDirectory()) {
      const files = readdirSync(path).filter((f) => /\.html?$/i.test(f)).sort();
      if (!files.length) throw new Error(`--page ${arg}: the folder has no .html file`);
      out.push(...files.map((f) => join(path, f)));
    } else out.push(path);
  }
  return out;
}

/** `--page a b --port 1 --host --built`: the pages (every argument after --page that is not an option) and the rest. */
export function parseArgs(argv) {
  const opts = { pages: [], port: 5173, host: false, built: false };
  let inPages = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--page' || a === '--pages') inPages = true;
    else if (a.startsWith('--page=')) opts.pages.push(a.slice(7));
    else if (!a.startsWith('--') && inPages) opts.pages.push(a);
    else {
      inPages = false;
      if (a === '--port') opts.port = Number(argv[++i]);
      else if (a.startsWith('--port=')) opts.port = Number(a.slice(7));
      else if (a === '--host') opts.host = true;
      else if (a === '--built') opts.built = true;
      else throw new Error(`unknown argument ${a} (npm start -- --page saved.html [--built] [--port N] [--host])`);
    }
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error('--port needs a number');
  return opts;
}

async function main() {
  let opts;
  let pages;
  try {
    opts = parseArgs(process.argv.slice(2));
    pages = pagesFromArgs(opts.pages);
  } catch (e) {
    console.error(`[start] ${e.message}`);
    process.exit(2);
  }
  if (pages.length) process.env.STOREFRONT_PAGES = JSON.stringify(pages);
  const vite = await import('vite');
  const server = opts.built
    ? await vite.preview({ preview: { port: opts.port, host: opts.host, strictPort: false } })
    : await vite.createServer({ server: { port: opts.port, host: opts.host } });
  if (!opts.built) await server.listen();
  server.printUrls();
  const base = (server.resolvedUrls?.local[0] ?? `http://localhost:${opts.port}/`).replace(/\/$/, '');
  pages.forEach((file, i) => {
    const name = file.split(/[\\/]/).pop();
    console.log(`  ➜  ${name}: ${base}/saved/${i}/${encodeURIComponent(name)}?storefront-debug`);
  });
  if (pages.length) console.log('     (the shop\'s own scripts are blocked; add &theme-scripts=keep to keep them)');
  // The browser tests start this script and read the address from this line.
  console.log(`[start] ready ${base}/`);
}

// Run, not imported (its unit test imports it): the main module's real path as a URL, as Node gives import.meta.url.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) await main();
