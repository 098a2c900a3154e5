/** The sample pages and the built island chunks. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { registry } from '../../src/registry';
import { ROOT } from './env';
import { CHUNK_FILE } from '../../scripts/chunk-names.mjs';

/** Every sample page except the index, e.g. ['basketedit.html', 'main.html', …]. */
export function samplePages(): string[] {
  return readdirSync(join(ROOT, 'html-samples'))
    .filter((f) => f.endsWith('.html') && f !== 'index.html')
    .sort();
}

/** Island chunks in dist/chunks, by island name (Rolldown names a folder's index chunk after the folder). */
export function islandChunks(): Map<string, string> {
  const names = new Set(registry.map((e) => e.name));
  const out = new Map<string, string>();
  for (const file of readdirSync(join(ROOT, process.env.STOREFRONT_OUT_DIR || 'dist', 'chunks'))) {
    const name = chunkName(`/chunks/${file}`);
    if (name && names.has(name)) out.set(name, `/chunks/${file}`);
  }
  return out;
}

/** '/chunks/search-suggest-AbC_12x.js' → 'search-suggest' (scripts/chunk-names.mjs: the build's names). */
export function chunkName(url: string): string | null {
  const path = new URL(url, 'http://x').pathname;
  return path.startsWith('/chunks/') ? (CHUNK_FILE.exec(path.slice('/chunks/'.length))?.[1] ?? null) : null;
}
