// Creating and using a passkey with the options the accounts service sends. Options with bytes (the
// platform's `=?BINARY?B?` data, decoded) go to navigator.credentials as they are. Options as JSON (the
// spec's form) go through the browser's own PublicKeyCredential.parse*OptionsFromJSON where present;
// otherwise @github/webauthn-json, loaded only then (never fetched by a browser with the native methods).
// Either way the answer is read as toJSON() gives it (base64url); payload.ts re-encodes for the wire.
import { toBase64url } from './base64url';
import { PasskeyError } from './errors';

/** PublicKeyCredential.toJSON() of a new credential (every binary field base64url). */
export interface RegistrationJSON {
  id: string;
  rawId: string;
  type: string;
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
}

/** PublicKeyCredential.toJSON() of an assertion. */
export interface AuthenticationJSON {
  id: string;
  rawId: string;
  type: string;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string | null };
}

interface NativeJson {
  parseCreationOptionsFromJSON?: (json: unknown) => PublicKeyCredentialCreationOptions;
  parseRequestOptionsFromJSON?: (json: unknown) => PublicKeyCredentialRequestOptions;
}

const native = (): NativeJson | undefined => (globalThis as { PublicKeyCredential?: NativeJson }).PublicKeyCredential;

/** Lazily, and only when the browser lacks the native methods. */
export const loadPonyfill = () => import('@github/webauthn-json/browser-ponyfill');

interface AnyCredential {
  id?: string;
  rawId?: ArrayBuffer;
  type?: string;
  response?: Record<string, unknown> & { getTransports?: () => string[] };
  toJSON?: () => unknown;
}

const b64 = (v: unknown): string => (v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? toBase64url(v) : '');

/** toJSON() when the credential has it (some password-manager extensions hand back objects without it). */
export function credentialToJSON(credential: unknown): unknown {
  const c = credential as AnyCredential;
  if (typeof c.toJSON === 'function') return c.toJSON();
  const r = c.response ?? {};
  const response: Record<string, unknown> = { clientDataJSON: b64(r.clientDataJSON) };
  if ('attestationObject' in r) {
    response.attestationObject = b64(r.attestationObject);
    response.transports = typeof r.getTransports === 'function' ? r.getTransports() : [];
  } else {
    response.authenticatorData = b64(r.authenticatorData);
    response.signature = b64(r.signature);
    response.userHandle = r.userHandle ? b64(r.userHandle) : null;
  }
  const rawId = b64(c.rawId);
  return { id: c.id ?? rawId, rawId, type: c.type ?? 'public-key', response };
}

const noCredential = (call: string) => new PasskeyError('responseMissing', `navigator.credentials.${call}() returned no credential`);

/** Options whose binaries are already bytes (the platform service's `=?BINARY?B?` data, decoded). */
const isBinaryOptions = (options: object): boolean => typeof (options as { challenge?: unknown }).challenge !== 'string';

/**
 * navigator.credentials.create() for the service's options: with bytes (the platform's form) they go to the
 * browser as they are, `{publicKey: options}`; as PublicKeyCredentialCreationOptionsJSON (the spec's) they are parsed first.
 */
export async function createCredential(options: object, signal?: AbortSignal): Promise<RegistrationJSON> {
  if (isBinaryOptions(options)) {
    const credential = await navigator.credentials.create({ publicKey: options as PublicKeyCredentialCreationOptions, signal });
    if (!credential) throw noCredential('create');
    return credentialToJSON(credential) as RegistrationJSON;
  }
  const pkc = native();
  if (typeof pkc?.parseCreationOptionsFromJSON === 'function') {
    const publicKey = pkc.parseCreationOptionsFromJSON(options);
    const credential = await navigator.credentials.create({ publicKey, signal });
    if (!credential) throw noCredential('create');
    return credentialToJSON(credential) as RegistrationJSON;
  }
  const ponyfill = await loadPonyfill();
  const credential = await ponyfill.create({ ...ponyfill.parseCreationOptionsFromJSON({ publicKey: options as never }), signal });
  if (!credential) throw noCredential('create');
  return credential.toJSON() as RegistrationJSON;
}

/** navigator.credentials.get() for the service's options: bytes as they are, JSON parsed first (as createCredential). */
export async function getAssertion(options: object, signal?: AbortSignal): Promise<AuthenticationJSON> {
  if (isBinaryOptions(options)) {
    const credential = await navigator.credentials.get({ publicKey: options as PublicKeyCredentialRequestOptions, signal });
    if (!credential) throw noCredential('get');
    return credentialToJSON(credential) as AuthenticationJSON;
  }
  const pkc = native();
  if (typeof pkc?.parseRequestOptionsFromJSON === 'function') {
    const publicKey = pkc.parseRequestOptionsFromJSON(options);
    const credential = await navigator.credentials.get({ publicKey, signal });
    if (!credential) throw noCredential('get');
    return credentialToJSON(credential) as AuthenticationJSON;
  }
  const ponyfill = await loadPonyfill();
  const credential = await ponyfill.get({ ...ponyfill.parseRequestOptionsFromJSON({ publicKey: options as never }), signal });
  if (!credential) throw noCredential('get');
  return credential.toJSON() as AuthenticationJSON;
}
