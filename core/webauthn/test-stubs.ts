// Tests only: a browser's WebAuthn surface (happy-dom has none), switched per test. vi.unstubAllGlobals()
// and vi.restoreAllMocks() undo it.
import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import { untilDom } from '../../fixtures/until';

export interface WebAuthnStub {
  /** isUserVerifyingPlatformAuthenticatorAvailable's answer; a function may reject. */
  platform?: boolean | (() => Promise<boolean>);
  create?: (options: CredentialCreationOptions) => Promise<unknown>;
  get?: (options: CredentialRequestOptions) => Promise<unknown>;
  /** Give PublicKeyCredential the native JSON parsers (default true). */
  nativeJson?: boolean;
}

export function stubWebAuthn(stub: WebAuthnStub = {}) {
  const platform = stub.platform ?? true;
  const pkc: Record<string, unknown> = {
    isUserVerifyingPlatformAuthenticatorAvailable: typeof platform === 'function' ? platform : () => Promise.resolve(platform),
  };
  if (stub.nativeJson !== false) {
    pkc.parseCreationOptionsFromJSON = (json: unknown) => ({ parsedBy: 'native', json });
    pkc.parseRequestOptionsFromJSON = (json: unknown) => ({ parsedBy: 'native', json });
  }
  vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, pkc));
  const credentials = {
    create: vi.fn(stub.create ?? (() => Promise.reject(new DOMException('no stub', 'NotAllowedError')))),
    get: vi.fn(stub.get ?? (() => Promise.reject(new DOMException('no stub', 'NotAllowedError')))),
  };
  vi.spyOn(navigator, 'credentials', 'get').mockReturnValue(credentials as unknown as CredentialsContainer);
  return credentials;
}

interface SoftLike {
  create(options: never): unknown;
  get(options: never): unknown;
}

/** WebAuthn backed by a software authenticator (fixtures/mock-shop/soft-authenticator.ts): real signatures. */
export function stubSoftAuthenticator(auth: SoftLike, extra: Omit<WebAuthnStub, 'create' | 'get'> = {}) {
  // stubWebAuthn's native parsers hand the JSON through as publicKey.json; options with bytes (the
  // platform service's form) come as publicKey itself.
  const json = (o: { publicKey?: unknown }) => {
    const pk = o.publicKey as { parsedBy?: string; json?: unknown };
    return (pk.parsedBy === 'native' ? pk.json : pk) as never;
  };
  return stubWebAuthn({
    ...extra,
    create: async (o) => {
      const made = auth.create(json(o));
      return { toJSON: () => made };
    },
    get: async (o) => {
      const got = auth.get(json(o));
      return { toJSON: () => got };
    },
  });
}

/**
 * The passkey control's button named `name`, once the availability check has shown it: awaited on
 * the DOM change itself, with no time limit of its own (the check is a promise, then a render).
 */
export async function passkeyButton(name: RegExp | string): Promise<HTMLElement> {
  await untilDom(() => screen.getByRole('button', { name }));
  return screen.getByRole('button', { name });
}

/**
 * After a press: the attempt's end, when no control is busy any more (aria-busy on the button or on
 * the Smile link). The outcome is written in the same render, so it can be asserted right after.
 */
export const passkeyAttemptDone = (): Promise<void> => untilDom(() => !document.querySelector('[aria-busy="true"]'));
