// The shopping-list dialog's calls, as the platform's menu_shoppinglist.js makes them (reference section 11):
// POST /graphql/v1/ with no marker, JSON `{ query }`, literal arguments (list ids unquoted, sizes quoted,
// 'onesize' sent as 'uniw', names quoted and escaped). Success is `status === "success"`; anything else fails
// with the platform's `errors[0].message` when it gives one. Each reply's tracking header runs the tracking
// check (core/http).
import { gqlArgs, gqlId, graphql, graphqlError, isShopApiError } from '../../core/http';
import { isObj } from '../../core/page/coerce';

/** No marker in the URL: the name only labels the call in the console. */
const CALL = 'shoppingList';

export type ListItem = readonly [productId: string, size: string];

export interface ListInfo {
  name: string | null;
  link: string | null;
  count: number | null;
}

export type ListResult<T> = { ok: true; value: T } | { ok: false; message: string | null };

const products = (items: readonly ListItem[]) => items.map(([id, size]) => ({ id: gqlId(id), size: size === 'onesize' || !size ? 'uniw' : size }));
const listInput = (id: string) => gqlArgs({ ShoppingListInput: { id: gqlId(id) } });

export function createListDocument(name: string): string {
  return `mutation { shoppingListCreate(${gqlArgs({ ShoppingListSettingsInput: { name, public: true } })}) { status id } }`;
}
export function listDocument(id: string): string {
  return `query { shoppingList(${listInput(id)}) { name link productCount } }`;
}
export function addDocument(id: string, items: readonly ListItem[]): string {
  return `mutation { addToShoppingList(${listInput(id)}, ${gqlArgs({ ShoppingListProduct: products(items) })}) { status } }`;
}
export function removeDocument(id: string, items: readonly ListItem[]): string {
  return `mutation { removeFromShoppingList(${listInput(id)}, ${gqlArgs({ ShoppingListProduct: products(items) })}) { status } }`;
}

/**
 * @call POST /graphql/v1/ §11
 */
async function call(query: string, signal?: AbortSignal): Promise<ListResult<Record<string, unknown>>> {
  try {
    // The theme's list dialog asks the tracking scripts after each of its calls.
    const data = await graphql<unknown>(CALL, { kind: 'none', query, signal, tracking: true });
    return isObj(data) ? { ok: true, value: data } : { ok: false, message: null };
  } catch (err) {
    if (signal?.aborted) throw err;
    const message = isShopApiError(err) && err.kind === 'graphql' ? (graphqlError(err.body)?.message ?? null) : null;
    console.warn(`[storefront:shopping-list-dialog] the shopping-list call failed (${err instanceof Error ? err.message : String(err)})`);
    return { ok: false, message };
  }
}

const succeeded = (reply: unknown): boolean => isObj(reply) && reply.status === 'success';

/** Makes a list; its id on success. */
export async function createList(name: string, signal?: AbortSignal): Promise<ListResult<string>> {
  const r = await call(createListDocument(name), signal);
  if (!r.ok) return r;
  const reply = r.value.shoppingListCreate;
  const id = isObj(reply) && (typeof reply.id === 'number' || (typeof reply.id === 'string' && reply.id)) ? String(reply.id) : null;
  return succeeded(reply) && id ? { ok: true, value: id } : { ok: false, message: null };
}

/** A list's name, address and product count (the reply is a list of one). */
export async function readList(id: string, signal?: AbortSignal): Promise<ListResult<ListInfo>> {
  const r = await call(listDocument(id), signal);
  if (!r.ok) return r;
  const first: unknown = Array.isArray(r.value.shoppingList) ? r.value.shoppingList[0] : null;
  if (!isObj(first)) return { ok: false, message: null };
  return {
    ok: true,
    value: {
      name: typeof first.name === 'string' && first.name.trim() ? first.name.trim() : null,
      link: typeof first.link === 'string' && first.link ? first.link : null,
      count: typeof first.productCount === 'number' && Number.isFinite(first.productCount) ? first.productCount : null,
    },
  };
}

/** Adds (or removes) the products on a list. */
export async function changeList(kind: 'add' | 'remove', id: string, items: readonly ListItem[], signal?: AbortSignal): Promise<ListResult<true>> {
  const r = await call(kind === 'add' ? addDocument(id, items) : removeDocument(id, items), signal);
  if (!r.ok) return r;
  return succeeded(r.value[kind === 'add' ? 'addToShoppingList' : 'removeFromShoppingList']) ? { ok: true, value: true } : { ok: false, message: null };
}
