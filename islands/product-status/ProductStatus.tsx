import { useEffect, useMemo, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { selectCurrentSize } from '../../core/product/current';
import { selectLanguage, selectQuantity, useShop } from '../../core/store';
import { useTexts } from '../../core/texts';
import { applyStatus } from './apply-status';
import { announcement, statusView } from './status-view';
import { texts } from './texts';
import { useShippingTime } from './use-shipping-time';
import type { StatusConfig } from './index';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';

const BASE_STATUSES = ['enable', 'disable', 'order'];

export function ProductStatus({ config, container }: IslandProps<StatusConfig>) {
  const t = useTexts(texts);
  const language = useShop(selectLanguage);
  const patch = useDomPatch();
  const size = useShop(selectCurrentSize);
  const model = useShop((s) => s.product.model);
  const quantity = useShop(selectQuantity);
  // The shop's countdown is a snapshot of page time; only dates computed without one use the clock.
  const [now] = useState(() => new Date());
  // Size switches so far (0 = none since mount), and what the live region last said for which switch.
  const [switches, setSwitches] = useState(0);
  const [said, setSaid] = useState({ text: '', switch: 0 });
  const loading = useShop((s) => s.product.sizeFetch === 'loading');

  const productId = model?.id ?? null;
  const ask = config.shippingTime && size !== null && productId !== null && /^\d+$/.test(productId) && size.availability.status !== 'disable';
  const sizeType = size?.type ?? '';
  const params = useMemo(() => (ask ? { product: productId!, size: sizeType, quantity } : null), [ask, productId, sizeType, quantity]);
  const { time: fetched, pending } = useShippingTime(params);

  const view = useMemo(() => (size ? statusView(size, fetched, now, t, language) : null), [size, fetched, now, t, language]);
  // Every status class the island may have to take off again: the usual ones, the page's, and any
  // status live data brought (kept after it is gone, so its class never lingers).
  const statuses = useRef<Set<string> | null>(null);

  useEffect(() => {
    statuses.current ??= new Set([...BASE_STATUSES, ...Object.values(model?.sizes ?? {}).map((s) => s.availability.status)]);
    if (view?.status) statuses.current.add(view.status);
    // No size chosen: the server's block (which speaks for the whole product) is right as it is.
    if (!view) patch.restore();
    else applyStatus(patch, container, view, [...statuses.current]);
  }, [patch, container, view, model]);

  // Announce only what the shopper caused: the status after a size switch, never at mount. Counted
  // while rendering, so the render that brings the new size is the one that knows of the switch.
  const selected = useShop((s) => s.product.selectedSize);
  const [seen, setSeen] = useState(selected);
  if (seen !== selected) {
    setSeen(selected);
    setSwitches((n) => n + 1);
  }

  // Said once per switch, when it has settled: the size's live data and its shipping time are in (or
  // failed). The interim state (the page's data for the size) shows in the blocks but is not spoken, so
  // the shopper never hears a delivery time and then a different one. After that, a change the shopper
  // causes (a quantity with another shipping time) is said once it has settled too.
  const message = switches > 0 && view && size ? announcement(view, size.name, t) : '';
  if (message && !loading && !pending && (message !== said.text || switches !== said.switch)) setSaid({ text: message, switch: switches });
  const free = view?.freeShipping && !config.serverCost;
  return (
    <>
      {free && <span className="projector_shipping__cost --free">{t.freeShipping}</span>}
      <p className="projector_status__announce sr-only" style={VISUALLY_HIDDEN} role="status">
        {/* A new node per switch: the same words for another size are still said. */}
        {said.text && <span key={said.switch}>{said.text}</span>}
      </p>
    </>
  );
}
