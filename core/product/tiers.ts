// Quantity rebate tiers (spec: threshold, threshold_end, value %): which one a quantity falls in, its
// unit price, and the next one up. Pure; the prices and rebates islands both use it.
import type { PriceModel, QuantityRebateTier } from './model';
import type { PriceType } from '../page/shop-vars';
import { discountPercent, percentRebate } from './discount';
import { convertAmount } from './price-type';

/** The tier the quantity falls in: the highest threshold at or below it, unless that tier ended below it. */
export function activeTier(tiers: readonly QuantityRebateTier[], quantity: number): QuantityRebateTier | null {
  let hit: QuantityRebateTier | null = null;
  for (const t of tiers) if (t.threshold <= quantity && (hit === null || t.threshold >= hit.threshold)) hit = t;
  if (hit && hit.thresholdEnd !== null && hit.thresholdEnd < quantity) return null;
  return hit;
}

/** The lowest tier above the quantity, null when none. */
export function nextTier(tiers: readonly QuantityRebateTier[], quantity: number): QuantityRebateTier | null {
  let hit: QuantityRebateTier | null = null;
  for (const t of tiers) if (t.threshold > quantity && (hit === null || t.threshold < hit.threshold)) hit = t;
  return hit;
}

export interface TierPrice {
  /** Unit price in the tier, rounded to cents. */
  value: number;
  /** Percent off the base price, as the data gives it or computed. */
  percent: number;
}

/**
 * The unit price in a tier. The data's own item price for that threshold wins when `ownPrices` (the
 * base is the data's own price, not one we rebated); else base − value % (percentRebate).
 */
export function tierPrice(
  base: number,
  tier: QuantityRebateTier,
  price: PriceModel,
  type: PriceType,
  ownPrices: boolean,
): TierPrice | null {
  const item = ownPrices ? price.rebateNumber?.items.find((i) => i.threshold === tier.threshold) : undefined;
  const own = item
    ? type === 'net'
      ? (item.priceNet ?? convertAmount(price, item.price, 'gross'))
      : (item.price ?? convertAmount(price, item.priceNet, 'net'))
    : null;
  if (own !== null && own !== undefined) return { value: own, percent: tier.value ?? discountPercent(own, base) };
  if (tier.value === null) return null;
  return { value: percentRebate(base, tier.value), percent: tier.value };
}
