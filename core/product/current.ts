// What the product islands show: the chosen size as the page rendered it, overlaid with its live data,
// and the price that applies (subscription or normal). Selectors return stable references.
import type { PriceModel, ProductModel, SizeModel } from './model';
import type { ShopState } from '../store/types';
import type { SizeUpdate } from './size-reply';

const overlays = new WeakMap<SizeModel, WeakMap<SizeUpdate, SizeModel>>();

/** The page's size with the fetched parts on top (same object back for the same inputs). */
export function overlaySize(size: SizeModel, update: SizeUpdate | undefined): SizeModel {
  if (!update) return size;
  let byUpdate = overlays.get(size);
  if (!byUpdate) overlays.set(size, (byUpdate = new WeakMap()));
  let merged = byUpdate.get(update);
  if (!merged) {
    merged = { ...size };
    if (update.availability) merged.availability = update.availability;
    if (update.amount !== undefined) merged.amount = update.amount;
    if (update.shippingTime !== undefined) merged.shippingTime = update.shippingTime;
    if (update.delayTime !== undefined) merged.delayTime = update.delayTime;
    if (update.delivery) merged.delivery = update.delivery;
    if (update.price) merged.price = update.price;
    if (update.rebateTiers && update.rebateTiers.length > 0) merged.rebateTiers = update.rebateTiers;
    if (update.bundlePrice !== undefined) merged.bundlePrice = update.bundlePrice;
    byUpdate.set(update, merged);
  }
  return merged;
}

/** The chosen size with its live data, or null while no size is chosen. */
export const selectCurrentSize = (s: ShopState): SizeModel | null => {
  const { model, selectedSize, sizeData } = s.product;
  const size = selectedSize !== null ? model?.sizes[selectedSize] : undefined;
  return size ? overlaySize(size, sizeData[selectedSize as string]) : null;
};

/**
 * The price that applies to a size. A fetched price already answers for the mode it was asked in;
 * the page's data has both (price_subscription / price_normal), else the plain price.
 */
export function priceFor(size: SizeModel, subscription: boolean, fetched: boolean): PriceModel {
  if (fetched) return size.price;
  if (subscription) return size.priceSubscription ?? size.price;
  return size.priceNormal ?? size.price;
}

/** The price shown before a size is chosen: the product's base price, else the first size's. */
export function productPrice(model: ProductModel): PriceModel | null {
  if (model.basePrice) return model.basePrice;
  const first = model.sizeTypes[0];
  return first !== undefined ? (model.sizes[first]?.price ?? null) : null;
}

/** Whether the chosen size's price came from a fetch in the current mode. */
export const selectPriceFetched = (s: ShopState): boolean => {
  const size = s.product.selectedSize;
  return size !== null && s.product.sizeData[size]?.price !== undefined;
};

/** 'order'/'disable'/…: the status the buy button and notify block follow; '' when unknown. */
export const selectCurrentStatus = (s: ShopState): string => selectCurrentSize(s)?.availability.status ?? '';
