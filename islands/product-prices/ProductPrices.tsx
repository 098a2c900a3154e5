import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import type { PriceType } from '../../core/page/shop-vars';
import { useDomPatch } from '../../core/dom/patch';
import { selectCurrentSize, selectPriceFetched } from '../../core/product/current';
import { serverPointsStyle } from '../../core/product/dom';
import { selectCurrency, selectPriceType, selectProduct, useShallow, useShop } from '../../core/store';
import { useTexts } from '../../core/texts';
import { applyPrices } from './apply';
import { DEPOSIT_VALUE, updateDepositTip } from './theme-hooks';
import { texts } from './texts';
import { pricesView } from './view';
import { Countdown } from './countdown';

export interface PricesConfig {
  /** The form's data-price-type; null = the shop's (app_shop.vars.priceType). */
  priceType: PriceType | null;
  /** data-price-for: 'quantity' (default, the platform's: totals for the amount in the field) or 'unit'. */
  per: 'quantity' | 'unit';
}

export const HOST_ATTR = 'data-island-host';

/** Binds to the theme's price markup: renders nothing of its own, rewrites the server's elements. */
export function ProductPrices({ config, container }: IslandProps<PricesConfig>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const model = useShop(selectProduct);
  const size = useShop(selectCurrentSize);
  const fetched = useShop(selectPriceFetched);
  const shopType = useShop(selectPriceType);
  const currency = useShop(selectCurrency);
  const { subscription, rebate, quantity } = useShop(
    useShallow((s) => ({ subscription: s.product.subscription, rebate: s.product.subscriptionRebate, quantity: s.product.quantity })),
  );
  const priceType = config.priceType ?? shopType;

  const view = useMemo(
    () => (model ? pricesView({ model, size, fetched, subscription, rebate, priceType, quantity, per: config.per }) : null),
    [model, size, fetched, subscription, rebate, priceType, quantity, config.per],
  );

  // How the server wrote the points, read before the first write.
  const [pointsStyle] = useState(() => serverPointsStyle(container));
  // Layout effect: the new price is in place before the browser paints (no flash of the old one).
  useLayoutEffect(() => {
    if (view) applyPrices(view, { patch, section: container, t, currency, chosen: size !== null, pointsStyle });
  }, [view, patch, container, t, currency, size, pointsStyle]);

  // After every price update, the theme's deposit tip follows the amount (where the shop has one).
  useEffect(() => {
    if (view && container.querySelector(DEPOSIT_VALUE)) updateDepositTip();
  }, [view, container]);

  useLayoutEffect(() => {
    // The (empty) host the runtime appended would still take a gap in a flex section.
    const host = container.querySelector<HTMLElement>(`:scope > [${HOST_ATTR}="product-prices"]`);
    patch.hidden(host, true);
  }, [patch, container]);

  // The promotion's end, when the data has one and the page no countdown of its own (#CDT, looked for once).
  const [pageHasCountdown] = useState(() => container.ownerDocument.getElementById('CDT') !== null);
  const end = useMemo(() => {
    const at = model?.promotionEnds ? new Date(model.promotionEnds) : null;
    return at && Number.isFinite(at.getTime()) && !pageHasCountdown ? at : null;
  }, [model, pageHasCountdown]);

  return end ? <Countdown end={end} after={container} t={t} /> : null;
}
