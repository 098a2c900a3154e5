import { graphql } from '../../core/http';

// The spec's call: POST /graphql/v1/?query=createShoppingList carrying the mutation shoppingListCreate.
const CREATE = 'mutation createShoppingList($name: String!) { shoppingListCreate(name: $name) { status id } }';

export interface ListCreated {
  status: string;
  id: string | null;
}

/** Creates the shopper's first list; rejects on any failure, including a reply without a status. */
export async function createFirstList(name: string, opts: { signal: AbortSignal; timeout: number }): Promise<ListCreated> {
  const data = await graphql<{ shoppingListCreate?: unknown }>('createShoppingList', {
    kind: 'query',
    query: CREATE,
    variables: { name },
    signal: opts.signal,
    timeout: opts.timeout,
  });
  const reply = data.shoppingListCreate as { status?: unknown; id?: unknown } | null | undefined;
  if (typeof reply?.status !== 'string') {
    throw new Error(`shoppingListCreate replied ${JSON.stringify(reply ?? null)}, which has no status`);
  }
  const id = typeof reply.id === 'number' || typeof reply.id === 'string' ? String(reply.id) : null;
  return { status: reply.status, id };
}
