import type { Trigger } from '../types';
import type { TriggerFn } from './types';
import { idle } from './idle';
import { visible } from './visible';
import { interaction } from './interaction';
import { viewLevels } from './media';

const load: TriggerFn = (_el, fire) => {
  fire();
  return () => {};
};

export function triggerFor(trigger: Trigger): TriggerFn {
  if (typeof trigger === 'object') return viewLevels(trigger.views);
  return { load, idle, visible, interaction }[trigger];
}
export type { TriggerFn, TriggerContext } from './types';
