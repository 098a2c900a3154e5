// Mobile and tablet (views 1–2): the toggler opens the slide-in sidebar (html.sidebar_open),
// nested submenus open with their expand buttons and close with the back link in their header.
// While open the search box sits in the sidebar, focus is inside and the page behind is inert.
import { createDomPatch } from '../../core/dom/dom-patch';
import { formatText } from '../../core/texts/define';
import { inertOutside } from '../../core/dom/inert';
import type { CategoryMenuTexts } from './texts';

export const SIDEBAR_OPEN = 'sidebar_open';

export interface MobileParts {
  navbar: HTMLElement;
  toggler: HTMLElement;
  /** The header search form (#menu_search), moved into the sidebar while it is open. */
  search: HTMLElement | null;
}

const subOf = (li: Element) => li.querySelector<HTMLElement>(':scope > ul');

export function enhanceMobile({ navbar, toggler, search }: MobileParts, t: CategoryMenuTexts): () => void {
  const patch = createDomPatch();
  const html = document.documentElement;
  const added: HTMLElement[] = [];
  if (!navbar.id) patch.attr(navbar, 'id', 'menu_navbar');
  patch.attr(toggler, 'aria-expanded', 'false');
  patch.attr(toggler, 'aria-controls', navbar.id);

  // Sub-categories with their own list get an expand button like the top level has.
  for (const li of navbar.querySelectorAll<HTMLElement>('ul.navbar-subnav > li.nav-item')) {
    const link = li.querySelector<HTMLElement>(':scope > .nav-link');
    if (!subOf(li) || li.querySelector(':scope > .nav-link-expand') || !link) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'nav-link-expand';
    button.setAttribute('aria-label', formatText(t.expand, { name: link.textContent?.trim() ?? '' }));
    link.after(button);
    added.push(button);
  }
  let n = 0;
  for (const button of navbar.querySelectorAll<HTMLElement>('.nav-link-expand')) {
    const sub = subOf(button.closest('li.nav-item')!);
    if (!sub) continue;
    if (!sub.id) patch.attr(sub, 'id', `${navbar.id}_sub_${(n += 1)}`);
    patch.attr(button, 'aria-expanded', 'false');
    patch.attr(button, 'aria-controls', sub.id);
  }
  for (const back of navbar.querySelectorAll<HTMLElement>('a.nav-header__backLink')) {
    patch.attr(back, 'role', 'button');
    if (!back.getAttribute('aria-label')?.trim()) patch.attr(back, 'aria-label', t.back);
  }

  let openState: { close: (focus: boolean) => void } | null = null;

  // An open submenu slides over its parent's list (the theme positions it over the whole sidebar
  // list): what it covers must not take focus, so everything in the navbar but the innermost open
  // submenus and their ancestors is inert while one is open (WCAG 2.4.7, 2.4.3).
  let releaseCovered = () => {};
  const syncCovered = () => {
    releaseCovered();
    const subs = Array.from(navbar.querySelectorAll<HTMLElement>('li.nav-item.nav-open')).map(subOf);
    const innermost = subs.filter((sub): sub is HTMLElement => !!sub && !sub.querySelector('li.nav-item.nav-open'));
    releaseCovered = innermost.length ? inertOutside(innermost, navbar) : () => {};
  };

  const setSub = (li: HTMLElement, on: boolean) => {
    patch.toggle(li, 'nav-open', on);
    li.querySelector(':scope > .nav-link-wrapper > .nav-link-expand, :scope > .nav-link-expand')?.setAttribute('aria-expanded', String(on));
    syncCovered();
  };

  const open = () => {
    const sidebar = navbar.closest('aside') ?? navbar;
    patch.toggle(html, SIDEBAR_OPEN, true);
    toggler.setAttribute('aria-expanded', 'true');
    // The search box goes into the sidebar, before the categories; a marker keeps its place.
    const marker = document.createComment('menu_search');
    if (search && !sidebar.contains(search)) {
      search.before(marker);
      if (sidebar === navbar) navbar.prepend(search);
      else navbar.before(search);
    }
    const release = inertOutside([sidebar, toggler]);
    // While the page behind is inert the sidebar is a modal dialog (its own name): a screen reader
    // hears that, and the page's main landmark and heading are not "missing" but behind the dialog.
    // An <aside> may not take the dialog role (ARIA in HTML), so there the dialog is a box around
    // its children that lays out as if it were not there (display: contents), taken out on close.
    const unwrap = asDialog(sidebar, t.sidebar);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      }
    };
    // Header, content or footer: anything outside the sidebar and its toggler closes it.
    const onPointer = (e: Event) => {
      const target = e.target as Node | null;
      if (target && !sidebar.contains(target) && !toggler.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onPointer, true);
    function close(focus: boolean) {
      openState = null;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onPointer, true);
      release();
      unwrap();
      if (marker.parentNode && search) marker.replaceWith(search);
      navbar.querySelectorAll<HTMLElement>('li.nav-open').forEach((li) => setSub(li, false));
      patch.toggle(html, SIDEBAR_OPEN, false);
      toggler.setAttribute('aria-expanded', 'false');
      const lost = document.activeElement === document.body || sidebar.contains(document.activeElement);
      if (focus || lost) toggler.focus();
    }
    openState = { close };
    navbar.querySelector<HTMLElement>('.nav-link')?.focus();
  };

  const onToggle = () => (openState ? openState.close(true) : open());
  const onNavClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    const expand = target?.closest<HTMLElement>('.nav-link-expand');
    const back = target?.closest<HTMLElement>('a.nav-header__backLink');
    if (expand && navbar.contains(expand)) {
      const li = expand.closest<HTMLElement>('li.nav-item')!;
      const on = !li.classList.contains('nav-open');
      setSub(li, on);
      // Into the submenu that slid in: its back link comes first.
      if (on) subOf(li)?.querySelector<HTMLElement>('a, button')?.focus();
    } else if (back && navbar.contains(back)) {
      e.preventDefault();
      const li = back.closest('ul')?.closest<HTMLElement>('li.nav-item');
      if (!li) return;
      setSub(li, false);
      li.querySelector<HTMLElement>('.nav-link-expand')?.focus();
    }
  };
  // The back link is a link the theme styles; as a button it must answer Space as well.
  const onNavKey = (e: KeyboardEvent) => {
    if (e.key === ' ' && e.target instanceof HTMLElement && e.target.matches('a.nav-header__backLink')) {
      e.preventDefault();
      e.target.click();
    }
  };
  toggler.addEventListener('click', onToggle);
  navbar.addEventListener('click', onNavClick);
  navbar.addEventListener('keydown', onNavKey);

  return () => {
    openState?.close(false);
    releaseCovered();
    toggler.removeEventListener('click', onToggle);
    navbar.removeEventListener('click', onNavClick);
    navbar.removeEventListener('keydown', onNavKey);
    added.forEach((b) => b.remove());
    patch.restore();
  };
}

/** Tags that may take role=dialog themselves (a div, a section); any other holder gets a display: contents box. */
const DIALOG_CAPABLE = new Set(['DIV', 'SECTION']);

/** Makes `el` (or a box around its children) a named modal dialog; the function returned undoes it. */
export function asDialog(el: HTMLElement, name: string): () => void {
  const attrs = { role: 'dialog', 'aria-modal': 'true', 'aria-label': name } as const;
  if (DIALOG_CAPABLE.has(el.tagName)) {
    const before = Object.keys(attrs).map((a) => [a, el.getAttribute(a)] as const);
    for (const [a, v] of Object.entries(attrs)) el.setAttribute(a, v);
    return () => {
      for (const [a, v] of before) {
        if (v === null) el.removeAttribute(a);
        else el.setAttribute(a, v);
      }
    };
  }
  const box = el.ownerDocument.createElement('div');
  for (const [a, v] of Object.entries(attrs)) box.setAttribute(a, v);
  box.setAttribute('data-sidebar-dialog', '');
  box.style.display = 'contents';
  box.append(...el.childNodes);
  el.append(box);
  return () => {
    if (box.parentNode === el) box.replaceWith(...box.childNodes);
  };
}
