import { readGlobal } from './globals';

/** The globals the page's product data may be in, in the order they are looked at (core/product/data). */
export const PRODUCT_GLOBALS = ['product_data', 'productData'] as const;

/** Any value but a DOM thing: its shape is the parser's business (core/product/data names what is wrong). */
export const isPageValue = (v: unknown): v is unknown => v !== undefined;

/** The read of one product global: an element named product_data is not the page's data. */
export const readProductGlobal = (name: string, win: Window): unknown =>
  readGlobal(name, { island: null, win, check: isPageValue, expected: 'data', label: `product data: window.${name}`, fallback: 'product islands get no data from it' });

/**
 * Whether the page has something to parse as product data. Cheap, so the parsers (in the product
 * chunk) are loaded only on pages that have it: absent, null and an empty list are "no product".
 */
export function hasProductData(win: Window = window): boolean {
  return PRODUCT_GLOBALS.some((name) => {
    const raw = readProductGlobal(name, win);
    return raw !== undefined && raw !== null && !(Array.isArray(raw) && raw.length === 0);
  });
}
