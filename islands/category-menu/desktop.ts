// Desktop (views 3–4): the APG "disclosure navigation" pattern. Each top-level expand button
// shows its panel (aria-expanded/aria-controls); links stay links, Tab moves as the page
// goes, Escape closes and returns focus to the button. Hover opens and closes after a delay.
import { createDomPatch } from '../../core/dom/dom-patch';
import { mergeColumns, opensLeft } from './columns';
import type { CategoryMenuConfig } from './config';
import { applyShowMore } from './show-more';
import type { CategoryMenuTexts } from './texts';

interface Item {
  li: HTMLElement;
  button: HTMLButtonElement;
  panel: HTMLElement;
  laidOut: boolean;
}

export function topItems(navbar: HTMLElement): Item[] {
  const items: Item[] = [];
  for (const li of navbar.querySelectorAll<HTMLElement>(':scope > ul > li.nav-item')) {
    const button = li.querySelector<HTMLButtonElement>(':scope > .nav-link-wrapper > button.nav-link-expand');
    const panel = li.querySelector<HTMLElement>(':scope > ul.navbar-subnav');
    if (button && panel) items.push({ li, button, panel, laidOut: false });
  }
  return items;
}

/** A closed panel the page's styles still show: displayed, visible and not transparent. */
function showsWhileClosed(panel: HTMLElement): boolean {
  const view = panel.ownerDocument.defaultView;
  if (!view) return false;
  const cs = view.getComputedStyle(panel);
  return cs.display !== 'none' && cs.visibility !== 'hidden' && cs.opacity !== '0';
}

