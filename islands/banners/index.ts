import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { Banners, type BannersConfig } from './Banners';
import { BANNER_COOKIES, BANNER_DAYS, kindOf } from './kinds';

// Renders nothing ('append'): the server's banner stays and is enhanced in place.
export default defineIsland<BannersConfig>({
  name: 'banners',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'banners');
    const kind = read.oneOf('banner-kind', ['promo', 'free-shipping'], kindOf(el) ?? 'promo');
    return {
      kind,
      days: read.number('banner-days', BANNER_DAYS, { min: 0.001, max: 3650 }),
      cookie: read.string('banner-cookie', BANNER_COOKIES[kind]).trim() || BANNER_COOKIES[kind],
    };
  },
  Component: Banners,
});
