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

const std = (b64url: string) => Buffer.from(b64url, 'base64url').toString('base64');

describe('registerPayload', () => {
  it('has exactly the spec\'s fields; binaries in standard base64 (the platform\'s form, default)', () => {
    expect(registerPayload(reg, 'jkowalski', 'shop.test')).toEqual({
      userLogin: 'jkowalski',
      domain: 'shop.test',
      authenticatorTransportMethods: ['internal', 'hybrid'],
      clientDataJSONBase64: std(reg.response.clientDataJSON),
      attestationObjectBase64: std(reg.response.attestationObject),
    });
    expect(registerPayload(reg, 'jkowalski', 'shop.test').clientDataJSONBase64).toBe('eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0=');
  });

  it('binaries as the credential\'s base64url in the spec\'s form', () => {
    expect(registerPayload(reg, 'jkowalski', 'shop.test', 'base64url')).toEqual({
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
  it('has exactly the spec\'s fields, in standard base64 by default', () => {
    expect(loginPayload(auth, 'shop.test')).toEqual({
      domain: 'shop.test',
      publicKeyCredentialBinRawId: 'Y3JlZA==',
      clientDataJSONBase64: std(auth.response.clientDataJSON),
      authenticatorDataBase64: 'SZYN5YgO',
      signatureBase64: 'MEUCIQ==',
      userHandleBinBase64: 'dXNlcg==',
    });
  });

  it('base64url in the spec\'s form', () => {
    expect(loginPayload(auth, 'shop.test', 'base64url')).toEqual({
      domain: 'shop.test',
      publicKeyCredentialBinRawId: 'Y3JlZA',
      clientDataJSONBase64: auth.response.clientDataJSON,
      authenticatorDataBase64: auth.response.authenticatorData,
      signatureBase64: auth.response.signature,
      userHandleBinBase64: 'dXNlcg',
    });
  });

  it('no user handle from the authenticator: null in the platform\'s form, empty in the spec\'s', () => {
    expect(loginPayload({ ...auth, response: { ...auth.response, userHandle: null } }, 'd').userHandleBinBase64).toBeNull();
    expect(loginPayload({ ...auth, response: { ...auth.response, userHandle: undefined } }, 'd').userHandleBinBase64).toBeNull();
    expect(loginPayload({ ...auth, response: { ...auth.response, userHandle: null } }, 'd', 'base64url').userHandleBinBase64).toBe('');
  });

  it('carries any bytes through unchanged (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.uint8Array({ minLength: 1, maxLength: 80 }), (id, sig) => {
        const cred = { ...auth, rawId: toBase64url(id), response: { ...auth.response, signature: toBase64url(sig) } };
        const p = loginPayload(cred, 'd');
        expect(p.publicKeyCredentialBinRawId).toBe(Buffer.from(id).toString('base64'));
        expect(p.signatureBase64).toBe(Buffer.from(sig).toString('base64'));
        const u = loginPayload(cred, 'd', 'base64url');
        expect(u.publicKeyCredentialBinRawId).toBe(Buffer.from(id).toString('base64url'));
        expect(u.signatureBase64).toBe(Buffer.from(sig).toString('base64url'));
      }),
    );
  });

  it('refuses a missing signature or raw id', () => {
    expect(() => loginPayload({ ...auth, rawId: '' }, 'd')).toThrow(/rawId/);
    expect(() => loginPayload({ ...auth, response: { ...auth.response, signature: undefined as never } }, 'd')).toThrow(/signature/);
  });
});
