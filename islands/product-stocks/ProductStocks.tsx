// The pick-up stores' stock, as the theme's stocks modal shows it: the link "Sprawdź, w którym sklepie …"
// (`a.projector_stocks__info.--link`, whose address is the shop's own stocks page, kept for JavaScript
// off) opens the server's `#product_stocks` in the modal layer (`--stocks --medium`); a size there
// (`a.product_stocks__size[data-type]`, the chosen size at once) shows the stores holding it, filtered by
// city when there are several, each with its address, contact, opening hours and a map link. The theme
// embeds a Leaflet map with OpenStreetMap tiles; the island links to the store on openstreetmap.org
// instead (no third-party script or tiles on the page).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { safeHref, safeSrc } from '../../core/dom/safe-url';
import { selectCurrentSize } from '../../core/product/current';
import { useShopAfterPaint } from '../../core/store';
import { formatText, useTexts } from '../../core/texts';
import { isAbortError, isShopApiError } from '../../core/http';
import { Dialog } from '../../core/ui/Dialog';
import { useUid } from '../../core/ui/use-uid';
import { fetchStocks, stockFor, type SizeStock, type Store } from './api';
import { texts, type StocksTexts } from './texts';

const LINK = 'a.projector_stocks__info.--link';
const SIZE = '.product_stocks__size';
const ALL = '';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: SizeStock[] };

const DAY_KEYS = ['day1', 'day2', 'day3', 'day4', 'day5', 'day6', 'day7'] as const;

function count(s: Store, t: StocksTexts): string {
  if (s.quantity === null) return '';
  if (s.quantity < 0) return t.unlimited;
  return formatText(t.count, { n: s.quantity, unit: s.quantity === 1 ? s.unit.singular : s.unit.plural }).trim();
}

const mapHref = (s: Store): string | null =>
  s.latitude !== null && s.longitude !== null ? `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=16/${s.latitude}/${s.longitude}` : null;

