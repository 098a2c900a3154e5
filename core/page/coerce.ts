// Template data arrives loosely typed: numbers as strings ("12.50"), false/null for "none".
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Finite number or null. Accepts "12.50", "12,50", "1 234,50"; false/null/''/NaN → null. */
export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  let s = v.replace(/[\s\u00a0]/g, '');
  // Whichever separator comes last is the decimal one.
  s = s.lastIndexOf(',') > s.lastIndexOf('.') ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  if (!NUMERIC.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export const numOr = (v: unknown, fallback: number): number => num(v) ?? fallback;

/** String or null; finite numbers become strings (ids often arrive as numbers). */
export function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

const TRUE_WORDS = new Set(['true', 'y', 'yes', '1', 'on']);

/** IdoSell writes flags as true, 'true', 'y' or 1. Anything else is false. */
export function bool(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1;
  return typeof v === 'string' && TRUE_WORDS.has(v.trim().toLowerCase());
}

/** Short, log-safe rendering of a bad value for error messages. */
export function preview(v: unknown): string {
  let text: string;
  try {
    text = v === undefined ? 'undefined' : typeof v === 'function' ? 'a function' : (JSON.stringify(v) ?? String(v));
  } catch {
    text = Object.prototype.toString.call(v);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** A structural problem in page data: `field` is the source path, e.g. `product_data[0].sizes`. */
export class MalformedData extends Error {
  readonly field: string;

  constructor(field: string, value: unknown, expected: string) {
    super(`${field} = ${preview(value)} is not ${expected}`);
    this.name = 'MalformedData';
    this.field = field;
  }
}
