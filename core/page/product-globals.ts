/** The globals the page's product data may be in, in the order they are looked at (core/page/product-data). */
export const PRODUCT_GLOBALS = ['product_data', 'productData'] as const;

/**
 * Whether the page has something to parse as product data. Cheap, so the parsers (in the product
 * chunk) are loaded only on pages that have it: absent, null and an empty list are "no product".
 */
export function hasProductData(win: Window = window): boolean {
  const globals = win as unknown as Record<string, unknown>;
  return PRODUCT_GLOBALS.some((name) => {
    const raw = globals[name];
    return raw !== undefined && raw !== null && !(Array.isArray(raw) && raw.length === 0);
  });
}
