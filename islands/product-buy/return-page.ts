// A refused form post ends on the shop's return page (reference section 1): the browser follows the
// redirect to `/return.php?type=…`, and the page says why in its own words, in the return template's
// block `#return_sub_{type}` > `h3.return_label` (the limit written into the text for the quantity
// types). The reason is read from the final address and that message; the page is parsed inert
// (nothing runs, nothing loads) and only its text is kept.
import { parseInert } from '../../core/dom/trusted-types';

export interface ReturnReason {
  /** The return page's type (`too_much_product_size`, `products_not_available` …). */
  type: string;
  /** The page's own message, as text; null when it has none. */
  message: string | null;
  /** The limit of a quantity type (the first number in its message); null otherwise or when it does not say. */
  limit: number | null;
}

/** The return types a refused add ends on, each with our own text (texts.ts) for a page that says nothing. */
export const REFUSAL_TYPES = [
  'too_much_product',
  'too_much_product_size',
  'not_enough_product',
  'not_enough_product_size',
  'products_not_available',
  'products_not_found',
  'order_invalidpoints',
  'basket_size',
] as const;
export type RefusalType = (typeof REFUSAL_TYPES)[number];

const LIMITED = new Set(['too_much_product', 'too_much_product_size', 'not_enough_product', 'not_enough_product_size']);
/** Return types that are not refusals (the platform's notes after a change that went through). */
const NOT_REFUSALS = new Set(['add_basket', 'change_basket', 'basketedit']);

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() || null;

/**
 * The reason a form post was refused, when `url` (the reply's final address) is the shop's return page
 * whose type is a refusal, or whose block is marked an error or a warning; null for any other page.
 */
export function readReturnPage(url: string, html: string): ReturnReason | null {
  let address: URL | null = null;
  try {
    address = url ? new URL(url, document.baseURI) : null;
  } catch {
    address = null;
  }
  const atReturn = address !== null && /\/return\.php$/i.test(address.pathname);
  // Where the fetch does not say the final address, the page's own block says it is the return page.
  if (!atReturn && !html.includes('return_sub_')) return null;
  const doc = parseInert(html);
  const block = doc.querySelector('[id^="return_sub_"]');
  if (!atReturn && !(block && doc.querySelector('#container.return_page, .return_page'))) return null;
  const type = (atReturn ? address!.searchParams.get('type') : null) || block?.id.slice('return_sub_'.length) || '';
  if (NOT_REFUSALS.has(type)) return null;
  const marked = block?.matches('.menu_messages_error, .menu_messages_warning') ?? false;
  if (!(REFUSAL_TYPES as readonly string[]).includes(type) && !marked) return null;
  // The block's label, else the block, else the page's communicate (#menu_messages_warning).
  const message = text(block?.querySelector('.return_label')) ?? text(block) ?? text(doc.querySelector('#menu_messages_warning'));
  const number = LIMITED.has(type) ? message?.match(/\d+(?:[.,]\d+)?/)?.[0] : undefined;
  return { type, message: message && message.length > 300 ? `${message.slice(0, 299)}…` : message, limit: number === undefined ? null : Number(number.replace(',', '.')) };
}
