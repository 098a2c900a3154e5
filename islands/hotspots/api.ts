// The zones' two calls.
// Default, the platform's (reference section 3): POST /graphql/v1/?hotspots with body {query}, one
// aliased `hotspots(...)` per zone (query.ts) → data.<alias> per zone.
// Spec variant (data-hotspots-source="ajax"): GET /ajax/hotspots.php?action=get-hotspots-html&zones-names=…
// &components=…&zones-types=…&product=…&products=… → { "<zone id>": "<html>" } (spec section 7).
// Each reply is checked before anything is used.
import { getJson, graphql, isShopApiError, TIMEOUTS } from '../../core/http';
import type { PriceType } from '../../core/page/shop-vars';
import { hotspotsDocument, themeQueryExtension, type HotspotRequest } from './query';

export const HOTSPOTS_URL = '/ajax/hotspots.php';

/** Zone id → HTML ('' when the shop has nothing for the zone). */
export type HotspotsReply = ReadonlyMap<string, string>;

export class HotspotsShapeError extends Error {
  override name = 'HotspotsShapeError';
}

const describe = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/**
 * The reply for the requested zones. It must be a JSON object whose values are strings (or
 * null/false, read as empty); anything else is the wrong shape and fails the whole batch, since
 * a reply we do not understand tells nothing about any zone. A requested zone missing from the
 * reply is empty (the shop leaves out zones it has nothing for).
 */
export function parseHotspotsReply(data: unknown, zoneIds: readonly string[]): HotspotsReply {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HotspotsShapeError(`expected an object of zone id to HTML, got ${describe(data)}`);
  }
  const reply = data as Record<string, unknown>;
  for (const [key, value] of Object.entries(reply)) {
    if (typeof value !== 'string' && value !== null && value !== false) {
      throw new HotspotsShapeError(`zone "${key}" has ${describe(value)}, not HTML`);
    }
  }
  const out = new Map<string, string>();
  for (const id of zoneIds) {
    const value = Object.hasOwn(reply, id) ? reply[id] : '';
    out.set(id, typeof value === 'string' ? value : '');
  }
  return out;
}

export interface FetchOptions {
  timeout?: number;
  signal?: AbortSignal;
}

/**
 * @call GET /ajax/hotspots.php?action=get-hotspots-html&zones-names=…&components=…&zones-types=…&product=…&products=… §3
 */
export async function fetchHotspots(query: Record<string, string>, opts: FetchOptions = {}): Promise<HotspotsReply> {
  const ids = (query['zones-names'] ?? '').split(';').filter(Boolean);
  const data = await getJson<unknown>(HOTSPOTS_URL, {
    searchParams: query,
    timeout: opts.timeout ?? TIMEOUTS.default,
    // One retry on a network error or 5xx: the zones are a nicety, the shopper should not wait long.
    retry: 1,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  return parseHotspotsReply(data, ids);
}

export interface GraphqlHotspots {
  /** data.<alias> as the server sent it (unread). */
  data: Readonly<Record<string, unknown>>;
  /** The server's error when the reply had `errors` beside partial `data`; null for a clean reply. */
  partial: string | null;
}

/**
 * The platform's call for these zones. Rejects (ShopApiError) on a network error, timeout, HTTP
 * error, a reply that is not JSON, or `errors` without data; `errors` beside `data` resolves with
 * what data there is (the platform's own script renders partial data too).
 * @call POST /graphql/v1/?hotspots §3
 */
export async function fetchHotspotsGraphql(zones: readonly HotspotRequest[], priceType: PriceType, opts: FetchOptions = {}): Promise<GraphqlHotspots> {
  const query = hotspotsDocument(zones, priceType, themeQueryExtension());
  try {
    const data = await graphql<unknown>('hotspots', {
      kind: 'flag',
      query,
      timeout: opts.timeout ?? TIMEOUTS.default,
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new HotspotsShapeError(`data is ${describe(data)}, not an object of zones`);
    return { data: data as Record<string, unknown>, partial: null };
  } catch (err) {
    const body = isShopApiError(err) && err.kind === 'graphql' ? (err.body as { data?: unknown } | undefined) : undefined;
    const data = body?.data;
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) return { data: data as Record<string, unknown>, partial: (err as Error).message };
    throw err;
  }
}
