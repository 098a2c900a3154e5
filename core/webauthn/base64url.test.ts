import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base64urlToText, fromBase64url, isBase64url, textToBase64url, toBase64url } from './base64url';

const nodeB64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');

describe('base64url', () => {
  it('encodes the RFC 4648 test vectors without padding', () => {
    const vectors: Array<[string, string]> = [['', ''], ['f', 'Zg'], ['fo', 'Zm8'], ['foo', 'Zm9v'], ['foob', 'Zm9vYg'], ['fooba', 'Zm9vYmE'], ['foobar', 'Zm9vYmFy']];
    for (const [plain, encoded] of vectors) {
      expect(textToBase64url(plain)).toBe(encoded);
      expect(base64urlToText(encoded)).toBe(plain);
    }
  });

  it('uses - and _ where base64 has + and /', () => {
    expect(toBase64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect([...fromBase64url('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
  });

  it('agrees with Node for any bytes, and round-trips (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = toBase64url(bytes);
        expect(text).toBe(nodeB64url(bytes));
        expect([...fromBase64url(text)]).toEqual([...bytes]);
      }),
    );
  });

  it('reads ArrayBuffers and views into a larger buffer (only the viewed bytes)', () => {
    const buf = new Uint8Array([1, 2, 3, 4, 5]);
    expect(toBase64url(buf.buffer)).toBe(nodeB64url(buf));
    expect(toBase64url(new DataView(buf.buffer, 1, 2))).toBe(nodeB64url(new Uint8Array([2, 3])));
  });

  it('accepts padding and the standard alphabet from servers that send them', () => {
    expect([...fromBase64url('+/+/')]).toEqual([0xfb, 0xff, 0xbf]);
    expect(base64urlToText('Zm8=')).toBe('fo');
  });

  it('rejects characters and lengths that are not base64, naming the character', () => {
    expect(() => fromBase64url('ab$d')).toThrow(/bad character "\$"/);
    expect(() => fromBase64url('abcde')).toThrow(/impossible length/);
  });

  it('isBase64url: URL alphabet only, non-empty, a possible length', () => {
    expect(isBase64url('Zm9v')).toBe(true);
    expect(isBase64url('Zm9v-_')).toBe(true);
    expect(isBase64url('Zm8=')).toBe(false);
    expect(isBase64url('a+b/')).toBe(false);
    expect(isBase64url('')).toBe(false);
    expect(isBase64url('abcde')).toBe(false);
    expect(isBase64url(42)).toBe(false);
  });

  it('keeps UTF-8 text intact (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => {
      expect(base64urlToText(textToBase64url(s))).toBe(s);
    }));
  });
});
