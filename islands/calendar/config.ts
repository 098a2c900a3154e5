// The calendar's options, from its container's data-calendar-* attributes (bad values reported and defaulted),
// and the form input it writes to. Defaults follow spec section 9.
import { dataReader } from '../../core/dom/data';
import { readLanguage } from '../../core/page/language';
import { DEFAULT_MAX, DEFAULT_MIN, isIsoDate, toIso, type Bounds, type SelectionMode } from './dates';
import type { TimeFormat } from './time';
import dayjs from 'dayjs';
import { defaultInput, LANGUAGES, lookupInput, type CalendarLanguage } from './opener';

export const ISLAND = 'calendar';
export { LANGUAGES, type CalendarLanguage };

export interface CalendarConfig {
  mode: SelectionMode;
  time: TimeFormat | 'off';
  bounds: Bounds;
  language: CalendarLanguage;
  /** A selector for the form's own input the calendar writes to. */
  input: string;
  hourStep: number;
  minuteStep: number;
}

/** Per-markup defaults: a birth date cannot be in the future (the shop rejects it), so its calendar ends today. */
function defaultMax(container: HTMLElement): string {
  return container.id === 'birthdate_calendar' ? 'today' : DEFAULT_MAX;
}

const report = (name: string, value: string, what: string, def: string) =>
  console.error(`[storefront:${ISLAND}] data-${name}="${value}" is not ${what}; using ${def}`);

/** 'YYYY-MM-DD' or 'today'. */
function readDate(container: HTMLElement, name: string, def: string): string {
  const raw = container.getAttribute(`data-${name}`);
  const resolve = (v: string) => (v === 'today' ? toIso(dayjs()) : v);
  if (raw === null) return resolve(def);
  const value = raw.trim();
  if (value === 'today' || isIsoDate(value)) return resolve(value);
  report(name, raw, 'a date written YYYY-MM-DD (or today)', def);
  return resolve(def);
}

export function readCalendarConfig(container: HTMLElement): CalendarConfig {
  const data = dataReader(container, ISLAND);
  let min = readDate(container, 'calendar-min', DEFAULT_MIN);
  let max = readDate(container, 'calendar-max', defaultMax(container));
  if (min > max) {
    console.error(`[storefront:${ISLAND}] data-calendar-min="${min}" is after data-calendar-max="${max}"; using ${DEFAULT_MIN} – ${DEFAULT_MAX}`);
    min = DEFAULT_MIN;
    max = DEFAULT_MAX;
  }
  const page = readLanguage(container.ownerDocument);
  const pageLanguage: CalendarLanguage = (LANGUAGES as readonly string[]).includes(page) ? (page as CalendarLanguage) : 'pl';
  return {
    mode: data.oneOf('calendar-mode', ['single', 'multiple', 'multiple-ranged'], 'single'),
    time: data.oneOf('calendar-time', ['off', '12', '24'], 'off'),
    bounds: { min, max },
    language: data.oneOf('calendar-language', LANGUAGES, pageLanguage),
    input: data.string('calendar-input', defaultInput(container)).trim(),
    hourStep: data.number('calendar-hour-step', 1, { min: 1, max: 12, integer: true }),
    minuteStep: data.number('calendar-minute-step', 1, { min: 1, max: 30, integer: true }),
  };
}

/**
 * The input the calendar writes to: the selector's match, else an input inside the container. Null (with a
 * message naming the attribute and value) when there is none; the island then renders nothing.
 */
export function findInput(container: HTMLElement, selector: string): HTMLInputElement | null {
  const found = lookupInput(container, selector);
  if (found) return found;
  const what = selector ? `data-calendar-input="${selector}" matches no input` : 'no data-calendar-input and no input inside the container';
  console.error(`[storefront:${ISLAND}] ${what}; the calendar is not shown and the field stays as the server sent it`);
  return null;
}
