// The ONE read of the global product data. Never throws: no data → null, bad data → one error, null.
import { bool, isObj, MalformedData, preview, type Obj } from '../page/coerce';
import { fromIdosellShape } from './idosell-shape';
import type { ProductConfig, ProductModel } from './model';
import { fromSpecShape } from './spec-shape';

export type { ProductConfig, ProductModel } from './model';
// The size the markup shows as chosen: in this chunk too, read only on pages with product data.
export { readMarkupSize, withMarkupSize } from './markup-size';

import { isPageValue, PRODUCT_GLOBALS as GLOBALS, readProductGlobal } from '../page/product-globals';
import { readGlobal } from '../page/globals';

function parseOne(raw: Obj, path: string, preferred: 'spec' | 'idosell'): ProductModel {
  if ('product_id' in raw) return fromSpecShape(raw, path);
  if ('id' in raw) return fromIdosellShape(raw, path);
  return preferred === 'spec' ? fromSpecShape(raw, path) : fromIdosellShape(raw, path);
}

/** The template's `window.product_config`; null when absent or not an object. */
export function readProductConfig(raw: unknown): ProductConfig | null {
  if (!isObj(raw)) return null;
  const type = raw.subscriptionType;
  return {
    isCollection: bool(raw.isCollection),
    isBundleOrConfigurator: bool(raw.isBundleOrConfigurator),
    hasMultiPackRebate: bool(raw.hasMultiPackRebate),
    hasPricesPerSize: bool(raw.hasPricesPerSize),
    hasSubscriptionsEnabled: bool(raw.hasSubscriptionsEnabled),
    subscriptionType: type === true ? 'true' : typeof type === 'string' && type !== '' && type !== 'false' ? type : null,
  };
}

/** Entries after the first: a bundle's or set's parts. A bad part is reported and left out, never the page's product. */
function readParts(list: unknown[], path: string): ProductModel[] {
  const parts: ProductModel[] = [];
  list.forEach((entry, i) => {
    if (i === 0) return;
    try {
      if (!isObj(entry)) throw new MalformedData(`${path}[${i}]`, entry, 'a product object');
      parts.push(parseOne(entry, `${path}[${i}]`, 'idosell'));
    } catch (error) {
      const detail = error instanceof Error ? error.message : preview(error);
      console.error(`[storefront] product data: ${detail}; that bundle part is left out`);
    }
  });
  return parts;
}

function parse(raw: unknown, path: string): ProductModel {
  if (Array.isArray(raw)) {
    // The template lists the page's product first; further entries are the parts of a bundle or set.
    const first: unknown = raw[0];
    if (!isObj(first)) throw new MalformedData(`${path}[0]`, first, 'a product object');
    const model = parseOne(first, `${path}[0]`, 'idosell');
    return { ...model, bundleParts: readParts(raw, path) };
  }
  if (isObj(raw)) return parseOne(raw, path, 'spec');
  throw new MalformedData(path, raw, 'an object or array');
}

export function readProductData(win: Window = window): ProductModel | null {
  let path: string = GLOBALS[0];
  try {
    for (const name of GLOBALS) {
      const raw = readProductGlobal(name, win);
      // Many pages have no product: absent, null or an empty list is not an error.
      if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) continue;
      path = name;
      const model = parse(raw, name);
      const config = readGlobal('product_config', { island: null, win, check: isPageValue, expected: 'data', label: 'product data: window.product_config', fallback: 'read as no product configuration' });
      return { ...model, config: readProductConfig(config) };
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
