import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { ViewSwitch, type ViewSwitchConfig } from './ViewSwitch';
import { VIEW_SWITCH_BREAKPOINT, VIEW_SWITCH_COOKIE, VIEW_SWITCH_PARAM } from './mode';

const NAME = /^[\w.-]+$/;

export default defineIsland<ViewSwitchConfig>({
  name: 'view-switch',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'view-switch');
    const cookie = read.string('view-switch-cookie', VIEW_SWITCH_COOKIE);
    const param = read.string('view-switch-param', VIEW_SWITCH_PARAM);
    const named = (what: string, value: string, def: string) => {
      if (NAME.test(value)) return value;
      console.error(`[storefront:view-switch] data-view-switch-${what}="${value}" is not a plain name; using ${def}`);
      return def;
    };
    return {
      breakpoint: read.number('view-switch-breakpoint', VIEW_SWITCH_BREAKPOINT, { min: 320, max: 4000, integer: true }),
      cookie: named('cookie', cookie, VIEW_SWITCH_COOKIE),
      param: named('param', param, VIEW_SWITCH_PARAM),
    };
  },
  Component: ViewSwitch,
});
