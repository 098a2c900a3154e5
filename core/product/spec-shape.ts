// The spec's flat product object: product_id, snake_case fields, sizes keyed by size type.
import { bool, isObj, num, numOr, str, type Obj } from '../page/coerce';
import type { PriceModel, ProductModel, SizeModel } from './model';
import {
  availability,
  bundlePrice,
  orderQuantityRange,
  rebateNumber,
  rebateTiers,
  requireId,
  shippingTime,
  sizeEntries,
  unitModel,
} from './parts';

export function emptyPrice(): PriceModel {
  return {
    value: null, formatted: null, net: null, netFormatted: null, srp: null, srpNet: null, advance: null,
    max: null, maxNet: null, omnibus: null, omnibusNet: null, beforeRebate: null, beforeRebateNet: null,
    youSave: null, youSaveNet: null, youSavePercent: null, points: null, pointsReceive: null,
    basketEnable: false, rebateNumber: null, srpFormatted: null, maxFormatted: null, omnibusFormatted: null,
    deposit: null, depositNet: null, depositFormatted: null, totalDeposit: null, totalDepositNet: null,
    totalDepositFormatted: null, omnibusYouSavePercent: null, omnibusHigher: null, newPriceUntil: null, min: null,
  };
}

/** The flat snake_case price block (spec sizes; also the real shape's `base_price`). */
export function snakePrice(v: unknown): PriceModel | null {
  if (!isObj(v)) return null;
  return {
    value: num(v.value),
    formatted: str(v.price_formatted),
    net: num(v.price_net),
    netFormatted: str(v.price_net_formatted),
    srp: num(v.srp),
    srpNet: num(v.srp_net),
    advance: num(v.advanceprice),
    max: num(v.maxprice),
    maxNet: num(v.maxprice_net),
    omnibus: num(v.omnibus_price),
    omnibusNet: num(v.omnibus_price_net),
    beforeRebate: num(v.beforerebate),
    beforeRebateNet: num(v.beforerebate_net),
    youSave: num(v.yousave),
    youSaveNet: num(v.yousave_net),
    youSavePercent: num(v.yousave_percent),
    points: num(v.points),
    pointsReceive: num(v.points_recive),
    basketEnable: bool(v.basket_enable),
    rebateNumber: rebateNumber(v.rebateNumber),
    srpFormatted: str(v.srp_formatted) || null,
    maxFormatted: str(v.maxprice_formatted) || null,
    omnibusFormatted: str(v.omnibus_price_formatted) || null,
    deposit: num(v.deposit_price),
    depositNet: num(v.deposit_price_net),
    depositFormatted: str(v.deposit_price_formatted) || null,
    totalDeposit: num(v.total_deposit),
    totalDepositNet: num(v.total_deposit_net),
    totalDepositFormatted: str(v.total_deposit_formatted) || null,
    omnibusYouSavePercent: num(v.omnibus_yousave_percent),
    omnibusHigher: null,
    newPriceUntil: null,
    min: null,
  };
}

function specSize(type: string, s: Obj, product: { id: string; forPoints: boolean }): SizeModel {
  const price = snakePrice(s.price) ?? emptyPrice();
  const delivery = isObj(s.delivery) ? s.delivery : null;
  return {
    type,
    name: str(s.name) ?? (type === 'uniw' ? '' : type),
    productId: str(s.product_id) ?? product.id,
    amount: numOr(s.amount, -1),
    amountMm: num(s.amount_mm),
    amountMo: num(s.amount_mo),
    unit: str(s.unit),
    phonePrice: bool(s.phone_price),
    gratis: bool(s.gratis),
    forPoints: s.for_points === undefined ? product.forPoints : bool(s.for_points),
    availability: availability(s.availability),
    delivery: delivery && { shipping: num(delivery.shipping), undefined: bool(delivery.undefined) },
    price,
    priceNormal: snakePrice(s.price_normal),
    priceSubscription: snakePrice(s.price_subscription),
    rebateTiers: rebateTiers(s.rebateNumber, price),
    bundlePrice: bundlePrice(s.bundle_price),
    delayTime: shippingTime(s.delay_time),
    shippingTime: shippingTime(s.shipping_time),
  };
}

export function fromSpecShape(raw: Obj, path: string): ProductModel {
  const id = requireId(raw.product_id, `${path}.product_id`);
  const entries = sizeEntries(raw.sizes, `${path}.sizes`, 'type');
  const forPoints = bool(raw.for_points);
  const sizes: Record<string, SizeModel> = {};
  for (const [type, s] of entries) sizes[type] = specSize(type, s, { id, forPoints });
  return {
    id,
    type: str(raw.product_type) || 'product_item',
    currency: str(raw.currency) ?? '',
    unit: unitModel(raw.unit, raw.unit_plural, raw.unit_sellby, raw.unit_precision),
    forPoints,
    points: null,
    pointsReceive: null,
    orderQuantityRange: orderQuantityRange(raw.order_quantity_range),
    sizes,
    sizeTypes: entries.map(([type]) => type),
    selectedSize: null,
    basePrice: null,
    shape: 'spec',
    config: null,
    bundleParts: [],
  };
}
