// The one network layer: a single ky instance, per-call timeouts, retry only where it is safe
// (idempotent GETs), and every failure turned into a ShopApiError that names method and URL.
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { ShopApiError } from './errors';
import { trackedReply } from './reply-hooks';
import { TIMEOUTS } from '../timeouts';

/** Spec section 9: projector ajax 18 s, partial page load 16 s, module load 5 s. */
export { TIMEOUTS };

/** Backoff before GET retry n (1-based): 300 ms, 600 ms. */
export const RETRY_DELAY_MS = 300;
const RETRY_STATUS = [500, 502, 503, 504];

export type SearchParams = Record<string, string | number | boolean | undefined> | URLSearchParams;

export interface RequestOptions {
  searchParams?: SearchParams;
  /** Milliseconds until the call fails with kind 'timeout'. Default TIMEOUTS.default. */
  timeout?: number;
  /** Abort to drop a stale request; the call then fails with kind 'abort'. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The theme asks the shop's tracking scripts after this call (a list made or changed, a quick-buy add, the
   * express-checkout login): a reply whose tracking header is 1 or more then runs them (core/http/tracking).
   * Other calls leave the header alone, as the theme does.
   */
  tracking?: boolean;
}

export interface GetOptions extends RequestOptions {
  /** Retries on network errors and 5xx: a count (default 2; 0 = none) or count plus base delay. */
  retry?: number | { limit: number; delayMs?: number };
}

export interface PostJsonOptions extends RequestOptions {
  /** 'same-origin' by default; the external accounts service needs 'include'. */
  credentials?: RequestCredentials;
}

export type TextBody = string | URLSearchParams | FormData;

/**
 * Tracking events (spec section 7): the reply to a call made with `tracking` goes to core/http/tracking
 * (through core/http/reply-hooks), which queries and runs the shop's tracking scripts when its
 * x-iai-tracking-events header is 1 or more.
 */
const watchTracking = (request: Request, options: { context?: Record<string, unknown> }, response: Response): void => {
  if (options.context?.tracking === true) trackedReply(request.url, response.headers);
};

/** Shared by every call. No prefixUrl: callers pass shop paths, resolved against the page address. */
export const api = ky.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: TIMEOUTS.default,
  hooks: { afterResponse: [watchTracking] },
});

/** Relative URLs resolve against location.href (the shop page); search params are merged in. */
export function resolveUrl(url: string, searchParams?: SearchParams): string {
  const base = typeof location !== 'undefined' ? location.href : undefined;
  let u: URL;
  try {
    u = new URL(url, base);
  } catch {
    return url;
  }
  if (searchParams) {
    const entries = searchParams instanceof URLSearchParams ? [...searchParams] : Object.entries(searchParams);
    for (const [k, v] of entries) if (v !== undefined) u.searchParams.set(k, String(v));
  }
  return u.href;
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  opts: RequestOptions;
  init: Options;
}

