import { useEffect, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { formatPoints } from '../../core/money';
import { selectCurrentSize, selectPriceFetched } from '../../core/product/current';
import { productPart, serverPointsStyle } from '../../core/product/dom';
import { selectCurrency, useShopAfterPaint } from '../../core/store';
import { useTexts } from '../../core/texts';
import { pointsReceived } from './points';
import { texts } from './texts';

/**
 * Binds to the server's block: the figure follows the chosen size, the block hides when it is 0. The "?" tip
 * the theme adds after the template's words is the load job's (./job.ts), there before the island wakes.
 */
export function ProductPoints({ container }: IslandProps<void>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const model = useShopAfterPaint((s) => s.product.model);
  const size = useShopAfterPaint(selectCurrentSize);
  const subscription = useShopAfterPaint((s) => s.product.subscription);
  const fetched = useShopAfterPaint(selectPriceFetched);
  const currency = useShopAfterPaint(selectCurrency);
  const points = pointsReceived(model, size, subscription, fetched);
  // How the server wrote the points ("18 pkt." stays whole), read before the first write.
  const [style] = useState(() => serverPointsStyle(container));

  useEffect(() => {
    const on = points > 0;
    if (on) patch.text(productPart(container, 'points_recive_points'), formatPoints(points, t.unit, currency, style));
    patch.toggle(container, '--active', on);
    patch.toggle(container, '--inactive', !on);
    patch.hidden(container, !on);
  }, [patch, container, points, t.unit, currency, style]);

  return null;
}
