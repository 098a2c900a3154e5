import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterNextPaint, yieldToMain } from './yield';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('uses scheduler.yield where the browser has it', async () => {
    const y = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: y });
    await yieldToMain();
    expect(y).toHaveBeenCalledOnce();
  });

  test('otherwise resolves in a later macrotask, not in the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    void yieldToMain().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('runs after the next frame callback, in a task of its own', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    let ran!: () => void;
    const done = new Promise<void>((r) => (ran = r));
    const fn = vi.fn(ran);
    afterNextPaint(fn);
    await vi.advanceTimersByTimeAsync(10);
    expect(fn).not.toHaveBeenCalled(); // no frame yet
    frames.shift()!(0);
    expect(fn).not.toHaveBeenCalled(); // not inside the frame callback either
    // The task it posts (a message, not a timer: the fake clock does not hold it back).
    await done;
    expect(fn).toHaveBeenCalledOnce();
  });

  test('without requestAnimationFrame or MessageChannel, a later timer task', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.stubGlobal('MessageChannel', undefined);
    const fn = vi.fn();
    afterNextPaint(fn);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledOnce();
  });
});
