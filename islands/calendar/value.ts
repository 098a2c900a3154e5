// What the calendar writes into the form's own input (and reads back from it when it opens):
//   single           '2024-05-03'
//   multiple         '2024-05-03,2024-05-07'            (sorted, comma-separated, no spaces)
//   multiple-ranged  '2024-05-03 – 2024-05-07'          (from – to, an en dash with a space either side)
// and, with the time on, ' HH:mm' (24 h) or ' hh:mm AM' (12 h) after the date part.
// A range whose end was never chosen is written as its start date alone (and read back as that start).
import { inBounds, isIsoDate, normaliseRange, type Bounds, type Iso, type SelectionMode } from './dates';
import { formatTime, parseTime, type Time, type TimeFormat } from './time';

export const RANGE_SEPARATOR = ' – ';
export const LIST_SEPARATOR = ',';

export interface CalendarValue {
  dates: Iso[];
  time: Time | null;
}

export function formatValue(mode: SelectionMode, dates: readonly Iso[], time: Time | null, format: TimeFormat | 'off'): string {
  if (dates.length === 0) return '';
  const datePart =
    mode === 'multiple-ranged' && dates.length === 2
      ? dates.join(RANGE_SEPARATOR)
      : mode === 'single'
        ? dates[0]!
        : dates.join(LIST_SEPARATOR);
  return time && format !== 'off' ? `${datePart} ${formatTime(time, format)}` : datePart;
}

const TIME_TAIL = /\s+(\d{1,2}:\d{2}(?:\s*[AaPp][Mm])?)$/;

/**
 * What the shopper typed (or we wrote), tolerantly: spaces around, a hyphen or dash between range ends.
 * Dates that are not real dates or lie outside [min, max] are left out; a time that does not read is null.
 * Never throws; nothing here changes the input.
 */
export function parseValue(text: string, mode: SelectionMode, format: TimeFormat | 'off', bounds: Bounds): CalendarValue {
  let rest = text.trim();
  let time: Time | null = null;
  const tail = TIME_TAIL.exec(rest);
  if (tail) {
    time = format === 'off' ? null : parseTime(tail[1]!, format);
    rest = rest.slice(0, tail.index).trim();
  }
  const parts =
    mode === 'multiple-ranged' ? rest.split(/\s+[-–—]\s+|\s*[–—]\s*/) : mode === 'multiple' ? rest.split(/\s*[,;]\s*/) : [rest];
  const dates = [...new Set(parts.map((p) => p.trim()).filter((p) => isIsoDate(p) && inBounds(p, bounds)))].sort();
  if (mode === 'single') return { dates: dates.slice(0, 1), time };
  if (mode === 'multiple-ranged') {
    return { dates: dates.length >= 2 ? normaliseRange(dates[0]!, dates[dates.length - 1]!) : dates, time };
  }
  return { dates, time };
}
