import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ShippingTime } from '../../core/product/model';
import { resolveTexts } from '../../core/texts';
import { daysWord, deadlineClock, HOURS_BEFORE_ORDER_BY, MAX_NAMED_DAYS, shippingText } from './shipping-text';
import { texts } from './texts';

const pl = resolveTexts(texts, { language: 'pl' });
const en = resolveTexts(texts, { language: 'en' });
const NOW = new Date('2026-05-20T09:00:00'); // a Wednesday

const time = (t: Partial<ShippingTime>): ShippingTime => ({
  unknownTime: false, today: false, todayShipmentDeadline: null, days: null, hours: null, minutes: null,
  weekDay: null, weekAmount: null, time: null, ...t,
});
const today = (hours: number, minutes: number, deadline = '14:00:00') =>
  time({ today: true, todayShipmentDeadline: deadline, days: 0, hours, minutes });

describe('shippingText: today', () => {
  it('names the deadline only with at least 3 hours left', () => {
    expect(shippingText(today(5, 0), NOW, pl)).toBe('dzisiaj, jeśli zamówisz do 14:00');
    expect(shippingText(today(3, 0), NOW, pl)).toBe('dzisiaj, jeśli zamówisz do 14:00');
    expect(shippingText(today(2, 59), NOW, pl)).toBe('dzisiaj');
    expect(shippingText(today(0, 30, '9:30'), NOW, pl)).toBe('dzisiaj');
    expect(shippingText(today(4, 0, '9:30'), NOW, en)).toBe('today if you order by 09:30');
  });

  it('says only "today" without a usable deadline', () => {
    expect(shippingText(today(8, 0, 'soon'), NOW, pl)).toBe('dzisiaj');
    expect(shippingText(time({ today: true }), NOW, pl)).toBe('dzisiaj');
  });

  it('counts against the clock when the shop gives no countdown', () => {
    const noCountdown = time({ today: true, todayShipmentDeadline: '14:00:00' });
    expect(shippingText(noCountdown, NOW, pl)).toBe('dzisiaj, jeśli zamówisz do 14:00'); // 5 h at 09:00
    expect(shippingText(noCountdown, new Date('2026-05-20T11:30:00'), pl)).toBe('dzisiaj'); // 2.5 h
  });

  it('never shows the deadline with under 3 hours left, always with 3 or more (property)', () => {
    const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), clock, (left, [h, m]) => {
        const deadline = `${h}:${String(m).padStart(2, '0')}:00`;
        const text = shippingText(today(Math.floor(left / 60), left % 60, deadline), NOW, pl)!;
        const withDeadline = text.startsWith('dzisiaj, jeśli zamówisz do ');
        return withDeadline === left >= HOURS_BEFORE_ORDER_BY * 60 && (!withDeadline || text.endsWith(deadlineClock(deadline)!));
      }),
    );
  });
});

describe('shippingText: days', () => {
  it('says "within 24 hours" for 0 or 1 day', () => {
    expect(shippingText(time({ days: 0 }), NOW, pl)).toBe('w 24 godziny');
    expect(shippingText(time({ days: 1, weekDay: 4 }), NOW, pl)).toBe('w 24 godziny');
    expect(shippingText(time({ days: 1 }), NOW, en)).toBe('within 24 hours');
  });

  it('names the weekday for 2–29 days, this week or next', () => {
    expect(shippingText(time({ days: 2, weekDay: 5, weekAmount: 0 }), NOW, pl)).toBe('w piątek');
    expect(shippingText(time({ days: 6, weekDay: 2, weekAmount: 0 }), NOW, pl)).toBe('we wtorek');
    expect(shippingText(time({ days: 7, weekDay: 3, weekAmount: 1, time: '2026-05-27' }), NOW, pl)).toBe('w przyszłą środę');
    expect(shippingText(time({ days: 8, weekDay: 4, weekAmount: 1 }), NOW, pl)).toBe('w przyszły czwartek');
    expect(shippingText(time({ days: 7, weekDay: 3, weekAmount: 1 }), NOW, en)).toBe('next Wednesday');
  });

  it('gives the date (dd.mm.yyyy) when the weekday does not say it', () => {
    expect(shippingText(time({ days: 15, weekDay: 4, weekAmount: 2, time: '2026-06-04' }), NOW, pl)).toBe('dnia 04.06.2026');
    expect(shippingText(time({ days: 15, weekDay: 4, weekAmount: 2 }), NOW, pl)).toBe('dnia 04.06.2026');
    expect(shippingText(time({ days: 10, weekDay: 9, time: '2026-05-30 12:00' }), NOW, en)).toBe('on 30.05.2026');
    // No week count: a wait of a week or more is not named by its day.
    expect(shippingText(time({ days: 9, weekDay: 5 }), NOW, pl)).toBe('dnia 29.05.2026');
    expect(shippingText(time({ days: 3, weekDay: 6 }), NOW, pl)).toBe('w sobotę');
    expect(shippingText(time({ time: '2026-05-22' }), NOW, pl)).toBe('dnia 22.05.2026');
  });

  it('counts days over 29 with the right plural', () => {
    expect(shippingText(time({ days: 30, weekDay: 5, weekAmount: 4 }), NOW, pl)).toBe('za 30 dni');
    expect(shippingText(time({ days: 35 }), NOW, en)).toBe('in 35 days');
  });

  it('every wait over 29 days reads "za N dni" (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_NAMED_DAYS + 1, max: 400 }), fc.integer({ min: 1, max: 7 }), fc.nat(60), (days, weekDay, weekAmount) =>
        shippingText(time({ days, weekDay, weekAmount }), NOW, pl) === `za ${days} dni`),
    );
  });

  it('2–29 days always give a weekday or a date, never a count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: MAX_NAMED_DAYS }), fc.option(fc.integer({ min: 1, max: 7 })), fc.option(fc.nat(5)), (days, weekDay, weekAmount) => {
        const text = shippingText(time({ days, weekDay, weekAmount }), NOW, pl)!;
        return /^(w|we) /.test(text) || /^dnia \d\d\.\d\d\.\d{4}$/.test(text);
      }),
    );
  });

  it('is null for an unknown time, or one with nothing in it', () => {
    expect(shippingText(time({ unknownTime: true, days: 3 }), NOW, pl)).toBeNull();
    expect(shippingText(time({}), NOW, pl)).toBeNull();
  });
});

describe('daysWord', () => {
  it('uses Polish and English plural forms', () => {
    expect([1, 2, 4, 5, 12, 21, 22, 25, 102].map((n) => `${n} ${daysWord(n, pl, 'pl')}`)).toEqual([
      '1 dzień', '2 dni', '4 dni', '5 dni', '12 dni', '21 dni', '22 dni', '25 dni', '102 dni',
    ]);
    expect([1, 2, 5].map((n) => `${n} ${daysWord(n, en, 'en')}`)).toEqual(['1 day', '2 days', '5 days']);
  });

  it('reads each plural category from its own text (a theme may word them apart)', () => {
    const words = { ...pl, dayOne: 'ONE', dayFew: 'FEW', dayMany: 'MANY', dayOther: 'OTHER' };
    expect([1, 3, 5, 1.5].map((n) => daysWord(n, words, 'pl'))).toEqual(['ONE', 'FEW', 'MANY', 'OTHER']);
    fc.assert(fc.property(fc.integer({ min: 2, max: 10_000 }), (n) => daysWord(n, words, 'en') === 'OTHER'));
  });

  it('falls back to Polish rules for a malformed language tag', () => {
    expect(daysWord(3, { ...pl, dayFew: 'FEW' }, 'not a tag!')).toBe('FEW');
  });
});
