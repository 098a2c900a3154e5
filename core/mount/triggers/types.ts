import type { ViewLevel } from '../types';

export interface TriggerContext {
  view(): ViewLevel;
  onViewChange(cb: (level: ViewLevel) => void): () => void;
}

/**
 * A trigger decides when to call load, once. It returns a cleanup that cancels the wait. `load` may
 * return a promise that settles once the island has mounted, failed or been skipped.
 */
export type TriggerFn = (el: Element, load: () => Promise<unknown> | void, ctx: TriggerContext) => () => void;
