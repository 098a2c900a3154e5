// Which clicks create the first list: links the server marked empty, in the header (a.slt_link.--empty
// inside .shopping_list_top[data-empty=true]) and in the mobile menu (.slm_lists__label).

const CANDIDATES = '.slt_link, .slm_lists__label, a.--empty';

/** The empty-marked link or label the click landed on, inside the container; else null. */
export function emptyLinkAt(target: EventTarget | null, container: Element): HTMLElement | null {
  const el = target instanceof Element ? target.closest<HTMLElement>(CANDIDATES) : null;
  if (!el || !container.contains(el)) return null;
  const marked = el.classList.contains('--empty') || el.closest('[data-empty]')?.getAttribute('data-empty') === 'true';
  return marked ? el : null;
}

/** Where the shopper goes afterwards: the clicked link's own target (a label without one: the list page). */
export function targetOf(el: HTMLElement, fallback: string): string {
  const link = el.closest<HTMLAnchorElement>('a[href]');
  return link ? link.href : new URL(fallback, document.baseURI).href;
}

/** A click that opens a new tab or window keeps its meaning; this page stays. */
export function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
