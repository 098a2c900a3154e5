// The ids of bars the shopper closed, as IdoSell keeps them: localStorage `closedBars`, a JSON array of element
// ids (`["bar21"]`). The theme's head script hides them before the first paint; the island keeps the list.
import { local } from '../../core/dom/storage';

export const CLOSED_BARS_KEY = 'closedBars';

export interface ClosedBars {
  ids: string[];
  /** The stored text when it was not a JSON array of strings (it is then treated as empty). */
  malformed: string | null;
}

/** Never throws: anything but a JSON array of strings counts as "nothing closed". */
export function parseClosedBars(raw: string | null): ClosedBars {
  if (raw === null || raw.trim() === '') return { ids: [], malformed: null };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ids: [], malformed: raw };
  }
  if (!Array.isArray(value)) return { ids: [], malformed: raw };
  // Numbers are accepted as ids (an older theme may have pushed them); other entries are dropped.
  const ids = value
    .filter((v): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
    .map(String)
    .filter((id) => id !== '');
  return { ids: [...new Set(ids)], malformed: ids.length === value.length ? null : raw };
}

export function readClosedBars(): string[] {
  const { ids, malformed } = parseClosedBars(local.getString(CLOSED_BARS_KEY));
  if (malformed !== null) {
    const shown = malformed.length > 80 ? `${malformed.slice(0, 77)}...` : malformed;
    console.error(`[storefront:bars] localStorage "${CLOSED_BARS_KEY}"="${shown}" is not a list of bar ids; treating it as empty`);
  }
  return ids;
}

/** Adds `id` to the stored list (a malformed list is replaced). False when storage refused the write. */
export function rememberClosed(id: string): boolean {
  const ids = readClosedBars();
  if (!ids.includes(id)) ids.push(id);
  return local.setJSON(CLOSED_BARS_KEY, ids);
}
