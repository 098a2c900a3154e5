import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { createDomPatch } from '../../core/dom/dom-patch';
import { formPriceType, serverPointsStyle } from '../../core/product/dom';
import { selectCurrentSize, selectPriceFetched } from '../../core/product/current';
import type { PriceType } from '../../core/page/shop-vars';
import { getShopStore } from '../../core/store/store';
import { selectCurrency, selectPriceType, selectProduct } from '../../core/store/selectors';
import type { ShopState } from '../../core/store/types';
import { storeTexts } from '../../core/texts/store-texts';
import { applyPrices } from './apply';
import { startCountdown } from './countdown';
import { DEPOSIT_VALUE, updateDepositTip } from './theme-hooks';
import { texts } from './texts';
import { pricesView } from './view';

const ISLAND = 'product-prices';

export interface PricesConfig {
  /** The form's data-price-type; null = the shop's (app_shop.vars.priceType). */
  priceType: PriceType | null;
  /** data-price-for: 'quantity' (default, the platform's: totals for the amount in the field) or 'unit'. */
  per: 'quantity' | 'unit';
}

export const readPricesConfig = (el: HTMLElement): PricesConfig => ({
  priceType: formPriceType(el, ISLAND),
  // 'quantity': the price for the amount in the field, as the platform's product script shows it.
  per: dataReader(el, ISLAND).oneOf('price-for', ['quantity', 'unit'] as const, 'quantity'),
});

/** What the shown prices follow in the store; a change of any of them writes the prices again. */
const inputsOf = (s: ShopState) =>
  [selectProduct(s), selectCurrentSize(s), selectPriceFetched(s), s.product.subscription, s.product.subscriptionRebate, s.product.quantity, selectPriceType(s), selectCurrency(s)] as const;

/**
 * A DOM island: binds to the theme's price markup and rewrites the server's elements (apply.ts) from the
 * store, in the same task as the change that moves them (a size tapped, an amount typed, a size's answer),
 * so the new price is in the next frame the browser paints, with no renderer in between. The promotion's
 * countdown goes after the section when the data has an end and the page no #CDT of its own. Stopping puts
 * the server's values back.
 */
export default defineDomIsland<PricesConfig>({
  name: ISLAND,
  readConfig: readPricesConfig,
  start({ config, container }) {
    const store = getShopStore();
    const t = storeTexts(texts);
    const patch = createDomPatch();
    // How the server wrote the points, read before the first write.
    const pointsStyle = serverPointsStyle(container);
    let last: readonly unknown[] = [];
    const write = (state: ShopState) => {
      const inputs = inputsOf(state);
      if (inputs.length === last.length && inputs.every((v, i) => Object.is(v, last[i]))) return;
      last = inputs;
      const [model, size, fetched, subscription, rebate, quantity, shopType, currency] = inputs;
      if (!model) return;
      const view = pricesView({ model, size, fetched, subscription, rebate, priceType: config.priceType ?? shopType, quantity, per: config.per });
      applyPrices(view, { patch, section: container, t, currency, chosen: size !== null, pointsStyle });
      // The theme's deposit tip follows the amount (where the shop has one), as the theme's own script
      // calls it right after writing the price.
      if (container.querySelector(DEPOSIT_VALUE)) updateDepositTip();
    };
    write(store.getState());
    const unsubscribe = store.subscribe(write);

    const model = selectProduct(store.getState());
    const end = model?.promotionEnds ? new Date(model.promotionEnds) : null;
    const stopCountdown =
      end && Number.isFinite(end.getTime()) && !container.ownerDocument.getElementById('CDT') ? startCountdown(end, container, t) : () => {};

    return () => {
      unsubscribe();
      stopCountdown();
      patch.restore();
    };
  },
});
