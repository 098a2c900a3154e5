// The platform's AJAX add (reference section 1): `POST /graphql/v1/?addToBasket`,
// `mutation { addProductsToBasket(ProductInput: [{ id: 123, size: "uniw", quantity: 1 }]) { status results { status error { code message } } } }`.
// Only `results[0].status === "success"` counts; "error" carries results[0].error; anything else (HTML,
// `errors`, no data) is a failure. Used by the product page's graphql add (product-buy) and the
// recommendation tiles' quick-buy (hotspots, as hotspots_add_to_basket.js).
import { gqlArgs, gqlId, graphql, graphqlError, isShopApiError } from '../http';
import { isObj, str } from '../page/coerce';

export { ADDED_KEY } from '../page/platform-keys';

export interface AddLine {
  id: string;
  size: string;
  quantity: number;
  /** Days in the subscription period; omitted for a one-off purchase. */
  subscription?: number;
}

/** The literal document: ids and quantities unquoted, the size quoted ('uniw' when none). */
export function addDocument(line: AddLine): string {
  const input = gqlArgs({ id: gqlId(line.id), size: line.size || 'uniw', quantity: line.quantity, subscription: line.subscription || undefined });
  return `mutation { addProductsToBasket(ProductInput: [{ ${input} }]) { status results { status error { code message } } } }`;
}

export type AddResult =
  | { kind: 'success' }
  /** results[0].status "error", or the platform's `errors` form: its code and message when it gives them. */
  | { kind: 'error'; code: string | null; message: string | null }
  /** No answer to read (network, timeout, HTML, a reply of another shape): `reason` for the console. */
  | { kind: 'unknown'; reason: string; cause?: unknown };

/**
 * Sends the add; never throws but for an abort. `tracking`: ask the tracking scripts after the reply, as the
 * theme's quick-buy on a tile does (its product page's add does not).
 * @call POST /graphql/v1/?addToBasket §1
 */
export async function addProductsToBasket(line: AddLine, signal?: AbortSignal, tracking = false): Promise<AddResult> {
  let data: unknown;
  try {
    data = await graphql<unknown>('addToBasket', { kind: 'flag', query: addDocument(line), signal, tracking });
  } catch (err) {
    if (signal?.aborted) throw err;
    if (isShopApiError(err) && err.kind === 'graphql') return { kind: 'error', code: err.code ?? null, message: graphqlError(err.body)?.message ?? null };
    return { kind: 'unknown', reason: err instanceof Error ? err.message : String(err), cause: err };
  }
  const reply = isObj(data) && isObj(data.addProductsToBasket) ? data.addProductsToBasket : null;
  const first = reply && Array.isArray(reply.results) && isObj(reply.results[0]) ? reply.results[0] : null;
  if (first?.status === 'success') return { kind: 'success' };
  if (first?.status === 'error') {
    const e = isObj(first.error) ? first.error : {};
    return { kind: 'error', code: str(e.code), message: str(e.message) };
  }
  return { kind: 'unknown', reason: `addProductsToBasket answered ${JSON.stringify(reply)?.slice(0, 120)}` };
}
