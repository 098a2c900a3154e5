import type { TriggerFn } from './types';

// The wake events; the last, click (a screen reader's activation or a theme's link.click() sends no
// pointer or focus event first), is listened to in the capture phase, so it is held before anything
// inside sees it.
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

// The first sign the shopper is about to use the container wakes the island. A click that lands while
// it is still loading is held, not lost: once the island has mounted (or failed to) the same element is
// clicked again, so the island handles it, or, when it cannot, the server HTML's own default (a link, a
// submit) happens as it would have. Clicks on other elements meanwhile (another island's button inside
// the same form) are held too and clicked again in the order they came; a second click on the same
// element (a double tap) is held once, and so are clicks while it loads after a wake from elsewhere. Clicks with a modifier key (open in a new tab …) are never held;
// another button's click is an auxclick, never seen here.
export const interaction: TriggerFn = (el, load) => {
  const held: HTMLElement[] = [];
  // Readable by a load job while the island loads (core/mount/held.ts: HELD).
  (el as unknown as { storefrontHeld: HTMLElement[] }).storefrontHeld = held;
  const hold = (e: Event) => {
    const m = e as MouseEvent;
    if (m.ctrlKey || m.metaKey || m.shiftKey || m.altKey) return;
    if (!held.includes(e.target as HTMLElement)) held.push(e.target as HTMLElement);
    e.preventDefault();
    e.stopPropagation();
  };
  const fire = (e?: Event) => {
    off();
    el.addEventListener('click', hold, true);
    if (e?.type == 'click') hold(e);
    void Promise.resolve(load()).finally(() => {
      el.removeEventListener('click', hold, true);
      // A held element an island replaced goes to the runtime, which clicks its stand-in (a 'replace' host;
      // REPLAY_EVENT in core/mount/counterpart.ts, written out here: the entry imports nothing). It bubbles:
      // the element may be another island's inside this container (the calendar's load-time opener in a form).
      for (const h of held) if (h.isConnected) h.click();
      else el.dispatchEvent(new CustomEvent('storefront:replay-click', { detail: h, bubbles: true }));
    });
  };
  const off = () => EVENTS.forEach((t) => el.removeEventListener(t, fire, t == 'click'));
  // Not marked passive (bytes): fire only starts a load and removes itself, so a first touch scrolls at once.
  EVENTS.forEach((t) => el.addEventListener(t, fire, t == 'click'));
  // Woken by something else (its wakeOn event, its load job): the clicks that land while it loads are
  // held all the same (a server link would otherwise leave the page).
  return (now) => (now ? fire() : off());
};