export function enhanceDesktop(navbar: HTMLElement, cfg: CategoryMenuConfig, t: CategoryMenuTexts): () => void {
  const patch = createDomPatch();
  const undo: Array<() => void> = [];
  const items = topItems(navbar);
  items.forEach((item, i) => {
    if (!item.panel.id) patch.attr(item.panel, 'id', `${navbar.id || 'menu_navbar'}_panel_${i + 1}`);
    patch.attr(item.button, 'aria-expanded', 'false');
    patch.attr(item.button, 'aria-controls', item.panel.id);
  });
  // The theme's back links are icons with no text: named as on the phone, wherever a theme shows them.
  for (const back of navbar.querySelectorAll<HTMLElement>('a.nav-header__backLink')) {
    if (!back.getAttribute('aria-label')?.trim() && !back.textContent?.trim()) patch.attr(back, 'aria-label', t.back);
  }

  // Closed panels the page's CSS leaves on screen (a theme without the menu's rules, or one that styles only
  // the open state) are hidden by the island, so what a button says and what shows always agree. Read from
  // computed styles only: no layout at mount.
  const ownHiding = new Set(items.filter((item) => showsWhileClosed(item.panel)));
  for (const item of ownHiding) patch.hidden(item.panel, true);

  let open: Item | null = null;
  /** A panel opened by hover closes when the pointer leaves; one opened by its button stays. */
  let pinned = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer);
    timer = ms > 0 ? setTimeout(fn, ms) : undefined;
    if (ms <= 0) fn();
  };

  /** Columns by measured height: the panel must be displayed, so this runs right after opening. */
  const columns = (item: Item) => {
    const cats = Array.from(item.panel.children).filter(
      (li): li is HTMLElement => li instanceof HTMLElement && li.matches('li.nav-item') && !li.matches('.--all, .--extend') && !li.hidden,
    );
    const groups = cfg.columnConcat
      ? mergeColumns(cats.map((li) => li.getBoundingClientRect().height), { height: cfg.columnHeight, padding: cfg.columnPadding, maxColumns: cfg.columns })
      : cats.map((_, i) => [i]);
    cats.forEach((li) => patch.toggle(li, '--column-start', false));
    groups.forEach((group, c) => group.forEach((i, k) => {
      patch.toggle(cats[i], '--column-start', k === 0 && c > 0);
      patch.attr(cats[i], 'data-column', String(c + 1));
    }));
    patch.attr(item.panel, 'data-columns', String(Math.max(1, groups.length)));
    patch.toggle(item.panel, '--columns', true);
    return Math.max(1, groups.length);
  };

  /** First open: show-more, columns and the side it opens to (the spec: "positioned on first hover"). */
  const layOut = (item: Item) => {
    item.laidOut = true;
    const relayout = () => columns(item);
    for (const list of [item.panel, ...item.panel.querySelectorAll<HTMLElement>('ul.navbar-subsubnav')]) {
      undo.push(applyShowMore(list, cfg.showMore, t, relayout));
    }
    const count = columns(item);
    const left = item.li.getBoundingClientRect().left;
    const right = document.documentElement.clientWidth || window.innerWidth;
    patch.toggle(item.li, '--left', opensLeft(left, count, right, cfg.submenuWidth));
  };

  const show = (item: Item, pin = false) => {
    clearTimeout(timer);
    if (pin) pinned = true;
    if (open === item) return;
    if (!pin) pinned = false;
    if (open) hide(open);
    open = item;
    // A panel opened by hover while focus is elsewhere (the search field) must close on Escape too
    // (WCAG 1.4.13): the document listens while a panel is shown.
    document.addEventListener('keydown', onDocKey);
    if (ownHiding.has(item)) patch.hidden(item.panel, false);
    patch.toggle(item.li, '--hover', true);
    item.button.setAttribute('aria-expanded', 'true');
    if (!item.laidOut) layOut(item);
  };
  function hide(item: Item, focus = false) {
    clearTimeout(timer);
    patch.toggle(item.li, '--hover', false);
    if (ownHiding.has(item)) patch.hidden(item.panel, true);
    item.button.setAttribute('aria-expanded', 'false');
    if (open === item) {
      open = null;
      pinned = false;
      document.removeEventListener('keydown', onDocKey);
    }
    if (focus) item.button.focus();
  }

  const itemOf = (node: EventTarget | null) => items.find((it) => node instanceof Node && it.li.contains(node));
  const onClick = (e: MouseEvent) => {
    const item = items.find((it) => e.target instanceof Node && it.button.contains(e.target));
    if (!item) return;
    // A mouse click on a panel that hover has just opened keeps it open instead of closing it.
    if (open === item && (pinned || e.detail === 0)) hide(item);
    else show(item, true);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    hide(open, open.li.contains(document.activeElement));
  };
  // Escape pressed outside the menu: closes the open panel, focus stays where it is. An Escape that
  // something else already used (the search suggestions closing) is left to it; the next one closes.
  function onDocKey(e: KeyboardEvent) {
    if (e.key !== 'Escape' || !open || e.defaultPrevented) return;
    hide(open, false);
  }
  // Focus leaving an open category (Tab past its last link) closes it, as APG suggests.
  const onFocusOut = (e: FocusEvent) => {
    if (open && itemOf(e.target) === open && !(e.relatedTarget instanceof Node && open.li.contains(e.relatedTarget))) hide(open);
  };
  const onDocPointer = (e: Event) => {
    if (open && !(e.target instanceof Node && open.li.contains(e.target))) hide(open);
  };
  const enter = (item: Item) => () => later(() => show(item), open === item ? 0 : cfg.hoverDelay);
  const leave = (item: Item) => () => {
    if (open === item && pinned) return clearTimeout(timer);
    later(() => open === item && hide(item), open === item ? cfg.closeDelay : 0);
  };

  const listeners = items.map((item) => [item.li, enter(item), leave(item)] as const);
  for (const [li, onEnter, onLeave] of listeners) {
    li.addEventListener('mouseenter', onEnter);
    li.addEventListener('mouseleave', onLeave);
  }
  navbar.addEventListener('click', onClick);
  navbar.addEventListener('keydown', onKey);
  navbar.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onDocPointer);

  return () => {
    clearTimeout(timer);
    for (const [li, onEnter, onLeave] of listeners) {
      li.removeEventListener('mouseenter', onEnter);
      li.removeEventListener('mouseleave', onLeave);
    }
    navbar.removeEventListener('click', onClick);
    navbar.removeEventListener('keydown', onKey);
    navbar.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onDocPointer);
    document.removeEventListener('keydown', onDocKey);
    undo.splice(0).reverse().forEach((fn) => fn());
    patch.restore();
  };
}
