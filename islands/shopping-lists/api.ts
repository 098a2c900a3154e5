// The shopper's first list, as a real shop makes it (reference section 11): POST
// /graphql/v1/?query=createShoppingList with `mutation { shoppingListCreate(ShoppingListSettingsInput:
// { name: "…" }) { status id } }`, the name an escaped literal. The platform does not read the reply
// (the shopper goes on to the link whatever it says); the spec reads status and id, so they are
// returned when present. The reply's tracking header is handled by core/http.
import { gqlArgs, graphql } from '../../core/http';
import { isObj } from '../../core/page/coerce';

export const CREATE_LIST_CALL = 'createShoppingList';

/** The mutation for a list named `name` (quoted, `"` and `\` escaped). */
export function createListDocument(name: string): string {
  return `mutation { shoppingListCreate(ShoppingListSettingsInput: { ${gqlArgs({ name })} }) { status id } }`;
}

export interface ListCreated {
  /** The reply's status ('success' on a real shop), or null when it has none. */
  status: string | null;
  id: string | null;
}

/** Rejects only when the call itself failed (HTTP, network, timeout, a reply that is not GraphQL data,
 *  a GraphQL error); whatever data comes back is read loosely and never makes it fail.
 * @call POST /graphql/v1/?query=createShoppingList §11
 */
export async function createFirstList(name: string, opts: { signal: AbortSignal; timeout: number }): Promise<ListCreated> {
  const data = await graphql<{ shoppingListCreate?: unknown }>(CREATE_LIST_CALL, {
    kind: 'query',
    query: createListDocument(name),
    signal: opts.signal,
    timeout: opts.timeout,
    // The theme's createShoppingList asks the tracking scripts after its reply.
    tracking: true,
  });
  const reply = isObj(data) && isObj(data.shoppingListCreate) ? data.shoppingListCreate : {};
  const status = typeof reply.status === 'string' ? reply.status : null;
  const id = typeof reply.id === 'number' || (typeof reply.id === 'string' && reply.id) ? String(reply.id) : null;
  return { status, id };
}
