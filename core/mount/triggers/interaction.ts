import type { TriggerFn } from './types';

// Every event the trigger listens to; the last, click, is also what it holds.
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

// The first sign the shopper is about to use the container (hover, touch, focus, a key, or a click
// alone, as a screen reader or a theme script sends it) wakes the island. A click that lands while it
// is still loading is held, not lost: once the island has mounted (or failed to) the same element is
// clicked again, so the island handles it, or, when it cannot, the server HTML's own default (a link, a
// submit) happens as it would have. Clicks with a modifier key (open in a new tab …) are never held;
// another button's click is an auxclick, never seen here.
export const interaction: TriggerFn = (el, load) => {
  let held: HTMLElement | undefined;
  let woken = false;
  const on = (e: Event) => {
    const m = e as MouseEvent;
    if (e.type == 'click' && !(m.ctrlKey || m.metaKey || m.shiftKey || m.altKey)) {
      held ??= e.target as HTMLElement;
      e.preventDefault();
      e.stopPropagation();
    }
    if (woken) return;
    // The other events return here until the island is past loading; then every listener goes.
    woken = true;
    void Promise.resolve(load()).finally(() => {
      off();
      if (held?.isConnected) held.click();
    });
  };
  const off = () => EVENTS.forEach((t) => el.removeEventListener(t, on, true));
  EVENTS.forEach((t) => el.addEventListener(t, on, { capture: true, passive: t != 'click' }));
  return off;
};
