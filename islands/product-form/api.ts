// The chosen size's live data: availability, delivery and prices, in the current mode.
import { getJson, ShopApiError, TIMEOUTS } from '../../core/http';
import { MalformedData } from '../../core/page/coerce';
import { parseSizeReply, type SizePart, type SizeUpdate } from '../../core/product/size-reply';

const PARTS: readonly SizePart[] = ['sizeavailability', 'sizedelivery', 'sizeprices'];

/** The spec's address, commas unencoded as the shop writes it. */
export function sizeDataUrl(productId: string, size: string, subscription: boolean): string {
  const q = (v: string) => encodeURIComponent(v);
  const mode = subscription ? '&subscription=1' : '';
  return `/ajax/projector.php?action=get&product=${q(productId)}&size=${q(size)}&get=${PARTS.join(',')}${mode}`;
}

/**
 * Throws ShopApiError: http, timeout, network, parse (invalid JSON or a reply without the asked-for
 * parts), abort. No retry: a size the shopper left is not worth a second try, the next switch asks again.
 */
export async function fetchSizeData(productId: string, size: string, subscription: boolean, signal: AbortSignal): Promise<SizeUpdate> {
  const url = sizeDataUrl(productId, size, subscription);
  const reply = await getJson<unknown>(url, { timeout: TIMEOUTS.projector, retry: 0, signal });
  try {
    return parseSizeReply(reply, PARTS);
  } catch (e) {
    if (!(e instanceof MalformedData)) throw e;
    throw new ShopApiError({ kind: 'parse', method: 'GET', url, body: reply, detail: `unexpected reply: ${e.message}`, cause: e });
  }
}