function StoreItem({ store, expanded, onToggle, t }: { store: Store; expanded: boolean; onToggle: () => void; t: StocksTexts }) {
  const id = `${useUid()}-store`;
  const map = mapHref(store);
  return (
    <div className={`product_stocks__stock stock${expanded ? ' --active' : ''}`} data-city={store.city}>
      <button type="button" className="stock__headline" aria-expanded={expanded} aria-controls={id} onClick={onToggle}>
        <span className="stock__name">
          <strong>{store.name}</strong> <span>{store.city}</span>
        </span>{' '}
        <span className="stock__availabilty">
          {store.status.icon && <img className="stock__availabilty_icon" src={safeSrc(store.status.icon, 'product-stocks')} alt="" loading="lazy" />}
          <span className="stock__availabilty_desc">
            {store.status.description} <span className="stock__availabilty_count">{count(store, t)}</span>
          </span>
        </span>
      </button>
      <div id={id} className="stock__info" hidden={!expanded}>
        <div className="stock__wrapper --address">
          <strong className="stock__label">{t.address}</strong>
          <div className="stock__address">
            <span className="stock__data --street">{store.street}</span>{' '}
            <span className="stock__data --zipcode --city">
              <span className="stock__zipcode">{store.zipcode}</span> <span className="stock__city">{store.city}</span>
            </span>{' '}
            {store.country && <span className="stock__data --country">{store.country}</span>}
          </div>
          {(store.phone || store.mail) && (
            <div className="stock__contact">
              <strong className="stock__label">{t.contact}</strong>{' '}
              {store.phone && (store.phone.link ? <a className="stock__data --phone" href={safeHref(store.phone.link, 'product-stocks', { contact: true })}>{store.phone.text}</a> : <span className="stock__data --phone">{store.phone.text}</span>)}{' '}
              {store.mail && (store.mail.link ? <a className="stock__data --mail" href={safeHref(store.mail.link, 'product-stocks', { contact: true })}>{store.mail.text}</a> : <span className="stock__data --mail">{store.mail.text}</span>)}
            </div>
          )}
          {store.description && <p className="stock__description">{store.description}</p>}
        </div>
        {store.hours.some(Boolean) && (
          <div className="stock__wrapper --opening">
            <strong className="stock__label">{t.hours}</strong>
            <dl className="stock__opening">
              {store.hours.map((h, i) =>
                h ? (
                  <div key={i} className="stock__data">
                    <dt className="stock__data_label">{t[DAY_KEYS[i]!]}</dt>
                    <dd className="stock__data_value">{!h.open ? t.closed : h.allDay ? t.allDay : formatText(t.hoursRange, { from: h.from, till: h.till })}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </div>
        )}
        {map && (
          <a className="stock__map_link" href={safeHref(map, 'product-stocks')} target="_blank" rel="noopener noreferrer">
            {t.map}
          </a>
        )}
      </div>
    </div>
  );
}

function StockList({ stock, t }: { stock: SizeStock; t: StocksTexts }) {
  const cityId = `${useUid()}-city`;
  const cities = useMemo(() => [...new Set(stock.stores.map((s) => s.city))], [stock]);
  const [city, setCity] = useState(ALL);
  // One store: open at once, as the theme shows it; several: closed until the shopper opens one.
  const [open, setOpen] = useState<number | null>(stock.stores.length === 1 ? 0 : null);
  const shown = stock.stores.map((s, i) => [s, i] as const).filter(([s]) => city === ALL || s.city === city);
  return (
    <>
      {cities.length > 1 && (
        <div className="product_stocks__wrapper --cities">
          <label htmlFor={cityId} className="product_stocks__cities_label">{t.city}</label>{' '}
          <select id={cityId} className="product_stocks__cities --small" value={city} onChange={(e) => setCity(e.target.value)}>
            <option className="product_stocks__city --all" value={ALL}>- {t.allCities} -</option>
            {cities.map((c) => (
              <option key={c} className="product_stocks__city" value={c}>{c}</option>
            ))}
          </select>
        </div>
      )}
      <div className="product_stocks__wrapper --stocks">
        {shown.map(([s, i]) => (
          <StoreItem key={`${s.name}|${i}`} store={s} expanded={open === i} onToggle={() => setOpen((o) => (o === i ? null : i))} t={t} />
        ))}
      </div>
    </>
  );
}

export function ProductStocks({ container }: IslandProps<void>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const productId = useShopAfterPaint((s) => s.product.model?.id ?? null);
  // A one-size product's only size type (the theme shows it at once too); null with several.
  const onlySize = useShopAfterPaint((s) => (s.product.model?.sizeTypes.length === 1 ? s.product.model.sizeTypes[0]! : null));
  const chosen = useShopAfterPaint(selectCurrentSize);
  const [link] = useState(() => container.querySelector<HTMLAnchorElement>(LINK));
  const [body] = useState(() => container.querySelector<HTMLElement>('#product_stocks'));
  const [list] = useState(() => body?.querySelector<HTMLElement>('.product_stocks__block.--stocks') ?? null);
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState<string | null>(null);
  const [load, setLoad] = useState<Load | null>(null);
  const request = useRef<AbortController | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  /** What the link's click does: set from the latest size and data in an effect below. */
  const opening = useRef<() => void>(() => {});

  useEffect(() => {
    if (!link || !body || !list) {
      console.info('[storefront:product-stocks] #projector_stocks has no stocks link with its #product_stocks block; the block is left as the server rendered it');
      return;
    }
    patch.attr(link, 'aria-haspopup', 'dialog');
    const onClick = (e: MouseEvent) => {
      e.preventDefault();
      opening.current();
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [link, body, list, patch]);

  const choose = useCallback(
    (type: string) => {
      setSize(type);
      if (load?.kind === 'ready' || load?.kind === 'loading' || productId === null) return;
      request.current?.abort();
      const controller = (request.current = new AbortController());
      setLoad({ kind: 'loading' });
      fetchStocks(productId, controller.signal).then(
        (got) => !controller.signal.aborted && setLoad({ kind: 'ready', list: got }),
        (err: unknown) => {
          if (isAbortError(err) || controller.signal.aborted) return;
          console.error(`[storefront:product-stocks] the stock in the shops for product ${productId} could not be loaded: ${isShopApiError(err) ? err.message : String(err)}`, err);
          setLoad({ kind: 'failed' });
        },
      );
    },
    [load, productId],
  );
  useEffect(() => () => request.current?.abort(), []);

  // The server's block goes into the dialog while it is open, and back where it was after.
  useLayoutEffect(() => {
    const to = slot.current;
    if (!open || !body || !to) return;
    const parent = body.parentNode;
    const next = body.nextSibling;
    to.append(body);
    return () => void parent?.insertBefore(body, next);
  }, [open, body]);

  // On opening: the size chosen on the page (or the one size) at once, as the theme clicks it.
  useEffect(() => {
    opening.current = () => {
      setOpen(true);
      const type = chosen?.type ?? onlySize;
      if (type !== null) choose(type);
    };
  }, [chosen, onlySize, choose]);

  // The size links: one chosen at a time (`active`, aria-current), a size out of stock (`data-disabled`) inert.
  useEffect(() => {
    if (!body) return;
    const onClick = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest<HTMLElement>(SIZE) : null;
      if (!a || !body.contains(a)) return;
      e.preventDefault();
      if (a.getAttribute('data-disabled') === 'true') return;
      choose(a.getAttribute('data-type') ?? '');
    };
    body.addEventListener('click', onClick);
    for (const a of body.querySelectorAll<HTMLElement>(`${SIZE}[data-disabled="true"]`)) patch.attr(a, 'aria-disabled', 'true');
    return () => body.removeEventListener('click', onClick);
  }, [body, choose, patch]);
  useEffect(() => {
    if (!body) return;
    for (const a of body.querySelectorAll<HTMLElement>(SIZE)) {
      const on = size !== null && a.getAttribute('data-type') === size;
      patch.toggle(a, 'active', on);
      patch.attr(a, 'aria-current', on ? 'true' : null);
    }
    // The server's placeholder look while closed; the island's content while open.
    if (list) patch.toggle(list, '--skeleton', !open);
  }, [body, list, size, open, patch]);

  const stock = load?.kind === 'ready' && size !== null ? stockFor(load.list, size) : null;
  const message =
    size === null ? t.chooseSize
    : load?.kind === 'loading' ? t.loading
    : load?.kind === 'failed' ? t.failed
    : stock === null || stock.stores.length === 0 ? (load?.kind === 'ready' ? t.none : '')
    : '';

  if (!open || !link || !body || !list) return null;
  return (
    <Dialog className="--stocks --medium" label={t.title} closeLabel={t.close} closeSign={t.closeSign} returnFocus={link} onClose={() => setOpen(false)}>
      <div ref={slot} className="product_stocks__slot" />
      {createPortal(
        <>
          <div className="product_stocks__message" role="status">
            {message && <p className={load?.kind === 'failed' ? 'menu_messages_warning' : 'menu_messages_message'}>{message}</p>}
          </div>
          {stock && stock.stores.length > 0 && <StockList key={size ?? ''} stock={stock} t={t} />}
        </>,
        list,
      )}
    </Dialog>
  );
}
