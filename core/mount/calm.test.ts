// The renderer of an island no shopper woke waits for a calm page: never fetched during the page's load,
// at once once the shopper moves or the warm-up starts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALM_ENDS, SETTLED_AFTER_LOAD, WARM_UP_CAP } from './calm';

// Fresh modules per test: the wait and the warm-up's beginning are the page's, once each.
let calm: typeof import('./calm').calm;
let resetCalm: typeof import('./calm').resetCalm;
let ready: typeof import('./react-ready').ready;
let warmUp: typeof import('./warm-up').warmUp;

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

/** The page's navigation timing: loaded `loadedAgo` ms ago, or not loaded yet (null). */
function navigation(loadedAgo: number | null) {
  const now = 10_000;
  vi.spyOn(performance, 'now').mockReturnValue(now);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
    type === 'navigation' ? ([{ loadEventEnd: loadedAgo === null ? 0 : now - loadedAgo }] as unknown as PerformanceEntryList) : [],
  );
}
const readyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

/** requestIdleCallback held, so a test runs each idle period itself. */
let idleCallbacks: Array<() => void> = [];
beforeEach(async () => {
  vi.resetModules();
  ({ calm, resetCalm } = await import('./calm'));
  ({ ready } = await import('./react-ready'));
  ({ warmUp } = await import('./warm-up'));
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idleCallbacks.push(cb));
  readyState('loading');
});
const connection = (value: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
afterEach(() => {
  vi.useRealTimers();
  connection(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  readyState('complete');
});
const runIdle = () => {
  const due = idleCallbacks;
  idleCallbacks = [];
  due.forEach((cb) => cb());
};

describe('calm', () => {
  it('waits while the page loads; where the warm-up runs, until it begins (its first step, after the load and idle periods)', async () => {
    navigation(null);
    const wait = calm();
    runIdle();
    expect(await settled(wait), 'before the load event').toBe(false);
    window.dispatchEvent(new Event('load'));
    runIdle();
    runIdle();
    expect(await settled(wait), 'idle after the load, the warm-up not begun').toBe(false);
    warmUp(() => [{ name: 'renderer', load: () => Promise.resolve() }]);
    runIdle();
    expect(await settled(wait), 'the warm-up has read its steps').toBe(false);
    runIdle();
    expect(await settled(wait), 'its first step started').toBe(true);
  });

  it('a warm-up with nothing to take ends the wait once it has looked', async () => {
    navigation(null);
    const wait = calm();
    warmUp(() => []);
    expect(await settled(wait)).toBe(false);
    runIdle();
    expect(await settled(wait)).toBe(true);
  });

  it('a warm-up that never begins ends the wait WARM_UP_CAP after the load’s idle periods', async () => {
    navigation(null);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = calm();
    window.dispatchEvent(new Event('load'));
    runIdle();
    runIdle();
    await vi.advanceTimersByTimeAsync(WARM_UP_CAP - 1);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });

  it.each([[{ saveData: true }], [{ effectiveType: '2g' }]])('where the warm-up does not run (%o): the load event and two idle periods after it', async (value) => {
    connection(value);
    navigation(null);
    const wait = calm();
    window.dispatchEvent(new Event('load'));
    runIdle();
    expect(await settled(wait)).toBe(false);
    runIdle();
    expect(await settled(wait)).toBe(true);
  });

  it.each(CALM_ENDS.map((type) => [type]))('ends at once on %s, before the load', async (type) => {
    navigation(null);
    const wait = calm();
    expect(await settled(wait)).toBe(false);
    if (type.startsWith('storefront:')) document.dispatchEvent(new CustomEvent(type));
    else document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(wait)).toBe(true);
  });

  it('does not wait on a product page (its prices’ DOM island claimed): its first tap comes early', async () => {
    navigation(null);
    document.body.innerHTML = '<div id="projector_prices_section" data-storefront-product-prices="waiting"></div>';
    expect(await settled(calm())).toBe(true);
    document.body.innerHTML = '';
  });

  it('does not wait where the load is a second behind or the browser has no navigation timing', async () => {
    navigation(SETTLED_AFTER_LOAD);
    expect(await settled(calm()), 'loaded a second ago').toBe(true);
    resetCalm();
    navigation(SETTLED_AFTER_LOAD - 200);
    readyState('complete');
    expect(await settled(calm()), 'loaded just now: waits for idle periods').toBe(false);
    resetCalm();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    expect(await settled(calm()), 'no navigation timing').toBe(true);
  });
});

describe('ready', () => {
  it('starts the renderer’s download for an island no shopper woke only once the page is calm; a woken one’s at once', async () => {
    navigation(null);
    const preload = vi.fn();
    void ready(preload);
    await settled(Promise.resolve());
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });
});
