// Typed readers for an island's own data-* attributes. A bad value is reported (naming attribute and value)
// and replaced by the default; nothing here throws.

export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface DataReader {
  /** The attribute as written ('' included); absent → def. */
  string(name: string, def: string): string;
  number(name: string, def: number, rule?: NumberRule): number;
  /** Present-and-empty counts as true (HTML boolean attribute); 'true/false', 'y/n', 'yes/no', '1/0'. */
  boolean(name: string, def: boolean): boolean;
  oneOf<const T extends string>(name: string, values: readonly T[], def: T): T;
  json<T>(name: string, def: T, guard: (value: unknown) => value is T): T;
  /** Split on `sep`, trimmed, empty items dropped. */
  list(name: string, def: readonly string[], sep?: string): string[];
}

const TRUE = new Set(['', 'true', 'y', 'yes', '1']);
const FALSE = new Set(['false', 'n', 'no', '0']);

const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));
const clip = (v: string): string => (v.length > 60 ? `${v.slice(0, 57)}...` : v);

export function dataReader(el: Element, island: string): DataReader {
  const raw = (name: string): string | null => el.getAttribute(`data-${name}`);
  function bad<T>(name: string, value: string, what: string, def: T): T {
    console.error(`[storefront:${island}] data-${name}="${clip(value)}" is not ${what}; using ${shown(def)}`);
    return def;
  }

  return {
    string(name, def) {
      return raw(name) ?? def;
    },
    number(name, def, rule = {}) {
      const value = raw(name);
      if (value === null) return def;
      const n = value.trim() === '' ? NaN : Number(value);
      if (!Number.isFinite(n)) return bad(name, value, 'a number', def);
      if (rule.integer && !Number.isInteger(n)) return bad(name, value, 'a whole number', def);
      if (rule.min !== undefined && n < rule.min) return bad(name, value, `a number ≥ ${rule.min}`, def);
      if (rule.max !== undefined && n > rule.max) return bad(name, value, `a number ≤ ${rule.max}`, def);
      return n;
    },
    boolean(name, def) {
      const value = raw(name);
      if (value === null) return def;
      const word = value.trim().toLowerCase();
      if (TRUE.has(word)) return true;
      if (FALSE.has(word)) return false;
      return bad(name, value, 'true or false', def);
    },
    oneOf(name, values, def) {
      const value = raw(name);
      if (value === null) return def;
      const hit = values.find((v) => v === value.trim());
      return hit ?? bad(name, value, `one of ${values.join(', ')}`, def);
    },
    json(name, def, guard) {
      const value = raw(name);
      if (value === null) return def;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return bad(name, value, 'valid JSON', def);
      }
      return guard(parsed) ? parsed : bad(name, value, 'the expected JSON shape', def);
    },
    list(name, def, sep = ',') {
      const value = raw(name);
      if (value === null) return [...def];
      return value
        .split(sep)
        .map((item) => item.trim())
        .filter(Boolean);
    },
  };
}
