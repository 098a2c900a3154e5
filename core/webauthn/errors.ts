// Spec section 8, WebAuthn errors, plus the shopper cancelling: every failure of a passkey attempt
// becomes one PasskeyError whose `kind` picks the message (texts.ts) the shopper sees.
import { isShopApiError } from '../http';

export type PasskeyErrorKind =
  /** Code 1: no WebAuthn, no user-verifying platform authenticator, or a browser the page turned it off for. */
  | 'unsupported'
  /** Registration without the shopper's login or the shop's authorize token. */
  | 'missingUser'
  /** The accounts service answered without a usable reply, or the browser returned no credential. */
  | 'responseMissing'
  /** The accounts service said status 'error' (its errorMsg is kept in `detail`). */
  | 'service'
  /** The accounts service or the shop answered with an HTTP error status. */
  | 'http'
  /** No answer: network down, connection dropped, timed out. */
  | 'connection'
  /** loginByIAIAccountsToken did not accept the accounts service's loginToken. */
  | 'invalidToken'
  /** NotAllowedError: the shopper cancelled, user verification failed, or no credential was chosen. */
  | 'cancelled'
  /** InvalidStateError on registration: this authenticator already holds a passkey for the account. */
  | 'alreadyRegistered'
  | 'unknown';

export class PasskeyError extends Error {
  readonly kind: PasskeyErrorKind;
  /** The accounts service's errorMsg (kind 'service') or the HTTP status (kind 'http'). */
  readonly detail: string | null;

  constructor(kind: PasskeyErrorKind, message: string, detail: string | null = null, cause?: unknown) {
    super(message, { cause });
    this.name = 'PasskeyError';
    this.kind = kind;
    this.detail = detail;
  }
}

/** Spec: 'browser not supported' is error code 1. */
export const UNSUPPORTED_CODE = 1;

const DOM_KINDS: Record<string, PasskeyErrorKind> = {
  NotAllowedError: 'cancelled',
  AbortError: 'cancelled',
  InvalidStateError: 'alreadyRegistered',
  NotSupportedError: 'unsupported',
  SecurityError: 'unsupported',
};

/** Any failure of an attempt → PasskeyError (already mapped errors pass through). */
export function toPasskeyError(e: unknown): PasskeyError {
  if (e instanceof PasskeyError) return e;
  if (isShopApiError(e)) {
    switch (e.kind) {
      case 'http':
        return new PasskeyError('http', e.message, String(e.status ?? ''), e);
      case 'network':
      case 'timeout':
        return new PasskeyError('connection', e.message, null, e);
      case 'parse':
        return new PasskeyError('responseMissing', e.message, null, e);
      case 'abort':
        return new PasskeyError('cancelled', e.message, null, e);
      default:
        return new PasskeyError('unknown', e.message, null, e);
    }
  }
  const name = e instanceof Error || (typeof e === 'object' && e !== null && 'name' in e) ? String((e as { name: unknown }).name) : '';
  const message = e instanceof Error ? e.message : String(e);
  const kind = DOM_KINDS[name];
  if (kind) return new PasskeyError(kind, `${name}: ${message}`, null, e);
  return new PasskeyError('unknown', message || 'unknown failure', null, e);
}
