import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MAX, DEFAULT_MIN, pick, type SelectionMode } from './dates';
import { formatValue, parseValue } from './value';
import type { TimeFormat } from './time';

const B = { min: DEFAULT_MIN, max: DEFAULT_MAX };
const pad = (n: number) => String(n).padStart(2, '0');
const iso = fc.record({ y: fc.integer({ min: 1970, max: 2470 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
const mode = fc.constantFrom<SelectionMode>('single', 'multiple', 'multiple-ranged');
const fmt = fc.constantFrom<TimeFormat | 'off'>('off', '12', '24');
const time = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) });

describe('the input value', () => {
  it('writes the documented formats', () => {
    expect(formatValue('single', ['2024-05-03'], null, 'off')).toBe('2024-05-03');
    expect(formatValue('multiple', ['2024-05-03', '2024-05-07'], null, 'off')).toBe('2024-05-03,2024-05-07');
    expect(formatValue('multiple-ranged', ['2024-05-03', '2024-05-07'], null, 'off')).toBe('2024-05-03 – 2024-05-07');
    expect(formatValue('single', ['2024-05-03'], { hour: 14, minute: 5 }, '24')).toBe('2024-05-03 14:05');
    expect(formatValue('single', ['2024-05-03'], { hour: 14, minute: 5 }, '12')).toBe('2024-05-03 02:05 PM');
    expect(formatValue('multiple', [], null, 'off')).toBe('');
  });

  it('reads back what it writes, for any selection the calendar can make', () => {
    fc.assert(
      fc.property(mode, fmt, fc.array(iso, { minLength: 1, maxLength: 8 }), time, (m, f, picks, t) => {
        let dates: string[] = [];
        for (const p of picks) dates = pick(m, dates, p);
        const written = formatValue(m, dates, f === 'off' ? null : t, f);
        const read = parseValue(written, m, f, B);
        expect(read.dates).toEqual(dates);
        expect(read.time).toEqual(f === 'off' || dates.length === 0 ? null : t);
      }),
    );
  });

  it('reads typed values tolerantly and leaves out what is not a date in range', () => {
    expect(parseValue(' 1990-04-23 ', 'single', 'off', B).dates).toEqual(['1990-04-23']);
    expect(parseValue('1990-02-30', 'single', 'off', B).dates).toEqual([]);
    expect(parseValue('1960-01-01', 'single', 'off', B).dates).toEqual([]);
    expect(parseValue('23.04.1990', 'single', 'off', B).dates).toEqual([]);
    expect(parseValue('2024-05-07 - 2024-05-03', 'multiple-ranged', 'off', B).dates).toEqual(['2024-05-03', '2024-05-07']);
    expect(parseValue('2024-05-07, 2024-05-03;2024-05-07', 'multiple', 'off', B).dates).toEqual(['2024-05-03', '2024-05-07']);
    expect(parseValue('2024-05-03 25:00', 'single', '24', B)).toEqual({ dates: ['2024-05-03'], time: null });
  });

  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), mode, fmt, (s, m, f) => Array.isArray(parseValue(s, m, f, B).dates)));
  });
});
