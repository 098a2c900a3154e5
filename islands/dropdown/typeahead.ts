// Typeahead of the select-only combobox (APG): typed characters gather into a search string for 500 ms;
// the next enabled option whose label starts with it is the match. Typing one character repeatedly
// cycles through the options starting with that character, as native selects do.

export interface TypeaheadOption {
  label: string;
  disabled: boolean;
}

/** How long typed characters stay part of one search. */
export const TYPEAHEAD_RESET_MS = 500;

const norm = (s: string) => s.trim().toLocaleLowerCase();

const allSame = (s: string) => s.length > 0 && s.split('').every((c) => c === s[0]);

/**
 * Index of the option matching `search`, looking from `current` onwards (wrapping around), or -1.
 * A longer search may stay on the current option; a repeated single character moves past it.
 */
export function findMatch(options: readonly TypeaheadOption[], search: string, current: number): number {
  const n = options.length;
  if (!n || !search) return -1;
  const q = norm(search);
  if (!q) return -1;
  const start = current < 0 ? 0 : current;
  const matches = (i: number, prefix: string) => !options[i]!.disabled && norm(options[i]!.label).startsWith(prefix);
  // The current option keeps matching while the shopper types more of its label.
  if (q.length > 1 && !allSame(q) && current >= 0 && matches(current, q)) return current;
  const cycle = allSame(q) ? q[0]! : q;
  for (let k = 1; k <= n; k++) {
    const i = (start + k) % n;
    if (matches(i, cycle)) return i;
  }
  // A repeated character that no label starts with may still be a word ("aa…"): try it whole.
  if (cycle !== q) for (let k = 0; k < n; k++) if (matches((start + k) % n, q)) return (start + k) % n;
  return -1;
}

/** Next enabled index from `from` in `step` direction, staying put at the ends; -1 when none is enabled. */
export function moveIndex(options: readonly TypeaheadOption[], from: number, step: number): number {
  const n = options.length;
  let i = from;
  let best = options[from] && !options[from]!.disabled ? from : -1;
  for (let moved = 0; moved < Math.abs(step); ) {
    const next = i + Math.sign(step);
    if (next < 0 || next >= n) break;
    i = next;
    if (!options[i]!.disabled) {
      best = i;
      moved++;
    }
  }
  return best === -1 ? edgeIndex(options, step > 0 ? 'last' : 'first') : best;
}

export function edgeIndex(options: readonly TypeaheadOption[], edge: 'first' | 'last'): number {
  const order = options.map((_, i) => i);
  if (edge === 'last') order.reverse();
  return order.find((i) => !options[i]!.disabled) ?? -1;
}
