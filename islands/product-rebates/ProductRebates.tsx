// The quantity rebate tiers as a native radio group with the theme's classes: choosing one sets the
// quantity to its threshold; the tier the quantity is in stays checked as the quantity changes.
import { useLayoutEffect, useMemo } from 'react';
import type { IslandProps } from '../../core/mount/types';
import type { PriceType } from '../../core/page/shop-vars';
import { useDomPatch } from '../../core/dom/patch';
import { formatMoney } from '../../core/money';
import { selectCurrentSize, selectPriceFetched } from '../../core/product/current';
import { correctQuantity, formatQuantity, quantityRule } from '../../core/product/quantity';
import { getShopStore, selectCurrency, selectPriceType, selectProduct, useShallow, useShop, useShopAfterPaint } from '../../core/store';
import { formatText, useTexts } from '../../core/texts';
import { rebateOffer, type TierItem } from './offer';
import { texts } from './texts';

export interface RebatesConfig {
  label: { id: string; text: string; className: string };
  wrapperClass: string;
  input: { name: string; form: string | null; idStem: string };
  /** The quantity the page rendered (#<prefix>number's value), null when none. */
  pageQuantity: number | null;
  priceType: PriceType | null;
}

export function ProductRebates({ config, container }: IslandProps<RebatesConfig>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const model = useShopAfterPaint(selectProduct);
  const size = useShopAfterPaint(selectCurrentSize);
  const fetched = useShopAfterPaint(selectPriceFetched);
  const currency = useShopAfterPaint(selectCurrency);
  const shopType = useShopAfterPaint(selectPriceType);
  const priceType = config.priceType ?? shopType;
  const { subscription, rebate, quantity } = useShop(
    useShallow((s) => ({ subscription: s.product.subscription, rebate: s.product.subscriptionRebate, quantity: s.product.quantity })),
  );
  const offer = useMemo(
    () => (model ? rebateOffer({ model, size, fetched, subscription, rebate, priceType, quantity, pageQuantity: config.pageQuantity ?? model.unit.sellBy }) : null),
    [model, size, fetched, subscription, rebate, priceType, quantity, config.pageQuantity],
  );

  // No tiers for this size: no empty box (the server's is back on unmount).
  useLayoutEffect(() => patch.hidden(container, offer === null), [patch, container, offer]);
  if (!model || !offer) return null;

  const precision = model.unit.precision;
  const sep = currency.decimalSeparator;
  const qty = (n: number) => formatQuantity(n, precision, sep);
  const unitFor = (n: number) => (n === 1 ? offer.unit : offer.plural);
  const money = (n: number) => formatMoney(n, currency);
  const choose = (item: TierItem) => {
    const p = getShopStore().getState().product;
    p.setQuantity(correctQuantity(item.threshold, quantityRule(model, size, p.subscription)).value);
  };

  return (
    <>
      <strong id={config.label.id} className={config.label.className}>{config.label.text || t.label}</strong>
      <div className={config.wrapperClass} role="radiogroup" aria-labelledby={config.label.id}>
        {offer.items.map((item, i) => {
          const id = `${config.input.idStem}${i + 1}`;
          const percent = item.percent !== null && item.percent > 0 ? qty(item.percent) : null;
          return (
            <div key={item.threshold} className={`projector_multipack__item f-group --radio${item.active ? ' --active' : ''}`} data-value={item.threshold}>
              <input id={id} type="radio" name={config.input.name} value={item.threshold} form={config.input.form ?? undefined} checked={item.active} onChange={() => choose(item)} />
              <label className="f-label" htmlFor={id}>
                <strong className="projector_multipack__from">{formatText(item.base ? t.base : t.from, { n: qty(item.threshold) })}</strong>{' '}
                <strong className="projector_multipack__unit">{unitFor(item.threshold)}</strong>{' '}
                <span className="projector_multipack__price">{formatText(t.perUnit, { price: money(item.price), unit: offer.unit })}</span>
                {percent !== null && (
                  <>
                    {' '}
                    <span className="projector_multipack__literal --first">{t.percentOpen}</span>
                    <span className="projector_multipack__percent">{percent}</span>
                    <span className="projector_multipack__literal --second">{t.percentClose}</span>
                  </>
                )}
              </label>
            </div>
          );
        })}
      </div>
      <p className="projector_multipack__next" aria-live="polite" hidden={!offer.next}>
        {offer.next && formatText(t.next, { n: qty(offer.next.left), unit: unitFor(offer.next.left), price: money(offer.next.price), unit1: offer.unit })}
      </p>
    </>
  );
}
