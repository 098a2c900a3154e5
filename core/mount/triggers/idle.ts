import type { TriggerFn } from './types';

// Safari has no requestIdleCallback: a short timeout is the usual stand-in.
export const idle: TriggerFn = (_el, load) => {
  const w = window as Window & typeof globalThis;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(load, { timeout: 2000 });
    return () => w.cancelIdleCallback(id);
  }
  const id = setTimeout(load, 200);
  return () => clearTimeout(id);
};
