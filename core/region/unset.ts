// Restore default: the shop's unset mutations (spec section 7, reference section 12): POST
// /graphql/v1/?mutation=unsetRegion | unsetZipcode | unsetRegionAndZipcode with
// `mutation { unsetTemporaryRegion { status error { code message } } }` (and/or unsetTemporaryZipcode).
// Only status 'success' acts (spec section 8); a reply without data, an HTML page or an error is a
// logged `false`, never a throw.
import { graphql, isShopApiError } from '../http';
import { isObj } from '../page/coerce';
import type { UnsetKind } from './forced-cookies';

const FIELDS = '{ status error { code message } }';
const MUTATIONS: Record<UnsetKind, string[]> = {
  unsetRegion: ['unsetTemporaryRegion'],
  unsetZipcode: ['unsetTemporaryZipcode'],
  unsetRegionAndZipcode: ['unsetTemporaryRegion', 'unsetTemporaryZipcode'],
};

export const UNSET_TIMEOUT_MS = 10000;

export function unsetQuery(kind: UnsetKind): string {
  return `mutation { ${MUTATIONS[kind].map((f) => `${f} ${FIELDS}`).join(' ')} }`;
}

/**
 * The `?mutation=` name each caller sends: the region notice's own (`unsetRegion` …), the product page's
 * courier dialog the theme's (`projectorFormUnsetRegion` …). The document is the same.
 */
export const PRODUCT_PAGE_CALLS: Record<UnsetKind, string> = {
  unsetRegion: 'projectorFormUnsetRegion',
  unsetZipcode: 'projectorFormUnsetZipcode',
  unsetRegionAndZipcode: 'projectorFormUnsetRegionAndZipcode',
};

export interface UnsetOptions {
  /** The island named in console lines. */
  island?: string;
  /** The `?mutation=` name; default the kind itself. */
  call?: string;
}

/**
 * True only when every mutation asked answered status 'success'; anything else is logged and false.
 * @call POST /graphql/v1/?mutation=unsetRegion §12
 * @call POST /graphql/v1/?mutation=unsetZipcode §12
 * @call POST /graphql/v1/?mutation=unsetRegionAndZipcode §12
 * @call POST /graphql/v1/?mutation=projectorFormUnsetRegion §12
 * @call POST /graphql/v1/?mutation=projectorFormUnsetZipcode §12
 * @call POST /graphql/v1/?mutation=projectorFormUnsetRegionAndZipcode §12
 */
export async function unsetForced(kind: UnsetKind, signal?: AbortSignal, timeout = UNSET_TIMEOUT_MS, { island = 'region-forced', call = kind }: UnsetOptions = {}): Promise<boolean> {
  const ISLAND = `[storefront:${island}]`;
  let data: unknown;
  try {
    data = await graphql<unknown>(call, { kind: 'mutation', query: unsetQuery(kind), signal, timeout });
  } catch (err) {
    // Cancelled by the island (the notice was closed): not a failure to report.
    if (signal?.aborted) return false;
    console.error(`${ISLAND} restoring the default region failed: ${isShopApiError(err) ? err.message : String(err)}`);
    return false;
  }
  // As on a real shop, the first field asked decides (both asked: unsetTemporaryRegion's status); a
  // second field that did not succeed is only noted.
  const [decisive, ...others] = MUTATIONS[kind];
  const reply = (field: string): unknown => (isObj(data) ? data[field] : undefined);
  const ok = (field: string): boolean => {
    const r = reply(field);
    return isObj(r) && r.status === 'success';
  };
  const said = (field: string): string => {
    const r = reply(field);
    const error = isObj(r) && isObj(r.error) ? ` (${String(r.error.code ?? '')}: ${String(r.error.message ?? '')})` : '';
    return `${field} answered ${JSON.stringify(r)?.slice(0, 200) ?? 'nothing'}, not status 'success'${error}`;
  };
  if (!ok(decisive!)) {
    console.error(`${ISLAND} ${said(decisive!)}; nothing changed`);
    return false;
  }
  for (const field of others) if (!ok(field)) console.warn(`${ISLAND} ${said(field)}; going on, as ${decisive} succeeded`);
  return true;
}
