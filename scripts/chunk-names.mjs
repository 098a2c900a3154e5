// How the build names its chunks (vite.config.ts's chunkFileNames), in one place for everything that reads
// those names back: the benches, the browser tests' harness and routes.

/**
 * Hash characters in a chunk's file name (`chunks/<name>-<hash>.js`). Seven, not Vite's eight: the entry
 * holds the shared chunks' addresses, and its 4 KB budget moved by a few bytes with every hash.
 */
export const CHUNK_HASH_LENGTH = 7;

const HASH = `[\\w-]{${CHUNK_HASH_LENGTH}}`;

/** A chunk's file name (`product-Ab1_Cd2.js`): group 1 is its name without the hash. */
export const CHUNK_FILE = new RegExp(`^(.+)-${HASH}\\.js$`);

/** The address (path or URL, a query allowed) of the chunk of that name. */
export const chunkPath = (name) => new RegExp(`/chunks/${name}-${HASH}\\.js(\\?|$)`);

/** A file name, path or stack frame with its chunks' hashes taken out (`core-Ab1_Cd2.js` → `core.js`). */
export const withoutHash = (text) => text.replace(new RegExp(`-${HASH}\\.(js|css)\\b`, 'g'), '.$1');
