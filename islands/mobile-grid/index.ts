import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { MobileGrid, type MobileGridConfig } from './MobileGrid';

export default defineIsland<MobileGridConfig>({
  name: 'mobile-grid',
  // The aside's own markup stays the server's; the island only moves blocks in and out.
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'mobile-grid');
    const raw = read.list('mobile-grid-views', ['1']);
    const views = raw.map(Number).filter((n) => [1, 2, 3, 4].includes(n));
    if (views.length !== raw.length || views.length === 0) {
      console.error(`[storefront:mobile-grid] data-mobile-grid-views="${raw.join(',')}" must list view levels 1–4; using 1`);
      return { views: [1] };
    }
    return { views };
  },
  Component: MobileGrid,
});
