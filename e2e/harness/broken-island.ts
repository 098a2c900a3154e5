/** An island whose chunk cannot be fetched. */
import { registry } from '../../src/registry';
import { scrollThrough, waitForIslands } from './islands';
import { islandChunks } from './samples';
import { openSample, type Sample, type SampleOptions } from './sample';

export interface BrokenIsland {
  sample: Sample;
  /** The chunk path that was aborted, e.g. '/chunks/back-to-top-AbCd1234.js'. */
  chunk: string;
  /** For each container the island was claimed on: the server's HTML, the HTML now, its state.
   *  HTML is compared without data-storefront-* attributes and [data-island-host] elements. */
  html: { server: string[]; now: string[]; states: (string | null)[] };
}

/**
 * Opens a sample with `name`'s chunk request aborted, records its containers' HTML once the
 * document is parsed but before deferred/module scripts (the bootstrap) run, scrolls through
 * the page and waits for the islands.
 */
export async function openWithBrokenIsland(file: string, name: string, options: Omit<SampleOptions, 'beforeGoto'> = {}): Promise<BrokenIsland> {
  const chunk = islandChunks().get(name);
  const entry = registry.find((e) => e.name === name);
  if (!chunk || !entry) throw new Error(`no island "${name}" in src/registry.ts with a chunk in dist/chunks`);
  const selector = [...entry.selectors, `[data-island="${name}"]`].join(',');
  const sample = await openSample(file, {
    ...options,
    beforeGoto: async (page) => {
      await page.route((u) => u.pathname.endsWith(chunk), (route) => route.abort('failed'));
      await page.addInitScript((containers) => {
        const norm = (el: Element) => {
          const c = el.cloneNode(true) as Element;
          for (const e of [c, ...Array.from(c.querySelectorAll('*'))]) {
            for (const a of Array.from(e.attributes)) if (a.name.startsWith('data-storefront-')) e.removeAttribute(a.name);
          }
          c.querySelectorAll('[data-island-host]').forEach((h) => h.remove());
          return c.outerHTML;
        };
        const w = window as unknown as { __server?: [Element, string][]; __norm?: (el: Element) => string };
        w.__norm = norm;
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') w.__server = Array.from(document.querySelectorAll(containers)).map((el) => [el, norm(el)]);
        });
      }, selector);
    },
  });
  await scrollThrough(sample.page);
  await waitForIslands(sample.page);
  const html = await sample.page.evaluate((island) => {
    const w = window as unknown as { __server?: [Element, string][]; __norm: (el: Element) => string };
    const claimed = (w.__server ?? []).filter(([el]) => el.hasAttribute(`data-storefront-${island}`));
    return {
      server: claimed.map(([, h]) => h),
      now: claimed.map(([el]) => (el.isConnected ? w.__norm(el) : '(removed from the page)')),
      states: claimed.map(([el]) => el.getAttribute(`data-storefront-${island}`)),
    };
  }, name);
  return { sample, chunk, html };
}
