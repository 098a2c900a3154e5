// The added dialog: what the platform's product page shows after an add (#menu_preloader_add,
// opened by the theme's menu_alert.js), in its classes so the theme's CSS styles it: the line as the
// basket now holds it, the basket's worth and what is left to free shipping, "continue shopping", the
// basket link, and recommendation zone 4. The zone is the platform's own markup
// (section#products_associated_zone4.hotspot__wrapper[data-pagetype=projector][data-zone=4]): the
// dialog is portalled to <body>, outside this island's root, so the bootstrap's observer finds the zone
// as it finds any zone and the hotspots island fills it with the platform's hotspots call (islands meet
// through the DOM, never by importing each other); it goes with the dialog when it closes.
import { useState } from 'react';
import { useUid } from '../../core/ui/use-uid';
import { Dialog } from '../../core/ui/Dialog';
import { safeHref, safeSrc } from '../../core/dom/safe-url';
import { formatMoney, type CurrencyFormat } from '../../core/money';
import { formatText } from '../../core/texts';
import type { AddedView } from './added';
import type { BuyTexts } from './texts';

export interface AddedDialogProps {
  view: AddedView;
  productId: string;
  basketUrl: string;
  currency: CurrencyFormat;
  t: BuyTexts;
  /** The buy button: focus goes back to it when the dialog closes. */
  returnFocus: HTMLElement | null;
  onClose: () => void;
}

const ZONE_ID = 'products_associated_zone4';

export function AddedDialog({ view, productId, basketUrl, currency, t, returnFocus, onClose }: AddedDialogProps) {
  const titleId = `${useUid()}-added-title`;
  // A page whose template already has zone 4 (inside its own #menu_preloader_add) keeps its id to itself:
  // a second element with that id would break the page's references and the zone's request alias.
  const [zone] = useState(() => {
    const own = document.getElementById(ZONE_ID) === null;
    if (!own) console.info(`[storefront:product-buy] the page has its own #${ZONE_ID}; the added dialog shows no zone 4 of its own`);
    return own;
  });
  const shipping =
    view.toFreeShipping === null
      ? null
      : view.toFreeShipping > 0
        ? formatText(t.addedToFreeShipping, { amount: view.toFreeShippingFormatted ?? formatMoney(view.toFreeShipping, currency) })
        : t.addedFreeShipping;
  return (
    <Dialog className="--added" labelledBy={titleId} closeLabel={t.addedClose} closeSign={t.addedCloseSign} returnFocus={returnFocus} onClose={onClose}>
      <div className="added">
        <h2 className="headline added__headline">
          <span id={titleId} className="headline__name added__headline_name">{t.addedTitle}</span>
        </h2>
        <div className="added__block">
          <div className="added__product product">
            {view.icon && (
              // The picture repeats the name's link: one Tab stop and one name for the pair.
              <a className="added__icon product__icon" href={safeHref(view.link, 'product-buy')} tabIndex={-1} aria-hidden="true">
                <img src={safeSrc(view.icon, 'product-buy')} alt="" />
              </a>
            )}
            <h3 className="added__name_h3">
              <a className="added__name product__name" href={safeHref(view.link, 'product-buy')}>{view.name}</a>
            </h3>
            {view.size && <p className="added__size">{formatText(t.addedSize, { size: view.size })}</p>}
            <div className="added__prices product__prices">
              <strong className="price">
                {view.count > 1 && <span className="price__count">{formatText(t.addedCount, { n: view.count })}</span>}
                <span className="price__unit">{view.unitPrice}</span>
              </strong>
              {view.count > 1 && (
                <span className="price --value">
                  <span className="price__value_text">{t.addedWorth}</span> <strong className="price__value">{view.worth}</strong>
                </span>
              )}
            </div>
          </div>
          <p className="added__basket">
            <span className="added__basket_worth">{formatText(t.addedBasketWorth, { amount: view.basketWorth })}</span>
            {shipping && <span className="added__shipping"> {shipping}</span>}
          </p>
          <div className="added__buttons">
            <button type="button" className="added__button --close" onClick={onClose}>{t.addedContinue}</button>
            <a className="added__button --basket btn --solid --medium" href={safeHref(basketUrl, 'product-buy')}>{t.addedGoToBasket}</a>
          </div>
        </div>
        {zone && <section id={ZONE_ID} className="hotspot__wrapper --added" data-pagetype="projector" data-zone="4" data-products={productId} />}
      </div>
    </Dialog>
  );
}
