// The one place that turns bytes into base64url text and back (RFC 4648 §5, no padding): WebAuthn's
// JSON forms, the accounts service payloads (…Base64 fields) and the mock service all use it.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export type Bytes = ArrayBuffer | ArrayBufferView;

function view(bytes: Bytes): Uint8Array {
  return bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Bytes → base64url without padding. */
export function toBase64url(bytes: Bytes): string {
  const b = view(bytes);
  let out = '';
  for (let i = 0; i < b.length; i += 3) {
    const n = (b[i]! << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
    const chars = i + 2 < b.length ? 4 : i + 1 < b.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * base64url (padding and the standard alphabet's '+' '/' tolerated, since servers send either) → bytes.
 * Throws a TypeError naming the first bad character; a length that cannot be base64 is an error too.
 */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (clean.length % 4 === 1) throw new TypeError(`"${clip(text)}" is not base64url: impossible length ${clean.length}`);
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const c of clean) {
    const v = VALUE.get(c);
    if (v === undefined) throw new TypeError(`"${clip(text)}" is not base64url: bad character "${c}"`);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** True for a non-empty base64url string (no padding, URL alphabet only). */
export function isBase64url(text: unknown): text is string {
  return typeof text === 'string' && text.length > 0 && text.length % 4 !== 1 && /^[A-Za-z0-9_-]+$/.test(text);
}

/** UTF-8 text → base64url, and back (clientDataJSON is UTF-8 JSON). */
export const textToBase64url = (text: string): string => toBase64url(new TextEncoder().encode(text));
export const base64urlToText = (text: string): string => new TextDecoder().decode(fromBase64url(text));

const clip = (v: string): string => (v.length > 40 ? `${v.slice(0, 37)}...` : v);

/** Bytes → standard base64 ('+' '/', padded): the platform accounts service's outgoing binaries. */
export function toBase64(bytes: Bytes): string {
  const url = toBase64url(bytes).replace(/-/g, '+').replace(/_/g, '/');
  return url + '='.repeat((4 - (url.length % 4)) % 4);
}

/** True for standard, padded base64 (the empty string is not). */
export function isBase64(text: unknown): text is string {
  return typeof text === 'string' && text.length > 0 && text.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(text);
}

/** base64url text (what toJSON() gives) → standard base64. Throws a TypeError for text that is not base64. */
export const base64urlToBase64 = (text: string): string => toBase64(fromBase64url(text));
