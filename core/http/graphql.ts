// The shop's GraphQL endpoint: POST {query, variables} to /graphql/v1/?query=<name> (or ?mutation=<name>),
// the way the template names each call in the URL (spec section 7).
import { postJson, resolveUrl } from './client';
import { ShopApiError } from './errors';

export interface GraphqlOptions {
  query: string;
  variables?: Record<string, unknown>;
  kind: 'query' | 'mutation';
  signal?: AbortSignal;
  timeout?: number;
  endpoint?: string;
}

export interface GraphqlErrorItem {
  message?: string;
  [key: string]: unknown;
}

interface GraphqlReply<T> {
  data?: T | null;
  errors?: GraphqlErrorItem[];
}

/** The address a named call goes to: `/graphql/v1/?query=basket`, `/graphql/v1/?mutation=unsetRegion`. */
export function graphqlUrl(name: string, kind: 'query' | 'mutation', endpoint = '/graphql/v1/'): string {
  const sep = endpoint.includes('?') ? '&' : '?';
  return `${endpoint}${sep}${kind}=${encodeURIComponent(name)}`;
}

/** Resolves with `data`. Non-empty `errors` → kind 'graphql' (first message); no `data` → kind 'parse'. */
export async function graphql<T>(name: string, opts: GraphqlOptions): Promise<T> {
  const url = graphqlUrl(name, opts.kind, opts.endpoint);
  const reply = await postJson<GraphqlReply<T> | null>(
    url,
    { query: opts.query, variables: opts.variables ?? {} },
    { signal: opts.signal, timeout: opts.timeout },
  );
  const fail = (kind: 'graphql' | 'parse', detail: string): ShopApiError =>
    new ShopApiError({ kind, method: 'POST', url: resolveUrl(url), body: reply, detail });
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) {
    throw fail('parse', 'GraphQL reply is not an object');
  }
  if (Array.isArray(reply.errors) && reply.errors.length > 0) {
    const first = reply.errors[0];
    const message = typeof first?.message === 'string' && first.message ? first.message : 'unknown error';
    throw fail('graphql', `GraphQL error: ${message}`);
  }
  if (reply.data === undefined || reply.data === null) throw fail('parse', 'GraphQL reply has no data');
  return reply.data;
}
