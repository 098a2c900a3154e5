// The external accounts service (reference section 13; spec section 7): four scripts under
// `{base}webAuthn/`, generateRegisterRequest.php, register.php, generateLoginRequest.php, login.php.
// Replies: {status, errorMsg, data, loginToken} (login.php's refusal text in `ms`).
//
// Two wire forms, picked per container with data-accounts-format:
// - 'platform' (default), as a real IdoSell shop's own client: POST, credentials included, cache
//   no-cache, NO headers (a string body goes as text/plain, a CORS simple request without preflight);
//   generateRegisterRequest's body is the raw authorizeToken, the others JSON text; outgoing binaries
//   standard base64; `data` a JSON string whose `=?BINARY?B?…?=` strings are bytes.
// - 'spec', the spec's own reading: JSON bodies (Content-Type application/json), generateRegisterRequest
//   {userLogin, authorizeToken, domain}, binaries base64url, `data` the options as JSON.
// Replies are read the same way in both: `data` may be a string or an object, binary strings or base64url.
import { isShopApiError, postJson, postText, TIMEOUTS } from '../http';
import { decodeBinaryStrings } from './binary';
import { PasskeyError } from './errors';
import type { AccountsFormat } from './formats';

export type AccountsCall = 'generateRegisterRequest' | 'register' | 'generateLoginRequest' | 'login';
export { ACCOUNTS_FORMATS, DEFAULT_ACCOUNTS_URL, type AccountsFormat } from './formats';

export interface AccountsReply {
  status: string;
  errorMsg: string | null;
  /** `data` parsed (when a JSON string) with every `=?BINARY?B?…?=` string turned into an ArrayBuffer. */
  data: unknown;
  loginToken: string | null;
}

/**
 * The script's address. The base is the service (`https://accounts.idosell.com/` → `…/webAuthn/login.php`);
 * a base already ending in `webAuthn/` is the scripts' folder itself; a base with `{call}` gets it replaced.
 */
export function accountsUrl(base: string, call: AccountsCall): string {
  if (base.includes('{call}')) return base.replace('{call}', call);
  const folder = base.endsWith('/') ? base : `${base}/`;
  return /webauthn\/$/i.test(folder) ? `${folder}${call}.php` : `${folder}webAuthn/${call}.php`;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))).slice(0, 120);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The platform's request: no headers at all, so the browser sends text/plain and asks no preflight.
 * @call POST <accounts>webAuthn/generateLoginRequest.php §13
 * @call POST <accounts>webAuthn/login.php §13
 * @call POST <accounts>webAuthn/generateRegisterRequest.php §13
 * @call POST <accounts>webAuthn/register.php §13
 */
function postPlatform(url: string, body: string, signal?: AbortSignal): Promise<string> {
  return postText(url, body, { credentials: 'include', cache: 'no-cache', timeout: TIMEOUTS.default, signal });
}

function parseReply(call: AccountsCall, raw: string): unknown {
  if (!raw.trim()) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch (e) {
    throw new PasskeyError('responseMissing', `${call} replied with text that is not JSON: ${shown(raw)}`, null, e);
  }
}

function readData(call: AccountsCall, data: unknown): unknown {
  if (typeof data !== 'string') return decodeBinaryStrings(data ?? null);
  if (!data.trim()) return null;
  try {
    return decodeBinaryStrings(JSON.parse(data));
  } catch (e) {
    throw new PasskeyError('responseMissing', `${call} replied with data that is not JSON: ${shown(data)}`, null, e);
  }
}

export interface CallOptions {
  format?: AccountsFormat;
  signal?: AbortSignal;
}

/**
 * One call. `body` goes as it is when a string (the raw authorizeToken), else as JSON text (platform) or a
 * JSON body (spec). Throws PasskeyError: 'responseMissing' for no reply ("Failed to retrieve data."),
 * 'service' for status "error" (its errorMsg; for login.php any status but "success", its `ms`), or a
 * ShopApiError for HTTP and connection failures (mapped later by toPasskeyError).
 * @call POST <accounts>webAuthn/generateLoginRequest.php §13
 * @call POST <accounts>webAuthn/login.php §13
 * @call POST <accounts>webAuthn/generateRegisterRequest.php §13
 * @call POST <accounts>webAuthn/register.php §13
 */
export async function callAccounts(base: string, call: AccountsCall, body: string | object, opts: CallOptions = {}): Promise<AccountsReply> {
  const url = accountsUrl(base, call);
  let reply: unknown;
  if (opts.format === 'spec') {
    reply = await postJson<unknown>(url, body, { credentials: 'include', ...(opts.signal ? { signal: opts.signal } : {}) }).catch((e: unknown) => {
      if (isShopApiError(e) && e.kind === 'parse') throw new PasskeyError('responseMissing', `${call} replied with text that is not JSON: ${e.message}`, null, e);
      throw e;
    });
  } else {
    reply = parseReply(call, await postPlatform(url, typeof body === 'string' ? body : JSON.stringify(body), opts.signal));
  }
  if (!isObj(reply)) throw new PasskeyError('responseMissing', `${call} replied ${shown(reply)}: Failed to retrieve data.`);
  const status = typeof reply.status === 'string' ? reply.status : '';
  const errorMsg = text(reply.errorMsg);
  if (call === 'login' && status !== 'success') {
    const ms = text(reply.ms) ?? errorMsg;
    throw new PasskeyError('service', `login replied status "${status}": ${ms ?? '(no ms)'}`, ms);
  }
  if (status === 'error') throw new PasskeyError('service', `${call} replied status "error": ${errorMsg ?? 'Unknown error occured.'}`, errorMsg);
  return { status, errorMsg, data: readData(call, reply.data), loginToken: text(reply.loginToken) };
}

const hasChallenge = (v: unknown): boolean =>
  (typeof v === 'string' && v.length > 0) || (v instanceof ArrayBuffer && v.byteLength > 0) || (ArrayBuffer.isView(v) && v.byteLength > 0);

/**
 * The WebAuthn options in a generate*Request reply's data: `{publicKey: {…}}` (the platform's form) or
 * bare. Binary fields are ArrayBuffers (platform) or base64url strings (spec); either way a challenge is needed.
 */
export function optionsFrom(reply: AccountsReply, call: AccountsCall): Record<string, unknown> {
  const data = isObj(reply.data) && isObj(reply.data.publicKey) ? reply.data.publicKey : reply.data;
  if (!isObj(data) || !hasChallenge(data.challenge)) {
    throw new PasskeyError('responseMissing', `${call} replied without WebAuthn options (data: ${shown(reply.data)})`);
  }
  return data;
}
