// The internal product model: one camelCase shape, whichever global shape the page had.
// Money and counts are numbers or null (null = not given); formatted strings are the shop's own.

/** Where the data came from: the spec's flat object or the current template's array. */
export type ProductDataShape = 'spec' | 'idosell';

export interface ProductModel {
  /** Always a string, even when the page wrote a number. */
  id: string;
  /** product_type / type: 'product_item' (default), 'product_bundle', 'product_virtual', 'product_service' … */
  type: string;
  /** As the page wrote it (code or symbol); formatting uses app_shop.vars.currency. */
  currency: string;
  unit: UnitModel;
  forPoints: boolean;
  /** Product-level loyalty points (real shape only), else null. */
  points: number | null;
  pointsReceive: number | null;
  orderQuantityRange: OrderQuantityRange;
  /** Keyed by size type; the one-size type is always 'uniw' ('onesize' is renamed). */
  sizes: Record<string, SizeModel>;
  /** Size types in page order. */
  sizeTypes: string[];
  /**
   * The size the page pre-selected (real shape: selected_size_list / sizes[].selected), else null; at
   * store build the size the markup shows as chosen fills it in, or replaces it (product-markup-size.ts).
   */
  selectedSize: string | null;
  /** Product-level price (real shape: base_price), else null. */
  basePrice: PriceModel | null;
  /**
   * When the base price's promotion ends, local time `YYYY-MM-DDTHH:MM:SS` (real shape: base_price's
   * promotion / discount / distinguished / special till-date and till-hour), else null.
   */
  promotionEnds?: string | null;
  shape: ProductDataShape;
  /** window.product_config (real template), null when the page has none. */
  config: ProductConfig | null;
  /** Further entries of the real `product_data` array: the parts of a bundle or set, in page order. */
  bundleParts: ProductModel[];
}

/** The template's `window.product_config`: what kind of product page this is. */
export interface ProductConfig {
  isCollection: boolean;
  isBundleOrConfigurator: boolean;
  hasMultiPackRebate: boolean;
  hasPricesPerSize: boolean;
  hasSubscriptionsEnabled: boolean;
  /** projector.xsl writes `true` (optional), `"only"` or `false`: 'true', 'only' or another word as written; null when off. */
  subscriptionType: string | null;
}

export interface UnitModel {
  singular: string;
  plural: string;
  /** Sell-by step, > 0, default 1. */
  sellBy: number;
  /** Decimal places allowed in quantities, integer ≥ 0, default 0. */
  precision: number;
}

export interface OrderQuantityRange {
  maxQuantityPerOrder: number | null;
  maxSizeQuantityPerOrder: number | null;
  minQuantityPerOrder: number | null;
  minSizeQuantityPerOrder: number | null;
  minimumQuantitySubscription: number | null;
}

export interface SizeModel {
  /** Size type, the key in ProductModel.sizes. */
  type: string;
  /** Display name; '' for the one-size type when the page gave none. */
  name: string;
  productId: string;
  /** -1 unlimited, 0 none. Missing → -1, so missing data never blocks a purchase the server allows. */
  amount: number;
  amountMm: number | null;
  amountMo: number | null;
  unit: string | null;
  /** Price on phone demand ('true' in the data). */
  phonePrice: boolean;
  gratis: boolean;
  forPoints: boolean;
  availability: AvailabilityModel;
  /** Spec shape only; the real template has no delivery block. */
  delivery: DeliveryModel | null;
  price: PriceModel;
  priceNormal: PriceModel | null;
  priceSubscription: PriceModel | null;
  rebateTiers: QuantityRebateTier[];
  bundlePrice: BundlePrice | null;
  delayTime: ShippingTime | null;
  shippingTime: ShippingTime | null;
}

export interface AvailabilityModel {
  /** 'disable', 'order', 'enable' or another shop value; '' when missing. */
  status: string;
  statusDescription: string;
  statusGfx: string | null;
  statusDescriptionTel: string;
  statusGfxTel: string | null;
  deliveryDate: string | null;
  deliveryDaysUndefined: boolean;
  /** visible === 'y' (or true). Missing → true. */
  visible: boolean;
}

export interface DeliveryModel {
  /** 0 means free shipping. */
  shipping: number | null;
  undefined: boolean;
}

export interface PriceModel {
  value: number | null;
  formatted: string | null;
  net: number | null;
  netFormatted: string | null;
  srp: number | null;
  srpNet: number | null;
  advance: number | null;
  max: number | null;
  maxNet: number | null;
  omnibus: number | null;
  omnibusNet: number | null;
  beforeRebate: number | null;
  beforeRebateNet: number | null;
  youSave: number | null;
  youSaveNet: number | null;
  youSavePercent: number | null;
  points: number | null;
  pointsReceive: number | null;
  /** basket_enable === 'y': a phone-price product that can still be bought. */
  basketEnable: boolean;
  rebateNumber: RebateNumber | null;
  /** The shop's own formatted strings (projector.php `*_formatted`, camel `{formatted}`); null = not given. */
  srpFormatted: string | null;
  maxFormatted: string | null;
  omnibusFormatted: string | null;
  /** Returnable deposit per piece (deposit_price / depositPrice); null or 0 = none. */
  deposit: number | null;
  depositNet: number | null;
  depositFormatted: string | null;
  /** Deposit of the whole bundle or set (total_deposit / totalDepositPrice). */
  totalDeposit: number | null;
  totalDepositNet: number | null;
  totalDepositFormatted: string | null;
  /** omnibusPriceDetails.youSavePercent: the shop's percent below the lowest price of 30 days. */
  omnibusYouSavePercent: number | null;
  /** omnibusPriceDetails.omnibusPriceIsHigherThanSellingPrice; null = the data does not say. */
  omnibusHigher: boolean | null;
  /** omnibusPriceDetails.newPriceEffectiveUntil.formatted: the date a new price holds until. */
  newPriceUntil: string | null;
  /** The template's per-size `min` price (lowest of a price range); null = not given. */
  min: number | null;
}

export interface RebateNumber {
  items: RebateNumberItem[];
  nextLeft: number | null;
  nextPrice: number | null;
  nextPriceNet: number | null;
  nextThreshold: number | null;
}

export interface RebateNumberItem {
  threshold: number | null;
  left: number | null;
  value: number | null;
  price: number | null;
  priceNet: number | null;
  priceFormatted: string | null;
}

export interface QuantityRebateTier {
  threshold: number;
  thresholdEnd: number | null;
  value: number | null;
}

export interface BundlePrice {
  amountDiffGross: number | null;
  amountDiffNet: number | null;
  percentDiff: number | null;
}

export interface ShippingTime {
  unknownTime: boolean;
  today: boolean;
  todayShipmentDeadline: string | null;
  days: number | null;
  hours: number | null;
  minutes: number | null;
  weekDay: number | null;
  weekAmount: number | null;
  time: string | null;
}
