import type { TriggerFn } from './types';

const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

// The first sign the shopper is about to use the container; the island replays nothing,
// so the trigger fires on intent (hover, focus) rather than on the click itself.
export const interaction: TriggerFn = (el, load) => {
  const fire = () => {
    off();
    load();
  };
  const off = () => EVENTS.forEach((t) => el.removeEventListener(t, fire));
  EVENTS.forEach((t) => el.addEventListener(t, fire, { passive: true }));
  return off;
};
