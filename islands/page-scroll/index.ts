import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { PageScroll, type PageScrollConfig } from './PageScroll';

const DEFAULT_CLASS = '--scroll-down';

export default defineIsland<PageScrollConfig>({
  name: 'page-scroll',
  // Renders nothing: only a class on <html>, which the patch puts back on unmount.
  host: 'append',
  readConfig: (el) => {
    const name = dataReader(el, 'page-scroll').string('scroll-class', DEFAULT_CLASS).trim();
    // A class token cannot be empty or hold spaces (classList would throw).
    if (/^[^\s]+$/.test(name)) return { className: name };
    console.error(`[storefront:page-scroll] data-scroll-class="${name}" is not a single class name; using ${DEFAULT_CLASS}`);
    return { className: DEFAULT_CLASS };
  },
  Component: PageScroll,
});
