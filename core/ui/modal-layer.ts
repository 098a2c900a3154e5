// The DOM side of a modal layer, shared by every dialog an island opens (core/ui/Dialog.tsx): which
// elements take focus, the Tab trap, the scroll lock, and the spec's exceptions to "an outside click closes".
import { FOCUSABLE } from '../dom/focusable';

/** The shop's cookie banner (IdoSell `#menu_notice`). While it shows outside a dialog it stays operable. */
export const COOKIE_BANNER = '#menu_notice';
/**
 * Top-layer backdrops of other layers: an open native modal `<dialog>` (the browser's top layer, with its
 * `::backdrop`) or a theme/widget backdrop marked with `.toplayer__backdrop` or `[data-toplayer-backdrop]`
 * (our assumption: the reference names no class for it).
 */
export const TOP_LAYER_BACKDROP = '.toplayer__backdrop, [data-toplayer-backdrop]';

/**
 * Live notification layers (the toasts island's stack marks itself with this attribute): announced and
 * closable while a dialog is open, so never made inert.
 */
export const NOTIFICATION_LAYER = '[data-notification-layer]';

/** Notification layers outside `dialog`. */
export function notificationLayers(dialog: Element, doc: Document = dialog.ownerDocument): HTMLElement[] {
  return Array.from(doc.querySelectorAll<HTMLElement>(NOTIFICATION_LAYER)).filter((el) => !dialog.contains(el));
}

/** Text entry: a focused one means the shopper is typing (or the phone keyboard is up). */
const TEXT_ENTRY =
  'input:not([type=button]):not([type=submit]):not([type=reset]):not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=image]), textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Present, not hidden by attribute, display or visibility (layout-free, so it also holds in tests). */
export function isShown(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if (el.closest('[hidden], [inert]')) return false;
  const view = el.ownerDocument.defaultView;
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    const style = view?.getComputedStyle(node);
    if (style && (style.display === 'none' || (node === el && style.visibility === 'hidden'))) return false;
  }
  return true;
}

/** Focusable elements inside `root`, in tab order of the document (positive tabindex is not honoured). */
export function focusables(root: Element): HTMLElement[] {
  // A link or control the page took out of the tab order (tabindex="-1") is not one Tab reaches.
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => isShown(el) && !(el.hasAttribute('tabindex') && el.tabIndex < 0));
}

/** Something a screen reader can say for `el`: its label, its text, a picture's alt, or its title. */
function hasName(el: HTMLElement): boolean {
  if (el.getAttribute('aria-label')?.trim()) return true;
  const doc = el.ownerDocument;
  const by = el.getAttribute('aria-labelledby');
  if (by && by.split(/\s+/).some((id) => doc.getElementById(id)?.textContent?.trim())) return true;
  if (el.textContent?.trim()) return true;
  if (Array.from(el.querySelectorAll('img[alt], [aria-label]')).some((n) => (n.getAttribute('alt') ?? n.getAttribute('aria-label') ?? '').trim())) return true;
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return (el.labels?.length ?? 0) > 0 || !!el.title.trim();
  return !!el.title.trim();
}

/**
 * Where focus goes as a dialog opens: its first control with a name and a box of its own (a nameless picture
 * link, or one the page has not laid out yet, shows no ring and says nothing), else its first control.
 */
export function firstFocus(root: Element): HTMLElement | null {
  const items = focusables(root);
  const boxed = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  return items.find((el) => hasName(el) && boxed(el)) ?? items[0] ?? null;
}

/** Keeps Tab and Shift+Tab inside `root`: from the last element to the first and back. */
export function trapTab(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(root);
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = root.ownerDocument.activeElement;
  const inside = active instanceof Node && root.contains(active);
  if (event.shiftKey && (active === first || active === root || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The page's cookie banner when it shows outside `dialog` (it must stay usable: not inert). */
export function visibleCookieBanner(dialog: Element, doc: Document = dialog.ownerDocument): HTMLElement | null {
  const banner = doc.querySelector(COOKIE_BANNER);
  return banner && !dialog.contains(banner) && isShown(banner) ? (banner as HTMLElement) : null;
}

/** Other layers' top-layer elements: open modal `<dialog>`s and marked backdrops, outside `dialog`. */
export function topLayers(dialog: Element, doc: Document = dialog.ownerDocument): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const d of doc.querySelectorAll('dialog[open]')) {
    if (dialog.contains(d)) continue;
    let modal = false;
    try {
      modal = d.matches(':modal');
    } catch {
      // An engine without :modal: an open <dialog> marked aria-modal counts.
      modal = d.getAttribute('aria-modal') === 'true';
    }
    if (modal) out.push(d as HTMLElement);
  }
  for (const el of doc.querySelectorAll(TOP_LAYER_BACKDROP)) if (!dialog.contains(el) && isShown(el)) out.push(el as HTMLElement);
  return out;
}

export type OutsideClickBlock = 'input-focused' | 'cookie-banner' | 'top-layer';

/**
 * Spec section 4: an outside click does not close the modal while an input is focused, while the cookie
 * banner is visible, or while a top-layer backdrop is shown. Returns which exception holds, or null.
 */
export function outsideClickBlock(dialog: Element, doc: Document = dialog.ownerDocument): OutsideClickBlock | null {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && active.matches(TEXT_ENTRY)) return 'input-focused';
  if (visibleCookieBanner(dialog, doc)) return 'cookie-banner';
  if (topLayers(dialog, doc).length > 0) return 'top-layer';
  return null;
}

let locks = 0;
let savedOverflow = '';

/** Locks page scroll (`html.--modal`, as IdoSell's own modal marks it, and overflow hidden); nests. */
export function lockScroll(doc: Document = document): () => void {
  const html = doc.documentElement;
  if (locks++ === 0) {
    savedOverflow = html.style.overflow;
    html.style.overflow = 'hidden';
    html.classList.add('--modal');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      html.style.overflow = savedOverflow;
      html.classList.remove('--modal');
    }
  };
}
