// Notify when available: GET /ajax/projector.php?action=set_product_observed&product=&size=&email=&mode=2.
import { getJson, TIMEOUTS } from '../../core/http';

export interface ObserveRequest {
  product: string;
  size: string;
  email: string;
}

/** 'success' / 'error' as the shop answered, with its message if it gave one. */
export interface ObserveReply {
  ok: boolean;
  message: string | null;
}

/**
 * Throws ShopApiError (http, timeout, network, parse, abort). A reply without a known status is an
 * error reply (reported in the console with the value). Never retried: it registers a request.
 */
export async function observeProduct(req: ObserveRequest, signal?: AbortSignal): Promise<ObserveReply> {
  const reply = await getJson<unknown>('/ajax/projector.php', {
    searchParams: { action: 'set_product_observed', product: req.product, size: req.size, email: req.email.trim(), mode: 2 },
    timeout: TIMEOUTS.projector,
    retry: 0,
    signal,
  });
  const r = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
  const message = typeof r.message === 'string' && r.message.trim() ? r.message.trim() : null;
  if (r.status === 'success') return { ok: true, message };
  if (r.status !== 'error') {
    console.error(`[storefront:product-notify] set_product_observed answered ${JSON.stringify(reply)?.slice(0, 200)}, not status 'success' or 'error'; treated as an error`);
  }
  return { ok: false, message: r.status === 'error' ? message : null };
}
