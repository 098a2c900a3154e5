import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { scrollBehavior } from '../../core/dom/motion';
import { chooseNative, readOptions, watchNative } from './native';
import { edgeIndex, findMatch, moveIndex, TYPEAHEAD_RESET_MS } from './typeahead';
import { useUid } from '../../core/ui/use-uid';
import { describeElement } from '../../core/dom/describe';

export type DropdownConfig = Record<string, never>;

// The native select stays in the form for posting and for other scripts, out of sight and out of the tab order.
const HIDDEN_STYLE = 'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;opacity:0;pointer-events:none;';

const PAGE = 10;

/**
 * An APG select-only combobox with a listbox in front of one marked <select>: typeahead, arrows,
 * Page Up/Down, Home/End, Enter/Space choose, Escape closes without choosing, Tab and leaving the
 * field choose the active option. The native select is kept in step both ways: a choice sets it and
 * fires `input` + `change`; anything other code does to it shows here.
 */
export function Dropdown({ container }: IslandProps<DropdownConfig>) {
  const select = container as HTMLSelectElement;
  const uid = useUid();
  const base = select.id || `dropdown${uid}`;
  const comboId = `${base}_combobox`;
  const listId = `${base}_listbox`;
  const optId = (i: number) => `${base}_option_${i}`;
  const patch = useDomPatch();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const comboRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  const enhanceable = !select.multiple && !(Number(select.getAttribute('size')) > 1);
  // The combobox renders into this element, which goes in just before the select (below).
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
    const typing = typed.current;
    const stop = watchNative(select, refresh);
    // Whoever focuses the select (a label, a validator showing the first error) reaches the combobox.
    const forward = () => comboRef.current?.focus();
    const onLabel = (e: MouseEvent) => {
      e.preventDefault();
      comboRef.current?.focus();
    };
    // A click on the native select (the tap or click that woke the island, held and replayed once it is here
    // by core/mount/triggers/interaction.ts; a theme's select.click()) opens the combobox, as its own would.
    const onSelectClick = () => {
      comboRef.current?.focus();
      comboRef.current?.click();
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
      clearTimeout(typing.timer);
    };
  }, [slot, select, label]);

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optId(active))?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
  });

  const options = readOptions(select);
  // A select whose selected option is disabled reads -1 in some DOMs; browsers show that option.
  const selected = select.selectedIndex >= 0 ? select.selectedIndex : options.findIndex((_, i) => select.options[i]!.hasAttribute('selected'));
  const disabled = select.disabled;

  const openAt = useCallback((i: number) => {
    setOpen(true);
    setActive(i);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    typed.current.text = '';
  }, []);
  const commit = (i: number) => {
    if (i >= 0 && !options[i]?.disabled) chooseNative(select, i);
    close();
  };
  /** `current`: where a closed listbox opens when nothing matches (never a disabled option). */
  const typeahead = (char: string, current: number) => {
    const t = typed.current;
    clearTimeout(t.timer);
    t.text += char;
    t.timer = setTimeout(() => (t.text = ''), TYPEAHEAD_RESET_MS);
    const hit = findMatch(options, t.text, open ? active : selected);
    if (hit >= 0) openAt(hit);
    else if (!open) openAt(current);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key, altKey, ctrlKey, metaKey } = e;
    const printable = key.length === 1 && !ctrlKey && !metaKey && !altKey;
    const current = selected >= 0 && !options[selected]?.disabled ? selected : edgeIndex(options, 'first');
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) openAt(current);
      else if (key === 'Home') openAt(edgeIndex(options, 'first'));
      else if (key === 'End') openAt(edgeIndex(options, 'last'));
      else if (printable) typeahead(key, current);
      else return;
      e.preventDefault();
      return;
    }
    switch (key) {
      case 'ArrowDown':
        setActive(moveIndex(options, active, 1));
        break;
      case 'ArrowUp':
        if (altKey) commit(active);
        else setActive(moveIndex(options, active, -1));
        break;
      case 'PageDown':
        setActive(moveIndex(options, active, PAGE));
        break;
      case 'PageUp':
        setActive(moveIndex(options, active, -PAGE));
        break;
      case 'Home':
        setActive(edgeIndex(options, 'first'));
        break;
      case 'End':
        setActive(edgeIndex(options, 'last'));
        break;
      case 'Enter':
        commit(active);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        // Tab chooses and moves on: the browser's own focus move is kept.
        commit(active);
        return;
      case ' ':
        if (typed.current.text) typeahead(' ', current);
        else commit(active);
        break;
      default:
        if (!printable) return;
        typeahead(key, current);
    }
    e.preventDefault();
  };

  if (!enhanceable || !slot) return null;
  const ownLabel = labelId ? undefined : select.getAttribute('aria-label') ?? select.title ?? undefined;
  const invalid = select.getAttribute('aria-invalid');
  return createPortal(
    <>
      <div
        ref={comboRef}
        id={comboId}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        className={`dropdown__button${select.classList.contains('f-select') ? ' f-select' : ''}${open ? ' --open' : ''}`}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-labelledby={labelId ?? undefined}
        aria-label={ownLabel || undefined}
        aria-activedescendant={open && active >= 0 ? optId(active) : undefined}
        aria-disabled={disabled || undefined}
        aria-required={select.required || undefined}
        aria-invalid={invalid === 'true' ? true : undefined}
        aria-describedby={select.getAttribute('aria-describedby') ?? undefined}
        onClick={() => !disabled && (open ? close() : openAt(selected >= 0 ? selected : edgeIndex(options, 'first')))}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (open && !listRef.current?.contains(e.relatedTarget as Node | null)) commit(active);
        }}
      >
        {options[selected]?.label ?? ''}
        {/* The theme's arrow glyph (.dropdown__arrow::after) is decoration: out of the name and value. */}
        <span className="dropdown__arrow" aria-hidden="true" />
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={-1}
        className="dropdown__listbox"
        aria-labelledby={labelId ?? undefined}
        aria-label={ownLabel || undefined}
        hidden={!open}
        style={{ position: 'absolute', left: 0, right: 0, top: '100%', zIndex: 60, maxHeight: '16em', overflowY: 'auto' }}
      >
        {options.map((o, i) => (
          <div
            key={i}
            id={optId(i)}
            role="option"
            className={`dropdown__option${i === active ? ' --active' : ''}${i === selected ? ' --selected' : ''}`}
            aria-selected={open ? i === active : i === selected}
            aria-disabled={o.disabled || undefined}
            // Keeps focus on the combobox, so choosing with the mouse does not count as leaving the field.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              if (o.disabled) return;
              commit(i);
              comboRef.current?.focus();
            }}
          >
            {o.label}
          </div>
        ))}
      </div>
    </>,
    slot,
  );
}
