// The live search's one call, as a real shop makes it (reference section 5): POST /graphql/v1/ without
// a marker, `productsTextSearch(searchInput: { text: "…", limit: 6 })` with the text as an escaped
// literal (no variables). Cached per text and language in sessionStorage under `search_{text}_{lang}`,
// the key the shop's own script uses.
import { getJson, gqlArgs, graphql, isAbortError } from '../../core/http';
import { session } from '../../core/dom/storage';
import { pointsOf, withPoints } from './points';
import { parseSearchResults, SEARCH_LIMIT, type SearchResults } from './results';

export { SEARCH_LIMIT };

/** The six lists the platform answers. `menuNodes` has no breadcrumb field on a real shop (the SDL):
 *  asking for one would make the server reject the whole document. */
const SELECTION = `{
    products { name link iconSmall iconSmallSecond price { price { gross { value formatted } net { value formatted } } } }
    series { name link }
    producers { name link }
    menuNodes { name link }
    cms { name link }
    searchQueries { name link }
  }`;

/** The document for `text`: the text quoted and escaped (`"` and `\`), the limit unquoted. */
export function searchDocument(text: string, limit = SEARCH_LIMIT): string {
  return `query {\n  productsTextSearch(searchInput: { ${gqlArgs({ text, limit })} }) ${SELECTION}\n}`;
}

/**
 * Throws ShopApiError (HTTP, timeout, network, abort, GraphQL error, no data) or Error (a reply that is no search
 * result). `points`: look up the price in points of zero-priced products (data-search-points, an opt-in; the
 * theme shows them as priced on the phone and makes no call).
 * @call POST /graphql/v1/ §5
 */
export async function searchText(text: string, signal?: AbortSignal, limit = SEARCH_LIMIT, points = false): Promise<SearchResults> {
  const data = await graphql<{ productsTextSearch?: unknown }>('productsTextSearch', {
    kind: 'none',
    query: searchDocument(text, limit),
    signal,
  });
  // Never more than asked for, whatever the server sends.
  const results = parseSearchResults(data.productsTextSearch, limit);
  if (!points) return results;
  // A zero-priced product may be sold for points only: its own price call says (points.ts).
  return withPoints(results, (productId) => fetchPoints(productId, signal));
}

/** A points lookup waits at most this long; the result then shows as given on the phone. */
export const POINTS_TIMEOUT_MS = 3000;

/**
 * The product's price in points (`sizeprices.points`), null when it has none or the call fails; an abort is thrown.
 * @call GET /ajax/projector.php?action=get&product={id}&get=sizeprices §5
 */
export async function fetchPoints(productId: string, signal?: AbortSignal): Promise<number | null> {
  const url = `/ajax/projector.php?action=get&product=${encodeURIComponent(productId)}&get=sizeprices`;
  try {
    return pointsOf(await getJson<unknown>(url, { timeout: POINTS_TIMEOUT_MS, retry: 0, signal }));
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    console.warn(`[storefront:live-search] the price in points of product ${productId} could not be read (${(error as Error).message}); its price shows as given on the phone`);
    return null;
  }
}

export const cacheKey = (text: string, lang: string): string => `search_${text}_${lang}`;

/** The cached results, or null (never cached, or a value that no longer reads as results). */
export function readCache(text: string, lang: string): SearchResults | null {
  const raw = session.getJSON<unknown>(cacheKey(text, lang), null);
  if (raw === null) return null;
  try {
    return parseSearchResults(raw);
  } catch {
    session.remove(cacheKey(text, lang));
    return null;
  }
}

/** Stored in the reply's own shape, so the cache reads back through the same parser. */
export function writeCache(text: string, lang: string, results: SearchResults): void {
  const products = results.products.map((p) => ({
    name: p.name,
    link: p.link,
    iconSmall: p.icon,
    iconSmallSecond: p.iconSecond,
    price: { price: { gross: p.gross, net: p.net } },
    points: p.points,
  }));
  session.setJSON(cacheKey(text, lang), { ...results, products });
}
