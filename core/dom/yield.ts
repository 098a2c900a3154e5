// Gives the browser a turn (input, paint) between slices of work that would otherwise add up to
// one long task (issue 9's total-blocking-time budget): scheduler.yield() where the browser has it
// (the continuation keeps its priority), otherwise a macrotask.
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
