import type { Trigger } from '../types';
import type { TriggerFn } from './types';
import { idle } from './idle';
import { visible } from './visible';
import { scroll } from './scroll';
import { interaction } from './interaction';
import { viewLevels } from './media';

const load: TriggerFn = (_el, fire) => {
  fire();
  return () => {};
};

/** Starts waiting for the load event, run one per task so they do not add up to one long task. */
const queued: Array<() => void> = [];
let draining = false;
function runQueued(): void {
  const next = queued.shift();
  if (!next) {
    draining = false;
    return;
  }
  next();
  setTimeout(runQueued, 0);
}

/**
 * Nothing of ours but the entry runs before the page's load event (the budget: at most 4 KB of
 * JS before it), so the page's own resources go first; until then the server HTML works as it is. Only
 * the shopper's own interaction wakes an island earlier. After the load event every waiting trigger
 * starts in a task of its own, after the load event's task.
 */
export function afterPageLoad<R extends (() => void) | void>(start: () => R, doc: Document = document): R | (() => void) {
  if (doc.readyState === 'complete') return start();
  const win = doc.defaultView ?? window;
  let cancel: (() => void) | void;
  let cancelled = false;
  const run = () => {
    if (!cancelled) cancel = start();
  };
  const onLoad = () => {
    queued.push(run);
    if (!draining) {
      draining = true;
      // Not in the load event's own task either: on a slow phone the entry's evaluation often
      // shares that task, and the two together made one long task.
      setTimeout(runQueued, 0);
    }
  };
  win.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    cancel?.();
  };
}

export function triggerFor(trigger: Trigger): TriggerFn {
  const fn = typeof trigger === 'object' ? viewLevels(trigger.views) : { load, idle, visible, scroll, interaction }[trigger];
  if (trigger === 'interaction') return fn;
  return (el, fire, ctx) => afterPageLoad(() => fn(el, fire, ctx), el.ownerDocument);
}
export type { TriggerFn, TriggerContext } from './types';
