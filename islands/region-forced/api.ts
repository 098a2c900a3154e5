// Restore default: the shop's unset mutations (spec section 7). Only status 'success' counts (section 8).
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
  for (const field of MUTATIONS[kind]) {
    const reply = isObj(data) ? data[field] : undefined;
    if (isObj(reply) && reply.status === 'success') continue;
    const error = isObj(reply) && isObj(reply.error) ? ` (${String(reply.error.code ?? '')}: ${String(reply.error.message ?? '')})` : '';
    console.error(`${ISLAND} ${field} answered ${JSON.stringify(reply)?.slice(0, 200) ?? 'nothing'}, not status 'success'${error}; nothing changed`);
    return false;
  }
  return true;
}
