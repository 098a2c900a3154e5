import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { Banners, type BannersConfig } from './Banners';
import { BANNER_COOKIE_NAMES, BANNER_COOKIES, BANNER_DAYS, kindOf } from './kinds';

/** A cookie name off the island's fixed list is reported and the kind's own name is used. */
function cookieName(value: string, def: string): string {
  if (value === '' || BANNER_COOKIE_NAMES.includes(value)) return value || def;
  console.error(`[storefront:banners] data-banner-cookie="${value.slice(0, 60)}" is not one of the cookies this island may write (${BANNER_COOKIE_NAMES.join(', ')}); using ${def}`);
  return def;
}

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
      cookie: cookieName(read.string('banner-cookie', BANNER_COOKIES[kind]).trim(), BANNER_COOKIES[kind]),
    };
  },
  Component: Banners,
});
