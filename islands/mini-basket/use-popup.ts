// The details popup as an APG disclosure: the button toggles it (aria-expanded), Escape closes it and
// returns focus to the button, focus or a click leaving the mini-basket closes it. The theme also
// shows it on hover/focus (CSS); Escape dismisses that too until the pointer or focus leaves
// (WCAG 1.4.13), which is what `dismissed` is for.
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export interface Popup {
  open: boolean;
  dismissed: boolean;
  toggle: () => void;
}

export function usePopup(container: HTMLElement, button: RefObject<HTMLButtonElement | null>, popup: RefObject<HTMLElement | null>): Popup {
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      const focusInPopup = !!popup.current?.contains(document.activeElement);
      setOpen(false);
      setDismissed(true);
      if (focusInPopup) button.current?.focus();
    };
    const onLeave = (): void => {
      if (!container.contains(document.activeElement)) setDismissed(false);
    };
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
      setOpen(false);
      setDismissed(false);
    };
    container.addEventListener('keydown', onKey);
    container.addEventListener('mouseleave', onLeave);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('mouseleave', onLeave);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [container, button, popup]);

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
