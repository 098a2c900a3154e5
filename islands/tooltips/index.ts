import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { Tooltip, type TooltipConfig } from './Tooltip';

/** The spec's tooltip timings (section 9). */
export const TOOLTIP_FADE_MS = 400;
export const TOOLTIP_HIDE_DELAY_MS = 500;

// The tooltip itself is portalled to <body> (a trigger is often inline: no block inside it).
export default defineIsland<TooltipConfig>({
  name: 'tooltips',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'tooltips');
    return {
      fade: read.number('tooltip-fade', TOOLTIP_FADE_MS, { min: 0, max: 5000 }),
      hideDelay: read.number('tooltip-hide-delay', TOOLTIP_HIDE_DELAY_MS, { min: 0, max: 10000 }),
    };
  },
  Component: Tooltip,
});