async function bodyText(res: Response): Promise<string | undefined> {
  try {
    const text = await res.text();
    return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
  } catch {
    return undefined;
  }
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Redirects. A call that sends credentials wherever it goes (credentials 'include': the
 * accounts service) does not follow one at all (redirect 'manual'): a same-origin address that redirects
 * must not carry the shopper's WebAuthn assertion (307) or bring back another service's token (302).
 * The others follow the shop's own redirects, but a reply that ended on another origin than the one
 * asked is not read, as partial loads do. Either way the call fails as a network error naming it.
 */
function refusedRedirect(res: Response, call: Call, url: string): ShopApiError | null {
  const base = { kind: 'network' as const, method: call.method, url };
  if (res.type === 'opaqueredirect' || (call.init.redirect === 'manual' && res.status >= 300 && res.status < 400)) {
    return new ShopApiError({ ...base, detail: 'answered with a redirect, which a call carrying credentials does not follow (nothing was sent on)' });
  }
  const asked = originOf(url);
  const ended = res.url ? originOf(res.url) : asked;
  if (asked && ended && ended !== asked) {
    return new ShopApiError({ ...base, detail: `redirected to another origin (${res.url}); its reply is not read` });
  }
  return null;
}

async function normalise(e: unknown, call: Call, url: string): Promise<ShopApiError> {
  if (e instanceof ShopApiError) return e;
  if (e instanceof HTTPError) {
    const refused = refusedRedirect(e.response, call, url);
    if (refused) return refused;
  }
  const base = { method: call.method, url, cause: e };
  if (call.opts.signal?.aborted || (e instanceof Error && e.name === 'AbortError')) {
    return new ShopApiError({ ...base, kind: 'abort', detail: 'aborted' });
  }
  if (e instanceof TimeoutError) {
    const ms = call.opts.timeout ?? TIMEOUTS.default;
    return new ShopApiError({ ...base, kind: 'timeout', detail: `timed out after ${ms} ms` });
  }
  if (e instanceof HTTPError) {
    const status = e.response.status;
    const body = await bodyText(e.response);
    return new ShopApiError({ ...base, kind: 'http', status, body, detail: `HTTP ${status}` });
  }
  const reason = e instanceof Error ? e.message : String(e);
  return new ShopApiError({ ...base, kind: 'network', detail: `network error (${reason})` });
}

async function send<T>(call: Call, read: (res: Response, url: string) => Promise<T>): Promise<T> {
  const url = resolveUrl(call.url, call.opts.searchParams);
  // credentials 'include' (the accounts service): no redirect is followed at all (refusedRedirect).
  if (call.init.credentials === 'include') call.init.redirect = 'manual';
  try {
    const res = await api(url, {
      ...call.init,
      method: call.method,
      timeout: call.opts.timeout ?? TIMEOUTS.default,
      headers: { ...(call.init.headers as Record<string, string> | undefined), ...call.opts.headers },
      ...(call.opts.signal ? { signal: call.opts.signal } : {}),
      context: { tracking: call.opts.tracking === true },
    });
    const refused = refusedRedirect(res, call, url);
    if (refused) throw refused;
    return await read(res, url);
  } catch (e) {
    throw await normalise(e, call, url);
  }
}

async function readJson<T>(res: Response, url: string, method: string): Promise<T> {
  const text = await res.text();
  if (res.status === 204) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (e) {
    const body = text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
    const detail = text === '' ? 'empty body where JSON was expected' : 'invalid JSON';
    throw new ShopApiError({ kind: 'parse', method, url, status: res.status, body, detail, cause: e });
  }
}

function retryOptions(retry: GetOptions['retry'], signal?: AbortSignal): Options['retry'] {
  const limit = typeof retry === 'number' ? retry : (retry?.limit ?? 2);
  const delayMs = typeof retry === 'object' ? (retry.delayMs ?? RETRY_DELAY_MS) : RETRY_DELAY_MS;
  return {
    limit,
    methods: ['get'],
    statusCodes: RETRY_STATUS,
    retryOnTimeout: false,
    delay: (n) => delayMs * 2 ** (n - 1),
    // Only failures a second try can fix: the network dropped, or the server had a 5xx moment.
    shouldRetry: ({ error }) => {
      if (signal?.aborted || error.name === 'AbortError' || error instanceof TimeoutError) return false;
      if (error instanceof HTTPError) return RETRY_STATUS.includes(error.response.status);
      return error instanceof TypeError;
    },
  };
}

const JSON_ACCEPT = { accept: 'application/json' };

/** GET and parse JSON. Retries (idempotent) up to 2 times on network errors and 5xx. */
export function getJson<T>(url: string, opts: GetOptions = {}): Promise<T> {
  const init: Options = { headers: JSON_ACCEPT, retry: retryOptions(opts.retry, opts.signal) };
  return send({ method: 'GET', url, opts, init }, (res, u) => readJson<T>(res, u, 'GET'));
}

/** POST form-encoded fields (the shop's ajax endpoints), parse JSON. Never retried. */
export function postForm<T>(url: string, fields: Record<string, string>, opts: RequestOptions = {}): Promise<T> {
  const init: Options = {
    body: new URLSearchParams(fields),
    headers: { ...JSON_ACCEPT, 'x-requested-with': 'XMLHttpRequest' },
  };
  return send({ method: 'POST', url, opts, init }, (res, u) => readJson<T>(res, u, 'POST'));
}

/** POST a form's own data (multipart, as the browser would submit it), parse JSON. Never retried. */
export function postFormData<T>(url: string, data: FormData, opts: RequestOptions = {}): Promise<T> {
  const init: Options = { body: data, headers: { ...JSON_ACCEPT, 'x-requested-with': 'XMLHttpRequest' } };
  return send({ method: 'POST', url, opts, init }, (res, u) => readJson<T>(res, u, 'POST'));
}

/** POST a JSON body, parse JSON. Never retried. No custom headers, so cross-origin calls stay simple. */
export function postJson<T>(url: string, body: unknown, opts: PostJsonOptions = {}): Promise<T> {
  const init: Options = { json: body, headers: JSON_ACCEPT, credentials: opts.credentials ?? 'same-origin' };
  return send({ method: 'POST', url, opts, init }, (res, u) => readJson<T>(res, u, 'POST'));
}

/** A reply read whatever its type: a platform post may answer JSON, or a redirect to an HTML page. */
export interface PageReply {
  status: number;
  /** The final address after redirects ('' where the fetch implementation does not say). */
  url: string;
  redirected: boolean;
  contentType: string;
  text: string;
}

/** One reader for both page calls: the reply as it came, with the address it finally came from. */
const readPage = async (res: Response): Promise<PageReply> => ({
  status: res.status,
  url: res.url,
  redirected: res.redirected,
  contentType: res.headers.get('content-type') ?? '',
  text: await res.text(),
});

/** GET a page as text with its final address (partial page loads check it is still the shop's). Retries like getJson. */
export function getPage(url: string, opts: GetOptions = {}): Promise<PageReply> {
  const init: Options = { headers: { accept: 'text/html,*/*;q=0.8' }, retry: retryOptions(opts.retry, opts.signal) };
  return send({ method: 'GET', url, opts, init }, readPage);
}

/**
 * POST a form the way the browser would submit it (urlencoded, or multipart for FormData with files),
 * following redirects, and hand back the reply as it came: the caller decides what a JSON body or an
 * HTML page means. HTTP errors still fail with kind 'http'. Never retried: a post may have taken effect.
 */
export function postPage(url: string, body: URLSearchParams | FormData, opts: RequestOptions = {}): Promise<PageReply> {
  const init: Options = { body, headers: { accept: 'application/json, text/html;q=0.9, */*;q=0.8' } };
  return send({ method: 'POST', url, opts, init }, readPage);
}

export interface PostTextOptions extends RequestOptions {
  /** 'same-origin' by default; the external accounts service needs 'include'. */
  credentials?: RequestCredentials;
  cache?: RequestCache;
}

/**
 * The spec's generic POST helper: any body, the reply as text. No headers of its own, so a string body
 * goes as text/plain: a CORS simple request, no preflight (the accounts service). Never retried.
 */
export function postText(url: string, body: TextBody, opts: PostTextOptions = {}): Promise<string> {
  const init: Options = { body, credentials: opts.credentials ?? 'same-origin', ...(opts.cache ? { cache: opts.cache } : {}) };
  return send({ method: 'POST', url, opts, init }, (res) => res.text());
}
