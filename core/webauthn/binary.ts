// The platform accounts service's `data` (reference section 13): a JSON string in which every string
// shaped `=?BINARY?B?<standard base64>?=` stands for bytes. Decoded, the object goes as it is to
// navigator.credentials.create()/get(), so it is the full `{publicKey: {…}}` options.
import { fromBase64url, toBase64, type Bytes } from './base64url';

const BINARY = /^=\?BINARY\?B\?([A-Za-z0-9+/]*={0,2})\?=$/;

/** `=?BINARY?B?…?=` for bytes (the mock service writes its options this way). */
export const binaryString = (bytes: Bytes): string => `=?BINARY?B?${toBase64(bytes)}?=`;

/** True for a string in the `=?BINARY?B?…?=` form. */
export const isBinaryString = (v: unknown): v is string => typeof v === 'string' && BINARY.test(v);

/** Every `=?BINARY?B?…?=` string anywhere in the value (objects, arrays, recursively) → an ArrayBuffer. */
export function decodeBinaryStrings(value: unknown): unknown {
  if (typeof value === 'string') {
    const m = BINARY.exec(value);
    return m ? fromBase64url(m[1]!).buffer : value;
  }
  if (Array.isArray(value)) return value.map(decodeBinaryStrings);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeBinaryStrings(v)]));
  }
  return value;
}
