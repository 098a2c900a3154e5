// Quantity correction (spec sections 4 and 5): a multiple of the sell-by step, raised to the minimum,
// lowered to the maximum. Pure; the buy island announces each correction.
import type { OrderQuantityRange, ProductModel, SizeModel } from './model';

export interface QuantityRule {
  /** Sell-by step, > 0. */
  step: number;
  /** Decimal places allowed (unit_precision). */
  precision: number;
  /** Smallest allowed amount (already a multiple of step when it came from limitsFor). */
  min: number;
  /** Largest allowed amount, null = no limit. */
  max: number | null;
}

export type Correction = { kind: 'step'; step: number } | { kind: 'min'; limit: number } | { kind: 'max'; limit: number };

export interface Corrected {
  value: number;
  corrections: Correction[];
}

const round = (n: number, places: number): number => {
  const f = 10 ** Math.min(Math.max(places, 0), 10);
  return Math.round(n * f) / f;
};

/** Places needed to write the step exactly (0.5 → 1, 0.25 → 2), at least `precision`. */
const placesOf = (step: number, precision: number): number => {
  const text = String(step);
  const dot = text.indexOf('.');
  return Math.max(precision, dot === -1 ? 0 : text.length - dot - 1);
};

const onStep = (n: number, step: number, places: number): boolean =>
  Math.abs(round(n / step, 6) - Math.round(round(n / step, 6))) < 1e-9 && round(n, places) === n;

/** Multiples of step within [min, max]: the smallest at or above min, the largest at or below max. */
function ceilStep(n: number, step: number, places: number): number {
  return round(Math.ceil(round(n / step, 9)) * step, places);
}
function floorStep(n: number, step: number, places: number): number {
  return round(Math.floor(round(n / step, 9)) * step, places);
}

/**
 * Corrects `raw` (what the shopper typed; NaN or ≤ 0 count as "nothing sensible") to the rule.
 * Order: step (nearest multiple, never 0), then min, then max. A max below min wins (the shop cannot
 * sell more than it has) but never goes below one step.
 */
export function correctQuantity(raw: number, rule: QuantityRule): Corrected {
  const step = rule.step > 0 && Number.isFinite(rule.step) ? rule.step : 1;
  const places = placesOf(step, rule.precision);
  const corrections: Correction[] = [];
  let value = Number.isFinite(raw) && raw > 0 ? raw : step;
  if (!onStep(value, step, places)) {
    value = Math.max(step, round(Math.round(round(value / step, 9)) * step, places));
    corrections.push({ kind: 'step', step });
  }
  const max = rule.max === null ? null : Math.max(step, floorStep(rule.max, step, places));
  // A maximum below the minimum wins: the shop cannot sell more than it allows.
  const min = Math.min(Math.max(step, ceilStep(rule.min, step, places)), max ?? Infinity);
  if (value < min) {
    value = min;
    corrections.push({ kind: 'min', limit: min });
  }
  if (max !== null && value > max) {
    value = max;
    corrections.push({ kind: 'max', limit: max });
  }
  return { value, corrections };
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The rule for one size: stock (amount > 0), per-size and per-order ranges, subscription minimum. */
export function quantityRule(model: ProductModel, size: SizeModel | null, subscription: boolean): QuantityRule {
  const r: OrderQuantityRange = model.orderQuantityRange;
  const step = model.unit.sellBy;
  const mins = [step, r.minQuantityPerOrder, r.minSizeQuantityPerOrder, subscription ? r.minimumQuantitySubscription : null];
  const maxes = [r.maxQuantityPerOrder, r.maxSizeQuantityPerOrder, size && size.amount > 0 ? size.amount : null];
  const max = maxes.filter(positive);
  return {
    step,
    precision: model.unit.precision,
    min: Math.max(...mins.filter(positive)),
    max: max.length > 0 ? Math.min(...max) : null,
  };
}

/** The amount ± one step, corrected (the +/− buttons); stepping past a limit reports it. */
export function stepQuantity(current: number, direction: 1 | -1, rule: QuantityRule): Corrected {
  const base = correctQuantity(current, rule).value;
  const places = placesOf(rule.step > 0 ? rule.step : 1, rule.precision);
  const target = round(base + direction * rule.step, places);
  const floor = correctQuantity(rule.min, rule).value;
  if (target < floor) return { value: floor, corrections: [{ kind: 'min', limit: floor }] };
  return correctQuantity(target, rule);
}

/** Formats an amount with the unit's precision and the shop's decimal separator. */
export function formatQuantity(n: number, precision: number, decimalSeparator = ','): string {
  const text = precision > 0 ? String(round(n, precision)) : String(Math.round(n));
  return text.replace('.', decimalSeparator);
}
