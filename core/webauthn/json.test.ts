import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromBase64url } from './base64url';
import { createCredential, credentialToJSON, getAssertion } from './json';
import { stubWebAuthn } from '../../fixtures/webauthn-stubs';
import { SoftAuthenticator } from '../../fixtures/mock-shop/soft-authenticator';
import type { AuthenticationJSON, RegistrationJSON } from './json';

const buf = (b64url: string): ArrayBuffer => fromBase64url(b64url).buffer;

/** What a browser without toJSON() hands back: ArrayBuffers everywhere. */
function bufferCredential(json: RegistrationJSON | AuthenticationJSON) {
  const r = json.response as Record<string, unknown>;
  const response: Record<string, unknown> = { clientDataJSON: buf(String(r.clientDataJSON)) };
  if ('attestationObject' in r) {
    response.attestationObject = buf(String(r.attestationObject));
    response.getTransports = () => r.transports;
  } else {
    response.authenticatorData = buf(String(r.authenticatorData));
    response.signature = buf(String(r.signature));
    response.userHandle = r.userHandle ? buf(String(r.userHandle)) : null;
  }
  return { id: json.id, rawId: buf(json.rawId), type: 'public-key', response, authenticatorAttachment: 'platform', getClientExtensionResults: () => ({}) };
}

const creation = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'shop.test', name: 'Sklep' }, user: { id: 'dXNlcg', name: 'jan', displayName: 'Jan' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] };
const request = { challenge: 'Y2hhbGxlbmdl', rpId: 'shop.test', allowCredentials: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('credentialToJSON', () => {
  it('uses toJSON() when the credential has it', () => {
    expect(credentialToJSON({ toJSON: () => ({ id: 'x' }) })).toEqual({ id: 'x' });
  });

  it('otherwise builds the same JSON from the ArrayBuffers (base64url)', () => {
    const auth = new SoftAuthenticator('http://shop.test');
    const reg = auth.create(creation);
    expect(credentialToJSON(bufferCredential(reg))).toEqual(reg);
    const assertion = auth.get(request);
    expect(credentialToJSON(bufferCredential(assertion))).toEqual(assertion);
  });
});

describe('createCredential / getAssertion', () => {
  it('use the browser\'s own parse*OptionsFromJSON where present, and pass the abort signal', async () => {
    const creds = stubWebAuthn({ create: () => Promise.resolve({ toJSON: () => ({ made: 'native' }) }), get: () => Promise.resolve({ toJSON: () => ({ got: 'native' }) }) });
    const signal = new AbortController().signal;
    await expect(createCredential(creation, signal)).resolves.toEqual({ made: 'native' });
    expect(creds.create).toHaveBeenCalledWith({ publicKey: { parsedBy: 'native', json: creation }, signal });
    await expect(getAssertion(request, signal)).resolves.toEqual({ got: 'native' });
    expect(creds.get).toHaveBeenCalledWith({ publicKey: { parsedBy: 'native', json: request }, signal });
  });

  it('options with bytes (the platform service\'s decoded data) go to the browser as they are, without any parser', async () => {
    const creds = stubWebAuthn({ nativeJson: false, create: () => Promise.resolve({ toJSON: () => ({ made: 'bytes' }) }), get: () => Promise.resolve({ toJSON: () => ({ got: 'bytes' }) }) });
    const signal = new AbortController().signal;
    const publicKey = { challenge: new Uint8Array([1, 2]).buffer, rp: { id: 'shop.test' }, user: { id: new Uint8Array([3]).buffer } };
    await expect(createCredential(publicKey, signal)).resolves.toEqual({ made: 'bytes' });
    expect(creds.create).toHaveBeenCalledWith({ publicKey, signal });
    await expect(getAssertion({ challenge: publicKey.challenge }, signal)).resolves.toEqual({ got: 'bytes' });
    expect(creds.get).toHaveBeenCalledWith({ publicKey: { challenge: publicKey.challenge }, signal });
  });

  it('fall back to @github/webauthn-json without the native methods: options decoded to bytes, the reply encoded back', async () => {
    const auth = new SoftAuthenticator('http://shop.test');
    let made: RegistrationJSON | undefined;
    const creds = stubWebAuthn({
      nativeJson: false,
      create: (o) => {
        const pk = o.publicKey!;
        expect(pk.challenge).toBeInstanceOf(ArrayBuffer);
        expect(new Uint8Array(pk.user.id as ArrayBuffer)).toEqual(fromBase64url('dXNlcg'));
        made = auth.create(creation);
        return Promise.resolve(bufferCredential(made));
      },
      get: (o) => {
        expect(o.publicKey!.challenge).toBeInstanceOf(ArrayBuffer);
        return Promise.resolve(bufferCredential(auth.get(request)));
      },
    });
    const reg = await createCredential(creation);
    expect(reg.response.attestationObject).toBe(made!.response.attestationObject);
    expect(reg.rawId).toBe(made!.rawId);
    const assertion = await getAssertion(request);
    expect(assertion.response.userHandle).toBe('dXNlcg');
    expect(creds.get).toHaveBeenCalledTimes(1);
  });

  it('a browser answering null is a missing response', async () => {
    stubWebAuthn({ create: () => Promise.resolve(null), get: () => Promise.resolve(null) });
    await expect(createCredential(creation)).rejects.toMatchObject({ kind: 'responseMissing' });
    await expect(getAssertion(request)).rejects.toMatchObject({ kind: 'responseMissing' });
  });

  it('passes the browser\'s refusal on unchanged (mapped later by toPasskeyError)', async () => {
    stubWebAuthn({ get: () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')) });
    await expect(getAssertion(request)).rejects.toMatchObject({ name: 'NotAllowedError' });
  });
});
