// A zone's reply (reply.ts) as the theme's hotspot templates lay it out (reference markup section 5):
// h3.hotspot__name headline (linked when the zone has a url), then .products__wrapper.swiper >
// .products.hotspot__products.swiper-wrapper > .product.hotspot__product.swiper-slide tiles, and the
// template's arrow and dots placeholders (the carousel replaces the arrows with real buttons).
// Every text the shop sends is rendered as text.
import { formatText } from '../../core/texts';
import type { HotspotTexts } from './carousel';
import type { HotspotTile, HotspotView } from './reply';
import { safeHref } from '../../core/dom/safe-url';

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
      <img className="b-lazy" data-src={big ?? small ?? undefined} data-src-small={small ?? undefined} alt="" width={220} height={220} />
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
      {p.beforeRebate && <del className="price --before-rebate">{p.beforeRebate.formatted}</del>}
      {p.max && <del className="price --max">{p.max.formatted}</del>}
      {p.omnibus && <span className="price --omnibus">{formatText(t.omnibus, { price: p.omnibus.formatted })}</span>}
    </div>
  );
}

function Tile({ p, t }: { p: HotspotTile; t: HotspotTexts }) {
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
    </div>
  );
}

export function HotspotTiles({ view, t }: { view: HotspotView; t: HotspotTexts }) {
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
            <Tile key={`${p.id}-${i}`} p={p} t={t} />
          ))}
        </div>
      </div>
      <div className="swiper-button-prev --rounded --edge" />
      <div className="swiper-button-next --rounded --edge" />
      <div className="swiper-pagination" />
    </>
  );
}
