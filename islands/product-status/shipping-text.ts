// The shipping-time phrase (spec section 9) from the shop's shipping time, as IdoSell words it.
import type { ShippingTime } from '../../core/product/model';
import { formatText } from '../../core/texts';
import type { StatusTexts } from './texts';

/** The order-by-deadline phrase needs at least this many hours left (spec: hoursBeforeOrderBy). */
export const HOURS_BEFORE_ORDER_BY = 3;
/** Longer waits are counted ('za 30 dni'); shorter ones are named by weekday or date. */
export const MAX_NAMED_DAYS = 29;

type PluralKey = 'dayOne' | 'dayFew' | 'dayMany' | 'dayOther';

function pluralRules(language: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language);
  } catch {
    // A malformed language tag from the page: Polish is the shop's default.
    return new Intl.PluralRules('pl');
  }
}

/** 1 dzień, 2 dni, 5 dni … / 1 day, 2 days. */
export function daysWord(n: number, texts: StatusTexts, language = 'pl'): string {
  const rule = pluralRules(language).select(n);
  const key: PluralKey = rule === 'one' ? 'dayOne' : rule === 'few' ? 'dayFew' : rule === 'many' ? 'dayMany' : 'dayOther';
  return texts[key];
}

/** '14:00:00' → '14:00'; null for anything that is not a time of day. */
export function deadlineClock(deadline: string | null): string | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(deadline?.trim() ?? '');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/** Minutes until the deadline: the shop's countdown (days/hours/minutes), else the clock against `now`. */
function minutesLeft(time: ShippingTime, clock: string | null, now: Date): number | null {
  const { days, hours, minutes } = time;
  if (days !== null || hours !== null || minutes !== null) return (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0);
  if (clock === null) return null;
  const [h, m] = clock.split(':').map(Number);
  const deadline = new Date(now);
  deadline.setHours(h!, m!, 0, 0);
  return Math.floor((deadline.getTime() - now.getTime()) / 60000);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** dd.mm.yyyy from the shop's `time` ('2026-05-27' or '2026-05-27 14:00'), else `now` + days. */
function dateText(time: ShippingTime, now: Date): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(time.time?.trim() ?? '');
  if (m) return `${m[3]}.${m[2]}.${m[1]}`;
  if (time.days === null) return null;
  const d = new Date(now);
  d.setDate(d.getDate() + Math.round(time.days));
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

function weekdayText(time: ShippingTime, days: number, texts: StatusTexts): string | null {
  const { weekDay } = time;
  if (weekDay === null || !Number.isInteger(weekDay) || weekDay < 1 || weekDay > 7) return null;
  // Without the week count only a wait under a week names its day unambiguously.
  const weeks = time.weekAmount ?? (days < 7 ? 0 : null);
  if (weeks === 0) return texts[`weekday${weekDay}` as keyof StatusTexts];
  if (weeks === 1) return texts[`nextWeekday${weekDay}` as keyof StatusTexts];
  return null;
}

/**
 * 'dzisiaj' (with 'jeśli zamówisz do HH:MM' while at least 3 hours remain), 'w 24 godziny' (0–1 day),
 * 'w środę' / 'w przyszłą środę' or 'dnia dd.mm.yyyy' (2–29 days), 'za N dni' (more).
 * null when the time is unknown or the data says nothing usable.
 */
export function shippingText(time: ShippingTime, now: Date, texts: StatusTexts, language = 'pl'): string | null {
  if (time.unknownTime) return null;
  if (time.today) {
    const clock = deadlineClock(time.todayShipmentDeadline);
    const left = minutesLeft(time, clock, now);
    if (clock !== null && left !== null && left >= HOURS_BEFORE_ORDER_BY * 60) return formatText(texts.todayBy, { time: clock });
    return texts.today;
  }
  const { days } = time;
  if (days === null) {
    const date = dateText(time, now);
    return date === null ? null : formatText(texts.onDate, { date });
  }
  if (days <= 1) return texts.within24h;
  if (days > MAX_NAMED_DAYS) return formatText(texts.inDays, { n: days, days: daysWord(days, texts, language) });
  const named = weekdayText(time, days, texts);
  if (named !== null) return named;
  const date = dateText(time, now);
  return date === null ? formatText(texts.inDays, { n: days, days: daysWord(days, texts, language) }) : formatText(texts.onDate, { date });
}
