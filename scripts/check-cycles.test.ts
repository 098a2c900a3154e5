// The import-cycle check that `npm run lint` runs: what counts as an import, and the cycles it finds.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, runtimeImports } from './check-cycles.mjs';

describe('check-cycles', () => {
  it('counts imports that load a module, not type-only ones or import()', () => {
    // Files beside this one, so each name resolves.
    const src = [
      "import { cycles } from './check-cycles.mjs';",
      "import type { BuildResult } from './build-reference.mjs';",
      "import { type Row } from './check-parity.mjs';",
      "import './chunk-names.mjs';",
      "export { main } from './doctor.mjs';",
      "export type { Options } from './start.mjs';",
      "const later = () => import('./bench/stats.mjs');",
      "import ky from 'ky';",
    ].join('\n');
    const here = join(process.cwd(), 'scripts', 'x.ts');
    expect(runtimeImports(here, src).map((f: string) => f.replace(/.*\/scripts\//, ''))).toEqual(['check-cycles.mjs', 'chunk-names.mjs', 'doctor.mjs']);
  });

  it('finds every cycle, of two files or more, and a file importing itself; a chain is none', () => {
    const graph = new Map<string, string[]>([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['e']],
      ['e', []],
      ['f', ['f']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['f']]);
    expect(cycles(new Map([['x', ['y']], ['y', []]]))).toEqual([]);
  });

  it('sees core’s folders as one graph each: two folders importing each other are a cycle; top-level files are no folder', () => {
    const graph = new Map<string, string[]>([
      ['/r/core/page/a.ts', ['/r/core/product/b.ts', '/r/core/money.ts']],
      ['/r/core/product/b.ts', ['/r/core/page/c.ts']],
      ['/r/core/page/c.ts', []],
      ['/r/core/money.ts', ['/r/core/dom/d.ts']],
      ['/r/core/dom/d.ts', []],
    ]);
    const folders = folderGraph(graph, '/r/core');
    expect(Object.fromEntries(folders)).toEqual({ page: ['product'], product: ['page'], dom: [] });
    expect(cycles(folders)).toEqual([['page', 'product']]);
  });
});
