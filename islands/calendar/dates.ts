// The calendar's date maths, pure: dates are ISO strings 'YYYY-MM-DD' (they sort as text), weeks start on
// `weekStart` (0 Sunday … 6 Saturday; the locale decides: Monday for Polish). dayjs does the calendar
// arithmetic (month lengths, leap years, a month step from the 31st lands on the month's last day).
import dayjs, { type Dayjs } from 'dayjs';

export type Iso = string;

export interface Bounds {
  min: Iso;
  max: Iso;
}

/** Spec section 9: the calendar's defaults. */
export const DEFAULT_MIN: Iso = '1970-01-01';
export const DEFAULT_MAX: Iso = '2470-12-31';
/** The year list: 15 years, 7 either side of the view year. */
export const YEAR_GRID = 15;
export const YEAR_SIDE = 7;

export type SelectionMode = 'single' | 'multiple' | 'multiple-ranged';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export const toIso = (d: Dayjs): Iso => d.format('YYYY-MM-DD');
export const fromIso = (iso: Iso): Dayjs => dayjs(iso);

/** A real calendar date written 'YYYY-MM-DD' (2023-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  return ISO.test(text) && toIso(dayjs(text)) === text;
}

export const clamp = (iso: Iso, { min, max }: Bounds): Iso => (iso < min ? min : iso > max ? max : iso);
export const inBounds = (iso: Iso, { min, max }: Bounds): boolean => iso >= min && iso <= max;

export interface GridDay {
  iso: Iso;
  day: number;
  /** False for the leading/trailing days of the adjacent months. */
  inMonth: boolean;
  /** Outside [min, max]. */
  disabled: boolean;
}

/** The month `month0` (0–11) of `year` as whole weeks, with the adjacent months' days filling the edges. */
export function monthGrid(year: number, month0: number, weekStart: number, bounds: Bounds): GridDay[][] {
  const first = dayjs(new Date(year, month0, 1));
  const lead = (first.day() - weekStart + 7) % 7;
  const total = Math.ceil((lead + first.daysInMonth()) / 7) * 7;
  const weeks: GridDay[][] = [];
  for (let i = 0; i < total; i++) {
    const d = first.add(i - lead, 'day');
    const iso = toIso(d);
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({ iso, day: d.date(), inMonth: d.month() === month0, disabled: !inBounds(iso, bounds) });
  }
  return weeks;
}

export type Move =
  | 'prevDay' | 'nextDay' | 'prevWeek' | 'nextWeek' | 'prevMonth' | 'nextMonth' | 'prevYear' | 'nextYear'
  | 'weekStart' | 'weekEnd';

/** The focused day after a keyboard move (APG date picker), never outside [min, max]. */
export function move(iso: Iso, how: Move, weekStart: number, bounds: Bounds): Iso {
  const d = fromIso(iso);
  const offset = (d.day() - weekStart + 7) % 7;
  const next = {
    prevDay: () => d.subtract(1, 'day'),
    nextDay: () => d.add(1, 'day'),
    prevWeek: () => d.subtract(1, 'week'),
    nextWeek: () => d.add(1, 'week'),
    prevMonth: () => d.subtract(1, 'month'),
    nextMonth: () => d.add(1, 'month'),
    prevYear: () => d.subtract(1, 'year'),
    nextYear: () => d.add(1, 'year'),
    weekStart: () => d.subtract(offset, 'day'),
    weekEnd: () => d.add(6 - offset, 'day'),
  }[how]();
  return clamp(toIso(next), bounds);
}

/** The same day in another month/year (the month's last day when it is shorter), clamped. */
export function withMonth(iso: Iso, year: number, month0: number, bounds: Bounds): Iso {
  const d = fromIso(iso);
  const first = dayjs(new Date(year, month0, 1));
  return clamp(toIso(first.date(Math.min(d.date(), first.daysInMonth()))), bounds);
}

export interface ListItem {
  value: number;
  disabled: boolean;
}

/** The twelve months of `year`; a month wholly outside [min, max] is disabled. */
export function monthList(year: number, bounds: Bounds): ListItem[] {
  return Array.from({ length: 12 }, (_, m) => {
    const first = dayjs(new Date(year, m, 1));
    return { value: m, disabled: toIso(first.endOf('month')) < bounds.min || toIso(first) > bounds.max };
  });
}

/** 15 years, 7 either side of `year`; years wholly outside [min, max] are disabled. */
export function yearList(year: number, bounds: Bounds): ListItem[] {
  const minYear = Number(bounds.min.slice(0, 4));
  const maxYear = Number(bounds.max.slice(0, 4));
  return Array.from({ length: YEAR_GRID }, (_, i) => {
    const value = year - YEAR_SIDE + i;
    return { value, disabled: value < minYear || value > maxYear };
  });
}

/** A range is always [earlier, later]. */
export const normaliseRange = (a: Iso, b: Iso): [Iso, Iso] => (a <= b ? [a, b] : [b, a]);

/**
 * The selection after the shopper picks `iso`.
 * - single: just that day.
 * - multiple: the day toggles; the list stays sorted and without duplicates.
 * - multiple-ranged: [] or a finished range → a new start [iso]; a start → the ordered range [from, to].
 */
export function pick(mode: SelectionMode, selected: readonly Iso[], iso: Iso): Iso[] {
  if (mode === 'single') return [iso];
  if (mode === 'multiple') {
    return selected.includes(iso) ? selected.filter((d) => d !== iso) : [...selected, iso].sort();
  }
  return selected.length === 1 ? normaliseRange(selected[0]!, iso) : [iso];
}

export function isSelected(mode: SelectionMode, selected: readonly Iso[], iso: Iso): boolean {
  if (mode === 'multiple-ranged' && selected.length === 2) return iso >= selected[0]! && iso <= selected[1]!;
  return selected.includes(iso);
}
