// A zone's reply (reply.ts) as the theme's hotspot templates lay it out (reference markup section 5):
// h3.hotspot__name headline (linked when the zone has a url), then .products__wrapper.swiper >
// .products.hotspot__products.swiper-wrapper > .product.hotspot__product.swiper-slide tiles, and the
// template's arrow and dots placeholders (the carousel replaces the arrows with real buttons).
// Every text the shop sends is rendered as text.
import { formatText } from '../../core/texts';
import type { HotspotTexts } from './carousel';
import type { HotspotTile, HotspotView } from './reply';
import { safeHref } from '../../core/dom/safe-url';
import { QuickBuy } from './QuickBuy';
import type { TileOpinion } from './opinions';

const WIDE = '(min-width: 421px)';
const webp = (url: string): string | undefined => (/\.webp(?:[?#]|$)/i.test(url) ? 'image/webp' : undefined);

// Lazy the IdoSell way (core/dom/lazy-images, spec section 9: within 100 px of the viewport, the small
// source under 420 px): the sources carry data-srcset and the image data-src / data-src-small until then.
function Picture({ p }: { p: HotspotTile }) {
  const big = p.iconSecond ?? p.icon;
  const small = p.iconSmallSecond ?? p.iconSmall;
  if (!big && !small) return null;
  return (
    <picture>
      {p.icon && <source media={WIDE} data-srcset={p.icon} type={webp(p.icon)} />}
      {p.iconSecond && p.iconSecond !== p.icon && <source media={WIDE} data-srcset={p.iconSecond} />}
      {p.iconSmall && <source data-srcset={p.iconSmall} type={webp(p.iconSmall)} />}
      <img className="b-lazy" data-src={big ?? small ?? undefined} data-src-small={small ?? undefined} alt="" width={p.iconSize?.width ?? 220} height={p.iconSize?.height ?? 220} />
    </picture>
  );
}

function Prices({ p, t }: { p: HotspotTile; t: HotspotTexts }) {
  if (p.phone) {
    return (
      <div className="product__prices">
        {p.points ? <span className="price --points">{formatText(t.points, { points: p.points })}</span> : <span className="price --phone">{t.phone}</span>}
      </div>
    );
  }
  return (
    <div className="product__prices">
      {p.price && (
        <strong className="price --normal --main">{p.range ? formatText(t.range, { from: p.range.from.formatted, to: p.range.to.formatted }) : p.price.formatted}</strong>
      )}
      {p.beforeRebate && (
        <span className="price --before-rebate">
          <del>{p.beforeRebate.formatted}</del>
          {p.beforeRebatePercent !== null && <> {formatText(t.omnibusPercent, { percent: -Math.round(p.beforeRebatePercent) })}</>}
        </span>
      )}
      {p.max && <del className="price --max">{p.max.formatted}</del>}
      {p.omnibus && <Omnibus p={p} omnibus={p.omnibus.formatted} t={t} />}
      {p.converted && <span className="price --converted">{formatText(t.converted, { price: p.converted.price.formatted, unit: p.converted.format })}</span>}
      {p.deposit && <span className="price --deposit">{formatText(t.deposit, { price: p.deposit.formatted })}</span>}
      {p.rebateCode && <span className="price --rebate-code">{formatText(t.rebateCode, { price: p.rebateCode.formatted })}</span>}
    </div>
  );
}

/** The Omnibus details line (price.omnibusPriceDetails): its label, the percent against it, until when the price holds. */
function Omnibus({ p, omnibus, t }: { p: HotspotTile; omnibus: string; t: HotspotTexts }) {
  const d = p.omnibusDetails;
  const percent = d?.youSavePercent ? Math.round(d.youSavePercent) : 0;
  return (
    <span className={`price --omnibus${d?.higher ? ' --higher' : ''}`}>
      {formatText(d?.higher ? t.omnibusHigher : t.omnibus, { price: omnibus })}
      {percent > 0 && <> {formatText(t.omnibusPercent, { percent: -percent })}</>}
      {d?.until && <span className="price__until"> {formatText(t.until, { date: d.until })}</span>}
    </span>
  );
}

/** A product's latest opinion (opinion zones): its words as a quote, the rating, the author, "confirmed by purchase". */
function Opinion({ o, t }: { o: TileOpinion; t: HotspotTexts }) {
  const lang = typeof document === 'undefined' ? 'pl' : document.documentElement.lang || 'pl';
  const rating = o.rating === null ? null : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(o.rating);
  return (
    <figure className="product__opinion opinion">
      <blockquote className="opinion__content">{o.content}</blockquote>
      <figcaption className="opinion__info">
        {rating !== null && <span className="opinion__rating">{formatText(t.rating, { rating })}</span>}
        {o.author && <span className="opinion__author"> {o.author}</span>}
        {o.confirmed && <span className="opinion__confirmed"> {t.confirmed}</span>}
      </figcaption>
    </figure>
  );
}

interface TileProps {
  p: HotspotTile;
  t: HotspotTexts;
  announce: (text: string) => void;
  quickBuy: boolean;
  opinion: TileOpinion | null;
}

function Tile({ p, t, announce, quickBuy, opinion }: TileProps) {
  const href = p.link;
  return (
    <div className="product hotspot__product swiper-slide" data-product_id={p.id || undefined}>
      {p.youSavePercent !== null && p.youSavePercent > 0 && !p.phone && (
        <div className="product__yousave">{formatText(t.youSave, { percent: Math.round(p.youSavePercent) })}</div>
      )}
      {/* The picture repeats the name link: out of the tab order and hidden from assistive technology. */}
      <a className="product__icon" href={safeHref(href, 'hotspots')} tabIndex={-1} aria-hidden="true">
        <Picture p={p} />
      </a>
      <a className="product__name" href={safeHref(href, 'hotspots')}>
        {p.name}
      </a>
      {p.subscription && <span className="label --subscription">{t.subscription}</span>}
      <Prices p={p} t={t} />
      {opinion && <Opinion o={opinion} t={t} />}
      {quickBuy && <QuickBuy p={p} t={t} announce={announce} />}
    </div>
  );
}

export interface HotspotTilesProps {
  view: HotspotView;
  t: HotspotTexts;
  announce: (text: string) => void;
  quickBuy: boolean;
  /** Opinion zones: each product's latest opinion, by product id. */
  opinions?: ReadonlyMap<string, TileOpinion>;
}

export function HotspotTiles({ view, t, announce, quickBuy, opinions }: HotspotTilesProps) {
  const url = view.url;
  return (
    <>
      {view.name && (
        <h3 className="hotspot__name headline__wrapper">
          {url ? (
            <>
              <a className="headline" href={safeHref(url, 'hotspots')}>
                <span className="headline__name">{view.name}</span>
              </a>
              <a className="headline__after" href={safeHref(url, 'hotspots')}>
                <span className="link__text">{t.seeAll}</span>
              </a>
            </>
          ) : (
            <span className="headline">
              <span className="headline__name">{view.name}</span>
            </span>
          )}
        </h3>
      )}
      <div className="products__wrapper swiper">
        <div className="products hotspot__products swiper-wrapper">
          {view.products.map((p, i) => (
            <Tile key={`${p.id}-${i}`} p={p} t={t} announce={announce} quickBuy={quickBuy} opinion={opinions?.get(p.id) ?? null} />
          ))}
        </div>
      </div>
      <div className="swiper-button-prev --rounded --edge" />
      <div className="swiper-button-next --rounded --edge" />
      <div className="swiper-pagination" />
    </>
  );
}
