// Month and weekday names and the week's first day, from dayjs's locales. Only Polish and English are
// bundled (English is built into dayjs), so the calendar chunk stays small.
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import type { CalendarLanguage } from './config';
import type { Iso } from './dates';

export interface LocaleNames {
  /** 0 Sunday … 6 Saturday: Monday for Polish, Sunday for English. */
  weekStart: number;
  /** Twelve standalone month names, capitalised for headings ('Maj', 'May'). */
  months: string[];
  /** Seven [short, full] weekday names from weekStart on. */
  weekdays: Array<[short: string, full: string]>;
  /** A day written out for screen readers ('piątek, 3 maja 2024'). */
  longDate: (iso: Iso) => string;
}

const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

export function localeNames(language: CalendarLanguage): LocaleNames {
  const weekStart = dayjs.Ls[language]?.weekStart ?? 0;
  // 2024-01-07 is a Sunday: day i of that week is weekday i.
  const sunday = dayjs('2024-01-07').locale(language);
  return {
    weekStart,
    months: Array.from({ length: 12 }, (_, m) => cap(dayjs(new Date(2024, m, 1)).locale(language).format('MMMM'))),
    weekdays: Array.from({ length: 7 }, (_, i) => {
      const d = sunday.add((weekStart + i) % 7, 'day');
      return [d.format('dd'), d.format('dddd')];
    }),
    longDate: (iso) => dayjs(iso).locale(language).format('dddd, D MMMM YYYY'),
  };
}
