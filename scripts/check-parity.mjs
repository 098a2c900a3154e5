#!/usr/bin/env node
/* global process, console */
// Lint: every test a "done" row of docs/parity.md cites exists, by file and title. A row cites a test as
// `path/to/file.test.ts` “its title”, “another title” (titles in typographic quotes, after the file they
// belong to). A title cited without a file before it belongs to the last file the row named; one shortened
// with an ellipsis is cited by the parts it keeps.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const TEST_FILE = /`((?:(?:core|islands|src|e2e|scripts|fixtures)\/)?[\w./-]+\.(?:test|e2e)\.tsx?)`|“([^”]+)”/g;

/**
 * A test file's text, with the modules it imports from its own folder (a suite whose tests a shared module
 * writes, as the fault matrix's), its string escapes read (\u2019, \', \") so a title matches as it prints.
 */
function testText(file) {
  const own = readFileSync(join(ROOT, file), 'utf8');
  const shared = [...own.matchAll(/from '\.\/([\w-]+)'/g)]
    .map((m) => join(ROOT, file, '..', `${m[1]}.ts`))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'));
  return [own, ...shared]
    .join('\n')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\(['"`\\])/g, '$1');
}

export function checkParity(markdown) {
  const problems = [];
  const texts = new Map();
  markdown.split('\n').forEach((line, i) => {
    if (!line.startsWith('|')) return;
    const cells = line.split('|').map((c) => c.trim());
    if (cells[2] !== 'done') return;
    let file = null;
    for (const m of line.matchAll(TEST_FILE)) {
      if (m[1]) {
        // A bare file name is the last named file's neighbour.
        file = m[1].includes('/') ? m[1] : file ? join(file, '..', m[1]).replaceAll('\\', '/') : m[1];
        if (!existsSync(join(ROOT, file))) problems.push(`docs/parity.md:${i + 1}: cites ${file}, which does not exist`);
        continue;
      }
      if (!file || !existsSync(join(ROOT, file))) continue;
      if (!texts.has(file)) texts.set(file, testText(file));
      // A title shortened with an ellipsis (at either end, or in the middle) is cited by the parts it keeps.
      const parts = m[2].split('…').map((part) => part.trim()).filter(Boolean);
      const text = texts.get(file);
      if (!parts.every((part) => text.includes(part))) problems.push(`docs/parity.md:${i + 1}: ${file} has no test titled “${m[2]}”`);
    }
  });
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = checkParity(readFileSync(join(ROOT, 'docs/parity.md'), 'utf8'));
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`[check-parity] ${problems.length} cited test(s) not found`);
    process.exit(1);
  }
  console.log('[check-parity] every test a done row cites exists');
}
