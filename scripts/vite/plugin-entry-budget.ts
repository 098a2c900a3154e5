import type { Plugin } from 'vite';
import MagicString from 'magic-string';

/**
 * Keeps the entry (dist/storefront.js) small and free of static imports.
 *
 * 1. Vite wraps every dynamic import() in `__vitePreload(load, deps)` from its helper module. Its own
 *    helper is ~0.6 KB gzip (CSS preloads, error events) we never need; ours only calls `load`.
 *    `build.modulePreload: false` already drops the per-import dependency lists (`__vite__mapDeps`,
 *    one hashed file name per island chunk and dependency, mostly incompressible).
 * 2. What those lists did, the entry does once instead: when the first island wakes it preloads the
 *    runtime's shared chunks (React, core …), so they download beside the island chunk rather than
 *    one round trip later. Their file names are written into the entry at build time, in place of
 *    `__STOREFRONT_SHARED_CHUNKS__` (a JSON array of paths relative to the entry).
 *
 * 3. The calls themselves go: `__vitePreload(() => import(x), [], import.meta.url)` becomes `import(x)` in the
 *    entry (about 35 bytes gzip over 40 islands), with the source map kept right.
 *
 * 4. The registry's rows name their chunk group (`chunk: 'product'`) for the build's grouping, which
 *    vite.config.ts reads from the source; nothing at run time reads it, so the field leaves the entry's
 *    code (about 40 bytes gzip).
 *
 * The entry must import nothing statically (every page would pay one more request before anything
 * runs); e2e/smoke checks it.
 */
const HELPER = '\0vite/preload-helper.js';
export const SHARED_PLACEHOLDER = '__STOREFRONT_SHARED_CHUNKS__';
/** src/registry.ts, and a row's chunk group field on a line of its own, as the rows write it. */
const REGISTRY = /[\\/]src[\\/]registry\.ts$/;
export const CHUNK_FIELD = /^[ \t]*chunk: '[\w-]+',[ \t]*\n/gm;

export function entryBudget(runtimeModule: RegExp): Plugin {
  return {
    name: 'storefront:entry-budget',
    enforce: 'pre',
    apply: 'build',
    // One copy of the (one-line) helper per importing module, so it is never a module shared between
    // the entry and a lazy chunk that has an import() of its own (that would put it in a chunk of its
    // own, which the entry would import statically: one more request before anything runs).
    resolveId(id, importer) {
      if (id !== HELPER && id !== 'vite/preload-helper.js') return undefined;
      return `${HELPER}?from=${encodeURIComponent(importer ?? '')}`;
    },
    load(id) {
      return id.startsWith(HELPER) ? 'export const __vitePreload = (load) => load();' : undefined;
    },
    transform(code, id) {
      if (!REGISTRY.test(id)) return null;
      const s = new MagicString(code);
      for (const m of code.matchAll(CHUNK_FIELD)) s.remove(m.index, m.index + m[0].length);
      if (!s.hasChanged()) this.error(`no \`chunk: '<group>',\` row field in ${id}: the entry's budget counts on dropping them`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
    renderChunk(code, chunk) {
      if (!chunk.isEntry) return null;
      const s = new MagicString(code);
      // Before minifying: `__vitePreload(() => BODY, __VITE_PRELOAD__, import.meta.url)` (BODY an import()
      // or an import().then(…)), whose helper only calls the arrow: it becomes `(BODY)`.
      const END = /\s*,\s*__VITE_PRELOAD__\s*,\s*import\.meta\.url\s*\)/g;
      for (const m of code.matchAll(/\b__vitePreload(?:\$\d+)?\(\s*\(\)\s*=>\s*/g)) {
        END.lastIndex = m.index + m[0].length;
        const end = END.exec(code);
        if (!end) continue;
        s.overwrite(m.index, m.index + m[0].length, '(');
        s.overwrite(end.index, end.index + end[0].length, ')');
      }
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.name === 'storefront');
      const runtime = chunks.find((c) => Object.keys(c.modules).some((id) => runtimeModule.test(id)));
      if (!entry || !runtime) return;
      // The runtime chunk and everything it imports statically, transitively.
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const shared = new Set<string>();
      const walk = (file: string) => {
        if (shared.has(file)) return;
        shared.add(file);
        byName.get(file)?.imports.forEach(walk);
      };
      walk(runtime.fileName);
      const list = JSON.stringify([...shared].map((f) => `./${f}`));
      if (!entry.code.includes(SHARED_PLACEHOLDER)) {
        this.error(`${SHARED_PLACEHOLDER} is not in ${entry.fileName}: core/mount/loaders.ts must keep it`);
      }
      entry.code = entry.code.replace(new RegExp(`["'\`]${SHARED_PLACEHOLDER}["'\`]`), list);
    },
  };
}
