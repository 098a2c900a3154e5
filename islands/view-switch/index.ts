import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { ViewSwitch, type ViewSwitchConfig } from './ViewSwitch';
import { VIEW_SWITCH_BREAKPOINT, VIEW_SWITCH_COOKIE, VIEW_SWITCH_COOKIES, VIEW_SWITCH_PARAM } from './mode';

const NAME = /^[\w.-]+$/;

/** A cookie name off the island's fixed list is reported and the island's own name is used. */
function refusedCookie(value: string): string {
  console.error(`[storefront:view-switch] data-view-switch-cookie="${value.slice(0, 60)}" is not one of the cookies this island may write (${VIEW_SWITCH_COOKIES.join(', ')}); using ${VIEW_SWITCH_COOKIE}`);
  return VIEW_SWITCH_COOKIE;
}

export default defineIsland<ViewSwitchConfig>({
  name: 'view-switch',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'view-switch');
    const cookie = read.string('view-switch-cookie', VIEW_SWITCH_COOKIE).trim();
    const param = read.string('view-switch-param', VIEW_SWITCH_PARAM);
    const named = (what: string, value: string, def: string) => {
      if (NAME.test(value)) return value;
      console.error(`[storefront:view-switch] data-view-switch-${what}="${value}" is not a plain name; using ${def}`);
      return def;
    };
    return {
      breakpoint: read.number('view-switch-breakpoint', VIEW_SWITCH_BREAKPOINT, { min: 320, max: 4000, integer: true }),
      cookie: VIEW_SWITCH_COOKIES.includes(cookie) ? cookie : refusedCookie(cookie),
      param: named('param', param, VIEW_SWITCH_PARAM),
    };
  },
  Component: ViewSwitch,
});
