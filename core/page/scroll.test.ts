import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchScroll } from './scroll';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => scrollTo(0));

describe('watchScroll', () => {
  it('reports once per frame with the direction, and stops when asked', async () => {
    vi.useFakeTimers();
    const cb = vi.fn();
    const stop = watchScroll(cb);
    scrollTo(100);
    scrollTo(200);
    scrollTo(300);
    vi.advanceTimersByTime(50);
    expect(cb).toHaveBeenCalledOnce();
    expect(cb).toHaveBeenLastCalledWith(300, 'down');
    scrollTo(120);
    vi.advanceTimersByTime(50);
    expect(cb).toHaveBeenLastCalledWith(120, 'up');
    stop();
    scrollTo(500);
    vi.advanceTimersByTime(50);
    expect(cb).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('ignores scroll events that did not move the page', () => {
    vi.useFakeTimers();
    const cb = vi.fn();
    const stop = watchScroll(cb);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(50);
    expect(cb).not.toHaveBeenCalled();
    stop();
    vi.useRealTimers();
  });
});
