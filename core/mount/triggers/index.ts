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

/**
 * Nothing of ours but the entry runs before the page's load event (issue 9's budget: at most 4 KB of
 * JS before it), so the page's own resources go first; until then the server HTML works as it is. Only
 * the shopper's own interaction wakes an island earlier.
 */
export function afterPageLoad(start: () => () => void, doc: Document = document): () => void {
  if (doc.readyState === 'complete') return start();
  const win = doc.defaultView ?? window;
  let cancel: (() => void) | undefined;
  const onLoad = () => {
    cancel = start();
  };
  win.addEventListener('load', onLoad, { once: true });
  return () => {
    win.removeEventListener('load', onLoad);
    cancel?.();
  };
}

export function triggerFor(trigger: Trigger): TriggerFn {
  const fn = typeof trigger === 'object' ? viewLevels(trigger.views) : { load, idle, visible, interaction }[trigger];
  if (trigger === 'interaction') return fn;
  return (el, fire, ctx) => afterPageLoad(() => fn(el, fire, ctx), el.ownerDocument);
}
export type { TriggerFn, TriggerContext } from './types';
