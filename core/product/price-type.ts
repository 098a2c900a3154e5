// Gross or net amounts of one price by the shop's price type. The current template writes only the
// active type, so an amount missing in one type follows the other by the percent it differs from the
// main price (spec section 5: "Net price follows that percent").
import type { PriceModel } from './model';
import type { PriceType } from '../page/shop-vars';
import { netFollowingPercent } from './discount';

export type PriceField = 'value' | 'srp' | 'max' | 'omnibus' | 'beforeRebate' | 'youSave';

const FIELDS: Record<PriceField, readonly [gross: keyof PriceModel, net: keyof PriceModel]> = {
  value: ['value', 'net'],
  srp: ['srp', 'srpNet'],
  max: ['max', 'maxNet'],
  omnibus: ['omnibus', 'omnibusNet'],
  beforeRebate: ['beforeRebate', 'beforeRebateNet'],
  youSave: ['youSave', 'youSaveNet'],
};

const main = (price: PriceModel, type: PriceType): number | null => (type === 'net' ? price.net : price.value);
const other = (type: PriceType): PriceType => (type === 'net' ? 'gross' : 'net');

/** The type asked for when the price has its main amount, else the one it has: never a mislabelled amount. */
export function effectivePriceType(price: PriceModel, wanted: PriceType): PriceType {
  return main(price, wanted) === null && main(price, other(wanted)) !== null ? other(wanted) : wanted;
}

/**
 * `amount` given in type `from`, in the other type: it moves by the same percent against the main price.
 * Null when either main price is unknown or the `from` main price is not positive.
 */
export function convertAmount(price: PriceModel, amount: number | null, from: PriceType): number | null {
  const fromMain = main(price, from);
  const toMain = main(price, other(from));
  if (amount === null || fromMain === null || toMain === null || !(fromMain > 0)) return null;
  // The unrounded percent: rounding it first would cost a cent on large prices.
  return netFollowingPercent(toMain, 100 - (100 * amount) / fromMain);
}

/** One field of the price in `type`, derived from the other type when the data lacks it. */
export function priceAmount(price: PriceModel, field: PriceField, type: PriceType): number | null {
  const [gross, net] = FIELDS[field];
  const own = price[type === 'net' ? net : gross] as number | null;
  if (own !== null) return own;
  return convertAmount(price, price[type === 'net' ? gross : net] as number | null, other(type));
}
