// The ONE read of the global product data. Never throws: no data → null, bad data → one error, null.
import { isObj, MalformedData, preview, type Obj } from './coerce';
import { fromIdosellShape } from './product-idosell-shape';
import type { ProductModel } from './product-model';
import { fromSpecShape } from './product-spec-shape';

export type { ProductModel } from './product-model';

/** Globals looked at, in order. */
const GLOBALS = ['product_data', 'productData'] as const;

function parseOne(raw: Obj, path: string, preferred: 'spec' | 'idosell'): ProductModel {
  if ('product_id' in raw) return fromSpecShape(raw, path);
  if ('id' in raw) return fromIdosellShape(raw, path);
  return preferred === 'spec' ? fromSpecShape(raw, path) : fromIdosellShape(raw, path);
}

function parse(raw: unknown, path: string): ProductModel {
  if (Array.isArray(raw)) {
    // The template lists the page's product first; further entries (bundle parts) are not read here.
    const first: unknown = raw[0];
    if (!isObj(first)) throw new MalformedData(`${path}[0]`, first, 'a product object');
    return parseOne(first, `${path}[0]`, 'idosell');
  }
  if (isObj(raw)) return parseOne(raw, path, 'spec');
  throw new MalformedData(path, raw, 'an object or array');
}

export function readProductData(win: Window = window): ProductModel | null {
  let path: string = GLOBALS[0];
  try {
    const globals = win as unknown as Record<string, unknown>;
    for (const name of GLOBALS) {
      const raw = globals[name];
      // Many pages have no product: absent, null or an empty list is not an error.
      if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) continue;
      path = name;
      return parse(raw, name);
    }
    return null;
  } catch (error) {
    const detail =
      error instanceof MalformedData
        ? error.message
        : `${path} could not be read (${error instanceof Error ? error.message : preview(error)})`;
    console.error(`[storefront] product data: ${detail}; product islands get no data`);
    return null;
  }
}
