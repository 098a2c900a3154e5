// The footer's link groups: a.footer_tab__header[aria-controls] + the ul.footer_links_sub it controls.
import { dataReader } from '../../core/dom/data';
import { ownById } from '../../core/dom/own';

export interface FooterGroup {
  header: HTMLElement;
  list: HTMLElement;
}

/** Every group whose header and list are both there; a header pointing nowhere is reported and left alone. */
export function findGroups(container: HTMLElement): FooterGroup[] {
  const groups: FooterGroup[] = [];
  for (const header of container.querySelectorAll<HTMLElement>('.footer_tab__header')) {
    const controls = header.getAttribute('aria-controls');
    // Themes without aria-controls still have the list right after the header.
    const list =
      (controls ? ownById(document, controls) : null) ??
      (header.nextElementSibling?.matches('.footer_links_sub') ? (header.nextElementSibling as HTMLElement) : null);
    if (list) groups.push({ header, list });
    else console.error(`[storefront:footer-links] #${header.id || '(no id)'} aria-controls="${controls ?? ''}" names no link list; that group is left as it is`);
  }
  return groups;
}

/** Whether the groups fold at this view level (the spec: view 1 only, unless the footer says otherwise). */
export function collapses(level: number, views: readonly number[]): boolean {
  return views.includes(level);
}

const LEVELS = ['1', '2', '3', '4'];

/** `data-collapse-views="1,2"` → [1, 2]; anything else is reported and gives [1]. */
export function readCollapseViews(el: Element): number[] {
  const items = dataReader(el, 'footer-links').list('collapse-views', ['1']);
  if (items.length > 0 && items.every((s) => LEVELS.includes(s))) return items.map(Number);
  console.error(`[storefront:footer-links] data-collapse-views="${el.getAttribute('data-collapse-views')}" is not a list of view levels 1–4; using 1`);
  return [1];
}
