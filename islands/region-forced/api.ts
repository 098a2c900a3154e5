// Restore default: the shop's unset mutations (spec section 7, reference section 12): POST
// /graphql/v1/?mutation=unsetRegion | unsetZipcode | unsetRegionAndZipcode with
// `mutation { unsetTemporaryRegion { status error { code message } } }` (and/or unsetTemporaryZipcode).
// Only status 'success' acts (spec section 8); a reply without data, an HTML page or an error is a
// logged `false`, never a throw.
import { graphql, isShopApiError } from '../../core/http';
import { isObj } from '../../core/page/coerce';
import type { UnsetKind } from './cookies';

const ISLAND = '[storefront:region-forced]';
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

/** True only when every mutation asked answered status 'success'; anything else is logged and false. */
export async function unsetForced(kind: UnsetKind, signal?: AbortSignal, timeout = UNSET_TIMEOUT_MS): Promise<boolean> {
  let data: unknown;
  try {
    data = await graphql<unknown>(kind, { kind: 'mutation', query: unsetQuery(kind), signal, timeout });
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
