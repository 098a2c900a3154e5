// The phone layout's full-screen search (spec: below width 768, i.e. view level 1): a tap on the input
// (the focus a tap gives), typing in it or the theme's `a.menu_search__mobile` link opens it. Focus
// alone does not (WCAG 3.2.1 On Focus): a keyboard user who Tabs through the header is not
// put into a modal dialog with the page made inert. The close button or Escape closes it;
// Tab stays inside while it is open. Enter still submits the form natively to /search.php.
// While it is open it is a modal dialog: the box holding the search is role=dialog, aria-modal, named
// from the texts, and the page behind is inert (as behind core/ui's Dialog), so a screen reader's
// swipe cannot reach the page it covers; closing puts both back.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { inertOutside } from '../../core/dom/inert';
import { notificationLayers, topLayers, visibleCookieBanner } from '../../core/ui/modal-layer';

export interface Fullscreen {
  open: boolean;
  close: () => void;
}

const shown = (el: HTMLElement | null): el is HTMLElement =>
  !!el && (typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0);

/**
 * The element that is the dialog while the search is full-screen: the island's container, or, when the
 * container is the <form> itself (IdoSell's `form#menu_search`, which may not take role=dialog: ARIA in
 * HTML allows a form only form, search, none or presentation), the form's child holding the input
 * (the theme's `.menu_search__block`). A form with the input straight inside has no such box: the form
 * is returned and gets no dialog role (the page behind is made inert all the same).
 */
export function dialogBox(container: HTMLElement, input: HTMLInputElement): HTMLElement {
  if (!(container instanceof HTMLFormElement)) return container;
  let el: HTMLElement = input;
  while (el.parentElement && el.parentElement !== container) el = el.parentElement;
  return el !== input && el.parentElement === container ? el : container;
}

const DIALOG_ATTRS = ['role', 'aria-modal', 'aria-label', 'aria-labelledby'] as const;

/**
 * Makes `box` a modal layer: everything outside it inert (but a visible cookie banner, other top layers
 * and notification layers, which stay usable as beside any dialog) and, unless it is a form, the dialog
 * role named `label`. Returns the function that puts everything back (once; later calls do nothing).
 */
export function openModal(box: HTMLElement, label: string): () => void {
  const keep: Element[] = [box, ...topLayers(box), ...notificationLayers(box)];
  const banner = visibleCookieBanner(box);
  if (banner) keep.push(banner);
  const releaseInert = inertOutside(keep);
  const dialog = !(box instanceof HTMLFormElement);
  const saved = DIALOG_ATTRS.map((name) => [name, box.getAttribute(name)] as const);
  if (dialog) {
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.removeAttribute('aria-labelledby');
    box.setAttribute('aria-label', label);
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    releaseInert();
    if (!dialog) return;
    for (const [name, value] of saved) {
      if (value === null) box.removeAttribute(name);
      else box.setAttribute(name, value);
    }
  };
}

export function useFullscreen(
  input: HTMLInputElement,
  mobileLink: HTMLAnchorElement | null,
  closeButton: RefObject<HTMLButtonElement | null>,
  mobile: boolean,
  box: HTMLElement,
  label: string,
): Fullscreen {
  // Closed at mount, even when the input holds the focus that woke the island (a Tab). A tap that woke
  // it is a click the wake trigger holds and clicks again once mounted, so it opens the mode then.
  const [open, setOpen] = useState(false);
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    if (!mobile) setOpen(false);
  }

  useEffect(() => {
    if (!mobile) return;
    const onActivate = (): void => setOpen(true);
    const onLink = (event: MouseEvent): void => {
      event.preventDefault();
      setOpen(true);
      input.focus();
    };
    // A tap (its click, also on the input that has focus after closing) or the shopper's typing.
    input.addEventListener('click', onActivate);
    input.addEventListener('input', onActivate);
    mobileLink?.addEventListener('click', onLink);
    return () => {
      input.removeEventListener('click', onActivate);
      input.removeEventListener('input', onActivate);
      mobileLink?.removeEventListener('click', onLink);
    };
  }, [mobile, input, mobileLink]);

  // The modal layer, in the same commit that shows the mode; `close` ends it at once (focus goes back
  // to the theme's icon, which is outside the box and inert until then).
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const end = openModal(box, label);
    release.current = end;
    return () => {
      end();
      if (release.current === end) release.current = null;
    };
  }, [open, box, label]);

  // Attached in the same commit that shows the mode, so no Tab slips out in between.
  useLayoutEffect(() => {
    if (!open) return;
    // The input comes first and the close button last; Tab past either end wraps to the other.
    const onKey = (event: KeyboardEvent): void => {
      const last = closeButton.current;
      if (event.key !== 'Tab' || !last) return;
      const to = event.shiftKey ? (event.target === input ? last : null) : event.target === last ? input : null;
      if (!to) return;
      event.preventDefault();
      to.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, input, closeButton]);

  const close = useCallback(() => {
    setOpen(false);
    release.current?.();
    release.current = null;
    // Back to the control that opened it: the theme's search icon where it shows one, else the input.
    if (shown(mobileLink)) return mobileLink.focus();
    if (document.activeElement !== input) input.focus();
  }, [input, mobileLink]);

  return { open, close };
}
