import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import {
  DEFAULT_MAX, DEFAULT_MIN, clamp, isIsoDate, isSelected, monthGrid, monthList, move, normaliseRange, pick, withMonth,
  yearList, type Bounds, type Move,
} from './dates';

const DEFAULTS: Bounds = { min: DEFAULT_MIN, max: DEFAULT_MAX };
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Any real date between the defaults, as ISO. */
const isoDate = (lo = 1970, hi = 2470) =>
  fc.record({ y: fc.integer({ min: lo, max: hi }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
    .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(Math.min(d, dayjs(`${y}-${pad(m)}-01`).daysInMonth()))}`);
const bounds = fc.tuple(isoDate(), isoDate()).map(([a, b]) => (a <= b ? { min: a, max: b } : { min: b, max: a }));
const moves: Move[] = ['prevDay', 'nextDay', 'prevWeek', 'nextWeek', 'prevMonth', 'nextMonth', 'prevYear', 'nextYear', 'weekStart', 'weekEnd'];
const weekStart = fc.integer({ min: 0, max: 6 });

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-5-1')).toBe(false);
    expect(isIsoDate(' 2024-05-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isIsoDate(s) === 'boolean'));
  });
});

describe('monthGrid', () => {
  it('is whole weeks holding every day of the month exactly once, in order, each week starting on weekStart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2470 }), fc.integer({ min: 0, max: 11 }), weekStart, (year, month0, start) => {
        const weeks = monthGrid(year, month0, start, DEFAULTS);
        const days = weeks.flat();
        expect(weeks.every((w) => w.length === 7)).toBe(true);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const inMonth = days.filter((d) => d.inMonth).map((d) => d.day);
        const length = dayjs(new Date(year, month0, 1)).daysInMonth();
        expect(inMonth).toEqual(Array.from({ length }, (_, i) => i + 1));
        // Consecutive days, no gaps; adjacent-month days only at the edges.
        for (let i = 1; i < days.length; i++) expect(dayjs(days[i]!.iso).diff(dayjs(days[i - 1]!.iso), 'day')).toBe(1);
        expect(weeks.map((w) => dayjs(w[0]!.iso).day())).toEqual(weeks.map(() => start));
        expect(weeks[0]!.some((d) => d.inMonth)).toBe(true);
        expect(weeks[weeks.length - 1]!.some((d) => d.inMonth)).toBe(true);
      }),
    );
  });

  it('starts on Monday for Polish (weekStart 1): May 2024 begins with Mon 29 April', () => {
    const weeks = monthGrid(2024, 4, 1, DEFAULTS);
    expect(weeks[0]!.map((d) => d.day)).toEqual([29, 30, 1, 2, 3, 4, 5]);
    expect(weeks[0]!.slice(0, 2).every((d) => !d.inMonth)).toBe(true);
    expect(weeks.at(-1)!.map((d) => d.iso)).toEqual(['2024-05-27', '2024-05-28', '2024-05-29', '2024-05-30', '2024-05-31', '2024-06-01', '2024-06-02']);
  });

  it('disables exactly the days outside [min, max]', () => {
    fc.assert(
      fc.property(isoDate(), bounds, weekStart, (focus, b, start) => {
        const d = dayjs(focus);
        for (const day of monthGrid(d.year(), d.month(), start, b).flat()) {
          expect(day.disabled).toBe(day.iso < b.min || day.iso > b.max);
        }
      }),
    );
  });
});

describe('move', () => {
  it('never leaves [min, max], whatever the moves', () => {
    fc.assert(
      fc.property(bounds, isoDate(), fc.array(fc.constantFrom(...moves), { maxLength: 30 }), weekStart, (b, start, path, ws) => {
        let at = clamp(start, b);
        for (const how of path) {
          at = move(at, how, ws, b);
          expect(isIsoDate(at)).toBe(true);
          expect(at >= b.min && at <= b.max).toBe(true);
        }
      }),
    );
  });

  it('moves by day, week, month and year, and to the week’s ends', () => {
    const at = '2024-05-15'; // a Wednesday
    expect(move(at, 'nextDay', 1, DEFAULTS)).toBe('2024-05-16');
    expect(move(at, 'prevWeek', 1, DEFAULTS)).toBe('2024-05-08');
    expect(move(at, 'nextMonth', 1, DEFAULTS)).toBe('2024-06-15');
    expect(move(at, 'prevYear', 1, DEFAULTS)).toBe('2023-05-15');
    expect(move(at, 'weekStart', 1, DEFAULTS)).toBe('2024-05-13');
    expect(move(at, 'weekEnd', 1, DEFAULTS)).toBe('2024-05-19');
    expect(move(at, 'weekStart', 0, DEFAULTS)).toBe('2024-05-12');
    // From the 31st a month on is the next month's last day; 29 Feb a year on is 28 Feb.
    expect(move('2024-01-31', 'nextMonth', 1, DEFAULTS)).toBe('2024-02-29');
    expect(move('2024-02-29', 'nextYear', 1, DEFAULTS)).toBe('2025-02-28');
    expect(move('1970-01-01', 'prevDay', 1, DEFAULTS)).toBe('1970-01-01');
    expect(move('2470-12-20', 'nextMonth', 1, DEFAULTS)).toBe('2470-12-31');
  });

  it('day steps are inverse to each other inside the bounds', () => {
    fc.assert(
      fc.property(isoDate(1971, 2469), (at) => {
        expect(move(move(at, 'nextDay', 1, DEFAULTS), 'prevDay', 1, DEFAULTS)).toBe(at);
        expect(move(move(at, 'nextWeek', 1, DEFAULTS), 'prevWeek', 1, DEFAULTS)).toBe(at);
      }),
    );
  });
});

describe('withMonth', () => {
  it('keeps the day where the month has it, else the last day, clamped', () => {
    expect(withMonth('2024-03-31', 2024, 1, DEFAULTS)).toBe('2024-02-29');
    expect(withMonth('2024-03-15', 2030, 6, DEFAULTS)).toBe('2030-07-15');
    expect(withMonth('2024-03-15', 1960, 0, DEFAULTS)).toBe('1970-01-01');
  });
});

describe('month and year lists', () => {
  it('the year list is 15 years, 7 either side, disabled outside the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2470 }), bounds, (year, b) => {
        const list = yearList(year, b);
        expect(list.map((y) => y.value)).toEqual(Array.from({ length: 15 }, (_, i) => year - 7 + i));
        for (const y of list) expect(y.disabled).toBe(y.value < Number(b.min.slice(0, 4)) || y.value > Number(b.max.slice(0, 4)));
      }),
    );
    expect(yearList(1972, DEFAULTS).filter((y) => y.disabled).map((y) => y.value)).toEqual([1965, 1966, 1967, 1968, 1969]);
  });

  it('a month is disabled only when wholly outside the bounds', () => {
    const list = monthList(2024, { min: '2024-03-31', max: '2024-10-01' });
    expect(list.filter((m) => !m.disabled).map((m) => m.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('selection', () => {
  it('a range is always ordered and holds both ends', () => {
    fc.assert(
      fc.property(isoDate(), isoDate(), (a, b) => {
        const range = pick('multiple-ranged', pick('multiple-ranged', [], a), b);
        expect(range).toEqual(normaliseRange(a, b));
        expect(range[0]! <= range[1]!).toBe(true);
        expect(isSelected('multiple-ranged', range, a) && isSelected('multiple-ranged', range, b)).toBe(true);
        // A third pick starts a new range.
        expect(pick('multiple-ranged', range, b)).toEqual([b]);
      }),
    );
  });

  it('multiple toggles and stays sorted without duplicates; single keeps one', () => {
    fc.assert(
      fc.property(fc.array(isoDate(), { maxLength: 20 }), (picks) => {
        let selected: string[] = [];
        for (const p of picks) selected = pick('multiple', selected, p);
        expect([...selected].sort()).toEqual(selected);
        expect(new Set(selected).size).toBe(selected.length);
        // A day is chosen when it was picked an odd number of times.
        for (const p of picks) expect(selected.includes(p)).toBe(picks.filter((q) => q === p).length % 2 === 1);
        expect(pick('single', selected, '2024-05-01')).toEqual(['2024-05-01']);
      }),
    );
  });

  it('days between the range ends are selected, others not', () => {
    const range = ['2024-05-03', '2024-05-07'];
    expect(isSelected('multiple-ranged', range, '2024-05-05')).toBe(true);
    expect(isSelected('multiple-ranged', range, '2024-05-08')).toBe(false);
    expect(isSelected('multiple', range, '2024-05-05')).toBe(false);
  });
});
