// The price range shown while no size is chosen: the lowest and highest of the sizes' own prices
// (each size's page price in the current mode, the template's per-size `min` included). Pure.
import type { PriceModel } from '../../core/product/model';
import type { PriceType } from '../../core/page/shop-vars';
import { roundPrice } from '../../core/money';
import { convertAmount } from '../../core/product/price-type';
import { unitPrice, type UnitPriceInput } from '../../core/product/unit-price';

export interface PriceRange {
  min: number;
  max: number;
}

export interface RangeFacts {
  /** Set when the sizes' prices differ. */
  range: PriceRange | null;
  /** Every size's price is known: with no range they all cost the same (a server range may go). */
  known: boolean;
}

const NONE: RangeFacts = { range: null, known: false };

/** The template's per-size `min` (written in gross only) in the shown type. */
function lowest(price: PriceModel, type: PriceType): number | null {
  return type === 'net' ? convertAmount(price, price.min, 'gross') : price.min;
}

export function sizeRange(input: UnitPriceInput): RangeFacts {
  const { model } = input;
  if (input.size !== null || model.sizeTypes.length === 0) return NONE;
  const values: number[] = [];
  for (const type of model.sizeTypes) {
    const size = model.sizes[type];
    // A price on the phone has no amount to range over.
    if (!size || size.phonePrice) return NONE;
    const unit = unitPrice({ ...input, size, fetched: false });
    if (unit.value === null || !(unit.value > 0)) return NONE;
    values.push(unit.value);
    // The data's own lowest speaks for its own price, not for one the subscription rebate changed.
    const low = unit.rebated ? null : lowest(unit.price, unit.type);
    if (low !== null && low > 0 && low < unit.value) values.push(low);
  }
  const min = roundPrice(Math.min(...values));
  const max = roundPrice(Math.max(...values));
  return { range: min < max ? { min, max } : null, known: true };
}
