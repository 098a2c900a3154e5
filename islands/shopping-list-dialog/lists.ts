// The shopper's lists as the server rendered them, and the page's other list menus kept in step, as
// menu_shoppinglist.js keeps them: every `[data-list_id="N"]` entry's `[data-list_count]` gets the new count,
// and a new list is cloned from each menu's `[data-list_skeleton]` entry (name, address, ids made unique;
// its `[data-empty]` box then says "false"). DOM only: these are the header's and the aside's menus.
import { setUrlAttribute } from '../../core/dom/safe-url';

export interface ShopperList {
  id: string;
  name: string;
  count: number;
  /** The list the page shows (data-current). */
  current: boolean;
}

const ISLAND = 'shopping-list-dialog';

/** The lists of the server's `.sl_choose` (skeleton entries left out), in order. */
export function readLists(root: ParentNode): ShopperList[] {
  const out: ShopperList[] = [];
  for (const el of Array.from(root.querySelectorAll('[data-list_id]'))) {
    const id = el.getAttribute('data-list_id') ?? '';
    if (el.hasAttribute('data-list_skeleton') || !/^\d+$/.test(id) || out.some((l) => l.id === id)) continue;
    const name = el.querySelector('[data-list_name]')?.textContent?.trim() ?? '';
    const count = Number.parseInt(el.querySelector('[data-list_count]')?.textContent ?? '', 10);
    out.push({ id, name, count: Number.isFinite(count) ? count : 0, current: el.getAttribute('data-current') === 'true' });
  }
  return out;
}

/** Every list entry of the page for `id` shows `count`. */
export function patchCount(doc: Document, id: string, count: number): void {
  for (const el of Array.from(doc.querySelectorAll(`[data-list_id="${CSS.escape(id)}"] [data-list_count]`))) el.textContent = String(count);
}

/** Each menu of the page gets an entry for the new list, cloned from its skeleton entry. */
export function addToMenus(doc: Document, list: { id: string; name: string; link: string | null }, skip: Element | null): void {
  for (const skeleton of Array.from(doc.querySelectorAll('[data-list_skeleton]'))) {
    if (skip?.contains(skeleton) || !skeleton.parentNode) continue;
    const entry = skeleton.cloneNode(true) as Element;
    entry.removeAttribute('data-list_skeleton');
    if (entry.hasAttribute('data-list_id')) entry.setAttribute('data-list_id', list.id);
    for (const el of Array.from(entry.querySelectorAll('[data-list_name]'))) el.textContent = list.name;
    for (const el of Array.from(entry.querySelectorAll('[data-list_count]'))) el.textContent = '0';
    if (list.link) for (const a of Array.from(entry.querySelectorAll('a[href]'))) setUrlAttribute(a, 'href', list.link, ISLAND);
    const n = skeleton.parentNode.childNodes.length;
    for (const el of Array.from(entry.querySelectorAll('[data-list_position]'))) {
      for (const attr of ['id', 'for']) if (el.hasAttribute(attr)) el.setAttribute(attr, `${el.getAttribute(attr)}${n}`);
    }
    skeleton.parentNode.appendChild(entry);
    skeleton.closest('[data-empty]')?.setAttribute('data-empty', 'false');
  }
}
