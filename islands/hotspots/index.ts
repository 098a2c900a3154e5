import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { TIMEOUTS } from '../../core/http';
import { Hotspots, type HotspotsConfig } from './Hotspots';
import { ISLAND } from './zones';

// 'append': React renders only the carousel's status line, in its own element inside the zone; the
// zone's content is the shop's HTML (cleaned) and the carousel works on it in place.
export default defineIsland<HotspotsConfig>({
  name: ISLAND,
  host: 'append',
  readConfig: (el) => ({
    timeout: dataReader(el, ISLAND).number('hotspots-timeout', TIMEOUTS.default, { min: 500, integer: true }),
  }),
  Component: Hotspots,
});
