import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commitHour, commitMinute, formatTime, parseField, parseTime, shownHour, withPeriod, type Time, type TimeFormat } from './time';

const time = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) });
const format = fc.constantFrom<TimeFormat>('12', '24');

describe('time', () => {
  it('format and parse round-trip in both formats', () => {
    fc.assert(fc.property(time, format, (t, f) => {
      expect(parseTime(formatTime(t, f), f)).toEqual(t);
    }));
  });

  it('writes 24 h as HH:mm and 12 h as hh:mm AM/PM', () => {
    expect(formatTime({ hour: 0, minute: 5 }, '24')).toBe('00:05');
    expect(formatTime({ hour: 0, minute: 5 }, '12')).toBe('12:05 AM');
    expect(formatTime({ hour: 12, minute: 0 }, '12')).toBe('12:00 PM');
    expect(formatTime({ hour: 23, minute: 59 }, '12')).toBe('11:59 PM');
    expect(parseTime('7:30 pm', '12')).toEqual({ hour: 19, minute: 30 });
    expect(parseTime('7:30', '12')).toBeNull();
    expect(parseTime('7:30 PM', '24')).toBeNull();
    expect(parseTime('24:00', '24')).toBeNull();
  });

  it('shows hours 1–12 or 0–23', () => {
    fc.assert(
      fc.property(time, (t) => {
        const h12 = shownHour(t, '12');
        expect(h12 >= 1 && h12 <= 12).toBe(true);
        expect(shownHour(t, '24')).toBe(t.hour);
      }),
    );
  });

  it('accepts any valid entry and keeps the other field', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (prev, h, m) => {
        expect(commitHour(String(h), prev, '24')).toEqual({ ...prev, hour: h });
        expect(commitMinute(String(m), prev)).toEqual({ ...prev, minute: m });
        const h12 = (h % 12) + 1;
        const next = commitHour(String(h12), prev, '12');
        expect(shownHour(next, '12')).toBe(h12);
        expect(next.hour < 12).toBe(prev.hour < 12); // the period stays
      }),
    );
  });

  it('an invalid entry reverts to the previous time', () => {
    fc.assert(
      fc.property(time, format, fc.string(), (prev, f, text) => {
        const n = /^\s*\d{1,2}\s*$/.test(text) ? Number(text) : NaN;
        const hourOk = f === '12' ? n >= 1 && n <= 12 : n >= 0 && n <= 23;
        if (!hourOk) expect(commitHour(text, prev, f)).toBe(prev);
        if (!(n >= 0 && n <= 59)) expect(commitMinute(text, prev)).toBe(prev);
      }),
    );
    const prev: Time = { hour: 9, minute: 15 };
    for (const bad of ['', '24', '-1', '1.5', 'ab', '007', '1e1']) expect(commitHour(bad, prev, '24')).toBe(prev);
    for (const bad of ['0', '13', '']) expect(commitHour(bad, prev, '12')).toBe(prev);
    for (const bad of ['60', '99', ' ', 'x']) expect(commitMinute(bad, prev)).toBe(prev);
  });

  it('honours the step (counted from 0)', () => {
    expect(parseField('15', 0, 59, 15)).toBe(15);
    expect(parseField('20', 0, 59, 15)).toBeNull();
    expect(commitHour('3', { hour: 2, minute: 0 }, '24', 2)).toEqual({ hour: 2, minute: 0 });
  });

  it('switching AM/PM keeps the shown hour', () => {
    fc.assert(
      fc.property(time, (t) => {
        const pm = withPeriod(t, 'PM');
        const am = withPeriod(t, 'AM');
        expect(pm.hour >= 12 && am.hour < 12).toBe(true);
        expect(shownHour(pm, '12')).toBe(shownHour(t, '12'));
        expect(shownHour(am, '12')).toBe(shownHour(t, '12'));
      }),
    );
  });
});
