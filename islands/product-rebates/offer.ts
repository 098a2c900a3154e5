// The quantity-rebate offer, as numbers: the tiers to choose from (with a base "no rebate" choice at
// the minimum quantity), the one the quantity is in, and the next one up ("buy N more to pay X").
import { convertAmount } from '../../core/product/price-type';
import { correctQuantity, quantityRule } from '../../core/product/quantity';
import { activeTier, nextTier, tierPrice } from '../../core/product/tiers';
import { unitPrice, type UnitPriceInput } from '../../core/product/unit-price';

export interface OfferInput extends UnitPriceInput {
  quantity: number;
  /** The quantity the page rendered: the data's nextleft/nextprice speak for it only. */
  pageQuantity: number;
}

export interface TierItem {
  /** Quantity the choice sets (before correction to the order rules). */
  threshold: number;
  /** The choice without a rebate, below the first tier. */
  base: boolean;
  /** Unit price at this tier, in the shown price type. */
  price: number;
  /** Percent off, null for the base choice. */
  percent: number | null;
  active: boolean;
}

export interface RebateOffer {
  items: TierItem[];
  next: { left: number; price: number } | null;
  /** Singular unit name (the size's own when it has one). */
  unit: string;
  plural: string;
}

const positive = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;

export function rebateOffer(input: OfferInput): RebateOffer | null {
  const { model, quantity } = input;
  const unit = unitPrice(input);
  const { ref, value, price, type } = unit;
  const tiers = ref?.rebateTiers ?? [];
  if (value === null || tiers.length === 0) return null;
  // The data's own tier prices were computed from its price, not from one we rebated.
  const own = !unit.rebated;
  const rule = quantityRule(model, input.size, input.subscription);
  const min = correctQuantity(rule.min, rule).value;
  const current = activeTier(tiers, quantity);
  const items: TierItem[] = [];
  const first = tiers[0];
  if (first && first.threshold > min) items.push({ threshold: min, base: true, price: value, percent: null, active: quantity < first.threshold });
  for (const tier of tiers) {
    const p = tierPrice(value, tier, price, type, own);
    if (p) items.push({ threshold: tier.threshold, base: false, price: p.value, percent: p.percent, active: tier === current });
  }
  if (items.every((i) => i.base)) return null;

  let next: RebateOffer['next'] = null;
  const data = price.rebateNumber;
  if (own && data && quantity === input.pageQuantity && positive(data.nextLeft)) {
    const p = type === 'net' ? (data.nextPriceNet ?? convertAmount(price, data.nextPrice, 'gross')) : data.nextPrice;
    if (p !== null) next = { left: data.nextLeft, price: p };
  }
  const up = next ? null : nextTier(tiers, quantity);
  const upPrice = up ? tierPrice(value, up, price, type, own) : null;
  if (up && upPrice) next = { left: up.threshold - quantity, price: upPrice.value };

  return { items, next, unit: ref?.unit ?? model.unit.singular, plural: model.unit.plural };
}
