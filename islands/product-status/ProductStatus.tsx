import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { selectCurrentSize } from '../../core/product/current';
import { selectLanguage, selectQuantity, useShop, useShopAfterPaint } from '../../core/store';
import { useTexts } from '../../core/texts';
import { applyStatus } from './apply-status';
import { announcement, statusView } from './status-view';
import { texts } from './texts';
import { useShippingTime } from './use-shipping-time';
import type { StatusConfig } from './index';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { isAbortError, isShopApiError } from '../../core/http';
import { selectCurrency } from '../../core/store/selectors';
import { clear, readForced, unsetKind, type ForcedState } from '../../core/region/forced-cookies';
import { PRODUCT_PAGE_CALLS, unsetForced } from '../../core/region/unset';
import { fetchCouriers, type Courier } from './couriers';
import { bundleParts } from '../../core/product/bundle-parts';
import { ShippingDialog, type ShippingDialogState } from './ShippingDialog';

/** The theme's link to the shipping dialog, in the status section's `#projector_shipping_dialog`. */
const SHIPPING_LINK = '.projector_shipping__info';

const BASE_STATUSES = ['enable', 'disable', 'order'];

/**
 * @call POST /graphql/v1/?mutation=projectorFormUnsetRegion §12
 * @call POST /graphql/v1/?mutation=projectorFormUnsetZipcode §12
 * @call POST /graphql/v1/?mutation=projectorFormUnsetRegionAndZipcode §12
 */
export function ProductStatus({ config, container }: IslandProps<StatusConfig>) {
  const t = useTexts(texts);
  const language = useShopAfterPaint(selectLanguage);
  const patch = useDomPatch();
  const size = useShopAfterPaint(selectCurrentSize);
  const model = useShopAfterPaint((s) => s.product.model);
  const quantity = useShop(selectQuantity);
  // The shop's countdown is a snapshot of page time; only dates computed without one use the clock.
  const [now] = useState(() => new Date());
  // Size switches so far (0 = none since mount), and what the live region last said for which switch.
  const [switches, setSwitches] = useState(0);
  const [said, setSaid] = useState({ text: '', switch: 0 });
  const loading = useShopAfterPaint((s) => s.product.sizeFetch === 'loading');

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
  const selected = useShopAfterPaint((s) => s.product.selectedSize);
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
  // The shipping dialog, opened by the theme's link: the couriers asked on the first click for this
  // product and size (always quantity 1, as the platform asks), kept for the page's life.
  const currency = useShopAfterPaint(selectCurrency);
  const couriers = useRef(new Map<string, Courier[]>());
  const [dialog, setDialog] = useState<{ state: ShippingDialogState; forced: ForcedState | null; opener: HTMLElement; restoring: boolean } | null>(null);
  const request = useRef<AbortController | null>(null);
  const open = useCallback((opener: HTMLElement) => {
    request.current?.abort();
    const forcedNow = readForced(document, 'product-status');
    const forced = forcedNow.region?.showModal || forcedNow.zipcode?.showModal ? forcedNow : null;
    if (productId === null || size === null) return setDialog({ state: { kind: 'choose-size' }, forced, opener, restoring: false });
    // A set's parts go with it, as the platform sends them (the ticked ones of a collection).
    const parts = bundleParts(document, model?.config ? model.config.isCollection : true);
    const key = `${productId}|${size.type}|${parts.map((p) => `${p.id}:${p.size}`).join(',')}`;
    const hit = couriers.current.get(key);
    if (hit) return setDialog({ state: { kind: 'ready', couriers: hit }, forced, opener, restoring: false });
    setDialog({ state: { kind: 'loading' }, forced, opener, restoring: false });
    const controller = (request.current = new AbortController());
    fetchCouriers(productId, size.type, parts, controller.signal).then(
      (list) => {
        couriers.current.set(key, list);
        if (!controller.signal.aborted) setDialog((d) => d && { ...d, state: { kind: 'ready', couriers: list } });
      },
      (err: unknown) => {
        if (isAbortError(err) || controller.signal.aborted) return;
        console.error(`[storefront:product-status] the couriers for product ${productId}, size "${size.type}" could not be loaded: ${isShopApiError(err) ? err.message : String(err)}`, err);
        setDialog((d) => d && { ...d, state: { kind: 'failed' } });
      },
    );
  }, [productId, size, model]);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    const link = container.querySelector<HTMLElement>(SHIPPING_LINK);
    if (link) patch.attr(link, 'aria-haspopup', 'dialog');
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target.closest<HTMLElement>(SHIPPING_LINK) : null;
      if (!target || !container.contains(target)) return;
      e.preventDefault();
      open(target);
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [container, patch, open]);
  const restore = async () => {
    const forced = dialog?.forced;
    const kind = forced ? unsetKind(forced) : null;
    if (!dialog || !kind || dialog.restoring) return;
    setDialog({ ...dialog, restoring: true });
    const ok = await unsetForced(kind, undefined, undefined, { island: 'product-status', call: PRODUCT_PAGE_CALLS[kind] });
    if (!ok) return setDialog((d) => d && { ...d, restoring: false });
    // As the theme: the forced cookies go, the couriers are asked again for the shop's default.
    clear(kind);
    couriers.current.clear();
    open(dialog.opener);
  };

  const free = view?.freeShipping && !config.serverCost;
  return (
    <>
      {dialog && (
        <ShippingDialog state={dialog.state} forced={dialog.forced} restoring={dialog.restoring} onRestore={() => void restore()}
          onClose={() => { request.current?.abort(); setDialog(null); }} returnFocus={dialog.opener} currency={currency} now={now} t={t} />
      )}
      {free && <span className="projector_shipping__cost --free">{t.freeShipping}</span>}
      <p className="projector_status__announce sr-only" style={VISUALLY_HIDDEN} role="status">
        {/* A new node per switch: the same words for another size are still said. */}
        {said.text && <span key={said.switch}>{said.text}</span>}
      </p>
    </>
  );
}
