/**
 * The warm-up: at idle after the page's load, the code the page's main task needs is fetched and evaluated
 * before the shopper reaches for it, so the first tap only mounts and renders (the theme's own handler is
 * already evaluated by then; ours must not be slower). Each step is one module: the renderer first (one
 * evaluation of its chunk), then each island's chunk, every step in an idle period of its own so no task of
 * ours grows past one module's evaluation and input always comes first.
 *
 * Only where the browser allows it: never under Save-Data, never on a 2g connection. A step that fails (a
 * network error) is let go: the island's own wake loads it again and reports a failure there.
 */

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Why the page is not warmed up, or null when it may be: the shopper's data saver or a slow connection. */
export function warmUpRefusal(nav: Navigator | undefined): string | null {
  const connection = (nav as (Navigator & { connection?: Connection }) | undefined)?.connection;
  if (connection?.saveData) return 'Save-Data';
  const type = String(connection?.effectiveType ?? '');
  if (type === '2g' || type === 'slow-2g') return `a ${type} connection`;
  return null;
}

type IdleWindow = Window & typeof globalThis;

/** How long a step waits for an idle period at most, ms, unless it says otherwise. */
const IDLE_WAIT = 2000;

/** Resolves in an idle period, or after `wait` ms at most (a short timeout where the browser has no requestIdleCallback). */
function idle(win: IdleWindow, wait: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: wait });
    else win.setTimeout(resolve, 50);
  });
}

export interface WarmUpStep {
  /** What the step evaluates, for the page's record (`storefront:warm-up` events). */
  name: string;
  load: () => Promise<unknown>;
  /**
   * How long it waits for an idle period at most, ms (2000 unless said): a step of a few milliseconds (a DOM
   * island's small chunk) says less, so a busy page does not keep it from the first tap.
   */
  wait?: number;
}

let begun = false;
const onBegin: Array<() => void> = [];
/** Runs `fn` once the warm-up has begun (its first step started, or it found none to take), at once after. */
export function whenWarmUpBegins(fn: () => void): void {
  if (begun) fn();
  else onBegin.push(fn);
}
function begin(): void {
  begun = true;
  onBegin.splice(0).forEach((fn) => fn());
}

/**
 * Runs the steps one after another, each in an idle period of its own (or once its wait is over). `steps` is
 * read at the first idle period (after the load event's own work; `firstWait` ms at most: a page busy after
 * its load, its own scripts, images and animations under a slow CPU, may give none for a second or more, and
 * a small first step must not wait behind that), so it sees which islands are still waiting then. Returns what
 * stops it between two steps.
 */
export function warmUp(steps: () => WarmUpStep[], win: IdleWindow = window, firstWait = IDLE_WAIT): () => void {
  let stopped = false;
  const doc = win.document;
  const say = (detail: { step: string; state: 'start' | 'done' | 'failed' }) =>
    doc.dispatchEvent(new CustomEvent('storefront:warm-up', { detail }));
  void (async () => {
    await idle(win, firstWait);
    if (stopped) return;
    const list = steps();
    if (!list.length) begin();
    for (const step of list) {
      await idle(win, step.wait ?? IDLE_WAIT);
      if (stopped) return;
      say({ step: step.name, state: 'start' });
      if (!begun) begin();
      try {
        await step.load();
        say({ step: step.name, state: 'done' });
      } catch {
        say({ step: step.name, state: 'failed' });
      }
    }
  })();
  return () => {
    stopped = true;
  };
}
