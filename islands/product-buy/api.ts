// Adding to the basket: the product form's own data, posted to its own action in the background.
import { postFormData, type ShopApiError } from '../../core/http';
import { isObj, num, str } from '../../core/page/coerce';
import { parseBasket } from '../../core/store/basket-parse';
import type { Basket } from '../../core/store/basket.slice';

export type AddResult =
  | { ok: true; limited: boolean; message: string | null; quantity: number | null; basket: Basket | null }
  | { ok: false; message: string | null };

/** Throws ShopApiError on HTTP/network/timeout/parse failures; a reply without a status is malformed. */
export async function addToBasket(action: string, data: FormData): Promise<AddResult> {
  const reply = await postFormData<unknown>(action, data);
  if (!isObj(reply) || typeof reply.status !== 'string') {
    throw new Error(`POST ${action}: reply has no status (${JSON.stringify(reply)?.slice(0, 80)})`);
  }
  const message = str(reply.message);
  if (reply.status !== 'ok' && reply.status !== 'limited') return { ok: false, message };
  let basket: Basket | null = null;
  try {
    basket = reply.basket === undefined ? null : parseBasket(reply.basket);
  } catch (e) {
    // The product was added; only the basket summary is unreadable. The header refetches it later.
    console.error(`[storefront:product-buy] basket in the reply of POST ${action} is unreadable: ${(e as Error).message}`);
  }
  return { ok: true, limited: reply.status === 'limited', message, quantity: num(reply.quantity), basket };
}

export type { ShopApiError };
