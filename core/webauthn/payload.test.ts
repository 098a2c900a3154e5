import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toBase64url } from './base64url';
import { PasskeyError } from './errors';
import type { AuthenticationJSON, RegistrationJSON } from './json';
import { loginPayload, registerPayload } from './payload';

const reg: RegistrationJSON = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal', 'hybrid'] },
};
const auth: AuthenticationJSON = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5YgO', signature: 'MEUCIQ', userHandle: 'dXNlcg' },
};

describe('registerPayload', () => {
  it('has exactly the spec\'s fields, binary ones as the credential\'s base64url', () => {
    expect(registerPayload(reg, 'jkowalski', 'shop.test')).toEqual({
      userLogin: 'jkowalski',
      domain: 'shop.test',
      authenticatorTransportMethods: ['internal', 'hybrid'],
      clientDataJSONBase64: reg.response.clientDataJSON,
      attestationObjectBase64: reg.response.attestationObject,
    });
  });

  it('sends no transports when the browser reported none, and drops junk entries', () => {
    expect(registerPayload({ ...reg, response: { ...reg.response, transports: undefined } }, 'a', 'b').authenticatorTransportMethods).toEqual([]);
    expect(registerPayload({ ...reg, response: { ...reg.response, transports: ['usb', 42 as never, '<b>x</b>'] } }, 'a', 'b').authenticatorTransportMethods).toEqual(['usb']);
  });

  it('refuses a credential whose attestation or client data is missing or not base64url (responseMissing)', () => {
    for (const bad of ['', 'a+b/', 'abc=', undefined, null, 7]) {
      const e = (() => {
        try {
          registerPayload({ ...reg, response: { ...reg.response, attestationObject: bad as never } }, 'a', 'b');
        } catch (err) {
          return err;
        }
      })();
      expect(e).toBeInstanceOf(PasskeyError);
      expect((e as PasskeyError).kind).toBe('responseMissing');
      expect((e as PasskeyError).message).toContain('attestationObject');
    }
  });
});

describe('loginPayload', () => {
  it('has exactly the spec\'s fields', () => {
    expect(loginPayload(auth, 'shop.test')).toEqual({
      domain: 'shop.test',
      publicKeyCredentialBinRawId: 'Y3JlZA',
      clientDataJSONBase64: auth.response.clientDataJSON,
      authenticatorDataBase64: auth.response.authenticatorData,
      signatureBase64: auth.response.signature,
      userHandleBinBase64: 'dXNlcg',
    });
  });

  it('sends an empty user handle when the authenticator gave none', () => {
    expect(loginPayload({ ...auth, response: { ...auth.response, userHandle: null } }, 'd').userHandleBinBase64).toBe('');
    expect(loginPayload({ ...auth, response: { ...auth.response, userHandle: undefined } }, 'd').userHandleBinBase64).toBe('');
  });

  it('carries any bytes through unchanged (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.uint8Array({ minLength: 1, maxLength: 80 }), (id, sig) => {
        const p = loginPayload({ ...auth, rawId: toBase64url(id), response: { ...auth.response, signature: toBase64url(sig) } }, 'd');
        expect(p.publicKeyCredentialBinRawId).toBe(Buffer.from(id).toString('base64url'));
        expect(p.signatureBase64).toBe(Buffer.from(sig).toString('base64url'));
      }),
    );
  });

  it('refuses a missing signature or raw id', () => {
    expect(() => loginPayload({ ...auth, rawId: '' }, 'd')).toThrow(/rawId/);
    expect(() => loginPayload({ ...auth, response: { ...auth.response, signature: undefined as never } }, 'd')).toThrow(/signature/);
  });
});
