// The aside's "Menu" / "Konto" buttons (`#mobileCategories .mobileCategories__link[data-ids]`) as
// WAI-ARIA APG tabs with automatic activation: each button is a tab, the aside's blocks named by its
// data-ids are its panels (several per tab: IdoSell lists blocks, not one container), the selected
// tab's blocks show and the others' are hidden. Arrow keys, Home and End move between the tabs.
//
// A block named in data-ids counts as a panel of the aside when it is the placeholder the mobile grid
// moved it into (`.setMobileGrid[data-item="#menu_contact"]`) or the block itself sits in the aside
// outside any placeholder (#login_menu_block). Blocks elsewhere are left alone: category-menu moves
// #menu_search into the #menu_navbar placeholder only while the sidebar is open, and hiding it would
// hide it in the header too once it goes back.
import { createDomPatch } from '../../core/dom/dom-patch';
import type { MobileGridTexts } from './texts';

const ISLAND = '[storefront:mobile-grid]';
const SLOT = '.setMobileGrid[data-item]';

export interface TabsParts {
  list: HTMLElement;
  tabs: HTMLElement[];
}

export function findTabs(aside: HTMLElement): TabsParts | null {
  const list = aside.querySelector<HTMLElement>('#mobileCategories, .mobileCategories');
  if (!list) return null;
  const tabs = Array.from(list.querySelectorAll<HTMLElement>('.mobileCategories__link[data-ids]'));
  return tabs.length > 1 ? { list, tabs } : null;
}

/** The aside's blocks a tab's data-ids name: their placeholders, or the blocks the aside holds itself. */
export function panelsOf(aside: HTMLElement, tab: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  const slots = Array.from(aside.querySelectorAll<HTMLElement>(SLOT));
  for (const raw of (tab.getAttribute('data-ids') ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const slot = slots.find((s) => s.getAttribute('data-item')?.trim() === item);
    if (slot) {
      out.push(slot);
      continue;
    }
    let found: HTMLElement[];
    try {
      found = Array.from(aside.querySelectorAll<HTMLElement>(item));
    } catch {
      console.error(`${ISLAND} data-ids names "${item}", which is not a valid selector; that block stays as it is`);
      continue;
    }
    out.push(...found.filter((el) => !el.closest(SLOT) && !el.contains(tab)));
  }
  return [...new Set(out)];
}

/** Makes the buttons tabs; returns the undo, which puts every attribute, class and block back. */
export function enhanceTabs(aside: HTMLElement, t: MobileGridTexts): () => void {
  const parts = findTabs(aside);
  if (!parts) return () => {};
  const { list, tabs } = parts;
  const patch = createDomPatch();
  const listId = list.id || 'mobileCategories';
  const panels = tabs.map((tab) => panelsOf(aside, tab));
  const all = [...new Set(panels.flat())];

  patch.attr(list, 'role', 'tablist');
  if (!list.getAttribute('aria-label')?.trim() && !list.hasAttribute('aria-labelledby')) patch.attr(list, 'aria-label', t.tabs);
  tabs.forEach((tab, i) => {
    if (!tab.id) patch.attr(tab, 'id', `${listId}_tab_${i + 1}`);
    patch.attr(tab, 'role', 'tab');
    // Only blocks with something in them are panels: an empty placeholder (no blog on this shop) is not announced.
    const filled = panels[i]!.filter((p) => p.childElementCount > 0 || p.textContent?.trim());
    filled.forEach((p, k) => {
      if (!p.id) patch.attr(p, 'id', `${listId}_panel_${i + 1}_${k + 1}`);
      patch.attr(p, 'role', 'tabpanel');
      patch.attr(p, 'aria-labelledby', tab.id);
    });
    patch.attr(tab, 'aria-controls', filled.map((p) => p.id).join(' ') || null);
  });

  // Hidden by the attribute and an inline display (the theme may give a block its own display).
  const before = new Map<HTMLElement, { hidden: boolean; style: string | null; display: string; priority: string }>();
  const show = (el: HTMLElement, on: boolean) => {
    if (!before.has(el)) {
      before.set(el, { hidden: el.hidden, style: el.getAttribute('style'), display: el.style.getPropertyValue('display'), priority: el.style.getPropertyPriority('display') });
    }
    const was = before.get(el)!;
    patch.hidden(el, on ? was.hidden : true);
    if (!on) el.style.setProperty('display', 'none', 'important');
    else if (was.display) el.style.setProperty('display', was.display, was.priority);
    else el.style.removeProperty('display');
  };

  const select = (index: number, focus = false) => {
    tabs.forEach((tab, i) => {
      patch.attr(tab, 'aria-selected', String(i === index));
      patch.attr(tab, 'tabindex', i === index ? '0' : '-1');
      patch.toggle(tab, '--active', i === index);
    });
    const visible = new Set(panels[index]);
    all.forEach((p) => show(p, visible.has(p)));
    if (focus) tabs[index]!.focus();
  };
  const first = tabs.findIndex((tab) => tab.classList.contains('--active'));
  select(first >= 0 ? first : 0);

  const onClick = (e: MouseEvent) => {
    const i = tabs.findIndex((tab) => e.target instanceof Node && tab.contains(e.target));
    if (i >= 0) select(i);
  };
  const onKey = (e: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab === e.target);
    if (at < 0) return;
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to, true);
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKey);

  return () => {
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKey);
    before.forEach((was, el) => {
      if (was.style === null) el.removeAttribute('style');
      else el.setAttribute('style', was.style);
    });
    patch.restore();
  };
}
