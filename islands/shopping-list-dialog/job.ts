import type { LoadJob } from '../../core/mount/types';
import { readAppShop } from '../../core/page/globals';

/** A request to open the dialog: the products the theme named, or the basket page's "add to favourites". */
export type ListOpen = { items: unknown; after?: unknown } | { basket: true };

/** The requests sent before the island listened (they woke it), and the island's handler once it does. */
let kept: ListOpen[] = [];
let handler: ((request: ListOpen) => void) | null = null;

/**
 * The island's side: from now on every request goes to `handle`, starting with those kept until now.
 * Returns what stops it (requests are kept again, for the next island to mount).
 */
export function takeListRequests(handle: (request: ListOpen) => void): () => void {
  handler = handle;
  const before = kept;
  kept = [];
  before.forEach(handle);
  return () => {
    if (handler === handle) handler = null;
  };
}

/** The basket page's "add to favourites" on every line: it opens the dialog with the whole basket. */
export const FAVOURITE = '.basketedit_page .tool__button.--add-to-favorite';

type ListApi = Record<string, unknown>;

/**
 * The dialog's load job: the dialog renders nothing until it is asked for, so the renderer waits until then.
 * At load the job answers the theme's name for opening it, `app_shop.fn.shoppingList.addProductToList(items,
 * after?)`, on the theme's own object: every other member the theme's files use there (the list manager's
 * queries and updates) stays as it is. A call, or a click on the basket's "add to favourites", wakes the
 * island and is handed to it once it listens (takeListRequests). Stopped, the job puts back what was there.
 */
const shoppingListJob: LoadJob = (container, { wake }) => {
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  const send = (request: ListOpen) => {
    if (handler) return handler(request);
    kept.push(request);
    wake();
  };
  const shop = readAppShop('shopping-list-dialog', 'the dialog opens only from the basket page', win);
  let restore = () => {};
  if (shop) {
    const fn = (shop.fn ??= {}) as Record<string, unknown>;
    const own = fn.shoppingList;
    const api: ListApi = own !== null && typeof own === 'object' ? (own as ListApi) : {};
    const had = Object.prototype.hasOwnProperty.call(api, 'addProductToList');
    const before = api.addProductToList;
    const add = (items: unknown, after?: unknown) => send({ items, after });
    api.addProductToList = add;
    if (api !== own) fn.shoppingList = api;
    restore = () => {
      if (api.addProductToList !== add) return;
      if (had) api.addProductToList = before;
      else delete api.addProductToList;
      if (api !== own && fn.shoppingList === api) fn.shoppingList = own;
    };
  }
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(FAVOURITE)) return;
    event.preventDefault();
    send({ basket: true });
  };
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    restore();
    kept = [];
  };
};
export default shoppingListJob;
