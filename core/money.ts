// Pure price maths and formatting. The spec: prices rounded to 2 decimals, points with 2 decimals and 'pkt.'.

/** The shop's currency format (app_shop.vars.currency). */
export interface CurrencyFormat {
  id: string;
  symbol: string;
  /** The shop's own format string, kept for reference; formatting uses the fields below. */
  format: string;
  beforeValue: boolean;
  space: boolean;
  decimalSeparator: string;
  groupingSeparator: string;
}

export const PLN_FORMAT: Readonly<CurrencyFormat> = {
  id: 'PLN',
  symbol: 'zł',
  format: '',
  beforeValue: false,
  space: true,
  decimalSeparator: ',',
  groupingSeparator: ' ',
};

// Above this a double has no cent precision left to round.
const NO_CENTS = 1e15;

/** Rounds half away from zero to 2 decimals; 1.005 → 1.01 (the naive n*100 gives 100.49999…). */
export function roundPrice(n: number): number {
  if (!Number.isFinite(n) || Math.abs(n) >= NO_CENTS) return n;
  const cents = Math.round(Math.abs(n) * 100 * (1 + Number.EPSILON));
  const rounded = (Math.sign(n) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

function fixed2(abs: number): string {
  // toFixed switches to exponent notation from 1e21; such doubles are whole numbers.
  return abs < 1e21 ? abs.toFixed(2) : `${BigInt(abs).toString()}.00`;
}

function groupDigits(int: string, sep: string): string {
  return sep ? int.replace(/\B(?=(\d{3})+(?!\d))/g, sep) : int;
}

/** Formats a finite number, e.g. 1234.5 → '1 234,50 zł'. Non-finite input gives ''. */
export function formatMoney(value: number, fmt: CurrencyFormat = PLN_FORMAT): string {
  if (!Number.isFinite(value)) return '';
  const rounded = roundPrice(value);
  const [int = '0', frac = '00'] = fixed2(Math.abs(rounded)).split('.');
  const amount = `${groupDigits(int, fmt.groupingSeparator)}${fmt.decimalSeparator || ','}${frac}`;
  const sign = rounded < 0 ? '-' : '';
  if (!fmt.symbol) return `${sign}${amount}`;
  const gap = fmt.space ? ' ' : '';
  return fmt.beforeValue ? `${sign}${fmt.symbol}${gap}${amount}` : `${sign}${amount}${gap}${fmt.symbol}`;
}

/**
 * How a page writes loyalty points: 'decimals' is the spec's form ('12,00 pkt.'); 'whole' is the
 * platform template's ("900 pkt."), which the islands keep where the server wrote points that way
 * (points are whole numbers with their unit, as the server writes them).
 */
export type PointsStyle = 'decimals' | 'whole';

/**
 * The style of a server-written points text; null when it has no number to tell by. Decimals are a
 * comma or a dot followed by exactly two digits ('34,00 pkt.', '3.00 pts'); '1,200 pts' groups thousands.
 */
export function pointsStyleOf(text: string | null | undefined): PointsStyle | null {
  if (!text || !/\d/.test(text)) return null;
  return /\d[.,]\d{2}(?!\d)/.test(text) ? 'decimals' : 'whole';
}

/** Loyalty points: 12 → '12,00 pkt.'; in the 'whole' style 12 → '12 pkt.' (a fraction keeps its 2 decimals). */
export function formatPoints(
  n: number,
  unit = 'pkt.',
  separators: Pick<CurrencyFormat, 'decimalSeparator' | 'groupingSeparator'> = PLN_FORMAT,
  style: PointsStyle = 'decimals',
): string {
  const rounded = roundPrice(n);
  if (style === 'whole' && Number.isFinite(rounded) && Number.isInteger(rounded)) {
    const amount = `${rounded < 0 ? '-' : ''}${groupDigits(Math.abs(rounded).toFixed(0), separators.groupingSeparator)}`;
    return unit ? `${amount} ${unit}` : amount;
  }
  return formatMoney(n, { ...PLN_FORMAT, ...separators, symbol: unit, beforeValue: false, space: true });
}
