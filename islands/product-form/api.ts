// The chosen size's live data: prices, availability and delivery, in the current mode.
//
// Platform form (default): GET /ajax/projector.php?action=get&product={id}&size={sizeType}
//   &get=sizeprices,sizeavailability,sizedelivery[&subscription=1]
// The platform's own script adds the availability parts only when the size already has availability
// data; asking for all three every time is a superset the platform answers, and keeps one request per size.
// Spec form (data-size-request="spec" on the form or the island's container): the spec's order
// get=sizeavailability,sizedelivery,sizeprices. Both are read the same way.
// Timeout: the spec's 18 s (the platform's script sets none).
import { getJson, ShopApiError, TIMEOUTS } from '../../core/http';
import { MalformedData } from '../../core/page/coerce';
import { parseSizeReply, type SizePart, type SizeUpdate } from '../../core/product/size-reply';

export type SizeRequestForm = 'platform' | 'spec';

const PARTS: Record<SizeRequestForm, readonly SizePart[]> = {
  platform: ['sizeprices', 'sizeavailability', 'sizedelivery'],
  spec: ['sizeavailability', 'sizedelivery', 'sizeprices'],
};

/** The address, commas unencoded as the shop writes it. */
export function sizeDataUrl(productId: string, size: string, subscription: boolean, form: SizeRequestForm = 'platform'): string {
  const q = (v: string) => encodeURIComponent(v);
  const mode = subscription ? '&subscription=1' : '';
  return `/ajax/projector.php?action=get&product=${q(productId)}&size=${q(size)}&get=${PARTS[form].join(',')}${mode}`;
}

/**
 * Throws ShopApiError: http, timeout, network, parse (invalid JSON, `errors`/`error` in the reply, or a
 * reply without `sizeprices` / `sizeavailability` objects), abort. No retry: a size the shopper left is
 * not worth a second try, the next switch asks again.
 * @call GET /ajax/projector.php?action=get&product=…&size=…&get=sizeprices,sizeavailability,sizedelivery §9
 */
export async function fetchSizeData(
  productId: string,
  size: string,
  subscription: boolean,
  signal: AbortSignal,
  form: SizeRequestForm = 'platform',
): Promise<SizeUpdate> {
  const url = sizeDataUrl(productId, size, subscription, form);
  const reply = await getJson<unknown>(url, { timeout: TIMEOUTS.projector, retry: 0, signal });
  return readReply('GET', url, reply, () => parseSizeReply(reply, PARTS[form]));
}

/** `read()` of a projector.php reply; a reply it finds malformed fails as the call's parse error. */
export function readReply<T>(method: 'GET' | 'POST', url: string, reply: unknown, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof MalformedData)) throw e;
    throw new ShopApiError({ kind: 'parse', method, url, body: reply, detail: `unexpected reply: ${e.message}`, cause: e });
  }
}
