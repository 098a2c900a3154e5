// The native select behind the combobox: the slot the combobox renders into goes in just before it, and
// the select stays in the form (posting, other scripts) out of sight and out of the tab order. Everything
// that reaches the select (its label, its focus, a click on it, another script's value) reaches the combobox.
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { DomPatch } from '../../core/dom/dom-patch';
import { describeElement } from '../../core/dom/describe';
import { watchNative } from './native';

// Out of sight and of the pointer, still in the form.
const HIDDEN_STYLE = 'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;opacity:0;pointer-events:none;';

export interface NativeSelect {
  /** Where the combobox renders (null: a multiple or list-box select keeps its native form). */
  slot: HTMLDivElement | null;
  label: HTMLLabelElement | null;
  /** The id the combobox and listbox are labelled by (the label's, given one if it has none). */
  labelId: string | null;
}

/**
 * Puts the slot before the select and hides the select; keeps the two in step: `refresh` runs whenever
 * other code changes the select, and its focus, its label's click and a click on it (the tap that woke the
 * island, held and replayed) go to the combobox. Everything is put back on unmount.
 */
export function useNativeSelect(
  container: HTMLElement,
  select: HTMLSelectElement,
  base: string,
  patch: DomPatch,
  refresh: () => void,
  combo: RefObject<HTMLDivElement | null>,
): NativeSelect {
  const enhanceable = !select.multiple && !(Number(select.getAttribute('size')) > 1);
  const [slot] = useState(() => {
    if (!enhanceable) return null;
    const wrapper = document.createElement('div');
    wrapper.className = 'dropdown';
    // A slot of ours outside the island's root: the shared [hidden] rule covers it (the listbox's hidden).
    wrapper.setAttribute('data-island-portal', 'dropdown');
    wrapper.style.position = 'relative';
    return wrapper;
  });
  const label = select.labels?.[0] ?? null;
  const labelId = label ? label.id || `${base}_label` : null;

  useLayoutEffect(() => {
    if (!slot) {
      console.info(`[storefront:dropdown] multiple and list-box selects keep their native form: ${describeElement(select)}`);
      return;
    }
    const host = container.querySelector<HTMLElement>(':scope > [data-island-host="dropdown"]');
    if (host) host.hidden = true;
    // Before the select, so the theme's `select + label` rules still hold.
    select.before(slot);
    if (label && !label.id) patch.attr(label, 'id', labelId);
    patch.attr(select, 'tabindex', '-1');
    patch.attr(select, 'aria-hidden', 'true');
    patch.attr(select, 'style', `${select.getAttribute('style') ?? ''}${HIDDEN_STYLE}`);
    return () => {
      slot.remove();
      if (host) host.hidden = false;
    };
  }, [container, slot, label, labelId, patch, select]);

  // A layout effect too: the select's value / selectedIndex are wrapped on the element itself, which
  // an unmount must undo at once (Preact, the lean build, runs an unmounted tree's passive cleanups
  // only after the next paint), and changes other code makes right after the commit are heard.
  useLayoutEffect(() => {
    if (!slot) return;
    const stop = watchNative(select, refresh);
    // Whoever focuses the select (a label, a validator showing the first error) reaches the combobox.
    const forward = () => combo.current?.focus();
    const onLabel = (e: MouseEvent) => {
      e.preventDefault();
      combo.current?.focus();
    };
    // A click on the native select (the tap or click that woke the island, held and replayed once it is here
    // by core/mount/triggers/interaction.ts; a theme's select.click()) opens the combobox, as its own would.
    const onSelectClick = () => {
      combo.current?.focus();
      combo.current?.click();
    };
    select.addEventListener('focus', forward);
    select.addEventListener('click', onSelectClick);
    label?.addEventListener('click', onLabel);
    // Woken by the shopper's focus on the native select (the island waits for it): that focus
    // goes on to the combobox, as the select is now out of the tab order.
    if (select.ownerDocument.activeElement === select) forward();
    return () => {
      stop();
      select.removeEventListener('focus', forward);
      select.removeEventListener('click', onSelectClick);
      label?.removeEventListener('click', onLabel);
    };
  }, [slot, select, label, refresh, combo]);

  return { slot, label, labelId };
}
