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
  toggle: () => void;
}

export function usePopup(container: HTMLElement, button: RefObject<HTMLButtonElement | null>, popup: RefObject<HTMLElement | null>): Popup {
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      const focusInPopup = !!popup.current?.contains(document.activeElement);
      setOpen(false);
      setDismissed(true);
      if (focusInPopup) button.current?.focus();
    };
    const onEnter = (): void => setHovered(true);
    const onLeave = (): void => {
      setHovered(false);
      if (!container.contains(document.activeElement)) setDismissed(false);
    };
    const onFocusIn = (event: FocusEvent): void => {
      // Focus coming in from outside shows the popup again (a new trigger after an Escape).
      if (!(event.relatedTarget instanceof Node && container.contains(event.relatedTarget))) setDismissed(false);
    };
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
      setOpen(false);
      setDismissed(false);
    };
    container.addEventListener('keydown', onKey);
    container.addEventListener('mouseenter', onEnter);
    container.addEventListener('mouseleave', onLeave);
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('mouseenter', onEnter);
      container.removeEventListener('mouseleave', onLeave);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [container, button, popup]);

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

  const toggle = useCallback(() => {
    setOpen((o) => !o);
    setDismissed(false);
  }, []);
  return { open, dismissed, toggle };
}
