// The combobox's arrow-key model (WAI-ARIA APG, editable combobox with listbox popup). Pure.

/** Keys that move in the listbox or leave it; none of them ever starts a search. */
export const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape', 'Enter', 'Tab'] as const;

/**
 * The option made active by `key`, or null when the key is not ours (the caret moves, the form
 * submits …). `active` is -1 while the input has the visual focus. Up and Down wrap around; Home
 * and End jump to the ends only once an option is active, otherwise they move the caret as usual.
 */
export function nextActive(key: string, active: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return active < 0 ? null : 0;
    case 'End':
      return active < 0 ? null : count - 1;
    default:
      return null;
  }
}
