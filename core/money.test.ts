import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPoints, PLN_FORMAT, pointsStyleOf, roundPrice, type CurrencyFormat } from './money';

const EUR: CurrencyFormat = { id: 'EUR', symbol: '€', format: '', beforeValue: true, space: false, decimalSeparator: '.', groupingSeparator: ',' };

/** Reads a formatted amount back into a number (test helper). */
function parse(text: string, fmt: CurrencyFormat): number {
  const bare = text.replace(fmt.symbol, '').trim().split(fmt.groupingSeparator).join('');
  return Number(bare.replace(fmt.decimalSeparator, '.').replace(' ', ''));
}

describe('roundPrice', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-1.005, -1.01],
    [0.1 + 0.2, 0.3],
    [-0.001, 0],
    [12, 12],
  ])('%d → %d', (n, rounded) => {
    expect(roundPrice(n)).toBe(rounded);
  });

  it('leaves non-finite input as it is', () => {
    expect(roundPrice(Number.NaN)).toBeNaN();
    expect(roundPrice(Infinity)).toBe(Infinity);
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, '1 234,50 zł'],
    [0, '0,00 zł'],
    [999.999, '1 000,00 zł'],
    [-1234567.891, '-1 234 567,89 zł'],
    [39.99, '39,99 zł'],
  ])('Polish default: %d → %s', (n, text) => {
    expect(formatMoney(n)).toBe(text);
  });

  it('puts the symbol before the value, with or without a space', () => {
    expect(formatMoney(1234.5, EUR)).toBe('€1,234.50');
    expect(formatMoney(-5, { ...EUR, space: true })).toBe('-€ 5.00');
  });

  it('supports no grouping and no symbol', () => {
    expect(formatMoney(1234567, { ...PLN_FORMAT, groupingSeparator: '', symbol: '' })).toBe('1234567,00');
  });

  it('formats huge doubles without exponent notation', () => {
    expect(formatMoney(1e21, { ...PLN_FORMAT, groupingSeparator: '' })).toBe('1000000000000000000000,00 zł');
  });

  it('gives an empty string for non-finite input', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(-Infinity, EUR)).toBe('');
  });

  it('never throws for finite numbers and reads back as the 2-decimal rounding', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(PLN_FORMAT, EUR), (n, fmt) => {
        const text = formatMoney(n, fmt);
        expect(text).toMatch(/\d[.,]\d\d/);
        expect(parse(text, fmt)).toBe(roundPrice(n) === 0 ? 0 : roundPrice(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips every whole number of cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const value = cents / 100;
        expect(parse(formatMoney(value), PLN_FORMAT)).toBe(value === 0 ? 0 : value);
        expect(roundPrice(value)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatPoints', () => {
  it('shows two decimals and the points unit', () => {
    expect(formatPoints(12)).toBe('12,00 pkt.');
    expect(formatPoints(2499.5)).toBe('2 499,50 pkt.');
    expect(formatPoints(3, 'pts', { decimalSeparator: '.', groupingSeparator: ',' })).toBe('3.00 pts');
  });

  it('in the whole style writes whole points as the template does ("900 pkt."); a fraction keeps its decimals', () => {
    expect(formatPoints(900, 'pkt.', PLN_FORMAT, 'whole')).toBe('900 pkt.');
    expect(formatPoints(12500, 'pkt.', PLN_FORMAT, 'whole')).toBe('12 500 pkt.');
    expect(formatPoints(9, '', PLN_FORMAT, 'whole')).toBe('9');
    expect(formatPoints(7.5, 'pkt.', PLN_FORMAT, 'whole')).toBe('7,50 pkt.');
  });

  it('tells the style of a server text by its decimal separator', () => {
    expect(pointsStyleOf('900 pkt.')).toBe('whole');
    expect(pointsStyleOf('1 200 pkt.')).toBe('whole');
    expect(pointsStyleOf('34,00 pkt.')).toBe('decimals');
    expect(pointsStyleOf('3.00 pts')).toBe('decimals');
    expect(pointsStyleOf('1,200 pts')).toBe('whole');
    expect(pointsStyleOf('')).toBeNull();
    expect(pointsStyleOf('pkt.')).toBeNull();
    expect(pointsStyleOf(null)).toBeNull();
  });
});
