// What the status and delivery blocks show for one size: pure, so every state is testable without a DOM.
import type { ShippingTime, SizeModel } from '../../core/product/model';
import { formatText } from '../../core/texts';
import { shippingText } from './shipping-text';
import type { StatusTexts } from './texts';

export interface StatusView {
  /** 'enable' | 'disable' | 'order' | …; '' when the data has none. */
  status: string;
  description: string;
  /** Status icon URL, null when the data has none. */
  gfx: string | null;
  /** Pieces in stock to show, null to hide the amount (none, unlimited or unknown). */
  amount: number | null;
  /** 'order' with an unknown delivery time: the 'unknown' block replaces the shipping info. */
  unknownDelivery: boolean;
  /** The shipping-time phrase, null when there is none to show (unavailable, unknown). */
  delivery: string | null;
  /** delivery.shipping === 0. */
  freeShipping: boolean;
}

/** `shipping` overrides the size's own shipping time (the shop's shipping-time function answered). */
export function statusView(size: SizeModel, shipping: ShippingTime | null | undefined, now: Date, texts: StatusTexts, language: string): StatusView {
  const { availability: a } = size;
  const status = a.status;
  const phone = size.phonePrice;
  const time = shipping ?? size.shippingTime;
  // The platform's rule (projector.php delay_time.unknown_delivery_time, the template's unknownTime): an
  // 'order' size whose own data says the time is unknown shows the unknown block, whatever else answered.
  const unknownDelivery = status === 'order' && (a.deliveryDaysUndefined || time?.unknownTime === true || size.shippingTime?.unknownTime === true);
  const available = status !== 'disable';
  return {
    status,
    description: (phone && a.statusDescriptionTel) || a.statusDescription,
    gfx: (phone && a.statusGfxTel) || a.statusGfx,
    amount: size.amount > 0 ? size.amount : null,
    unknownDelivery,
    delivery: available && !unknownDelivery && time ? shippingText(time, now, texts, language) : null,
    freeShipping: available && size.delivery?.shipping === 0,
  };
}

/** The live-region message after a size switch. */
export function announcement(view: StatusView, sizeName: string, texts: StatusTexts): string {
  const text = view.delivery
    ? formatText(texts.announceShipping, { status: view.description, shipping: view.delivery })
    : formatText(texts.announce, { status: view.description });
  return sizeName ? formatText(texts.announceSize, { size: sizeName, text }) : text;
}
