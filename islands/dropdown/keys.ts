// The keys of the APG select-only combobox, as a pure function of the listbox's state: what a key does,
// which the component then carries out. Typeahead and the option maths are ./typeahead.ts.
import { edgeIndex, moveIndex, type TypeaheadOption } from './typeahead';

/** Page Up / Page Down move this many options. */
export const PAGE = 10;

export type KeyAction =
  /** Opens the listbox with this option active. */
  | { kind: 'open'; at: number }
  /** Makes this option active. */
  | { kind: 'move'; to: number }
  /** Chooses the active option and closes; `tab`: the browser's own focus move goes on. */
  | { kind: 'commit'; tab?: true }
  /** Closes without choosing. */
  | { kind: 'close' }
  /** A typed character: typeahead. */
  | { kind: 'type'; char: string };

export interface KeyState {
  open: boolean;
  /** The active option while open. */
  active: number;
  /** The chosen option, else the first one enabled: where a closed listbox opens. */
  current: number;
  /** A typeahead search is running (Space then types, not chooses). */
  typing: boolean;
}

type Key = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/**
 * What a key does: typeahead, arrows, Page Up/Down, Home/End, Enter and Space choose, Escape closes without
 * choosing, Tab chooses and moves on, Alt+Up chooses. Null: not the combobox's key (the default stays).
 */
export function keyAction({ key, altKey, ctrlKey, metaKey }: Key, options: readonly TypeaheadOption[], s: KeyState): KeyAction | null {
  const printable = key.length === 1 && !ctrlKey && !metaKey && !altKey;
  if (!s.open) {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) return { kind: 'open', at: s.current };
    if (key === 'Home') return { kind: 'open', at: edgeIndex(options, 'first') };
    if (key === 'End') return { kind: 'open', at: edgeIndex(options, 'last') };
    return printable ? { kind: 'type', char: key } : null;
  }
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', to: moveIndex(options, s.active, 1) };
    case 'ArrowUp':
      return altKey ? { kind: 'commit' } : { kind: 'move', to: moveIndex(options, s.active, -1) };
    case 'PageDown':
      return { kind: 'move', to: moveIndex(options, s.active, PAGE) };
    case 'PageUp':
      return { kind: 'move', to: moveIndex(options, s.active, -PAGE) };
    case 'Home':
      return { kind: 'move', to: edgeIndex(options, 'first') };
    case 'End':
      return { kind: 'move', to: edgeIndex(options, 'last') };
    case 'Enter':
      return { kind: 'commit' };
    case 'Escape':
      return { kind: 'close' };
    case 'Tab':
      return { kind: 'commit', tab: true };
    case ' ':
      return s.typing ? { kind: 'type', char: ' ' } : { kind: 'commit' };
    default:
      return printable ? { kind: 'type', char: key } : null;
  }
}
