// The product form's parts by id. IdoSell ids carry a prefix (default 'projector_'); a theme with
// another prefix sets data-projector-prefix on the form or any ancestor of the islands.
import { ownById } from '../dom/own';
import { pointsStyleOf, type PointsStyle } from '../money';
export const DEFAULT_PREFIX = 'projector_';
const PREFIX_ATTR = 'data-projector-prefix';
const VALID = /^[A-Za-z][\w-]*$/;

export function productPrefix(el: Element): string {
  const holder = el.closest(`[${PREFIX_ATTR}]`);
  const value = holder?.getAttribute(PREFIX_ATTR)?.trim();
  if (value === undefined) return DEFAULT_PREFIX;
  if (VALID.test(value)) return value;
  console.error(`[storefront] ${PREFIX_ATTR}="${value}" is not an id prefix; using '${DEFAULT_PREFIX}'`);
  return DEFAULT_PREFIX;
}

/** `<prefix><name>` in the container's document, e.g. productPart(el, 'number') → #projector_number. */
export function productPart<T extends HTMLElement = HTMLElement>(el: Element, name: string): T | null {
  return ownById<T>(el.ownerDocument, `${productPrefix(el)}${name}`);
}

/** The product form: the container's own form, else #<prefix>form. */
export function productForm(el: Element): HTMLFormElement | null {
  const own = el.closest('form');
  if (own) return own;
  const byId = productPart(el, 'form');
  return byId instanceof HTMLFormElement ? byId : null;
}

/**
 * The form's data-price-type ('gross' | 'net'), which wins over the shop's setting; null when absent.
 * A bad value is reported in the island's name and ignored.
 */
export function formPriceType(el: Element, island: string): 'gross' | 'net' | null {
  const value = productForm(el)?.getAttribute('data-price-type')?.trim() ?? '';
  if (value === 'gross' || value === 'net') return value;
  if (value !== '') console.error(`[storefront:${island}] data-price-type="${value}" is not gross or net; using the shop's price type`);
  return null;
}

/**
 * How the server wrote the page's points (core/money.ts PointsStyle): read from the product's points
 * texts (`#<prefix>points_recive_points`, `#<prefix>price_points`) at an island's mount, so the islands
 * write a new figure the way the page already shows them; the spec's 2 decimals where the page says nothing.
 */
export function serverPointsStyle(el: Element): PointsStyle {
  for (const name of ['points_recive_points', 'price_points']) {
    const style = pointsStyleOf(productPart(el, name)?.textContent);
    if (style) return style;
  }
  return 'decimals';
}
