// The calendar's opener in one place, React-free: what the island renders and what its load job builds at
// load as a stand-in (job.ts), so both are the same element with the same words and the same size. Also the
// form input it writes to, found without a word (the island reports a missing one when it wakes).
import { formatText } from '../../core/texts/define';
import { ownQuery } from '../../core/dom/own';
import type { CalendarTexts } from './texts';

export const LANGUAGES = ['pl', 'en'] as const;
export type CalendarLanguage = (typeof LANGUAGES)[number];
export const isCalendarLanguage = (v: string | null | undefined): v is CalendarLanguage => (LANGUAGES as readonly unknown[]).includes(v);

/** The stand-in's mark (the load job's div.calendar), and the mark of a press on it before the island woke. */
export const STAND_IN_ATTR = 'data-storefront-stand-in';
export const PRESSED_ATTR = 'data-storefront-pressed';

/**
 * The input of the two real IdoSell markups, so a theme adds nothing: the delivery-date datepicker writes the
 * hidden input of its own `.cop_delivery__calendar` block, the birth-date calendar writes `#birth_date`.
 * Anything else names its input with data-calendar-input (or holds one).
 */
export function defaultInput(container: HTMLElement): string {
  if (container.id === 'birthdate_calendar') return '#birth_date';
  if (container.closest('.cop_delivery__calendar')) return '.cop_delivery__calendar input.cop_delivery__calendar_input';
  return '';
}

/** The input the calendar writes to: the selector's match (the page's own, not inserted HTML), else an input inside the container. */
export function lookupInput(container: HTMLElement, selector: string): HTMLInputElement | null {
  try {
    const found = selector ? ownQuery<Element>(container.ownerDocument, selector) : container.querySelector('input');
    return found instanceof HTMLInputElement ? found : null;
  } catch {
    return null;
  }
}

/** The field's name for the opener's label: its <label>, else its fieldset's legend. */
export function fieldName(input: HTMLInputElement): string {
  const label = input.labels?.[0]?.textContent ?? input.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
  return label.replace(/\s+/g, ' ').trim();
}

/** The opener's words: "Wybierz datę: <the field>", or "Wybierz datę" for a field without a name. */
export function openerText(t: Pick<CalendarTexts, 'open' | 'openFor'>, input: HTMLInputElement): string {
  const field = fieldName(input);
  return field ? formatText(t.openFor, { field }) : t.open;
}

/** What a hidden field holds, said next to the opener (a hidden input shows nothing itself). */
export function valueText(t: Pick<CalendarTexts, 'selected' | 'none'>, value: string): string {
  return value ? formatText(t.selected, { value }) : t.none;
}

/** The load job's stand-in in the container, if it is still there. */
export const standInOf = (container: HTMLElement): HTMLElement | null => container.querySelector<HTMLElement>(`:scope > [${STAND_IN_ATTR}]`);
