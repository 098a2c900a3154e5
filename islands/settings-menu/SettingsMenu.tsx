import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { linkAsButton } from '../../core/dom/link-button';
import { findParts, panelStyle } from './parts';
import { useUid } from '../../core/ui/use-uid';

/** Mouse hover opens after this delay and closes this long after the pointer leaves (as the category menu's defaults). */
export const HOVER_OPEN_MS = 150;
export const HOVER_CLOSE_MS = 300;

/** How the panel is open: by hovering (closes when the pointer leaves) or by the toggle (stays until toggled or dismissed). */
type Open = false | 'hover' | 'toggle';

/**
 * The hover/touch settings form becomes an APG disclosure: the link next to it is the toggle button
 * (aria-expanded, aria-controls), Escape closes and puts focus back on it, a click or focus outside
 * closes. A mouse still opens it by hovering, as the theme's CSS did before the island mounted; a click
 * on a hover-opened panel pins it open. The form itself (radios, selects, submit) is untouched and posts natively.
 */
export function SettingsMenu({ container }: IslandProps<undefined>) {
  const [parts] = useState(() => findParts(container));
  const [baseStyle] = useState(() => parts?.form.getAttribute('style') ?? '');
  const patch = useDomPatch();
  // It wakes on the first focus: a keyboard user may already be inside the form (the theme's
  // :focus-within shows it) by the time it mounts; hiding it then would strand focus on a hidden field.
  const [open, setOpen] = useState<Open>(() => (parts?.form.contains(document.activeElement) ? 'toggle' : false));
  // That focus was read at the first render; on a busy page it may have moved on before the commit (a quick
  // Tab past the form), and no focusout would ever close the panel: the first commit reads it again.
  const wokenOpen = useRef(open === 'toggle');
  const panelId = useUid();

  // Layout effects for what the page shows of the state (the toggle's role and aria-expanded, the panel's
  // display): under Preact (the lean build) a passive effect runs a frame after paint, and a Tab pressed
  // before it skipped the still-hidden panel, or an Enter on the link navigated.
  useLayoutEffect(() => {
    if (!parts) return;
    if (!parts.form.id) patch.attr(parts.form, 'id', `menu_settings_form${panelId}`);
    patch.attr(parts.link, 'aria-controls', parts.form.id);
    return linkAsButton(parts.link, patch, () => setOpen((o) => (o === 'toggle' ? false : 'toggle')));
  }, [parts, patch, panelId]);

  useLayoutEffect(() => {
    if (!parts) return;
    patch.attr(parts.link, 'aria-expanded', String(!!open));
    patch.toggle(parts.wrapper, '--active', !!open);
    patch.attr(parts.form, 'style', panelStyle(baseStyle, !!open));
  }, [parts, patch, open, baseStyle]);

  useEffect(() => {
    if (!parts) return;
    const { wrapper } = parts;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (ms: number, next: (o: Open) => Open) => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(next), ms);
    };
    // Touch and pen taps arrive as clicks on the toggle; only a real mouse hovers.
    const onEnter = (event: PointerEvent) => event.pointerType === 'mouse' && later(HOVER_OPEN_MS, (o) => o || 'hover');
    const onLeave = (event: PointerEvent) => event.pointerType === 'mouse' && later(HOVER_CLOSE_MS, (o) => (o === 'hover' ? false : o));
    wrapper.addEventListener('pointerenter', onEnter);
    wrapper.addEventListener('pointerleave', onLeave);
    return () => {
      clearTimeout(timer);
      wrapper.removeEventListener('pointerenter', onEnter);
      wrapper.removeEventListener('pointerleave', onLeave);
    };
  }, [parts]);

  // A layout effect: the open panel's Escape and outside listeners are there at once (Preact, the lean
  // build, runs plain effects a frame after paint, and a quick Tab + Escape was missed).
  useLayoutEffect(() => {
    if (!parts || !open) return;
    const { wrapper, link } = parts;
    const outside = (target: EventTarget | null) => target instanceof Node && !wrapper.contains(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      link.focus();
    };
    const onClick = (event: MouseEvent) => outside(event.target) && setOpen(false);
    // Tabbing past the form closes it; focus going nowhere (a click on blank space inside) does not.
    const onFocusOut = (event: FocusEvent) => outside(event.relatedTarget) && setOpen(false);
    wrapper.addEventListener('keydown', onKey);
    wrapper.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onClick, true);
    if (wokenOpen.current) {
      wokenOpen.current = false;
      if (!wrapper.contains(document.activeElement)) queueMicrotask(() => setOpen(false));
    }
    return () => {
      wrapper.removeEventListener('keydown', onKey);
      wrapper.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onClick, true);
    };
  }, [parts, open]);

  return null;
}
