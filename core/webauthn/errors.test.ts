import { describe, expect, it } from 'vitest';
import { ShopApiError } from '../http';
import { resolveTexts } from '../texts';
import { PasskeyError, toPasskeyError, type PasskeyErrorKind } from './errors';
import { errorMessage, passkeyErrorTexts } from './texts';

const pl = resolveTexts(passkeyErrorTexts, { language: 'pl' });
const en = resolveTexts(passkeyErrorTexts, { language: 'en' });
const api = (kind: ShopApiError['kind'], status?: number) =>
  new ShopApiError({ kind, method: 'POST', url: 'https://accounts.test/webAuthn/login.php', status, detail: kind });

describe('toPasskeyError', () => {
  it('maps the browser\'s DOMExceptions: cancelling, an existing passkey, no support', () => {
    const cases: Array<[string, PasskeyErrorKind]> = [
      ['NotAllowedError', 'cancelled'],
      ['AbortError', 'cancelled'],
      ['InvalidStateError', 'alreadyRegistered'],
      ['NotSupportedError', 'unsupported'],
      ['SecurityError', 'unsupported'],
      ['TypeError', 'unknown'],
    ];
    for (const [name, kind] of cases) expect(toPasskeyError(new DOMException('m', name)).kind).toBe(kind);
  });

  it('maps core/http failures: HTTP status, no connection, unreadable reply', () => {
    expect(toPasskeyError(api('http', 503))).toMatchObject({ kind: 'http', detail: '503' });
    expect(toPasskeyError(api('network')).kind).toBe('connection');
    expect(toPasskeyError(api('timeout')).kind).toBe('connection');
    expect(toPasskeyError(api('parse')).kind).toBe('responseMissing');
  });

  it('passes PasskeyErrors through and makes anything else unknown', () => {
    const e = new PasskeyError('service', 'x', 'Konto zablokowane');
    expect(toPasskeyError(e)).toBe(e);
    expect(toPasskeyError('boom')).toMatchObject({ kind: 'unknown', message: 'boom' });
    expect(toPasskeyError(null).kind).toBe('unknown');
  });
});

describe('errorMessage', () => {
  const kinds: PasskeyErrorKind[] = ['unsupported', 'missingUser', 'responseMissing', 'service', 'http', 'connection', 'invalidToken', 'cancelled', 'alreadyRegistered', 'unknown'];

  it('has a Polish and a different English message for every kind', () => {
    for (const kind of kinds) {
      const err = new PasskeyError(kind, 'x', kind === 'http' ? '500' : null);
      expect(errorMessage(err, pl).length).toBeGreaterThan(10);
      expect(errorMessage(err, en)).not.toBe(errorMessage(err, pl));
    }
    expect(new Set(kinds.map((k) => errorMessage(new PasskeyError(k, 'x'), pl))).size).toBe(kinds.length);
  });

  it('names code 1 for an unsupported browser, the HTTP status, and the service\'s errorMsg as plain text', () => {
    expect(errorMessage(new PasskeyError('unsupported', 'x'), pl)).toContain('kod 1');
    expect(errorMessage(new PasskeyError('http', 'x', '500'), pl)).toContain('HTTP 500');
    expect(errorMessage(new PasskeyError('service', 'x', '<img src=x onerror=alert(1)>'), pl)).toBe('Serwis logowania odrzucił żądanie: <img src=x onerror=alert(1)>');
    expect(errorMessage(new PasskeyError('service', 'x', null), pl)).toBe(pl.serviceNoMessage);
  });

  it('takes page overrides', () => {
    const t = resolveTexts(passkeyErrorTexts, { language: 'pl', overrides: { 'passkeys.cancelled': 'Anulowano.' } });
    expect(errorMessage(new PasskeyError('cancelled', 'x'), t)).toBe('Anulowano.');
  });
});
