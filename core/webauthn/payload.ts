// The accounts service payloads, field names exactly as spec section 3. Binary fields are base64url
// (what toJSON() gives); a field that is not base64url means the browser handed back something broken.
import { isBase64url } from './base64url';
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
  /** Empty when the authenticator sent no user handle (a non-discoverable credential). */
  userHandleBinBase64: string;
}

function field(value: unknown, name: string): string {
  if (!isBase64url(value)) {
    throw new PasskeyError('responseMissing', `the credential's ${name} is missing or not base64url (${JSON.stringify(value ?? null)?.slice(0, 40)})`);
  }
  return value;
}

const TRANSPORTS = /^[a-z-]{1,20}$/;

export function registerPayload(credential: RegistrationJSON, userLogin: string, domain: string): RegisterPayload {
  const r = credential?.response;
  const transports = Array.isArray(r?.transports) ? r.transports.filter((t): t is string => typeof t === 'string' && TRANSPORTS.test(t)) : [];
  return {
    userLogin,
    domain,
    authenticatorTransportMethods: transports,
    clientDataJSONBase64: field(r?.clientDataJSON, 'clientDataJSON'),
    attestationObjectBase64: field(r?.attestationObject, 'attestationObject'),
  };
}

export function loginPayload(credential: AuthenticationJSON, domain: string): LoginPayload {
  const r = credential?.response;
  const handle = r?.userHandle;
  return {
    domain,
    publicKeyCredentialBinRawId: field(credential?.rawId, 'rawId'),
    clientDataJSONBase64: field(r?.clientDataJSON, 'clientDataJSON'),
    authenticatorDataBase64: field(r?.authenticatorData, 'authenticatorData'),
    signatureBase64: field(r?.signature, 'signature'),
    userHandleBinBase64: handle === null || handle === undefined || handle === '' ? '' : field(handle, 'userHandle'),
  };
}
