import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie } from '../dom/cookies';
import { LOGIN_COOKIE, LOGIN_COOKIE_DAYS, scheduleLoginCookie } from './login-cookie';

describe('scheduleLoginCookie', () => {
  afterEach(() => {
    vi.useRealTimers();
    deleteCookie(LOGIN_COOKIE);
  });

  it('sets ck_cook for 30 days after 500 ms, not before', () => {
    vi.useFakeTimers();
    const write = vi.spyOn(document, 'cookie', 'set');
    scheduleLoginCookie();
    vi.advanceTimersByTime(499);
    expect(getCookie(LOGIN_COOKIE)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(getCookie(LOGIN_COOKIE)).toBe('yes');
    const line = String(write.mock.calls.at(-1)?.[0]);
    const expires = Date.parse(/expires=([^;]+)/.exec(line)![1]!);
    expect(Math.round((expires - Date.now()) / 864e5)).toBe(LOGIN_COOKIE_DAYS);
    write.mockRestore();
  });

  it('does nothing when cancelled first (an unmount)', () => {
    vi.useFakeTimers();
    scheduleLoginCookie()();
    vi.advanceTimersByTime(1000);
    expect(getCookie(LOGIN_COOKIE)).toBeNull();
  });
});
