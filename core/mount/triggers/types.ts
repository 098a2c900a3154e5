import type { ViewLevel } from '../types';

export interface TriggerContext {
  view(): ViewLevel;
  onViewChange(cb: (level: ViewLevel) => void): () => void;
}

/** A trigger decides when to call load, once. It returns a cleanup that cancels the wait. */
export type TriggerFn = (el: Element, load: () => void, ctx: TriggerContext) => () => void;
