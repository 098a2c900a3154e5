// localStorage / sessionStorage that never throw: disabled storage, quota and bad JSON give the fallback.

export interface SafeStorage {
  getString<F extends string | null = null>(key: string, fallback?: F): string | F;
  /** False when the write failed (quota, storage disabled). */
  setString(key: string, value: string): boolean;
  getJSON<T>(key: string, fallback: T, guard?: (value: unknown) => value is T): T;
  setJSON(key: string, value: unknown): boolean;
  remove(key: string): void;
  keys(): string[];
}

type Problem = 'unavailable' | 'write' | 'json';

export function createSafeStorage(resolve: () => Storage | null | undefined, label: string): SafeStorage {
  // One warning per kind of problem: a disabled storage would otherwise warn on every call.
  const warned = new Set<Problem>();
  const warn = (problem: Problem, detail: string, error?: unknown): void => {
    if (warned.has(problem)) return;
    warned.add(problem);
    const reason = error instanceof Error ? `: ${error.name}: ${error.message}` : '';
    console.warn(`[storefront] ${label}Storage ${detail}${reason}; using fallbacks`);
  };
  function attempt<T>(problem: Problem, detail: string, run: (s: Storage) => T, fallback: T): T {
    try {
      const storage = resolve();
      if (!storage) {
        warn('unavailable', 'is not available');
        return fallback;
      }
      return run(storage);
    } catch (error) {
      warn(problem, detail, error);
      return fallback;
    }
  }

  const safe: SafeStorage = {
    getString<F extends string | null = null>(key: string, fallback: F = null as F): string | F {
      return attempt('unavailable', `read of "${key}" failed`, (s) => s.getItem(key) ?? fallback, fallback);
    },
    setString(key, value) {
      return attempt('write', `write of "${key}" failed`, (s) => (s.setItem(key, value), true), false);
    },
    getJSON<T>(key: string, fallback: T, guard?: (value: unknown) => value is T): T {
      const text = safe.getString(key);
      if (text === null) return fallback;
      try {
        const value: unknown = JSON.parse(text);
        return guard && !guard(value) ? fallback : (value as T);
      } catch (error) {
        warn('json', `"${key}" holds malformed JSON`, error);
        return fallback;
      }
    },
    setJSON(key, value) {
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch (error) {
        warn('json', `value for "${key}" cannot be serialised`, error);
        return false;
      }
      return text === undefined ? false : safe.setString(key, text);
    },
    remove(key) {
      attempt('write', `removal of "${key}" failed`, (s) => s.removeItem(key), undefined);
    },
    keys() {
      return attempt(
        'unavailable',
        'listing keys failed',
        (s) => Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null),
        [],
      );
    },
  };
  return safe;
}

// Reading window.localStorage itself throws in sandboxed frames and with cookies blocked, hence the resolvers.
export const local: SafeStorage = createSafeStorage(() => globalThis.localStorage, 'local');
export const session: SafeStorage = createSafeStorage(() => globalThis.sessionStorage, 'session');
