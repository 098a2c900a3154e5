import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { PartialLoad, type PartialLoadConfig } from './PartialLoad';
import { DEFAULT_REGIONS } from './swap';
import { DEFAULT_RENDER, RENDER_PARTS } from './navigate';

/**
 * data-partial-render: the set_render parts to ask for (default content,head, as the platform's theme);
 * "none" fetches the plain page (the spec's form). A part IdoSell does not render is reported and gives
 * the default.
 */
export function readRender(el: Element): string | null {
  const raw = dataReader(el, 'partial-load').string('partial-render', DEFAULT_RENDER).trim();
  if (raw.toLowerCase() === 'none') return null;
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
  const bad = parts.filter((p) => !(RENDER_PARTS as readonly string[]).includes(p));
  if (!parts.length || bad.length) {
    console.error(`[storefront:partial-load] data-partial-render="${raw}" is not "none" or a list of ${RENDER_PARTS.join(', ')}; using ${DEFAULT_RENDER}`);
    return DEFAULT_RENDER;
  }
  return parts.join(',');
}

export default defineIsland<PartialLoadConfig>({
  name: 'partial-load',
  // A live region is appended to the container; the container's own markup is left alone.
  host: 'append',
  readConfig: (el) => {
    const regions = dataReader(el, 'partial-load').list('partial-regions', DEFAULT_REGIONS, ',');
    return { regions: regions.length ? regions : DEFAULT_REGIONS, render: readRender(el) };
  },
  Component: PartialLoad,
});
