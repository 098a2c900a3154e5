// Products sold for loyalty points only. The platform's search reply cannot say so: its products carry
// name, link, icons and a money price (the schema's SearchProduct has no points field), and a product
// with no money price comes as value 0, the same as a price given on the phone. The product's own
// price call can: GET /ajax/projector.php?action=get&product={id}&get=sizeprices answers
// `sizeprices.points`, the price in points (what the product page shows as 'N pkt.'). Its id is read
// from the platform's product address (/product-pol-{id}-….html); an address in another form, an
// answer without points, or a failed call leave the result as it was (spec section 9: phone price).
// Pure: no network, no DOM (api.ts makes the calls).
import { isObj, num } from '../../core/page/coerce';
import type { SearchProduct, SearchResults } from './results';

/** The product id in the platform's product address: `/product-{lang}-{id}-{name}.html` or `/product-{lang}-{id}.html`. */
export function productIdOf(link: string): string | null {
  let path = link;
  try {
    path = new URL(link, 'http://shop.invalid/').pathname;
  } catch {
    // Not an address at all: no id.
  }
  return /\/product-[a-z]{2,3}-(\d+)(?:-[^/]*)?\.html$/i.exec(path)?.[1] ?? null;
}

/** The price in points from a `get=sizeprices` reply; null when it has none (0, absent, not a number). */
export function pointsOf(reply: unknown): number | null {
  const prices = isObj(reply) && isObj(reply.sizeprices) ? reply.sizeprices : null;
  const n = prices ? num(prices.points) : null;
  return n !== null && Number.isFinite(n) && n > 0 ? n : null;
}

/** A result with no money price (value 0, the price type's or gross), not yet looked up. */
export function needsPoints(p: SearchProduct): boolean {
  return p.points === null && (p.gross?.value === 0 || p.net?.value === 0);
}

/**
 * The results with the points of every zero-priced product whose id `lookup` can find (one call per
 * product id, in parallel). A failed lookup (null) leaves its product as it was.
 */
export async function withPoints(results: SearchResults, lookup: (productId: string) => Promise<number | null>): Promise<SearchResults> {
  const ids = new Map<string, Promise<number | null>>();
  for (const p of results.products) {
    const id = needsPoints(p) ? productIdOf(p.link) : null;
    if (id && !ids.has(id)) ids.set(id, lookup(id));
  }
  if (ids.size === 0) return results;
  const found = new Map<string, number | null>();
  await Promise.all([...ids].map(async ([id, points]) => found.set(id, await points)));
  const products = results.products.map((p) => {
    const id = needsPoints(p) ? productIdOf(p.link) : null;
    const points = id ? (found.get(id) ?? null) : null;
    return points === null ? p : { ...p, points };
  });
  return { ...results, products };
}
