// The phone layout's full-screen search (spec: below width 768, i.e. view level 1): focusing the
// input (or the theme's `a.menu_search__mobile` link) opens it; the close button or Escape closes it;
// Tab stays inside while it is open. Enter still submits the form natively to /search.php.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface Fullscreen {
  open: boolean;
  close: () => void;
}

const shown = (el: HTMLElement | null): el is HTMLElement =>
  !!el && (typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0);

export function useFullscreen(
  input: HTMLInputElement,
  mobileLink: HTMLAnchorElement | null,
  closeButton: RefObject<HTMLButtonElement | null>,
  mobile: boolean,
): Fullscreen {
  // The island wakes on the first focus, so the input may already hold it at mount.
  const [open, setOpen] = useState(() => mobile && document.activeElement === input);
  const [wasMobile, setWasMobile] = useState(mobile);
  /** Focus given back to the input on close must not open the mode again. */
  const returning = useRef(false);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    if (!mobile) setOpen(false);
  }

  useEffect(() => {
    if (!mobile) return;
    const onFocus = (): void => {
      if (returning.current) returning.current = false;
      else setOpen(true);
    };
    const onLink = (event: MouseEvent): void => {
      event.preventDefault();
      setOpen(true);
      input.focus();
    };
    input.addEventListener('focus', onFocus);
    // A tap on the input that already has focus (after closing) opens it again.
    input.addEventListener('click', onFocus);
    mobileLink?.addEventListener('click', onLink);
    return () => {
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('click', onFocus);
      mobileLink?.removeEventListener('click', onLink);
    };
  }, [mobile, input, mobileLink]);

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
    // Back to the control that opened it: the theme's search icon where it shows one, else the input.
    if (shown(mobileLink)) return mobileLink.focus();
    if (document.activeElement !== input) {
      returning.current = true;
      input.focus();
    }
  }, [input, mobileLink]);

  return { open, close };
}
