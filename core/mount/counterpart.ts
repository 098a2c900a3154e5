/**
 * An island that takes its container over (`host: 'replace'`) renders its own elements in place of the
 * server's: the server's link becomes the island's link. When the shopper woke it by focusing or clicking
 * one of those elements (the renderer waits for that intent), the focus and the held click must
 * reach the island's stand-in, or they are lost with the element React removed.
 *
 * `rememberServerElements(container)`, called before the first render, returns the finder: for a server
 * element that is no longer on the page, the island's element that stands for it now: the same tag with
 * the same id, else the same `href`, else the same place among the container's elements of that tag; an
 * element with neither inside one that has them (a link's inner text) stands for that one. An
 * element still on the page (moved into the island's markup, as the mini-basket moves the server link's
 * badge) is its own counterpart. Null when nothing stands for it (the island dropped it).
 */
export function rememberServerElements(container: HTMLElement): (old: Element) => HTMLElement | null {
  const byTag = new Map<string, Element[]>();
  container.querySelectorAll('*').forEach((el) => {
    const list = byTag.get(el.tagName);
    if (list) list.push(el);
    else byTag.set(el.tagName, [el]);
  });
  const find = (old: Element): HTMLElement | null => {
    const place = byTag.get(old.tagName)?.indexOf(old) ?? -1;
    if (place < 0) return null;
    const now = Array.from(container.querySelectorAll<HTMLElement>('*')).filter((el) => el.tagName === old.tagName);
    const id = old.id;
    const href = old.getAttribute('href');
    if (id) return now.find((el) => el.id === id) ?? null;
    if (href !== null) return now.find((el) => el.getAttribute('href') === href) ?? null;
    return now[place] ?? null;
  };
  return (old) => {
    if (old.isConnected) return container.contains(old) ? (old as HTMLElement) : null;
    // A click lands on the innermost element (a size link's name in its span): the nearest element around
    // it that is known by its id or href stands for it (clicking it is the same activation), as an inner
    // element's place may shift when the island adds words of its own (a size's "niedostępny").
    for (let el: Element | null = old; el; el = el.parentElement) {
      if (el.id || el.hasAttribute('href')) return find(el);
    }
    return find(old);
  };
}

/** The event a trigger sends its container when the element whose click it held has been replaced. */
export const REPLAY_EVENT = 'storefront:replay-click';
