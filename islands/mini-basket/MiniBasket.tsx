// The header's mini-basket (#menu_basket): the link with count and worth, the express checkout,
// and the details popup. Until the basket is known it shows what the server rendered (plus the
// skeleton); on failure it stays that way, without a skeleton.
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import type { IslandProps } from '../../core/mount/types';
import type { BasketDetails as DetailsMode } from '../../core/store/basket-fetch';
import { useDomPatch } from '../../core/dom/patch';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { formatText, useTexts } from '../../core/texts';
import { selectBasket, selectBasketStatus, selectPriceType, selectViewLevel, useShop } from '../../core/store';
import { BasketDetails, DetailsSkeleton } from './BasketDetails';
import { texts } from './texts';
import { useBasketSync } from './use-basket-sync';
import { wakingEscape, type FetchMode } from './wake';
import { bindDetailsCap } from './max-height';
import { usePopup } from './use-popup';
import { basketLook, basketWorth } from './view';
import { safeHref } from '../../core/dom/safe-url';

/** An Escape the load job heard while the island woke (wake.ts). */
const wokenDismissed = (): boolean => wakingEscape.dismissed;

export interface MiniBasketConfig {
  fetch: FetchMode;
  /** data-basket-details: which basket document is asked for ('platform' default, 'spec' adds the spec's line fields). */
  details: DetailsMode;
  /**
   * The server's link (IdoSell's a.top_basket__sub or the theme's own): where it goes, its label, its
   * badge and price texts (empty when it has none) and all its text, shown until a basket is known.
   */
  server: { link: HTMLAnchorElement | null; href: string; label: string | null; count: string; price: string; text: string };
  /** The server's express-checkout container; its content (a third-party element) is moved, not re-created. */
  express: HTMLElement | null;
  /** The server marked the container --skeleton (a cached page): keep it until loaded in any mode. */
  skeleton: boolean;
  /** --mobile_hide: the theme never shows the popup on phones, so no toggle there. */
  mobileHide: boolean;
  /** Escape dismissed the theme's popup before the island was there (its load job): it starts dismissed. */
  dismissed?: boolean;
}

const DETAILS_ID = 'menu_basket_details';
/** The stand-in server link's attributes React renders; the server link's others are copied onto it. */
const REACT_OWNED = new Set(['class', 'href', 'aria-label']);

