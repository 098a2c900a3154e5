// Writes a StatusView into the server's status and delivery markup, through the island's DOM patch
// (so unmounting puts the server's own state back).
import type { DomPatch } from '../../core/dom/dom-patch';
import { productPart } from '../../core/product/dom';
import type { StatusView } from './status-view';

/** Statuses become classes ('--order'); anything that is not a plain token would break classList. */
export const isStatusToken = (s: string): boolean => /^[A-Za-z][\w-]*$/.test(s);

const reported = new Set<string>();
function reportOnce(key: string, message: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[storefront:product-status] ${message}`);
}

/** `statuses`: every status class the island may have to take off again. */
export function applyStatus(patch: DomPatch, container: HTMLElement, view: StatusView, statuses: readonly string[]): void {
  const part = (name: string) => productPart(container, name);

  const status = part('status');
  patch.toggle(status, '--status-hide', false);
  if (view.status && !isStatusToken(view.status)) {
    reportOnce(`status:${view.status}`, `status "${view.status}" is not a class name; no status class set`);
  }
  for (const s of statuses) if (isStatusToken(s)) patch.toggle(status, `--${s}`, s === view.status);

  patch.text(part('status_description'), view.description);
  const gfx = part('status_gfx');
  if (gfx instanceof HTMLImageElement && view.gfx) {
    patch.attr(gfx, 'src', view.gfx);
    patch.attr(gfx, 'alt', view.description);
  }

  const amount = part('amount');
  if (amount) {
    const pattern = amount.getAttribute('data-status-pattern') ?? '%d';
    if (view.amount !== null) {
      if (!pattern.includes('%d')) reportOnce(`pattern:${pattern}`, `#${amount.id} data-status-pattern="${pattern}" has no %d; showing the bare number`);
      patch.text(amount, pattern.includes('%d') ? pattern.replace('%d', String(view.amount)) : String(view.amount));
    }
    patch.toggle(amount, '--hide', view.amount === null);
  }

  patch.toggle(part('shipping_info'), '--hide', view.unknownDelivery);
  patch.toggle(part('shipping_unknown'), '--hide', !view.unknownDelivery);

  const shown = view.delivery !== null;
  const dialog = part('shipping_dialog');
  patch.toggle(dialog, '--active', shown);
  patch.toggle(dialog, '--inactive', !shown);
  patch.toggle(dialog, '--free', view.freeShipping);
  patch.toggle(part('delivery_label'), '--hide', !shown);
  const days = part('delivery_days');
  if (shown) patch.text(days, view.delivery!);
  patch.toggle(days, '--hide', !shown);
}
