/* global URL, console, process */
/**
 * Fails when the code's import graph has a cycle (part of `npm run lint`). Only imports that load a module
 * at run time count: static `import … from`, `export … from` and side-effect imports, not `import type`
 * (erased), not `import()` (loaded later, on purpose: the registry's chunks). Every file of src/, core/,
 * islands/, fixtures/, scripts/ and e2e/ is read, tests included.
 *
 *   node scripts/check-cycles.mjs
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOTS = ['src', 'core', 'islands', 'fixtures', 'scripts', 'e2e'];
const EXT = /\.(ts|tsx|mts|mjs|js)$/;
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else if (EXT.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')) out.push(path);
  }
  return out;
}

/** The file a relative specifier names, or null (a package, or a file outside the tree read). */
function resolveSpecifier(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, join(base, 'index.ts'), join(base, 'index.tsx')];
  // `./x.js` written for a TypeScript file.
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The modules a file loads at run time. */
export function runtimeImports(file, source = readFileSync(file, 'utf8')) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specs = [];
  for (const stmt of sf.statements) {
    if (ts.isImportDeclaration(stmt)) {
      const clause = stmt.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      // `import { type A, type B } from` loads nothing; `import {} from` and `import './x'` do.
      if (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)) continue;
      specs.push(stmt.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(stmt) && stmt.moduleSpecifier && !stmt.isTypeOnly) {
      const named = stmt.exportClause;
      if (named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)) continue;
      specs.push(stmt.moduleSpecifier.text);
    }
  }
  return specs.map((s) => resolveSpecifier(file, s)).filter(Boolean);
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan. */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

/** The folders of core/ as one graph (core/page imports core/dom …): a cycle of folders is one too. */
export function folderGraph(graph, base) {
  const folders = new Map();
  const folderOf = (f) => {
    const rel = relative(base, f);
    return rel.startsWith('..') || !rel.includes('/') ? null : rel.split('/')[0];
  };
  for (const [file, imports] of graph) {
    const from = folderOf(file);
    if (!from) continue;
    const set = folders.get(from) ?? new Set();
    for (const i of imports) {
      const to = folderOf(i);
      if (to && to !== from) set.add(to);
    }
    folders.set(from, set);
  }
  return new Map([...folders].map(([k, v]) => [k, [...v]]));
}

function main() {
  const graph = new Map();
  for (const dir of ROOTS) for (const file of files(join(root, dir))) graph.set(file, runtimeImports(file));
  const found = cycles(graph);
  // Test files may reach across folders as they like; the shipped code's folders may not go round.
  const shipped = new Map([...graph].filter(([f]) => !/\.test\.tsx?$/.test(f)));
  const folderCycles = cycles(folderGraph(shipped, join(root, 'core')));
  for (const c of folderCycles) console.error(`[check-cycles] core's folders import each other: ${c.map((f) => `core/${f}`).join(' ↔ ')}`);
  if (folderCycles.length) process.exitCode = 1;
  if (!found.length) {
    console.log(`[check-cycles] no import cycle among ${graph.size} files${folderCycles.length ? '' : ` or core's ${folderGraph(shipped, join(root, 'core')).size} folders`}`);
    return;
  }
  for (const c of found) {
    console.error(`[check-cycles] an import cycle: ${c.map((f) => relative(root, f)).join(' ↔ ')}`);
    for (const f of c) {
      const into = (graph.get(f) ?? []).filter((g) => c.includes(g)).map((g) => relative(root, g));
      console.error(`  ${relative(root, f)} imports ${into.join(', ')}`);
    }
  }
  process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main();
