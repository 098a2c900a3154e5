import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { formatPoints } from '../../core/money';
import { selectCurrentSize, selectPriceFetched } from '../../core/product/current';
import { productPart, serverPointsStyle } from '../../core/product/dom';
import { selectCurrency, useShop } from '../../core/store';
import { useTexts } from '../../core/texts';
import { pointsReceived } from './points';
import { texts } from './texts';
import { TIP_HOST } from './job';
import { Tip } from '../../core/ui/Tip';
import { selectLogged } from '../../core/store/selectors';

/**
 * Binds to the server's block: the figure follows the chosen size, the block hides when it is 0. Where
 * the template has the block's `.projector_points_recive__info` (the current projector.xsl), a "?" tip
 * after its words says when the points come, as the theme adds one (not when the server put one there).
 */
export function ProductPoints({ container }: IslandProps<void>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const model = useShop((s) => s.product.model);
  const size = useShop(selectCurrentSize);
  const subscription = useShop((s) => s.product.subscription);
  const fetched = useShop(selectPriceFetched);
  const currency = useShop(selectCurrency);
  const points = pointsReceived(model, size, subscription, fetched);
  const logged = useShop(selectLogged);
  // How the server wrote the points ("18 pkt." stays whole), read before the first write.
  const [style] = useState(() => serverPointsStyle(container));
  // Where the tip goes: read once, at mount, from the server's block.
  const [tipHost] = useState(() => {
    const info = container.querySelector<HTMLElement>(TIP_HOST);
    return info && !info.querySelector('.show_tip') ? info : null;
  });

  useEffect(() => {
    const on = points > 0;
    if (on) patch.text(productPart(container, 'points_recive_points'), formatPoints(points, t.unit, currency, style));
    patch.toggle(container, '--active', on);
    patch.toggle(container, '--inactive', !on);
    patch.hidden(container, !on);
  }, [patch, container, points, t.unit, currency, style]);

  return tipHost ? createPortal(<Tip label={t.tipLabel} text={logged ? t.tip : t.tipGuest} />, tipHost) : null;
}
