// What the price section shows, as numbers: pure, so every state is testable without the DOM.
import type { PriceType } from '../../core/page/shop-vars';
import { discountPercent } from '../../core/product/discount';
import { convertAmount, priceAmount } from '../../core/product/price-type';
import { activeTier, tierPrice } from '../../core/product/tiers';
import { unitPrice, type UnitPriceInput } from '../../core/product/unit-price';
import { roundPrice } from '../../core/money';
import { sizeRange, type PriceRange } from './range';

export interface PricesInput extends UnitPriceInput {
  quantity: number;
  /**
   * 'quantity' (the platform's): the amounts are for the quantity in the field, as the theme shows them
   * (price × amount, the count and the unit word after the price); 'unit': for one unit, whatever the amount.
   */
  per?: 'quantity' | 'unit';
}

/** money: a price; phone: 'price on phone'; gratis: a phone price that is buyable, or a free-of-charge item; points: for points only. */
export type PriceMode = 'money' | 'phone' | 'gratis' | 'points';

/** An amount with the percent the shown price is below it (null: nothing to say). */
export interface Compared {
  value: number;
  percent: number | null;
}

export interface PricesView {
  mode: PriceMode;
  type: PriceType;
  /** The unit price shown (subscription and quantity tier applied); null when the data has none. */
  value: number | null;
  /** Crossed-out regular price: the max price, or the price before the quantity tier. */
  regular: Compared | null;
  srp: number | null;
  omnibus: (Compared & { higher: boolean }) | null;
  beforeRebate: Compared | null;
  youSave: Compared | null;
  advance: number | null;
  /** Returnable deposit per piece and of the whole set (deposit_price / total_deposit), null = none. */
  deposit: number | null;
  totalDeposit: number | null;
  /** The data speaks about deposits (the real template's data or a live answer): only then is a server deposit hidden. */
  depositKnown: boolean;
  bundle: Compared | null;
  /** Lowest – highest of the sizes' prices while none is chosen and they differ (money only). */
  range: PriceRange | null;
  /** Every size's price is known: no range then means one price for all (a server range is replaced). */
  rangeKnown: boolean;
  /** omnibusPriceDetails.newPriceEffectiveUntil, formatted by the shop; null = none. */
  newPriceUntil: string | null;
  /** The data speaks about the new price's date (the real template's data): only then is a server line hidden. */
  newPriceKnown: boolean;
  /** Price in loyalty points, null when none. */
  points: number | null;
  sellBy: number;
  /** Decimal places of quantities (unit_precision). */
  precision: number;
  /** The count after the price ("/ 2 szt."): the quantity priced, or the sell-by step when priced per unit. */
  count: number;
  /** Priced for the quantity in the field (the amounts are totals; the count is marked --active above 1). */
  perQuantity: boolean;
  /** The unit word for `count`: singular for 1, else the plural. */
  unit: string;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
/** Percent the shown price is below `old`; null when it is not below. */
const below = (value: number | null, old: number | null): number | null =>
  value !== null && positive(old) && value < old ? discountPercent(value, old) : null;
const compared = (value: number | null, old: number | null): Compared | null =>
  positive(old) ? { value: roundPrice(old), percent: below(value, old) } : null;

export function pricesView(input: PricesInput): PricesView {
  const { model, quantity } = input;
  const unit = unitPrice(input);
  const { price, ref, type } = unit;
  const amount = (field: Parameters<typeof priceAmount>[1]) => priceAmount(price, field, type);
  let value = unit.value;

  // Quantity tier on top of the (subscription) unit price; its own data price only when we did not rebate.
  const tier = value !== null && ref ? activeTier(ref.rebateTiers, quantity) : null;
  const inTier = tier && value !== null ? tierPrice(value, tier, price, type, !unit.rebated) : null;
  const preTier = value;
  if (inTier) value = inTier.value;

  const max = amount('max');
  const regularValue = inTier && preTier !== null ? Math.max(max ?? 0, preTier) : max;
  const regular = value !== null && positive(regularValue) && regularValue > value ? compared(value, regularValue) : null;

  const beforeRebate = unit.rebated ? unit.before : amount('beforeRebate');
  let youSave: Compared | null;
  if (inTier || unit.rebated) {
    const from = regular?.value ?? (inTier ? preTier : unit.before);
    youSave = value !== null && positive(from) && from > value ? { value: roundPrice(from - value), percent: discountPercent(value, from) } : null;
  } else {
    const saved = amount('youSave');
    youSave = positive(saved) ? { value: roundPrice(saved), percent: price.youSavePercent ?? (value !== null ? discountPercent(value, value + saved) : null) } : null;
  }

  const omnibus = amount('omnibus');
  // The shop's own omnibus details speak for its selling price; a price the island changed (tier,
  // subscription rebate) is compared afresh, and so is every price of a product whose price depends on
  // the size or the pack (product_config.hasPricesPerSize / hasMultiPackRebate), as the theme does: the
  // shop's percent there is the base price's.
  const perChoice = !!(model.config?.hasPricesPerSize || model.config?.hasMultiPackRebate);
  const own = !inTier && !unit.rebated && !perChoice;
  const omnibusPercent = own && price.omnibusYouSavePercent !== null ? price.omnibusYouSavePercent : below(value, omnibus);
  const omnibusHigher = own && price.omnibusHigher !== null ? price.omnibusHigher : value !== null && positive(omnibus) && omnibus > value;
  const deposit = type === 'net' ? (price.depositNet ?? convertAmount(price, price.deposit, 'gross')) : price.deposit;
  const totalDeposit = type === 'net' ? (price.totalDepositNet ?? convertAmount(price, price.totalDeposit, 'gross')) : price.totalDeposit;
  const bundleData = ref?.bundlePrice ?? null;
  const bundleDiff = bundleData
    ? type === 'net'
      ? (bundleData.amountDiffNet ?? convertAmount(price, bundleData.amountDiffGross, 'gross'))
      : (bundleData.amountDiffGross ?? convertAmount(price, bundleData.amountDiffNet, 'net'))
    : null;

  const points = positive(price.points) ? price.points : null;
  const forPoints = ref ? ref.forPoints : model.forPoints;
  const phone = ref ? ref.phonePrice : model.sizeTypes.length > 0 && model.sizeTypes.every((t) => model.sizes[t]?.phonePrice);
  // A free-of-charge item (the size's gratis, or every size's) says 'Gratis!' as the server wrote it, not 0,00 zł.
  const gratis = ref ? ref.gratis : model.sizeTypes.length > 0 && model.sizeTypes.every((t) => model.sizes[t]?.gratis);
  const mode: PriceMode = forPoints && points !== null ? 'points' : phone ? (price.basketEnable ? 'gratis' : 'phone') : gratis ? 'gratis' : 'money';
  // Comparisons with other money amounts mean nothing for a price on the phone or in points.
  const money = mode === 'money';

  const ranged = money ? sizeRange(input) : { range: null, known: false };
  // A fetched (projector.php) reply has no omnibus details: the size's page data speaks for the date.
  const pageRef = ref ? model.sizes[ref.type] : undefined;
  const newPriceUntil = money ? (price.newPriceUntil ?? pageRef?.priceNormal?.newPriceUntil ?? pageRef?.price.newPriceUntil ?? null) : null;

  const { sellBy } = model.unit;
  // The platform's product script shows every amount for the quantity in the field (price × amount);
  // percents stay as they are. Deposits, the set's saving and the sizes' range stay per piece.
  const perQuantity = input.per !== 'unit';
  const count = perQuantity ? (Number.isFinite(quantity) && quantity > 0 ? quantity : sellBy) : sellBy;
  const times = perQuantity ? count : 1;
  const total = (n: number): number => roundPrice(n * times);
  const totalOf = <T extends Compared>(c: T | null): T | null => (c && times !== 1 ? { ...c, value: total(c.value) } : c);
  return {
    mode,
    type,
    value: value === null ? null : total(value),
    regular: money ? totalOf(regular) : null,
    srp: money && positive(amount('srp')) ? total(amount('srp') as number) : null,
    omnibus: money && positive(omnibus) ? { value: total(omnibus), percent: omnibusPercent, higher: omnibusHigher } : null,
    beforeRebate: money && value !== null && positive(beforeRebate) && beforeRebate > value ? totalOf(compared(value, beforeRebate)) : null,
    youSave: money ? totalOf(youSave) : null,
    advance: positive(price.advance) ? total(price.advance) : null,
    deposit: positive(deposit) ? roundPrice(deposit) : null,
    totalDeposit: positive(totalDeposit) ? roundPrice(totalDeposit) : null,
    depositKnown: input.fetched || model.shape === 'idosell' || price.deposit !== null || price.totalDeposit !== null,
    bundle: money && positive(bundleDiff) ? { value: roundPrice(bundleDiff), percent: bundleData?.percentDiff ?? null } : null,
    range: ranged.range,
    rangeKnown: ranged.known,
    newPriceUntil,
    newPriceKnown: model.shape === 'idosell' || newPriceUntil !== null,
    points: points === null ? null : total(points),
    sellBy,
    count,
    perQuantity,
    precision: model.unit.precision,
    unit: count === 1 ? (ref?.unit ?? model.unit.singular) : model.unit.plural,
  };
}
