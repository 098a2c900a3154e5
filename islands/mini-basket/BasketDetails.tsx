// The popup's content, mirroring the theme's templates #top_basket_details, #top_basket_product and
// #top_basket_summary (same classes, so the theme's CSS applies). Server values are text only.
import { Fragment, type CSSProperties, type Ref } from 'react';
import { formatMoney } from '../../core/money';
import { formatText, useTexts, type ResolvedTexts } from '../../core/texts';
import { selectCurrency, selectLanguage, selectPriceType, useShop, type Basket, type BasketProduct } from '../../core/store';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { texts } from './texts';
import { basketWorth, freeShippingLook, lineWorth, quantityText, shippingCost, shippingIsFree, showsSize } from './view';
import { safeHref, safeSrc } from '../../core/dom/safe-url';

type T = ResolvedTexts<keyof (typeof texts)['variants']['pl']>;
const cls = (...names: Array<string | false>) => names.filter(Boolean).join(' ');

export interface PopupProps {
  id: string;
  open: boolean;
  /** Hidden with Escape while the theme's hover/focus rule would show it. */
  dismissed: boolean;
  popupRef: Ref<HTMLDivElement>;
}

const dismissStyle = (dismissed: boolean): CSSProperties | undefined => (dismissed ? { display: 'none' } : undefined);

/** What the server renders until the basket is known (reference section 2). */
export function DetailsSkeleton({ id, open, dismissed, popupRef }: PopupProps) {
  const t = useTexts(texts);
  return (
    <div id={id} ref={popupRef} className={cls('top_basket__details hover__element --skeleton', open && '--active')} style={dismissStyle(dismissed)} aria-busy="true">
      <span style={VISUALLY_HIDDEN}>{t.loading}</span>
      {['--name', '--product', '--product', '--product --last', '--sep', '--summary'].map((mod, i) => (
        <div key={i} className={`top_basket__skeleton ${mod}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/** Text for screen readers (and textContent) only: a separator the theme's layout already makes visible. */
const Hidden = ({ text }: { text: string }) => <span style={VISUALLY_HIDDEN}>{text}</span>;

function Line({ p, t }: { p: BasketProduct; t: T }) {
  const priceType = useShop(selectPriceType);
  const language = useShop(selectLanguage);
  const period = p.subscription_period ?? 0;
  const quantity = quantityText(p, language);
  // The line reads as words, not run-together text ('Kalina, Rozmiar: XS, Wersja: Czerwony',
  // '189,99 zł, 1 × 189,99 zł brutto'): the parameters are a block of their own under the name,
  // separated by commas; where the theme lays parts out apart, the separator is for screen readers only.
  const params = [
    showsSize(p) && { key: 'size', cls: 'top_basket__size', text: formatText(t.size, { size: p.size_name }) },
    !!p.product_version_name && { key: 'version', cls: 'top_basket__version', text: formatText(t.version, { version: p.product_version_name }) },
    period > 0 && { key: 'subscription', cls: 'top_basket__subscription', text: period === 1 ? t.subscriptionDaily : formatText(t.subscription, { days: period }) },
  ].filter((x): x is { key: string; cls: string; text: string } => !!x);
  return (
    <div className="top_basket__product" role="listitem">
      {p.icon && (
        // The name link next to it is the one in the tab order; this one is a bigger click target.
        <a className="top_basket__img" href={safeHref(p.link, 'mini-basket')} tabIndex={-1} aria-hidden="true">
          <picture>
            {p.icon_second && <source srcSet={safeSrc(p.icon_second, 'mini-basket')} type="image/webp" />}
            <img src={safeSrc(p.icon, 'mini-basket')} alt="" width={64} height={64} loading="lazy" />
          </picture>
        </a>
      )}
      <div className="top_basket__info">
        <a className="top_basket__link" href={safeHref(p.link, 'mini-basket')}>{p.name}</a>
        {params.length > 0 && (
          <>
            <Hidden text={t.separator} />
            <div className="top_basket__params">
              {params.map((param, i) => (
                <Fragment key={param.key}>
                  {i > 0 && t.separator}
                  <span className={param.cls}>{param.text}</span>
                </Fragment>
              ))}
            </div>
          </>
        )}
      </div>
      <div className="top_basket__prices">
        <Hidden text={t.separator} />
        <span className="top_basket__price">{lineWorth(p, priceType)}</span>
        {/* A comma for screen readers, a space for the eye (the theme may set the parts inline). */}
        <Hidden text={t.separator.trimEnd()} /> <span className="top_basket__unit">{p.worth_unit ? formatText(t.quantity, { count: quantity, price: p.worth_unit }) : quantity}</span>{' '}
        <span className="top_basket__vat">{priceType === 'net' ? t.net : t.gross}</span>
      </div>
    </div>
  );
}

function Summary({ basket, basketUrl, t }: { basket: Basket; basketUrl: string; t: T }) {
  const priceType = useShop(selectPriceType);
  const currency = useShop(selectCurrency);
  const free = freeShippingLook(basket, (amount) => formatMoney(amount, currency));
  const freeText = free.free ? t.freeShipping : formatText(t.toFreeShipping, { amount: free.left });
  const gratis = shippingIsFree(basket);
  return (
    <div className="top_basket__summary">
      {!free.hidden && (
        <div className={cls('top_basket__summary_shipping_free', free.free && '--free')}>
          <span className="top_basket__summary_shipping_free_text">{freeText}</span>
          {free.percent !== null && (
            <div className="progress_bar" role="progressbar" aria-label={t.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={free.percent} aria-valuetext={freeText}>
              <div className="progress_bar__value" style={{ width: `${free.percent}%` }} />
            </div>
          )}
        </div>
      )}
      <div className="top_basket__summary_item --worth">
        <span>{t.worth}</span> <b>{basketWorth(basket, priceType)}</b>
      </div>
      <div className={cls('top_basket__summary_item --shipping', gratis && '--free')}>
        <span>{t.shipping}</span> <b>{gratis ? t.shippingFree : shippingCost(basket, priceType)}</b>
      </div>
      <div className="top_basket__buttons">
        <a className="btn --solid --medium" href={safeHref(basketUrl, 'mini-basket')}>{t.goToBasket}</a>
      </div>
    </div>
  );
}

type DetailsProps = PopupProps & { basket: Basket; basketUrl: string; list: boolean };

export function BasketDetails({ basket, basketUrl, list, id, open, dismissed, popupRef }: DetailsProps) {
  const t = useTexts(texts);
  return (
    <div id={id} ref={popupRef} className={cls('top_basket__details hover__element', open && '--active', list && '--list')} style={dismissStyle(dismissed)}>
      <div className="top_basket__details_sub">
        <div className="headline">
          <span className="headline__name">{t.headline}</span> <span className="top_basket__count">{formatText(t.count, { count: basket.productsCounter })}</span>
        </div>
        <div className="top_basket__products" role="list" aria-label={t.products}>
          {basket.products.map((p, i) => (
            <Line key={`${p.link}|${p.size}|${i}`} p={p} t={t} />
          ))}
        </div>
        <Summary basket={basket} basketUrl={basketUrl} t={t} />
      </div>
    </div>
  );
}
