#!/usr/bin/env node
/**
 * Keeps the shared blocks of html-samples/*.html in sync with html-samples/partials/.
 *
 * Static HTML has no includes, so every page carries its own copy of the head globals, the
 * header and the footer. Each copy sits between two markers and is rewritten in place:
 *
 *   <!-- @partial header -->  …generated…  <!-- @end header -->
 *   <!-- @partial hotspot id="main_hotspot_zone1" pagetype="main" zone="1" -->  …  <!-- @end hotspot -->
 *
 * In a partial, {{key}} is the marker's attribute, and {{@attr=key}} writes ` attr="value"`
 * only when the marker has that attribute. The pages stay the committed, served output.
 *
 *   node scripts/build-samples.mjs           rewrite the pages
 *   node scripts/build-samples.mjs --check   exit 1 if any page is out of sync (for CI)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';

const root = resolve(import.meta.dirname, '../html-samples');
const partialsDir = join(root, 'partials');
const check = process.argv.includes('--check');

const MARKER = /^([ \t]*)<!-- @partial ([\w-]+)((?:\s+[\w-]+="[^"]*")*) -->\n[\s\S]*?^[ \t]*<!-- @end \2 -->$/gm;

const partials = new Map();
function partial(name) {
  if (!partials.has(name)) partials.set(name, readFileSync(join(partialsDir, `${name}.html`), 'utf8'));
  return partials.get(name);
}

function parseAttrs(text) {
  return Object.fromEntries([...text.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

function render(name, attrs, file) {
  return partial(name)
    .replace(/\{\{@([\w-]+)=([\w-]+)\}\}/g, (_, attr, key) => (key in attrs ? ` ${attr}="${attrs[key]}"` : ''))
    .replace(/\{\{([\w-]+)\}\}/g, (_, key) => {
      if (!(key in attrs)) throw new Error(`${file}: partial "${name}" needs ${key}="…" on its marker`);
      return attrs[key];
    });
}

function build(file, source) {
  return source.replace(MARKER, (_, indent, name, attrText) => {
    const body = render(name, parseAttrs(attrText), file)
      .trimEnd()
      .split('\n')
      .map((line) => (line ? indent + line : line))
      .join('\n');
    return `${indent}<!-- @partial ${name}${attrText} -->\n${body}\n${indent}<!-- @end ${name} -->`;
  });
}

const stale = [];
for (const name of readdirSync(root).filter((f) => f.endsWith('.html')).sort()) {
  const file = join(root, name);
  const source = readFileSync(file, 'utf8');
  const output = build(name, source);
  if (output === source) continue;
  stale.push(name);
  if (!check) writeFileSync(file, output);
}

if (check && stale.length) {
  process.stderr.write(`html-samples out of sync with partials: ${stale.join(', ')}\nRun: node scripts/build-samples.mjs\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(stale.length ? `updated: ${stale.join(', ')}\n` : 'html-samples are in sync\n');
}
