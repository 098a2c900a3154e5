// "Show more" in the mega-menu: a list with more than `limit` categories shows the first
// `limit` and a button for the rest. The theme's "show all" link and header always stay.
import type { CategoryMenuTexts } from './texts';
import { createDomPatch } from '../../core/dom/dom-patch';

const isCategory = (li: Element): li is HTMLLIElement =>
  li.matches('li.nav-item') && !li.matches('.--all, .--extend, .nav-header');

/** Returns the undo; `onToggle` runs after the list grew or shrank (the columns re-measure). */
export function applyShowMore(list: HTMLElement, limit: number, t: CategoryMenuTexts, onToggle: () => void): () => void {
  const items = Array.from(list.children).filter(isCategory);
  if (items.length <= limit) return () => {};
  const extra = items.slice(limit).filter((li) => !li.hidden);
  // A server-rendered "more" item (IdoSell's --extend) would duplicate ours while we run.
  const serverMore = Array.from(list.children).filter((li): li is HTMLElement => li instanceof HTMLElement && li.matches('.--extend') && !li.hidden);
  // Through a DOM patch: `hidden` plus an inline display: none !important, which a theme's
  // `.nav-item { display: block }` cannot show again; restore puts each back as it was.
  const patch = createDomPatch();
  const hide = (hidden: boolean) => extra.forEach((li) => patch.hidden(li, hidden));
  hide(true);
  serverMore.forEach((li) => patch.hidden(li, true));

  const li = document.createElement('li');
  li.className = 'nav-item --extend --more';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'nav-link --more';
  button.setAttribute('aria-expanded', 'false');
  button.textContent = t.showMore;
  li.append(button);
  list.insertBefore(li, list.querySelector(':scope > li.--all'));

  const onClick = () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    hide(!open);
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open ? t.showLess : t.showMore;
    // Keyboard users continue at the first category that just appeared.
    if (open) extra[0]?.querySelector<HTMLElement>('a, button')?.focus();
    onToggle();
  };
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    li.remove();
    patch.restore();
  };
}
