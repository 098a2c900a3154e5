import type { TriggerFn } from './types';

const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

// The first sign the shopper is about to use the container (hover, touch, focus, a key) wakes the
// island. A click that lands while it is still loading is held, not lost: once the island has mounted
// (or failed to) the same element is clicked again, so the island handles it, or, when it does not,
// the server HTML's own default (a link, a submit) happens as it would have. Clicks with a modifier
// key (open in a new tab …) are never held; another button's click is an auxclick, never seen here.
export const interaction: TriggerFn = (el, load) => {
  const fire = () => {
    off();
    let held: HTMLElement | undefined;
    const hold = (e: Event) => {
      const m = e as MouseEvent;
      if (m.ctrlKey || m.metaKey || m.shiftKey || m.altKey) return;
      held ??= e.target as HTMLElement;
      e.preventDefault();
      e.stopPropagation();
    };
    el.addEventListener('click', hold, true);
    void Promise.resolve(load()).finally(() => {
      el.removeEventListener('click', hold, true);
      if (held?.isConnected) held.click();
    });
  };
  const off = () => EVENTS.forEach((t) => el.removeEventListener(t, fire));
  EVENTS.forEach((t) => el.addEventListener(t, fire, { passive: true }));
  return off;
};