export function MiniBasket({ config, container, takeEarlyEvents }: IslandProps<MiniBasketConfig>) {
  const t = useTexts(texts);
  const basket = useShop(selectBasket);
  const status = useShop(selectBasketStatus);
  const priceType = useShop(selectPriceType);
  const view = useShop(selectViewLevel);
  useBasketSync(takeEarlyEvents, config.details);
  const patch = useDomPatch();
  const button = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const expressRef = useRef<HTMLDivElement>(null);
  const serverLinkRef = useRef<HTMLAnchorElement>(null);
  const popup = usePopup(container, button, popupRef, !!config.dismissed, wokenDismissed);

  const pending = !basket && status !== 'error';
  const look = basket ? basketLook(basket) : null;
  const empty = look?.empty;

  useLayoutEffect(() => {
    patch.toggle(container, '--skeleton', pending && (config.fetch === 'mount' || config.skeleton));
    // Until the basket is known the server's own --hide stands.
    if (empty !== undefined) patch.toggle(container, '--hide', empty);
  }, [patch, container, pending, empty, config.fetch, config.skeleton]);

  useEffect(() => bindDetailsCap(container), [container]);

  useLayoutEffect(() => {
    const from = config.express;
    const to = expressRef.current;
    if (!from || !to) return;
    const nodes = Array.from(from.childNodes);
    to.append(...nodes);
    // Back where the server put them, so a failing or unmounted island leaves the page as it was.
    return () => from.append(...nodes);
  }, [config.express]);

  // Until a basket is known (and whenever loading fails) the link shows the server's own nodes
  // (badge, price, points, the theme's own words), moved in and given back, never re-made; its
  // other attributes (id, title, data-*) are copied, so the theme's link stays as it was.
  const serverLink = !basket ? config.server.link : null;
  useLayoutEffect(() => {
    const to = serverLinkRef.current;
    if (!serverLink || !to) return;
    for (const { name, value } of Array.from(serverLink.attributes)) {
      if (!REACT_OWNED.has(name)) to.setAttribute(name, value);
    }
    const nodes = Array.from(serverLink.childNodes);
    to.append(...nodes);
    return () => serverLink.append(...nodes);
  }, [serverLink]);

  const { count: serverCount, price: serverPrice, text: serverText } = config.server;
  const count = basket ? String(basket.productsCounter) : serverCount;
  const price = basket ? basketWorth(basket, priceType) : serverPrice;
  // The link's one name: the words of t.link around the figures it shows, the words read
  // by screen readers only, so the count and the worth are never read as one number ('3 495,96 zł') and
  // the worth is said once. The visible badge and worth stay in it, in their order (WCAG 2.5.3).
  // While the server's nodes are shown, the server's own label stays (never worse than the page); a
  // link that shows only the figures and has no label gets the same words as its label.
  const onlyFigures = !!serverCount && !!serverPrice && [`${serverCount} ${serverPrice}`, `${serverCount}${serverPrice}`].includes(serverText);
  const label = basket ? null : config.server.label ?? (onlyFigures ? formatText(t.link, { count, worth: price }) : null);
  const linkClass = [...new Set(['top_basket__sub', ...(config.server.link?.classList ?? [])])].join(' ');
  const showDetails = pending || (!!look && !look.empty && !look.tooMany);
  const oneClick = look ? look.oneClick : true;
  const popupProps = { id: DETAILS_ID, open: popup.open, dismissed: popup.dismissed, popupRef };

  return (
    <>
      {/* One element in both states: the basket is read on the first hover or focus of the link, and
          a link swapped for another under the shopper's focus would drop focus to <body>. No basket yet
          (or none to be had): the server's nodes, moved in (none if the server had no link). */}
      {(basket || config.server.link) && (
        <a ref={serverLinkRef} className={(basket ? linkClass : config.server.link?.className) || undefined} href={safeHref(config.server.href, 'mini-basket')} aria-label={label ?? undefined}>
          {basket && <LinkName template={t.link} count={count} worth={price} />}
        </a>
      )}
      {showDetails && !(config.mobileHide && view === 1) && (
        <button ref={button} type="button" className="top_basket__toggle" aria-expanded={popup.expanded} aria-controls={DETAILS_ID} onClick={popup.toggle}>
          <span className="top_basket__toggle_icon" aria-hidden="true" />
          <span style={VISUALLY_HIDDEN}>{t.toggle}</span>
        </button>
      )}
      {config.express && (
        <div ref={expressRef} className={`${config.express.className}${oneClick ? '' : ' --hide'}`} hidden={!oneClick} />
      )}
      {showDetails &&
        (basket && look ? (
          <BasketDetails basket={basket} basketUrl={config.server.href} list={look.list} {...popupProps} />
        ) : (
          <DetailsSkeleton {...popupProps} />
        ))}
    </>
  );
}

/**
 * The link's content from its name's template ('Koszyk, produkty: {count}, wartość: {worth}'): the badge
 * for {count}, the worth for {worth}, a visible space between them, and the template's words for
 * screen readers only.
 */
function LinkName({ template, count, worth }: { template: string; count: string; worth: string }) {
  const pieces = template.split(/(\{count\}|\{worth\})/).filter((p) => p !== '');
  const figure = (p: string | undefined) => p === '{count}' || p === '{worth}';
  let shown = 0;
  return (
    <>
      {pieces.map((piece, i) => {
        if (figure(piece)) {
          // A visible space between the figures (the words between them are not shown).
          const gap = shown++ > 0 ? ' ' : null;
          return piece === '{count}' ? (
            <Fragment key={i}>{gap}<span className="badge badge-info">{count}</span></Fragment>
          ) : (
            <Fragment key={i}>{gap}<strong className="top_basket__price">{worth}</strong></Fragment>
          );
        }
        // Words before a figure that follows another one end at the visible space.
        const words = shown > 0 && figure(pieces[i + 1]) ? piece.trimEnd() : piece;
        return <span key={i} style={VISUALLY_HIDDEN}>{words}</span>;
      })}
    </>
  );
}
