// The details popup as an APG disclosure: the button toggles it (aria-expanded), Escape closes it and
// returns focus to the button, focus or a click leaving the mini-basket closes it. The theme also
// shows it on hover/focus (CSS); Escape dismisses that too until the pointer or focus leaves
// (WCAG 1.4.13), which is what `dismissed` is for. A popup shown by hover alone has no focus in the
// mini-basket (the shopper may be typing in the search field), so while the pointer is over it Escape
// is heard on the document as well.
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export interface Popup {
  open: boolean;
  dismissed: boolean;
  /** What the button's aria-expanded says: shown, by the button or by the theme's hover/focus rule. */
  expanded: boolean;
  toggle: () => void;
}

/** Focus a keyboard gave (`:focus-visible`): a pointer's click on the button is a press, not a walk in. */
const keyboardFocus = (el: EventTarget | null): boolean => {
  try {
    return el instanceof Element && el.matches(':focus-visible');
  } catch {
    return true;
  }
};

/** The pointer is over the element now (`:hover`; false where the selector is not supported). */
const pointerOver = (el: HTMLElement): boolean => {
  try {
    return el.matches(':hover');
  } catch {
    return false;
  }
};

/** The popup is on screen (the theme's `:hover`/`:focus-within` rule may show it without the button). */
const onScreen = (el: HTMLElement | null): boolean =>
  !!el && (typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0);

/**
 * `dismissedWhileWaking`: read once the listeners are on; true when an Escape came between the island's
 * config and its listeners (its load job heard it), so the popup starts dismissed then too.
 */
export function usePopup(
  container: HTMLElement,
  button: RefObject<HTMLButtonElement | null>,
  popup: RefObject<HTMLElement | null>,
  startDismissed = false,
  dismissedWhileWaking: () => boolean = () => false,
): Popup {
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(startDismissed);
  // The island wakes on the shopper's first pointing: the pointer may be over it already.
  const [hovered, setHovered] = useState(() => pointerOver(container));
  // Shown by the theme's rule while keyboard focus is in the mini-basket: read when it comes in (the
  // rule applies from that moment), so the button's state is true to what a keyboard user is shown. The
  // pointer's hover shows it too, to the eye; a click on the button then pins it open, as before.
  const [focusShows, setFocusShows] = useState(false);

  useLayoutEffect(() => {
    const dismiss = (): void => {
      setOpen(false);
      setDismissed(true);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      const focusInPopup = !!popup.current?.contains(document.activeElement);
      dismiss();
      if (focusInPopup) button.current?.focus();
    };
    const onEnter = (): void => setHovered(true);
    const onLeave = (): void => {
      setHovered(false);
      if (!container.contains(document.activeElement)) setDismissed(false);
    };
    const onFocusIn = (event: FocusEvent, target: EventTarget | null = event.target, waking = false): void => {
      // Focus coming in from outside shows the popup again (a new trigger after an Escape); not the focus
      // that woke the island, which an Escape may have followed before it was there (startDismissed).
      const fromOutside = !(event.relatedTarget instanceof Node && container.contains(event.relatedTarget));
      if (fromOutside && !waking) setDismissed(false);
      // Read with the popup as the theme's rule shows it now (an Escape's inline display:none aside).
      const el = popup.current;
      const inline = el?.style.display ?? '';
      if (el && fromOutside) el.style.setProperty('display', '');
      setFocusShows(keyboardFocus(target) && onScreen(el));
      if (el && fromOutside) el.style.setProperty('display', inline);
    };
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
      setOpen(false);
      setDismissed(false);
      setFocusShows(false);
    };
    container.addEventListener('keydown', onKey);
    container.addEventListener('mouseenter', onEnter);
    container.addEventListener('mouseleave', onLeave);
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    // The pointer may have come in between the first render (which read :hover) and these listeners (a
    // render in a transition yields to the browser): read again now, or a hover-shown popup would not hear
    // Escape while focus is elsewhere.
    if (pointerOver(container)) onEnter();
    if (dismissedWhileWaking() && (pointerOver(container) || container.contains(document.activeElement))) dismiss();
    // Woken by focus coming in: that focusin came before these listeners, so it is read now.
    const active = document.activeElement;
    if (active && container.contains(active)) onFocusIn(new FocusEvent('focusin', { relatedTarget: null }), active, true);
    return () => {
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('mouseenter', onEnter);
      container.removeEventListener('mouseleave', onLeave);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [container, button, popup, dismissedWhileWaking]);

  // Shown by hover with focus elsewhere: Escape anywhere dismisses it, the listener only while it shows.
  useLayoutEffect(() => {
    if (!hovered || dismissed) return;
    const onKey = (event: KeyboardEvent): void => {
      // Focus in the mini-basket: its own listener has it (and gives focus back to the button).
      if (event.key !== 'Escape' || (event.target instanceof Node && container.contains(event.target))) return;
      setOpen(false);
      setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hovered, dismissed, container]);

  // Layout effects: under Preact a passive effect runs a frame after paint, and a press outside or an
  // Escape right after opening would be missed (lean build).
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent): void => {
      if (!(event.target instanceof Node && container.contains(event.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, container]);

  const expanded = open || (!dismissed && focusShows);
  // The button closes what is shown, whoever showed it (the theme's rule is dismissed until focus and
  // pointer leave), and opens what is not.
  const toggle = useCallback(() => {
    setOpen(!expanded);
    setDismissed(expanded);
  }, [expanded]);
  return { open, dismissed, expanded, toggle };
}
