// The text search reply (spec section 3, "Search result") read defensively, and turned into the
// groups and options the listbox shows. Pure: no DOM, no React.
import { isObj, num, preview, str } from '../../core/page/coerce';

export interface SearchLink {
  name: string;
  link: string;
}
export interface SearchMenuNode extends SearchLink {
  breadcrumb: string[];
}
export interface SearchPrice {
  value: number | null;
  formatted: string | null;
}
export interface SearchProduct extends SearchLink {
  /** iconSmall as sent. */
  icon: string | null;
  /** iconSmallSecond as sent (may be absent). Which of the two is the webp: see `pictureOf`. */
  iconSecond: string | null;
  gross: SearchPrice | null;
  net: SearchPrice | null;
  /** The price in points of a product sold for points only (points.ts looks it up); null when none is known. */
  points: number | null;
}
export interface SearchResults {
  products: SearchProduct[];
  series: SearchLink[];
  producers: SearchLink[];
  menuNodes: SearchMenuNode[];
  cms: SearchLink[];
  searchQueries: SearchLink[];
}

const LIST_KEYS = ['products', 'series', 'producers', 'menuNodes', 'cms', 'searchQueries'] as const;

/** A list the reply lacks (or sends as null) is empty; anything else that is not a list is malformed. */
function list(raw: Record<string, unknown>, key: (typeof LIST_KEYS)[number]): unknown[] {
  const v = raw[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Error(`productsTextSearch.${key} = ${preview(v)} is not a list`);
  return v;
}

function link(v: unknown): SearchLink | null {
  if (!isObj(v)) return null;
  const name = str(v.name)?.trim();
  const href = str(v.link)?.trim();
  return name && href ? { name, link: href } : null;
}

function price(v: unknown): SearchPrice | null {
  if (!isObj(v)) return null;
  const value = num(v.value);
  const formatted = str(v.formatted);
  return value === null && !formatted ? null : { value, formatted: formatted || null };
}

function points(v: unknown): number | null {
  const n = num(v);
  return n !== null && n > 0 ? n : null;
}

function product(v: unknown): SearchProduct | null {
  const base = link(v);
  if (!base || !isObj(v)) return null;
  const prices = isObj(v.price) && isObj(v.price.price) ? v.price.price : {};
  return {
    ...base,
    icon: str(v.iconSmall) || null,
    iconSecond: str(v.iconSmallSecond) || null,
    gross: price(prices.gross),
    net: price(prices.net),
    // Not in the platform's reply: the island's own cache keeps what points.ts found.
    points: points(v.points),
  };
}

/**
 * How the two icons are read (data-search-icons):
 * - 'platform' (default, reference section 5): iconSmall is the webp `<source>` and iconSmallSecond the
 *   `<img>` (the jpeg fallback); without iconSmallSecond, iconSmall is the `<img>`.
 * - 'spec' (spec section 3): iconSmall is the `<img>`, iconSmallSecond its webp alternative.
 */
export type IconMode = 'platform' | 'spec';

/** The `<img>` source and the optional webp `<source>` of a product's icon; null without any icon. */
export function pictureOf(p: SearchProduct, mode: IconMode): { img: string; webp: string | null } | null {
  if (mode === 'spec') return p.icon ? { img: p.icon, webp: p.iconSecond } : p.iconSecond ? { img: p.iconSecond, webp: null } : null;
  if (p.icon && p.iconSecond) return { img: p.iconSecond, webp: p.icon };
  const only = p.icon ?? p.iconSecond;
  return only ? { img: only, webp: null } : null;
}

/** A real shop's menuNodes carry no breadcrumb (it is not in its schema, so the island never asks for it);
 *  a reply that has one anyway (the spec's form) shows it. */
function menuNode(v: unknown): SearchMenuNode | null {
  const base = link(v);
  if (!base || !isObj(v)) return null;
  const crumbs = Array.isArray(v.breadcrumb) ? v.breadcrumb.map((c) => str(c)?.trim()).filter((c): c is string => !!c) : [];
  return { ...base, breadcrumb: crumbs };
}

/** Spec section 9: six results per group, the limit the call sends. */
export const SEARCH_LIMIT = 6;

/**
 * Reads items with `read` until `limit` are usable; an item it cannot use is dropped and named in the
 * console. A server that ignores the limit (40,000 results) must not cost 40,000 options: the rest of
 * the list is never read.
 */
function items<T>(raw: Record<string, unknown>, key: (typeof LIST_KEYS)[number], read: (v: unknown) => T | null, limit: number): T[] {
  const out: T[] = [];
  const all = list(raw, key);
  // Skipped items are read too, but not without end: at most a few lists' worth.
  for (let i = 0; i < all.length && out.length < limit && i < limit * 10; i++) {
    const item = read(all[i]);
    if (item) out.push(item);
    else console.error(`[storefront:live-search] productsTextSearch.${key} item ${preview(all[i])} has no name or link; skipped`);
  }
  if (all.length > limit) console.warn(`[storefront:live-search] productsTextSearch.${key} sent ${all.length} items for a limit of ${limit}; ${out.length} shown`);
  return out;
}

/** Throws (naming the field) when the reply is not a search result at all. Keeps at most `limit` per list. */
export function parseSearchResults(raw: unknown, limit: number = SEARCH_LIMIT): SearchResults {
  if (!isObj(raw)) throw new Error(`productsTextSearch = ${preview(raw)} is not an object`);
  if (!LIST_KEYS.some((k) => k in raw)) throw new Error(`productsTextSearch = ${preview(raw)} has none of ${LIST_KEYS.join(', ')}`);
  return {
    products: items(raw, 'products', product, limit),
    series: items(raw, 'series', link, limit),
    producers: items(raw, 'producers', link, limit),
    menuNodes: items(raw, 'menuNodes', menuNode, limit),
    cms: items(raw, 'cms', link, limit),
    searchQueries: items(raw, 'searchQueries', link, limit),
  };
}

/** The dropdown closes when no group has entries (spec section 8). */
export const isEmptyResult = (r: SearchResults): boolean => LIST_KEYS.every((k) => r[k].length === 0);

// ---- the listbox model ----

export type GroupKey = 'products' | 'menu' | 'cms' | 'producers' | 'series' | 'queries';
export type OptionKind = 'product' | 'menu' | 'cms' | 'producer' | 'series' | 'query';

export interface SearchOption {
  /** Position in keyboard order (0-based, across groups). */
  index: number;
  kind: OptionKind;
  name: string;
  link: string;
  breadcrumb?: string[];
  product?: SearchProduct;
  /** The "show all results" link of the last group. */
  showAll?: boolean;
}
export interface SearchGroup {
  key: GroupKey;
  /** The theme's two blocks: what to search for (--queries: suggested queries and "show all") and
   *  what was found (--others: products, categories, info pages, producers, series). */
  block: 'queries' | 'others';
  options: SearchOption[];
}

/** Groups in display (and arrow-key) order; empty ones are left out. The last group always ends with
 *  a link to the full results page, so the listbox is never a dead end. */
export function toGroups(r: SearchResults, showAllLink: string, showAllName: string): SearchGroup[] {
  let index = 0;
  const opts = <T extends SearchLink>(kind: OptionKind, from: T[], extra: (x: T) => Partial<SearchOption> = () => ({})) =>
    from.map((x) => ({ index: index++, kind, name: x.name, link: x.link, ...extra(x) }));
  const groups: SearchGroup[] = [
    { key: 'products', block: 'others', options: opts('product', r.products, (p) => ({ product: p })) },
    { key: 'menu', block: 'others', options: opts('menu', r.menuNodes, (m) => ({ breadcrumb: m.breadcrumb })) },
    { key: 'cms', block: 'others', options: opts('cms', r.cms) },
    { key: 'producers', block: 'others', options: opts('producer', r.producers) },
    { key: 'series', block: 'others', options: opts('series', r.series) },
    { key: 'queries', block: 'queries', options: opts('query', r.searchQueries) },
  ];
  groups[5]!.options.push({ index: index++, kind: 'query', name: showAllName, link: showAllLink, showAll: true });
  return groups.filter((g) => g.options.length > 0);
}

/** The full results page for `text`: the form's own action, as the form would submit it. */
export function showAllHref(action: string, text: string): string {
  const sep = action.includes('?') ? '&' : '?';
  return `${action}${sep}text=${encodeURIComponent(text)}`;
}
