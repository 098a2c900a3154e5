// The external accounts service (spec section 7): POST JSON with credentials included to
// <base>generateRegisterRequest.php, register.php, generateLoginRequest.php, login.php (the script names
// of IdoSell's own WebAuthn client; the base address comes from the page). Replies: {status, errorMsg, data, loginToken}.
import { postJson } from '../http';
import { PasskeyError } from './errors';

export type AccountsCall = 'generateRegisterRequest' | 'register' | 'generateLoginRequest' | 'login';

export interface AccountsReply {
  status: 'success';
  errorMsg: string | null;
  data: unknown;
  loginToken: string | null;
}

/** '/accounts/webAuthn/' + 'login' → '/accounts/webAuthn/login.php'; a base with '{call}' gets it replaced instead. */
export function accountsUrl(base: string, call: AccountsCall): string {
  if (base.includes('{call}')) return base.replace('{call}', call);
  return `${base}${base.endsWith('/') ? '' : '/'}${call}.php`;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown): string => (JSON.stringify(v) ?? String(v)).slice(0, 80);

/** Throws PasskeyError: 'service' for status 'error', 'responseMissing' for no reply, or the mapped HTTP/connection error (ShopApiError). */
export async function callAccounts(base: string, call: AccountsCall, body: object, signal?: AbortSignal): Promise<AccountsReply> {
  const reply = await postJson<unknown>(accountsUrl(base, call), body, { credentials: 'include', signal });
  if (!isObj(reply)) throw new PasskeyError('responseMissing', `${call} replied ${shown(reply)}, not an object`);
  const errorMsg = typeof reply.errorMsg === 'string' && reply.errorMsg.trim() ? reply.errorMsg.trim() : null;
  if (reply.status === 'error') throw new PasskeyError('service', `${call} replied status "error": ${errorMsg ?? '(no errorMsg)'}`, errorMsg);
  if (reply.status !== 'success') throw new PasskeyError('responseMissing', `${call} replied without status "success": ${shown(reply)}`);
  const loginToken = typeof reply.loginToken === 'string' && reply.loginToken ? reply.loginToken : null;
  return { status: 'success', errorMsg, data: reply.data ?? null, loginToken };
}

/** The WebAuthn options in a generate*Request reply's data (bare, or under publicKey); they need a challenge. */
export function optionsFrom(reply: AccountsReply, call: AccountsCall): Record<string, unknown> {
  const data = isObj(reply.data) && isObj(reply.data.publicKey) ? reply.data.publicKey : reply.data;
  if (!isObj(data) || typeof data.challenge !== 'string' || !data.challenge) {
    throw new PasskeyError('responseMissing', `${call} replied without WebAuthn options (data: ${shown(reply.data)})`);
  }
  return data;
}
