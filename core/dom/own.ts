// The page's own elements, never inserted HTML's. Server HTML an island inserts (hotspot zones,
// snippets, widgets: core/dom/sanitize.ts) carries INSERTED_ATTR on every element, so the mark stays on
// whatever part of it is moved later (the modal, a portal, a partial load). An island that looks outside
// its own container, by id or selector, takes the page's element: a snippet that repeats `#projector_size_hidden`,
// `#projector_price_value` or `#shipping_info` never takes the page's part. (The sanitizer also drops an
// inserted id the page already has; this covers ids the page gains later, e.g. from a partial load.)

/** Marks every element of server HTML an island inserted. */
export const INSERTED_ATTR = 'data-storefront-inserted';

/** True when `el` is, or is inside, server HTML an island inserted. */
export function isInserted(el: Element): boolean {
  return el.closest(`[${INSERTED_ATTR}]`) !== null;
}

/** The first element matching `selector` under `root` that is not inserted HTML, or null. */
export function ownQuery<T extends Element = HTMLElement>(root: ParentNode, selector: string): T | null {
  const first = root.querySelector<T>(selector);
  if (!first || !isInserted(first)) return first;
  for (const el of Array.from(root.querySelectorAll<T>(selector))) if (!isInserted(el)) return el;
  return null;
}

/** The page's own element with this id (getElementById, passing over inserted copies), or null. */
export function ownById<T extends HTMLElement = HTMLElement>(doc: Document, id: string): T | null {
  const first = doc.getElementById(id) as T | null;
  if (!first || !isInserted(first)) return first;
  // Rare (a copy comes first): every element with an id, compared as written (no selector escaping).
  for (const el of Array.from(doc.querySelectorAll<T>('[id]'))) if (el.id === id && !isInserted(el)) return el;
  return null;
}
