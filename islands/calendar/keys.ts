// The APG date picker's grid keys, and the dialog's focus trap.
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { Move } from './dates';

/** The move a key makes in the day grid (Shift+PageUp/PageDown by year), or null. */
export function gridMove(event: { key: string; shiftKey: boolean }): Move | null {
  switch (event.key) {
    case 'ArrowLeft':
      return 'prevDay';
    case 'ArrowRight':
      return 'nextDay';
    case 'ArrowUp':
      return 'prevWeek';
    case 'ArrowDown':
      return 'nextWeek';
    case 'PageUp':
      return event.shiftKey ? 'prevYear' : 'prevMonth';
    case 'PageDown':
      return event.shiftKey ? 'nextYear' : 'nextMonth';
    case 'Home':
      return 'weekStart';
    case 'End':
      return 'weekEnd';
    default:
      return null;
  }
}

const FOCUSABLE = 'button, input, select, [tabindex="0"]';

/** Tab and Shift+Tab wrap inside `root`: the dialog is modal, so focus never leaves it while open. */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !(el as HTMLButtonElement).disabled && !el.closest('[hidden]'),
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = root.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
