import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage, local, session } from './storage';

class ThrowingStorage implements Storage {
  get length(): number {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  clear(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  key(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** A working storage whose writes fail like a full quota. */
function fullStorage(): Storage {
  const real = new Map<string, string>([['closedBars', '["bar12"]']]);
  return {
    get length() {
      return real.size;
    },
    clear: () => real.clear(),
    getItem: (k) => real.get(k) ?? null,
    key: (i) => [...real.keys()][i] ?? null,
    removeItem: (k) => void real.delete(k),
    setItem: () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
  };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('local and session wrappers', () => {
  it('read and write strings and JSON', () => {
    expect(local.setJSON('closedBars', ['bar1', 'bar2'])).toBe(true);
    expect(local.getJSON('closedBars', [] as string[])).toEqual(['bar1', 'bar2']);
    expect(localStorage.getItem('closedBars')).toBe('["bar1","bar2"]');
    expect(session.setString('search_buty_pl', '{}')).toBe(true);
    expect(session.getString('search_buty_pl')).toBe('{}');
    expect(session.getString('missing')).toBeNull();
    expect(session.getString('missing', 'x')).toBe('x');
    expect(session.keys()).toEqual(['search_buty_pl']);
    session.remove('search_buty_pl');
    expect(session.keys()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns the fallback for malformed JSON or a failed guard', () => {
    localStorage.setItem('closedBars', '[bar1');
    expect(local.getJSON('closedBars', ['fallback'])).toEqual(['fallback']);
    localStorage.setItem('closedBars', '{"a":1}');
    const isList = (v: unknown): v is string[] => Array.isArray(v);
    expect(local.getJSON('closedBars', [] as string[], isList)).toEqual([]);
  });

  it('does not store values JSON cannot express', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(local.setJSON('x', cyclic)).toBe(false);
    expect(local.setJSON('x', undefined)).toBe(false);
    expect(localStorage.getItem('x')).toBeNull();
  });
});

describe('createSafeStorage with a broken storage', () => {
  it('never throws when every method throws, and warns once', () => {
    const store = createSafeStorage(() => new ThrowingStorage(), 'local');
    expect(store.getString('a')).toBeNull();
    expect(store.getString('a', 'fallback')).toBe('fallback');
    expect(store.getJSON('a', { ok: false })).toEqual({ ok: false });
    expect(store.keys()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/localStorage read of "a" failed: SecurityError/);
    expect(store.setString('a', '1')).toBe(false);
    expect(store.setJSON('a', [1])).toBe(false);
    expect(() => store.remove('a')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2); // one more: the first failed write
  });

  it('reports a full quota on write but keeps reading', () => {
    const store = createSafeStorage(fullStorage, 'session');
    expect(store.setJSON('search_x_pl', { products: [] })).toBe(false);
    expect(store.setString('y', 'z')).toBe(false);
    expect(store.getJSON('closedBars', [] as string[])).toEqual(['bar12']);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('QuotaExceededError');
  });

  it('copes with a storage getter that throws or is missing', () => {
    const denied = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    }, 'local');
    expect(denied.getJSON('a', 1)).toBe(1);
    const missing = createSafeStorage(() => undefined, 'session');
    expect(missing.setString('a', 'b')).toBe(false);
    expect(missing.keys()).toEqual([]);
    expect(String(warn.mock.calls.at(-1)?.[0])).toContain('sessionStorage is not available');
  });
});
