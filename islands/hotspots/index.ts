import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { TIMEOUTS } from '../../core/http';
import { Hotspots, type HotspotsConfig } from './Hotspots';
import { ISLAND } from './zones';

// 'append': React's own host element goes at the end of the zone and holds the carousel's status
// line. The platform's reply is rendered (through a portal) into a `.hotspot` box that takes the
// skeleton's place; the spec variant's HTML (data-hotspots-source="ajax") is cleaned and put in by the
// batch. The carousel works on either in place.
export default defineIsland<HotspotsConfig>({
  name: ISLAND,
  host: 'append',
  readConfig: (el) => ({
    timeout: dataReader(el, ISLAND).number('hotspots-timeout', TIMEOUTS.default, { min: 500, integer: true }),
    // The platform's quick-buy plug-in (hotspots_add_to_basket.js) on every zone unless the zone says "false".
    quickBuy: dataReader(el, ISLAND).boolean('hotspots-quick-buy', true),
  }),
  Component: Hotspots,
});
