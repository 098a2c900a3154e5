// Opinion zones (reference section 3): a zone whose reply says `type: "opinion"` shows each product's latest
// opinion, as the theme's opinion plug-in does: one POST /graphql/v1/?opinion for the zone's products, one
// alias per product,
//   query { productOpinions_123: opinion(SearchOpinionsInput: { type: "product", ordersBy: "date", sourceId: "123", resultsLimit: 1 }) { id author content rating confirmedByPurchase } }
// each answer a list; what came back is kept in sessionStorage under the alias (productOpinions_{id}), so the
// next page asks only for products it has not seen. A failure shows no opinions (the tiles stay as they are).
import { gqlArgs, graphql } from '../../core/http';
import { session } from '../../core/dom/storage';
import { isObj } from '../../core/page/coerce';
import { ISLAND } from './zones';

export interface TileOpinion {
  author: string | null;
  content: string;
  /** 0–5, or null when the shop sends none. */
  rating: number | null;
  confirmed: boolean;
}

const alias = (id: string): string => `productOpinions_${id}`;
const SELECTION = '{ id author content rating confirmedByPurchase }';

/** The document for these product ids (digits only). */
export function opinionsDocument(ids: readonly string[]): string {
  const fields = ids.map(
    (id) => `${alias(id)}: opinion(${gqlArgs({ SearchOpinionsInput: { type: 'product', ordersBy: 'date', sourceId: id, resultsLimit: 1 } })}) ${SELECTION}`,
  );
  return `query { ${fields.join(' ')} }`;
}

/** The first opinion of one alias's list, or null (no opinion, or nothing readable). */
export function readOpinion(list: unknown): TileOpinion | null {
  const first: unknown = Array.isArray(list) ? list[0] : null;
  if (!isObj(first)) return null;
  const content = typeof first.content === 'string' ? first.content.trim() : '';
  if (!content) return null;
  const rating = typeof first.rating === 'number' && Number.isFinite(first.rating) ? Math.min(5, Math.max(0, first.rating)) : null;
  return {
    author: typeof first.author === 'string' && first.author.trim() ? first.author.trim() : null,
    content,
    rating,
    confirmed: first.confirmedByPurchase === true,
  };
}

/**
 * The latest opinion of each product (ids without one are left out); cached per product for the session.
 * @call POST /graphql/v1/?opinion §3
 */
export async function fetchOpinions(ids: readonly string[], signal?: AbortSignal): Promise<Map<string, TileOpinion>> {
  const out = new Map<string, TileOpinion>();
  const wanted = [...new Set(ids.filter((id) => /^\d+$/.test(id)))];
  const missing: string[] = [];
  for (const id of wanted) {
    const kept = session.getString(alias(id));
    if (kept === null) {
      missing.push(id);
      continue;
    }
    try {
      const opinion = readOpinion(JSON.parse(kept));
      if (opinion) out.set(id, opinion);
    } catch {
      missing.push(id);
    }
  }
  if (missing.length === 0) return out;
  // One call for the products no other zone is already asking for; the others wait for that zone's call.
  const ask = missing.filter((id) => !pending.has(id));
  if (ask.length > 0) {
    const call = graphql<unknown>('opinion', { kind: 'flag', query: opinionsDocument(ask) }).catch((err: unknown) => {
      console.warn(`[storefront:${ISLAND}] the opinions of products ${ask.join(', ')} could not be loaded (${err instanceof Error ? err.message : String(err)}); the tiles show none`);
      return null;
    });
    for (const id of ask) {
      const list = call.then((data) => {
        const value = isObj(data) ? data[alias(id)] : undefined;
        if (Array.isArray(value)) session.setString(alias(id), JSON.stringify(value));
        return value;
      });
      pending.set(id, list);
      void list.finally(() => pending.delete(id));
    }
  }
  const waits = missing.map((id) => [id, pending.get(id)] as const);
  for (const [id, wait] of waits) {
    const list = await wait;
    if (signal?.aborted) return out;
    const opinion = readOpinion(list);
    if (opinion) out.set(id, opinion);
  }
  return out;
}

/** Product ids whose opinions a zone is asking for now (another zone waits for that call). */
const pending = new Map<string, Promise<unknown>>();
