// The shipping dialog the theme opens from `.projector_shipping__info` (its modal `--shipping-info
// --large`, content `div.shipping_info#shipping_info`): the couriers in two groups, paid before dispatch
// and on delivery, each with its expected delivery day and cost; the forced delivery country or region
// with a button that restores the shop's default; "no standard cost" when the shop has none. Each group
// is a table (role=table over the theme's spans) so a screen reader reads courier, day and cost together.
import { useUid } from '../../core/ui/use-uid';
import { Dialog } from '../../core/ui/Dialog';
import { safeSrc } from '../../core/dom/safe-url';
import { formatMoney, type CurrencyFormat } from '../../core/money';
import { formatText } from '../../core/texts';
import type { ForcedState } from '../../core/region/forced-cookies';
import { deliveryDate, type Courier } from './couriers';
import type { StatusTexts } from './texts';

export type ShippingDialogState =
  | { kind: 'loading' }
  | { kind: 'ready'; couriers: Courier[] }
  | { kind: 'failed' }
  | { kind: 'choose-size' };

export interface ShippingDialogProps {
  state: ShippingDialogState;
  /** The forced country / region while the shop shows it (a cookie's showModal), else null. */
  forced: ForcedState | null;
  restoring: boolean;
  onRestore: () => void;
  onClose: () => void;
  returnFocus: HTMLElement | null;
  currency: CurrencyFormat;
  now: Date;
  t: StatusTexts;
}

const WEEKDAYS = ['weekday1', 'weekday2', 'weekday3', 'weekday4', 'weekday5', 'weekday6', 'weekday7'] as const;

/** "dzisiaj", or the weekday, with the date when it is not this week's. */
export function deliveryText(c: Courier, now: Date, t: StatusTexts): string {
  const d = c.delivery;
  const day = d.today ? t.today : d.weekDay !== null ? t[WEEKDAYS[d.weekDay - 1]!] : deliveryDate(d, now);
  return !d.today && d.weekDay !== null && d.weekAmount > 0 ? formatText(t.shippingDate, { day, date: deliveryDate(d, now) }) : day;
}

function Group({ label, couriers, now, currency, t }: { label: string; couriers: Courier[]; now: Date; currency: CurrencyFormat; t: StatusTexts }) {
  const id = `${useUid()}-label`;
  return (
    <div className="shipping_info__block">
      <strong id={id} className="shipping_info__label">{label}</strong>
      <div role="table" aria-labelledby={id}>
        <div className="shipping_info__header" role="row">
          <span className="shipping_info__header_item --icon-name" role="columnheader">{t.shippingColumnName}</span>
          <span className="shipping_info__header_item --delivery" role="columnheader">{t.shippingColumnDelivery}</span>
          <span className="shipping_info__header_item --cost" role="columnheader">{t.shippingColumnCost}</span>
        </div>
        <div className="shipping_info__couriers" role="rowgroup">
          {couriers.map((c, i) => (
            <div key={`${c.name}|${i}`} className="shipping_info__courier" role="row">
              <span className="shipping_info__item --icon-name" role="cell">
                {c.icon && <img className="shipping_info__icon" src={safeSrc(c.icon, 'product-status')} alt="" />}
                <span className="shipping_info__name">{c.name}</span>
              </span>
              <span className="shipping_info__item --delivery" role="cell">{deliveryText(c, now, t)}</span>
              <strong className="shipping_info__item --cost" role="cell">
                {/* As the platform's modal: a cost above 0 in the shop's words, anything else "Gratis!". */}
                {c.cost !== null && c.cost > 0 ? (c.costFormatted ?? formatMoney(c.cost, currency)) : t.shippingFree}
              </strong>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function Forced({ forced, restoring, onRestore, t }: { forced: ForcedState; restoring: boolean; onRestore: () => void; t: StatusTexts }) {
  // Only a postcode forced: the region speaks; a country (with or without a postcode): the country.
  const country = forced.region?.currentCountry ?? null;
  const zipcode = forced.zipcode?.currentZipcode ?? null;
  const zipOnly = !country && !!zipcode;
  const name = zipOnly ? zipcode : country;
  const fallback = zipOnly ? forced.zipcode?.defaultZipcode : forced.region?.defaultCountry;
  if (!name) return null;
  return (
    <div className="shipping_info__top">
      <span className="shipping_info__current_region">
        {formatText(zipOnly ? t.shippingForZipcode : t.shippingForCountry, { name })}
        {!zipOnly && zipcode && <span className="shipping_info__and_region"> {formatText(t.shippingAndZipcode, { name: zipcode })}</span>}
      </span>{' '}
      <button type="button" className="shipping_info__default_region" onClick={onRestore} aria-disabled={restoring || undefined}>
        {/* A cookie without the default's name: the words alone, without the empty name's separator. */}
        {formatText(zipOnly ? t.shippingRestoreZipcode : t.shippingRestoreCountry, { name: fallback ?? '' }).replace(/[\s:]*$/, '')}
      </button>
    </div>
  );
}

export function ShippingDialog({ state, forced, restoring, onRestore, onClose, returnFocus, currency, now, t }: ShippingDialogProps) {
  const titleId = `${useUid()}-shipping-title`;
  const couriers = state.kind === 'ready' ? state.couriers : [];
  const prepaid = couriers.filter((c) => c.prepaid);
  const onDelivery = couriers.filter((c) => !c.prepaid);
  const message =
    state.kind === 'loading' ? t.shippingLoading
    : state.kind === 'choose-size' ? t.shippingChooseSize
    : state.kind === 'ready' && couriers.length === 0 ? t.shippingNone
    : null;
  return (
    <Dialog className="--shipping-info --large" labelledBy={titleId} closeLabel={t.shippingClose} closeSign={t.shippingCloseSign} returnFocus={returnFocus} onClose={onClose}>
      <div className="shipping_info" id="shipping_info">
        <h2 className="headline"><span id={titleId} className="headline__name">{t.shippingTitle}</span></h2>
        {forced && state.kind !== 'choose-size' && <Forced forced={forced} restoring={restoring} onRestore={onRestore} t={t} />}
        {/* The outcome is said when it comes (the dialog opens with "loading"); both regions are there from the
            dialog's first render, and neither sits under aria-busy, which lets a screen reader hold back what
            changes inside it. A failure is said at once. */}
        <div className="shipping_info__message" role="status">
          {message && <p className="menu_messages_message">{message}</p>}
        </div>
        <div className="shipping_info__message --failed" role="alert">
          {state.kind === 'failed' && <p className="menu_messages_warning">{t.shippingFailed}</p>}
        </div>
        {couriers.length > 0 && (
          <>
            <div className="shipping_info__body" aria-busy={restoring || undefined}>
              {prepaid.length > 0 && <Group label={t.shippingPrepaid} couriers={prepaid} now={now} currency={currency} t={t} />}
              {onDelivery.length > 0 && <Group label={t.shippingOnDelivery} couriers={onDelivery} now={now} currency={currency} t={t} />}
            </div>
            <div className="shipping_info__footer">
              <span className="shipping_info__vat">{t.shippingVat}</span>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
