// The unit price the product islands start from: the chosen size's applicable price (subscription or
// normal, page or fetched) in the shop's price type, with the subscription period's rebate applied
// when the data has no subscription price. Quantity tiers come on top (core/product/tiers.ts).
import { subscriptionRebateApplies } from './config';
import type { PriceModel, ProductModel, SizeModel } from './model';
import type { PriceType } from '../page/shop-vars';
import { emptyPrice } from './spec-shape';
import { priceFor, productPrice } from './current';
import { applyRebate, rebatedPair, type Rebate } from './discount';
import { effectivePriceType, priceAmount } from './price-type';

export interface UnitPriceInput {
  model: ProductModel;
  /** The chosen size with its live data (selectCurrentSize), null while none is chosen. */
  size: SizeModel | null;
  /** selectPriceFetched: the size's price came from a fetch in the current mode. */
  fetched: boolean;
  subscription: boolean;
  rebate: Rebate | null;
  priceType: PriceType;
}

export interface UnitPrice {
  /** The price data that applies (fields other than the main amount come from here). */
  price: PriceModel;
  /** The size the price belongs to: the chosen one, else the first (whose price the page shows). */
  ref: SizeModel | null;
  /** The price type actually shown (the data may lack the asked-for one). */
  type: PriceType;
  /** The unit price in `type`, null when the data has none. */
  value: number | null;
  /** The subscription period's rebate was applied here; `before` is the price it was taken off. */
  rebated: boolean;
  before: number | null;
}

/** The chosen size, else the first: phone-price, points and tier facts before a choice. */
export function referenceSize(model: ProductModel, size: SizeModel | null): SizeModel | null {
  if (size) return size;
  const first = model.sizeTypes[0];
  return first === undefined ? null : (model.sizes[first] ?? null);
}

export function unitPrice({ model, size, fetched, subscription, rebate, priceType }: UnitPriceInput): UnitPrice {
  const ref = referenceSize(model, size);
  const price = size
    ? priceFor(size, subscription, fetched)
    : (subscription ? ref?.priceSubscription : null) ?? productPrice(model) ?? emptyPrice();
  const type = effectivePriceType(price, priceType);
  const value = priceAmount(price, 'value', type);
  // A fetched price already answers for the mode; a page price in subscription mode lacks one.
  const dataHasSubscription = (size !== null && fetched) || (ref?.priceSubscription ?? null) !== null;
  if (!subscription || !rebate || dataHasSubscription || value === null || !subscriptionRebateApplies(model.config)) {
    return { price, ref, type, value, rebated: false, before: null };
  }
  let after: number | null;
  if (price.value !== null) {
    const pair = rebatedPair(price.value, price.net, rebate);
    after = type === 'net' ? pair.net : pair.gross;
  } else {
    after = applyRebate(value, rebate);
  }
  return { price, ref, type, value: after ?? value, rebated: after !== null, before: after !== null ? value : null };
}
