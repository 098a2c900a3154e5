// Notify when available, as the platform's product page sends it:
// GET /ajax/projector.php?action=set_product_observed&product={id}&size={sizeType}&email={e-mail}&mode=2
//   &recaptcha={[name=iai-recaptcha-token] value, else empty}&field={JSON of the form's fields}
// (e-mail and field URL-encoded). Reply {status, errdesc}: only status "error" is a failure.
import { getJson, graphql, TIMEOUTS } from '../../core/http';
import { ownQuery } from '../../core/dom/own';

export interface ObserveRequest {
  product: string;
  size: string;
  email: string;
}

/** The platform's errdesc words the island has a text for; anything else is 'other'. */
export type ObserveError = 'mail' | 'increase_quantity' | 'limit' | 'other';

export type ObserveReply = { ok: true } | { ok: false; error: ObserveError; errdesc: string };

/** The page's reCAPTCHA token (the platform's field), '' when the page has none. */
export function recaptchaToken(doc: Document = document): string {
  const el = ownQuery<HTMLInputElement | HTMLTextAreaElement>(doc, '[name="iai-recaptcha-token"]');
  return el?.value ?? '';
}

/** The request's address, parameters in the platform's order. */
export function observeUrl(req: ObserveRequest, recaptcha: string): string {
  const email = req.email.trim();
  const q = encodeURIComponent;
  // The fields of the platform's dialog, by their names there (the island's form has the e-mail only).
  const field = JSON.stringify({ availability_email: email });
  return `/ajax/projector.php?action=set_product_observed&product=${q(req.product)}&size=${q(req.size)}&email=${q(email)}&mode=2&recaptcha=${q(recaptcha)}&field=${q(field)}`;
}

const KNOWN: readonly ObserveError[] = ['mail', 'increase_quantity', 'limit'];

/**
 * Throws ShopApiError (http, timeout, network, parse for a body that is not JSON, abort). Never retried:
 * it registers a request. Any JSON reply but status "error" is a success, as on the platform; a reply
 * without a status is reported in the console (the shop may well have registered it).
 * @call GET /ajax/projector.php?action=set_product_observed&product=…&size=…&email=…&mode=2&recaptcha=…&field=… §10
 */
export async function observeProduct(req: ObserveRequest, signal?: AbortSignal): Promise<ObserveReply> {
  const url = observeUrl(req, recaptchaToken());
  const reply = await getJson<unknown>(url, { timeout: TIMEOUTS.projector, retry: 0, signal });
  const r = typeof reply === 'object' && reply !== null && !Array.isArray(reply) ? (reply as Record<string, unknown>) : {};
  if (r.status === 'error') {
    const errdesc = typeof r.errdesc === 'string' ? r.errdesc.trim() : '';
    const error = (KNOWN as readonly string[]).includes(errdesc) ? (errdesc as ObserveError) : 'other';
    return { ok: false, error, errdesc };
  }
  if (typeof r.status !== 'string') {
    console.warn(`[storefront:product-notify] set_product_observed answered ${JSON.stringify(reply)?.slice(0, 200)}, without a status; taken as done (only status "error" is a failure)`);
  }
  return { ok: true };
}

/**
 * The signed-in shopper's e-mail, as the platform's notify dialog asks it before it opens: POST /graphql/v1/
 * (no marker) with this document. Not asked for a shopper who is not signed in.
 */
export const CLIENT_EMAIL_QUERY = 'query { client { email } }';

/**
 * '' when the shop knows no e-mail (no client, or an empty one). Throws ShopApiError as any call.
 * @call POST /graphql/v1/ §10
 */
export async function fetchClientEmail(signal?: AbortSignal): Promise<string> {
  const data = await graphql<{ client?: { email?: unknown } | null }>('', { query: CLIENT_EMAIL_QUERY, kind: 'none', signal });
  const email = data?.client?.email;
  return typeof email === 'string' ? email.trim() : '';
}
