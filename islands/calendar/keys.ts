// The APG date picker's grid keys, and the dialog's focus trap.
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
