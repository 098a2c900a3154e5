// The platform's GraphQL endpoint (reference section 0): POST /graphql/v1/ with a JSON body that holds
// only `{query}`: every argument is a literal in the document (core/http/gql-literal), never variables.
// The URL carries the platform's marker: `?query=basket`, `?mutation=loginByToken`, a bare flag
// (`?hotspots`, `?addToBasket`, `?trackingEvents`), or nothing (live search, shopping-list dialog).
import { postJson, resolveUrl } from './client';
import { ShopApiError } from './errors';

/** How the URL names the call: `?query=NAME`, `?mutation=NAME`, `?NAME` (flag) or no marker. */
export type GraphqlMarker = 'query' | 'mutation' | 'flag' | 'none';

export interface GraphqlOptions {
  /** The document, with literal arguments. */
  query: string;
  kind: GraphqlMarker;
  signal?: AbortSignal;
  timeout?: number;
  endpoint?: string;
  /** The theme asks the tracking scripts after this call (core/http/client's RequestOptions.tracking). */
  tracking?: boolean;
}

export interface GraphqlErrorItem {
  message?: string;
  /** The platform's error number (100, 109, 110, 115, 123 …), when it sends one. */
  code?: string | number;
  [key: string]: unknown;
}

interface GraphqlReply<T> {
  data?: T | null;
  errors?: GraphqlErrorItem[];
  error?: unknown;
}

/** The address a call goes to: `/graphql/v1/?query=basket`, `/graphql/v1/?hotspots`, `/graphql/v1/`. */
export function graphqlUrl(name: string, kind: GraphqlMarker, endpoint = '/graphql/v1/'): string {
  if (kind === 'none' || !name) return endpoint;
  const sep = endpoint.includes('?') ? '&' : '?';
  return kind === 'flag' ? `${endpoint}${sep}${encodeURIComponent(name)}` : `${endpoint}${sep}${kind}=${encodeURIComponent(name)}`;
}

/** The first error's code and message, from `errors[0]` or a bare `error`. */
export function graphqlError(reply: unknown): { code: string | null; message: string } | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const r = reply as GraphqlReply<unknown>;
  const first = Array.isArray(r.errors) && r.errors.length > 0 ? r.errors[0] : r.error ? r.error : null;
  if (!first) return null;
  const item = (typeof first === 'object' ? first : { message: String(first) }) as GraphqlErrorItem;
  const code = typeof item.code === 'number' || (typeof item.code === 'string' && item.code) ? String(item.code) : null;
  return { code, message: typeof item.message === 'string' && item.message ? item.message : 'unknown error' };
}

/**
 * Resolves with `data`. `errors` (or `error`) → kind 'graphql' with the platform's `code`;
 * no `data` → kind 'parse'. A reply that is not JSON (an HTML page) → kind 'parse' from core/http.
 */
export async function graphql<T>(name: string, opts: GraphqlOptions): Promise<T> {
  const url = graphqlUrl(name, opts.kind, opts.endpoint);
  const reply = await postJson<GraphqlReply<T> | null>(url, { query: opts.query }, { signal: opts.signal, timeout: opts.timeout, tracking: opts.tracking });
  const fail = (kind: 'graphql' | 'parse', detail: string, code?: string): ShopApiError =>
    new ShopApiError({ kind, method: 'POST', url: resolveUrl(url), body: reply, detail, code });
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) {
    throw fail('parse', 'GraphQL reply is not an object');
  }
  const error = graphqlError(reply);
  if (error) throw fail('graphql', `GraphQL error${error.code ? ` ${error.code}` : ''}: ${error.message}`, error.code ?? undefined);
  if (reply.data === undefined || reply.data === null) throw fail('parse', 'GraphQL reply has no data');
  return reply.data;
}
