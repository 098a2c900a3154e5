import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { scrollBehavior } from '../../core/dom/motion';
import { chooseNative, readOptions } from './native';
import { edgeIndex, findMatch, TYPEAHEAD_RESET_MS } from './typeahead';
import { keyAction } from './keys';
import { useNativeSelect } from './use-native';
import { useUid } from '../../core/ui/use-uid';

export type DropdownConfig = Record<string, never>;

/**
 * An APG select-only combobox with a listbox in front of one marked <select> (its keys: ./keys.ts): a
 * choice sets the native select and fires `input` + `change`; anything other code does to it shows here
 * (./use-native.ts).
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
  const { slot, labelId } = useNativeSelect(container, select, base, patch, refresh, comboRef);
  useLayoutEffect(() => {
    const typing = typed.current;
    return () => clearTimeout(typing.timer);
  }, []);

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
    const current = selected >= 0 && !options[selected]?.disabled ? selected : edgeIndex(options, 'first');
    const action = keyAction(e, options, { open, active, current, typing: !!typed.current.text });
    if (!action) return;
    if (action.kind === 'open') openAt(action.at);
    else if (action.kind === 'move') setActive(action.to);
    else if (action.kind === 'commit') commit(active);
    else if (action.kind === 'close') close();
    else typeahead(action.char, current);
    // Tab chooses and moves on: the browser's own focus move is kept.
    if (action.kind !== 'commit' || !action.tab) e.preventDefault();
  };

  if (!slot) return null;
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
