// Gives the browser a turn (input, paint) between slices of work that would otherwise add up to
// one long task (against the total-blocking-time budget): scheduler.yield() where the browser has it
// (the continuation keeps its priority), otherwise a macrotask.
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `fn` once the next frame has been painted (a frame callback, then a task posted from it): for
 * work that must not delay what the current task just rendered, such as a storage write.
 */
export function afterNextPaint(fn: () => void): void {
  const later = (): void => {
    // A message task rather than setTimeout: no 4 ms clamp, and it is not a timer that pages (or tests) throttle.
    if (typeof MessageChannel !== 'function') return void setTimeout(fn, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      fn();
    };
    channel.port2.postMessage(null);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
}

type WithPostTask = typeof globalThis & {
  scheduler?: { postTask?: (fn: () => void, options: { priority: 'background' }) => Promise<unknown> };
};

/**
 * Runs `fn` after the next frame has been painted and after the tasks already waiting then (the browser's
 * background priority where it has one): for a render that follows what the frame showed, which must not
 * come before the page's own work either.
 */
export function afterNextPaintAndTasks(fn: () => void): void {
  const postTask = (globalThis as WithPostTask).scheduler?.postTask;
  if (typeof postTask !== 'function' || typeof requestAnimationFrame !== 'function') return afterNextPaint(fn);
  requestAnimationFrame(() => {
    void postTask.call((globalThis as WithPostTask).scheduler, fn, { priority: 'background' });
  });
}
