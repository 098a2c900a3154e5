import type { ViewLevel } from '../types';
import type { TriggerFn } from './types';

/** Loads once the page's view level is one of `views` (now or after a later resize). */
export const viewLevels =
  (views: readonly ViewLevel[]): TriggerFn =>
  (_el, load, ctx) => {
    if (views.includes(ctx.view())) {
      load();
      return () => {};
    }
    const off = ctx.onViewChange((level) => {
      if (views.includes(level)) {
        off();
        load();
      }
    });
    return off;
  };
