import { useEffect, useId, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { linkAsButton } from '../../core/dom/link-button';
import { findParts, panelStyle } from './parts';

/**
 * The hover/touch settings form becomes an APG disclosure: the link next to it is the toggle button
 * (aria-expanded, aria-controls), Escape closes and puts focus back on it, a click or focus outside
 * closes. The form itself (radios, selects, submit) is untouched and posts natively.
 */
export function SettingsMenu({ container }: IslandProps<undefined>) {
  const [parts] = useState(() => findParts(container));
  const [baseStyle] = useState(() => parts?.form.getAttribute('style') ?? '');
  const patch = useDomPatch();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!parts) return;
    if (!parts.form.id) patch.attr(parts.form, 'id', `menu_settings_form${panelId}`);
    patch.attr(parts.link, 'aria-controls', parts.form.id);
    return linkAsButton(parts.link, patch, () => setOpen((o) => !o));
  }, [parts, patch, panelId]);

  useEffect(() => {
    if (!parts) return;
    patch.attr(parts.link, 'aria-expanded', String(open));
    patch.toggle(parts.wrapper, '--active', open);
    patch.attr(parts.form, 'style', panelStyle(baseStyle, open));
  }, [parts, patch, open, baseStyle]);

  useEffect(() => {
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
    return () => {
      wrapper.removeEventListener('keydown', onKey);
      wrapper.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onClick, true);
    };
  }, [parts, open]);

  return null;
}
