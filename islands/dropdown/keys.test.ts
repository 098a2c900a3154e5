// The combobox's keys as a pure function: what each key does, closed and open.
import { describe, expect, it } from 'vitest';
import { keyAction, PAGE } from './keys';

const options = Array.from({ length: 25 }, (_, i) => ({ label: `o${i}`, disabled: i === 0 || i === 24 }));
const key = (k: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...mods });
const closed = { open: false, active: -1, current: 3, typing: false };
const open = { open: true, active: 5, current: 3, typing: false };

describe('the dropdown’s keys', () => {
  it('closed: arrows, Enter and Space open at the chosen option, Home/End at the enabled ends, a letter types; others are not its own', () => {
    for (const k of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) expect(keyAction(key(k), options, closed)).toEqual({ kind: 'open', at: 3 });
    expect(keyAction(key('Home'), options, closed)).toEqual({ kind: 'open', at: 1 });
    expect(keyAction(key('End'), options, closed)).toEqual({ kind: 'open', at: 23 });
    expect(keyAction(key('k'), options, closed)).toEqual({ kind: 'type', char: 'k' });
    expect(keyAction(key('k', { ctrlKey: true }), options, closed)).toBeNull();
    expect(keyAction(key('Tab'), options, closed)).toBeNull();
    expect(keyAction(key('Escape'), options, closed)).toBeNull();
  });

  it('open: arrows and pages move, Home/End go to the enabled ends, Enter / Space / Alt+Up choose, Tab chooses and moves on, Escape closes', () => {
    expect(keyAction(key('ArrowDown'), options, open)).toEqual({ kind: 'move', to: 6 });
    expect(keyAction(key('ArrowUp'), options, open)).toEqual({ kind: 'move', to: 4 });
    expect(keyAction(key('PageDown'), options, open)).toEqual({ kind: 'move', to: 5 + PAGE });
    expect(keyAction(key('PageUp'), options, open)).toEqual({ kind: 'move', to: 1 });
    expect(keyAction(key('Home'), options, open)).toEqual({ kind: 'move', to: 1 });
    expect(keyAction(key('End'), options, open)).toEqual({ kind: 'move', to: 23 });
    expect(keyAction(key('Enter'), options, open)).toEqual({ kind: 'commit' });
    expect(keyAction(key(' '), options, open)).toEqual({ kind: 'commit' });
    expect(keyAction(key('ArrowUp', { altKey: true }), options, open)).toEqual({ kind: 'commit' });
    expect(keyAction(key('Tab'), options, open)).toEqual({ kind: 'commit', tab: true });
    expect(keyAction(key('Escape'), options, open)).toEqual({ kind: 'close' });
    // Space while a typeahead search runs is part of the search.
    expect(keyAction(key(' '), options, { ...open, typing: true })).toEqual({ kind: 'type', char: ' ' });
    expect(keyAction(key('x'), options, open)).toEqual({ kind: 'type', char: 'x' });
    expect(keyAction(key('F5'), options, open)).toBeNull();
  });
});
