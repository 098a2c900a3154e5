import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, getJSONCookie, setCookie, setJSONCookie } from './cookies';

afterEach(() => {
  for (const name of ['rabateCode_clicked', 'setRegionForced', 'ck_cook', 'raw', 'bad']) deleteCookie(name);
  vi.useRealTimers();
});

describe('cookies', () => {
  it('sets, reads and deletes a cookie', () => {
    expect(setCookie('rabateCode_clicked', 'true', { days: 1 })).toBe(true);
    expect(getCookie('rabateCode_clicked')).toBe('true');
    deleteCookie('rabateCode_clicked');
    expect(getCookie('rabateCode_clicked')).toBeNull();
  });

  it('writes path, SameSite and an expiry from days', () => {
    vi.useFakeTimers({ now: new Date('2026-05-18T12:00:00Z') });
    const writes: string[] = [];
    const doc = { set cookie(v: string) { writes.push(v); }, get cookie() { return ''; } } as unknown as Document;
    setCookie('ck_cook', 'yes', { days: 30 }, doc);
    setCookie('x', 'a b;c', { path: '/pl', sameSite: 'None' }, doc);
    expect(writes[0]).toBe('ck_cook=yes; path=/; SameSite=Lax; expires=Wed, 17 Jun 2026 12:00:00 GMT');
    expect(writes[1]).toBe('x=a%20b%3Bc; path=/pl; SameSite=None; Secure');
  });

  it('round-trips JSON cookies and reads raw JSON written by the shop', () => {
    setJSONCookie('setRegionForced', { showModal: false, currentCountry: 'DE' });
    expect(getJSONCookie('setRegionForced')).toEqual({ showModal: false, currentCountry: 'DE' });
    document.cookie = 'raw={"showModal":true}; path=/';
    const isFlag = (v: unknown): v is { showModal: boolean } => typeof v === 'object' && v !== null && 'showModal' in v;
    expect(getJSONCookie('raw', isFlag)).toEqual({ showModal: true });
    expect(getJSONCookie('ck_cook', isFlag)).toBeNull();
  });

  it('returns null for malformed JSON or bad encoding', () => {
    document.cookie = 'bad=%E0%A4%A; path=/';
    expect(getCookie('bad')).toBe('%E0%A4%A');
    expect(getJSONCookie('bad')).toBeNull();
  });

  it('never throws when the document refuses cookies', () => {
    const doc = {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_v: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    } as unknown as Document;
    expect(getCookie('a', doc)).toBeNull();
    expect(getJSONCookie('a', undefined, doc)).toBeNull();
    expect(setCookie('a', 'b', {}, doc)).toBe(false);
    expect(setJSONCookie('a', 1n, {}, doc)).toBe(false);
    expect(() => deleteCookie('a', {}, doc)).not.toThrow();
  });
});
