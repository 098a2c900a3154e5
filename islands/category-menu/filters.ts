// The "filters open" page state: theme buttons marked [data-filters-toggle] show and hide the
// search page's filters (#Filters) by the html class filters_open. Nothing happens without them.
import { ownById } from '../../core/dom/own';
export const FILTERS_OPEN = 'filters_open';

export function enhanceFilters(doc: Document = document): () => void {
  const toggles = Array.from(doc.querySelectorAll<HTMLElement>('[data-filters-toggle]'));
  if (toggles.length === 0) return () => {};
  const html = doc.documentElement;
  const controls = ownById(doc, 'Filters')?.id;
  const before = toggles.map((el) => [el.getAttribute('aria-expanded'), el.getAttribute('aria-controls')] as const);
  const sync = () => {
    const on = html.classList.contains(FILTERS_OPEN);
    toggles.forEach((el) => {
      el.setAttribute('aria-expanded', String(on));
      if (controls) el.setAttribute('aria-controls', controls);
    });
  };
  const onClick = (e: Event) => {
    e.preventDefault();
    html.classList.toggle(FILTERS_OPEN);
    sync();
  };
  sync();
  toggles.forEach((el) => el.addEventListener('click', onClick));
  return () => {
    toggles.forEach((el, i) => {
      el.removeEventListener('click', onClick);
      const [expanded, ctrl] = before[i]!;
      if (expanded === null) el.removeAttribute('aria-expanded');
      else el.setAttribute('aria-expanded', expanded);
      if (ctrl === null) el.removeAttribute('aria-controls');
      else el.setAttribute('aria-controls', ctrl);
    });
    html.classList.remove(FILTERS_OPEN);
  };
}
