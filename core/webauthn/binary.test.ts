import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isBase64, toBase64 } from './base64url';
import { binaryString, decodeBinaryStrings, isBinaryString } from './binary';

describe('=?BINARY?B?…?= strings (the platform accounts service\'s data)', () => {
  it('round-trip any bytes through standard, padded base64 (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (bytes) => {
        expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
        const s = binaryString(bytes);
        expect(isBinaryString(s)).toBe(true);
        expect([...new Uint8Array(decodeBinaryStrings(s) as ArrayBuffer)]).toEqual([...bytes]);
      }),
    );
  });

  it('decodes them anywhere (nested objects, arrays) and leaves every other value alone', () => {
    const out = decodeBinaryStrings({ a: ['=?BINARY?B?AQ==?=', 'text', 3, null], b: { c: '=?BINARY?B??=', d: true }, e: '=?BINARY?B?not base64!?=' }) as Record<string, unknown>;
    expect((out.a as unknown[])[0]).toBeInstanceOf(ArrayBuffer);
    expect((out.a as unknown[]).slice(1)).toEqual(['text', 3, null]);
    expect(((out.b as Record<string, unknown>).c as ArrayBuffer).byteLength).toBe(0);
    expect((out.b as Record<string, unknown>).d).toBe(true);
    expect(out.e).toBe('=?BINARY?B?not base64!?=');
  });

  it('isBase64: standard alphabet, padded to a multiple of 4', () => {
    expect(['AQ==', '+/8=', 'AQID'].every(isBase64)).toBe(true);
    expect(['', 'AQ', '-_8=', 'AQ=', 7].some(isBase64)).toBe(false);
  });
});
