import { chunkPath } from '../chunk-names.mjs';
/**
 * Which of our JS files the page has evaluated ("JS evaluated before the first interaction"),
 * from V8's precise coverage: a module whose top-level function ran has been evaluated; one that was only
 * fetched (a modulepreload, a prefetch) or compiled has not. Start before the page's first script
 * (`startEvaluated` on the page's CDP session, before `goto`), read at the moment that counts.
 */

/** Starts V8's precise call counts on `cdp` (a CDP session of the page). */
export async function startEvaluated(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
}

/**
 * The URLs of the scripts evaluated so far, for which `ours(url)` holds. A module's top-level function
 * is the one whose first range starts at offset 0 and has no name.
 */
export async function evaluatedScripts(cdp, ours = () => true) {
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  return result
    .filter((s) => s.url && ours(s.url))
    .filter((s) => s.functions.some((f) => f.functionName === '' && f.ranges[0]?.startOffset === 0 && f.ranges[0].count > 0))
    .map((s) => s.url);
}

/** Our build's files: the entry and its chunks (…/storefront.js, …/chunks/*.js). */
export const isOurs = (url) => /\/storefront\.js(\?|$)|\/chunks\/[\w.-]+\.js(\?|$)/.test(url);

/** The renderer's chunk (React or Preact and what imports it: vite.config.ts's 'renderer' group). */
export const isRenderer = (url) => chunkPath('renderer').test(url);
