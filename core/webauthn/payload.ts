// The accounts service payloads, field names exactly as spec section 3. The credential comes as toJSON()
// gives it (base64url); the platform's form sends every binary as standard base64 (reference section 13),
// the spec's form as base64url. A field that is not base64url means the browser handed back something broken.
import { base64urlToBase64, isBase64url } from './base64url';
import { PasskeyError } from './errors';
import type { AuthenticationJSON, RegistrationJSON } from './json';

export interface RegisterPayload {
  userLogin: string;
  domain: string;
  authenticatorTransportMethods: string[];
  clientDataJSONBase64: string;
  attestationObjectBase64: string;
}

export interface LoginPayload {
  domain: string;
  publicKeyCredentialBinRawId: string;
  clientDataJSONBase64: string;
  authenticatorDataBase64: string;
  signatureBase64: string;
  /** No user handle (a non-discoverable credential): null in the platform's form, '' in the spec's. */
  userHandleBinBase64: string | null;
}

/** 'base64' (standard, padded): the platform's form; 'base64url': the spec's. */
export type BinaryEncoding = 'base64' | 'base64url';

function field(value: unknown, name: string, encoding: BinaryEncoding): string {
  if (!isBase64url(value)) {
    throw new PasskeyError('responseMissing', `the credential's ${name} is missing or not base64url (${JSON.stringify(value ?? null)?.slice(0, 40)})`);
  }
  return encoding === 'base64' ? base64urlToBase64(value) : value;
}

const TRANSPORTS = /^[a-z-]{1,20}$/;

export function registerPayload(credential: RegistrationJSON, userLogin: string, domain: string, encoding: BinaryEncoding = 'base64'): RegisterPayload {
  const r = credential?.response;
  const transports = Array.isArray(r?.transports) ? r.transports.filter((t): t is string => typeof t === 'string' && TRANSPORTS.test(t)) : [];
  return {
    userLogin,
    domain,
    authenticatorTransportMethods: transports,
    clientDataJSONBase64: field(r?.clientDataJSON, 'clientDataJSON', encoding),
    attestationObjectBase64: field(r?.attestationObject, 'attestationObject', encoding),
  };
}

export function loginPayload(credential: AuthenticationJSON, domain: string, encoding: BinaryEncoding = 'base64'): LoginPayload {
  const r = credential?.response;
  const handle = r?.userHandle;
  return {
    domain,
    publicKeyCredentialBinRawId: field(credential?.rawId, 'rawId', encoding),
    clientDataJSONBase64: field(r?.clientDataJSON, 'clientDataJSON', encoding),
    authenticatorDataBase64: field(r?.authenticatorData, 'authenticatorData', encoding),
    signatureBase64: field(r?.signature, 'signature', encoding),
    userHandleBinBase64: handle === null || handle === undefined || handle === '' ? (encoding === 'base64' ? null : '') : field(handle, 'userHandle', encoding),
  };
}
