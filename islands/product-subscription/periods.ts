// The subscription periods as the server rendered them: a.projector_subscription__item[data-days]
// [data-rebate-type][data-rebate-value][data-rebate-value-formatted]. A period with a bad value is reported and left out.
import type { Rebate } from '../../core/product/discount';

export const ISLAND = 'product-subscription';

export interface Period {
  days: number;
  /** null: the period has no rebate of its own. */
  rebate: Rebate | null;
  /** The server's saving text for it (`data-rebate-value-formatted`, e.g. "6,00 zł"), or null. */
  rebateFormatted: string | null;
  /** The server's text, e.g. '30 dni'. */
  text: string;
  href: string | null;
  /** The server's classes without --selected (the island sets that). */
  className: string;
  /** The server marked it --selected. */
  selected: boolean;
}

const report = (attr: string, value: string, what: string): null => {
  console.error(`[storefront:${ISLAND}] data-${attr}="${value}" is not ${what}; that period is left out`);
  return null;
};

/** undefined: no rebate attributes at all; null: a bad one (reported). */
function readRebate(a: Element): Rebate | null | undefined {
  const type = a.getAttribute('data-rebate-type');
  const raw = a.getAttribute('data-rebate-value');
  if (type === null && raw === null) return undefined;
  if (type !== 'percent' && type !== 'quota') return report('rebate-type', type ?? '', 'percent or quota');
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0) return report('rebate-value', raw ?? '', 'an amount ≥ 0');
  if (type === 'percent' && value > 100) return report('rebate-value', raw ?? '', 'a percent from 0 to 100');
  return { type, value };
}

export function readPeriods(section: Element): Period[] {
  const out: Period[] = [];
  for (const a of section.querySelectorAll('.projector_subscription__item')) {
    const rawDays = a.getAttribute('data-days') ?? '';
    const days = Number(rawDays);
    if (rawDays.trim() === '' || !Number.isInteger(days) || days <= 0) {
      report('days', rawDays, 'a whole number of days');
      continue;
    }
    if (out.some((p) => p.days === days)) {
      report('days', rawDays, 'a period listed once');
      continue;
    }
    const rebate = readRebate(a);
    if (rebate === null) continue;
    const classes = a.className.split(/\s+/).filter((c) => c && c !== '--selected');
    out.push({
      days,
      rebate: rebate ?? null,
      rebateFormatted: a.getAttribute('data-rebate-value-formatted')?.trim() || null,
      text: a.textContent?.trim() ?? '',
      href: a.getAttribute('href'),
      className: classes.join(' ') || 'projector_subscription__item',
      selected: a.classList.contains('--selected'),
    });
  }
  return out;
}

