// The calendar's optional time, pure. Held as a 24-hour clock; shown as 0–23 or 1–12 with AM/PM.
// A field the shopper typed into is committed on blur: anything that is not a whole number in range
// (and on the step) reverts to the previous value (spec section 5).

export type TimeFormat = '12' | '24';
export type Period = 'AM' | 'PM';

export interface Time {
  /** 0–23 */
  hour: number;
  /** 0–59 */
  minute: number;
}

export const DEFAULT_TIME: Time = { hour: 12, minute: 0 };

/** The hour field's range for a format: 1–12 or 0–23. */
export const hourRange = (format: TimeFormat) => (format === '12' ? { min: 1, max: 12 } : { min: 0, max: 23 });
export const MINUTE_RANGE = { min: 0, max: 59 };

export const periodOf = (t: Time): Period => (t.hour < 12 ? 'AM' : 'PM');
/** The hour as the field shows it. */
export const shownHour = (t: Time, format: TimeFormat): number => (format === '12' ? t.hour % 12 || 12 : t.hour);
/** A 1–12 hour and its period on the 24-hour clock (12 AM is 0, 12 PM is 12). */
export const to24 = (hour12: number, period: Period): number => (hour12 % 12) + (period === 'PM' ? 12 : 0);

/** A whole number written in digits within [min, max] and on the step (counted from 0), else null. */
export function parseField(text: string, min: number, max: number, step = 1): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max && n % step === 0 ? n : null;
}

/** The time after the hour field is committed; the previous time when the entry is invalid. */
export function commitHour(text: string, prev: Time, format: TimeFormat, step = 1): Time {
  const { min, max } = hourRange(format);
  const n = parseField(text, min, max);
  if (n === null) return prev;
  const hour = format === '12' ? to24(n, periodOf(prev)) : n;
  return hour % step === 0 ? { ...prev, hour } : prev;
}

export function commitMinute(text: string, prev: Time, step = 1): Time {
  const n = parseField(text, MINUTE_RANGE.min, MINUTE_RANGE.max, step);
  return n === null ? prev : { ...prev, minute: n };
}

export function withPeriod(t: Time, period: Period): Time {
  return { ...t, hour: to24(shownHour(t, '12'), period) };
}

const two = (n: number) => String(n).padStart(2, '0');

/** 24 h: 'HH:mm'; 12 h: 'hh:mm AM'. */
export function formatTime(t: Time, format: TimeFormat): string {
  return format === '12' ? `${two(shownHour(t, '12'))}:${two(t.minute)} ${periodOf(t)}` : `${two(t.hour)}:${two(t.minute)}`;
}

/** Reads what formatTime writes (and 'H:mm', 'h:mm pm'); null when it is not a time of that format. */
export function parseTime(text: string, format: TimeFormat): Time | null {
  const m = /^(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?$/.exec(text.trim());
  if (!m) return null;
  const [, h, min, p] = m;
  if ((format === '12') !== Boolean(p)) return null;
  const { min: lo, max: hi } = hourRange(format);
  const hour = parseField(h!, lo, hi);
  const minute = parseField(min!, MINUTE_RANGE.min, MINUTE_RANGE.max);
  if (hour === null || minute === null) return null;
  return { hour: p ? to24(hour, p.toUpperCase() as Period) : hour, minute };
}
