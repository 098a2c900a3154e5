// Adding to the basket the way a real shop takes it (reference section 1). Default: the product form
// posted to its own action as the browser would (urlencoded), following the redirect a real shop
// answers with. The answer is read for what it says: the spec's JSON {status, message}, the platform's
// `errors` with a code, or (an HTML page, the usual case) nothing at all; the caller then decides from
// the basket itself. Option: the platform's AJAX add, addProductsToBasket at ?addToBasket.
import { graphqlError, isShopApiError, postPage, type PageReply } from '../../core/http';
import { isObj, num, str } from '../../core/page/coerce';
import { readReturnPage } from './return-page';
import { addDocument, addProductsToBasket, type AddLine, type AddResult } from '../../core/product/add-products';

export type AddVerdict =
  /** The server said the product is in the basket. */
  | { kind: 'added'; limited: boolean; message: string | null; quantity: number | null }
  /**
   * The server said no: a platform code (100, 109, 110, 115, 123 …, or the return page's type) and/or its
   * message. `limit`: the number a quantity refusal names. `returnPage`: the post ended on the shop's return
   * page, where a change may still have been made (the basket is read again).
   */
  | { kind: 'refused'; code: string | null; message: string | null; limit?: number | null; returnPage?: boolean }
  /** The post may have been taken (an HTML page, a dropped connection, a 5xx): the basket decides. */
  | { kind: 'unknown'; reason: string };

/** What a reply to the form post says, if anything. */
export function readFormReply(reply: PageReply): AddVerdict {
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    const reason = reply.contentType.includes('html') ? readReturnPage(reply.url, reply.text) : null;
    if (reason) return { kind: 'refused', code: reason.type, message: reason.message, limit: reason.limit, returnPage: true };
    const what = reply.contentType.includes('html') ? 'an HTML page' : `a ${reply.contentType || 'typeless'} body`;
    return { kind: 'unknown', reason: `answered ${what}${reply.redirected ? ` after a redirect to ${reply.url}` : ''}` };
  }
  if (!isObj(body)) return { kind: 'unknown', reason: `answered ${JSON.stringify(body)?.slice(0, 80)}` };
  const error = graphqlError(body);
  if (error) return { kind: 'refused', code: error.code, message: error.message === 'unknown error' ? null : error.message };
  // The spec's reply: {status: ok|limited|error, message, quantity}.
  if (typeof body.status === 'string') {
    const status = body.status.toLowerCase();
    if (status === 'ok' || status === 'limited' || status === 'success') {
      return { kind: 'added', limited: status === 'limited', message: str(body.message), quantity: num(body.quantity) };
    }
    if (status === 'error') return { kind: 'refused', code: str(body.code), message: str(body.message) };
  }
  // The platform's multiproduct JSON ({basket: {products}}) or anything else: the basket decides.
  return { kind: 'unknown', reason: `answered JSON without a status (${JSON.stringify(body).slice(0, 80)})` };
}

/** The form's fields as the browser sends a form without enctype: urlencoded (multipart only with files). */
export function formBody(data: FormData): URLSearchParams | FormData {
  const params = new URLSearchParams();
  for (const [k, v] of data) {
    if (typeof v !== 'string') return data;
    params.append(k, v);
  }
  return params;
}

/** A transport failure after which the server may still have added the product. */
function maybeTaken(err: unknown): AddVerdict {
  if (isShopApiError(err) && err.kind === 'abort') throw err;
  if (isShopApiError(err) && err.kind === 'http' && err.status !== undefined && err.status < 500) {
    return { kind: 'refused', code: null, message: null };
  }
  return { kind: 'unknown', reason: err instanceof Error ? err.message : String(err) };
}

/**
 * POST the product form to its action. Never throws but for an abort.
 * @call POST /basketchange.php §1
 */
export async function addByForm(action: string, data: FormData, signal?: AbortSignal): Promise<AddVerdict> {
  try {
    return readFormReply(await postPage(action, formBody(data), { signal }));
  } catch (err) {
    return maybeTaken(err);
  }
}

export type { AddLine };
export { addDocument };

/**
 * Counts only results[0].status === "success"; errors keep their code. Never throws but for an abort.
 * @call POST /graphql/v1/?addToBasket §1
 */
export async function addByGraphql(line: AddLine, signal?: AbortSignal): Promise<AddVerdict> {
  let result: AddResult;
  try {
    result = await addProductsToBasket(line, signal);
  } catch (err) {
    return maybeTaken(err);
  }
  if (result.kind === 'success') return { kind: 'added', limited: false, message: null, quantity: null };
  if (result.kind === 'error') return { kind: 'refused', code: result.code, message: result.message };
  return result.cause === undefined ? { kind: 'unknown', reason: result.reason } : maybeTaken(result.cause);
}
