// The one error every shop call fails with, so callers branch on `kind`, never on ky or fetch internals.

export type ShopApiErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'graphql' | 'abort';

export interface ShopApiErrorInit {
  kind: ShopApiErrorKind;
  method: string;
  url: string;
  status?: number;
  /** Response body text (http, parse) or the GraphQL reply (graphql), for diagnostics. */
  body?: unknown;
  /** What went wrong, appended to the message after "failed: ". */
  detail: string;
  cause?: unknown;
  /** The platform's error code (GraphQL `errors[0].code`), when it sent one. */
  code?: string;
}

/** Same-origin URLs are shown as path + query: shorter logs, and what the spec's call table names. */
export function displayUrl(url: string): string {
  try {
    const base = typeof location !== 'undefined' ? location.href : undefined;
    const u = new URL(url, base);
    if (base !== undefined && u.origin === new URL(base).origin) return u.pathname + u.search;
    return u.href;
  } catch {
    return url;
  }
}

export class ShopApiError extends Error {
  readonly kind: ShopApiErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status?: number;
  readonly body?: unknown;
  readonly code?: string;

  constructor(init: ShopApiErrorInit) {
    const where = `${init.method} ${displayUrl(init.url)}`;
    super(init.kind === 'abort' ? `${where} aborted` : `${where} failed: ${init.detail}`, { cause: init.cause });
    this.name = 'ShopApiError';
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    if (init.status !== undefined) this.status = init.status;
    if (init.body !== undefined) this.body = init.body;
    if (init.code !== undefined) this.code = init.code;
  }
}

export const isShopApiError = (e: unknown): e is ShopApiError => e instanceof ShopApiError;

/** True for the error a caller gets after aborting its own request: stale, ignore it. */
export const isAbortError = (e: unknown): boolean => e instanceof ShopApiError && e.kind === 'abort';
