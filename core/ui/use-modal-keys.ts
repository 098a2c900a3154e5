// A modal's keys, on its own element: Tab and Shift+Tab stay inside (core/ui/modal-layer trapTab), Escape asks
// to close unless something inside already took it. The page's modal (core/ui/Dialog) and the calendar's date
// picker both use it, so their keyboards cannot drift apart.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { trapTab } from './modal-layer';

export interface ModalKeysOptions {
  /**
   * Escape goes no further than this modal: a picker opened inside a modal, or beside a theme layer that
   * closes on Escape, closes alone.
   */
  keepEscape?: boolean;
}

/**
 * A layout effect: under Preact (the lean build) a passive effect runs a frame after paint, and an Escape or
 * Tab pressed as the modal appears would miss it. The latest `onEscape` is called, never a stale one.
 */
export function useModalKeys(ref: RefObject<HTMLElement | null>, onEscape: () => void, { keepEscape = false }: ModalKeysOptions = {}): void {
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return trapTab(event, root);
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (keepEscape) event.stopPropagation();
      latest.current();
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [ref, keepEscape]);
}
