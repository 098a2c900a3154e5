// The discount maths of spec section 5, pure. Prices are gross or net alike; results rounded to cents.
import { roundPrice } from '../money';

/** 'percent': a percent of the before-price plus a fixed amount off; 'quota': a fixed amount off. */
export type RebateType = 'percent' | 'quota';

export interface Rebate {
  type: RebateType;
  /** Percent (0–100) for 'percent', money for 'quota'. */
  value: number;
  /** 'percent' only: a fixed amount taken off as well. */
  fixed?: number;
}

const finite = (n: number | undefined): number => (n !== undefined && Number.isFinite(n) ? n : 0);

/** price − (percent of the before-price + fixed amount), never below 0. `before` defaults to `price`. */
export function percentRebate(price: number, percent: number, before: number = price, fixed = 0): number {
  return roundPrice(Math.max(0, price - ((finite(percent) / 100) * before + finite(fixed))));
}

/** price − amount, never below 0. */
export function quotaRebate(price: number, amount: number): number {
  return roundPrice(Math.max(0, price - finite(amount)));
}

export function applyRebate(price: number, rebate: Rebate, before: number = price): number {
  return rebate.type === 'quota'
    ? quotaRebate(price, rebate.value)
    : percentRebate(price, rebate.value, before, rebate.fixed);
}

/** Percent saved = 100 − 100·new/old, rounded to 2 decimals; 0 when old is not a positive price. */
export function discountPercent(newPrice: number, oldPrice: number): number {
  if (!(oldPrice > 0) || !Number.isFinite(newPrice)) return 0;
  return roundPrice(100 - (100 * newPrice) / oldPrice);
}

/** The net price follows the gross percent: net·(1 − percent/100). */
export function netFollowingPercent(net: number, percent: number): number {
  return roundPrice(Math.max(0, net * (1 - finite(percent) / 100)));
}

/** Gross and net after a rebate: the gross by the rebate, the net by the percent the gross moved. */
export function rebatedPair(gross: number, net: number | null, rebate: Rebate): { gross: number; net: number | null; percent: number } {
  const after = applyRebate(gross, rebate);
  // The net follows the unrounded percent: the 2-decimal one is for showing and costs cents on the net.
  const exact = gross > 0 ? 100 - (100 * after) / gross : 0;
  return { gross: after, net: net === null ? null : netFollowingPercent(net, exact), percent: discountPercent(after, gross) };
}
