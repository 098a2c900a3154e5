// Loyalty points the shopper receives for the chosen size (spec: 2 decimals and 'pkt.').
import type { ProductModel, SizeModel } from '../../core/product/model';
import { priceFor, productPrice } from '../../core/product/current';

/** The size's price in the current mode, else the product's own figure; 0 when neither says. */
export function pointsReceived(model: ProductModel | null, size: SizeModel | null, subscription: boolean, fetched: boolean): number {
  if (!model) return 0;
  const price = size ? priceFor(size, subscription, fetched) : productPrice(model);
  const n = price?.pointsReceive ?? model.pointsReceive ?? 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
}
