import type { ViewLevel } from '../types';

export interface TriggerContext {
  view(): ViewLevel;
  onViewChange(cb: (level: ViewLevel) => void): () => void;
}

/**
 * A trigger decides when to call load, once. It returns a cleanup that cancels the wait; called with
 * `true` (something else wakes the island now: its wakeOn event, its load job), a trigger that guards the
 * wait (the interaction trigger's held clicks) fires itself instead. `load` may return a promise that
 * settles once the island has mounted, failed or been skipped.
 */
export type TriggerFn = (el: Element, load: () => Promise<unknown> | void, ctx: TriggerContext) => (now?: boolean) => void;
