/* global URL */
/**
 * Which built chunks belong to which islands, from the build output itself: every chunk a file
 * names (static `import … from "./x.js"`, `import("./x.js")`, Vite's preload dependency lists)
 * is an edge. Core = what the entry reaches without passing through an island's own chunk
 * (Rolldown names a folder's index chunk after the folder: chunks/<island>-<hash>.js). Every
 * other chunk is owned by the islands whose chunk reaches it. A chunk loaded on a page where
 * none of its owners has a container is a chunk for an island not on the page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CHUNK_FILE, CHUNK_HASH_LENGTH } from '../chunk-names.mjs';

const CHUNK_NAME = CHUNK_FILE;

/** 'chunks/live-search-AbC_12-x.js' or a URL → 'live-search' (null when not a hashed chunk). */
export function chunkBase(fileOrUrl) {
  const file = basename(fileOrUrl.includes('://') ? new URL(fileOrUrl).pathname : fileOrUrl);
  return CHUNK_NAME.exec(file)?.[1] ?? null;
}

export function chunkGraph(root, outDir) {
  const dir = join(root, outDir, 'chunks');
  const islands = new Set(readdirSync(join(root, 'islands'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name));
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
  const known = new Set(files);
  const edges = new Map();
  const refs = (code) => {
    const out = new Set();
    for (const m of code.matchAll(new RegExp(`["'\`](?:\\.{1,2}/)*(?:chunks/)?([\\w.-]+-[\\w-]{${CHUNK_HASH_LENGTH}}\\.js)["'\`]`, 'g'))) if (known.has(m[1])) out.add(m[1]);
    return out;
  };
  for (const f of files) edges.set(f, refs(readFileSync(join(dir, f), 'utf8')));
  const islandOf = (f) => {
    const name = chunkBase(f);
    return name && islands.has(name) ? name : null;
  };
  // Core: from the entry, not through island chunks.
  const core = new Set();
  const entryRefs = refs(readFileSync(join(root, outDir, 'storefront.js'), 'utf8'));
  const stack = [...entryRefs].filter((f) => !islandOf(f));
  while (stack.length) {
    const f = stack.pop();
    if (core.has(f)) continue;
    core.add(f);
    for (const g of edges.get(f) ?? []) if (!islandOf(g)) stack.push(g);
  }
  // Owners: each island chunk and everything it reaches outside core.
  const owners = new Map(files.map((f) => [f, new Set()]));
  for (const f of files) {
    const island = islandOf(f);
    if (!island) continue;
    const seen = new Set();
    const todo = [f];
    while (todo.length) {
      const g = todo.pop();
      if (seen.has(g) || core.has(g)) continue;
      seen.add(g);
      owners.get(g)?.add(island);
      for (const h of edges.get(g) ?? []) if (!islandOf(h) || h === f) todo.push(h);
    }
  }
  return {
    islands,
    /** Islands owning a chunk (empty for core chunks and chunks no island reaches). */
    ownersOf: (fileOrUrl) => [...(owners.get(basename(fileOrUrl.includes('://') ? new URL(fileOrUrl).pathname : fileOrUrl)) ?? [])],
    isCore: (fileOrUrl) => core.has(basename(fileOrUrl.includes('://') ? new URL(fileOrUrl).pathname : fileOrUrl)),
  };
}

/** Loaded chunk URLs none of whose owner islands has a container on the page (`present`: island names). */
export function chunksForAbsentIslands(graph, loadedUrls, present) {
  const out = [];
  for (const url of loadedUrls) {
    if (!new URL(url).pathname.includes('/chunks/')) continue;
    const owners = graph.ownersOf(url);
    if (owners.length && !owners.some((o) => present.has(o))) out.push(`${basename(new URL(url).pathname)} (${owners.join(', ')})`);
  }
  return out.sort();
}
