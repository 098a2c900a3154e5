import { afterEach, describe, expect, it } from 'vitest';
import { warmUp, warmUpRefusal } from './warm-up';
import { warmUpSteps, WARM_UP, WARM_UP_DOM } from '../../src/islands';
import { registry } from '../../src/registry';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('warmUpRefusal', () => {
  it('refuses under Save-Data and on 2g, allows anything else (no Network Information API included)', () => {
    expect(warmUpRefusal(nav({ saveData: true, effectiveType: '4g' }))).toBe('Save-Data');
    expect(warmUpRefusal(nav({ effectiveType: '2g' }))).toBe('a 2g connection');
    expect(warmUpRefusal(nav({ effectiveType: 'slow-2g' }))).toBe('a slow-2g connection');
    expect(warmUpRefusal(nav({ effectiveType: '3g', saveData: false }))).toBeNull();
    expect(warmUpRefusal(nav())).toBeNull();
    expect(warmUpRefusal(undefined)).toBeNull();
  });
});

/** A window whose idle callbacks run only when the test says so. */
function idleWindow() {
  const queue: Array<() => void> = [];
  const timeouts: Array<number | undefined> = [];
  const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
    document,
    requestIdleCallback: (cb: () => void, options?: { timeout?: number }) => {
      timeouts.push(options?.timeout);
      return queue.push(cb);
    },
  });
  const runIdle = async () => {
    const cb = queue.shift();
    cb?.();
    // Let the step's promise settle.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return !!cb;
  };
  return { win, runIdle, queued: () => queue.length, timeouts };
}

describe('warmUp', () => {
  const heard: string[] = [];
  const listen = (e: Event) => {
    const d = (e as CustomEvent<{ step: string; state: string }>).detail;
    heard.push(`${d.step}:${d.state}`);
  };
  afterEach(() => {
    document.removeEventListener('storefront:warm-up', listen);
    heard.length = 0;
  });

  it('one step per idle period, in order, reading the steps at the first; a failed step does not stop the rest', async () => {
    document.addEventListener('storefront:warm-up', listen);
    const { win, runIdle } = idleWindow();
    const loaded: string[] = [];
    let read = 0;
    warmUp(() => {
      read++;
      return [
        { name: 'renderer', load: async () => void loaded.push('renderer') },
        { name: 'mini-basket', load: () => Promise.reject(new Error('offline')) },
        { name: 'live-search', load: async () => void loaded.push('live-search') },
      ];
    }, win);
    expect(read).toBe(0);
    await runIdle();
    expect(read).toBe(1);
    expect(loaded).toEqual([]);
    await runIdle();
    expect(loaded).toEqual(['renderer']);
    await runIdle();
    await runIdle();
    expect(loaded).toEqual(['renderer', 'live-search']);
    expect(heard).toEqual(['renderer:start', 'renderer:done', 'mini-basket:start', 'mini-basket:failed', 'live-search:start', 'live-search:done']);
  });

  it('waits for its first idle period as long as it is told (2 s unless told), then each step as long as it says (2 s unless said)', async () => {
    const { win, runIdle, timeouts } = idleWindow();
    warmUp(() => [{ name: 'small', wait: 200, load: async () => {} }, { name: 'renderer', load: async () => {} }], win, 200);
    for (let i = 0; i < 3; i++) await runIdle();
    expect(timeouts).toEqual([200, 200, 2000]);
    const other = idleWindow();
    warmUp(() => [{ name: 'renderer', load: async () => {} }], other.win);
    for (let i = 0; i < 2; i++) await other.runIdle();
    expect(other.timeouts).toEqual([2000, 2000]);
  });

  it('stopped between two steps, it loads nothing more', async () => {
    const { win, runIdle, queued } = idleWindow();
    const loaded: string[] = [];
    const stop = warmUp(() => ['a', 'b'].map((name) => ({ name, load: async () => void loaded.push(name) })), win);
    await runIdle();
    await runIdle();
    stop();
    await runIdle();
    expect(loaded).toEqual(['a']);
    expect(queued()).toBe(0);
  });
});

describe('warmUpSteps', () => {
  afterEach(() => void (document.body.innerHTML = ''));

  it('the renderer and its rehearsal, then the chunk of each warm-up island whose container still waits; nothing when none does', () => {
    expect(warmUpSteps(document)).toEqual([]);
    document.body.innerHTML = `
      <form data-storefront-product-form="waiting"></form>
      <div data-storefront-mini-basket="mounted"></div>
      <div data-storefront-live-search="waiting"></div>
      <div data-storefront-product-stocks="waiting"></div>`;
    expect(warmUpSteps(document).map((s) => s.name)).toEqual(['renderer', 'rehearsal', 'product-form', 'live-search']);
    expect(WARM_UP).not.toContain('product-stocks');
  });

  it('a DOM island (the prices) comes before the renderer; with no other island waiting, no renderer at all', () => {
    document.body.innerHTML = `
      <form data-storefront-product-form="waiting"><div data-storefront-product-prices="waiting"></div></form>`;
    expect(warmUpSteps(document).map((s) => s.name)).toEqual(['product-prices', 'renderer', 'rehearsal', 'product-form']);
    document.body.innerHTML = '<div data-storefront-product-prices="waiting"></div>';
    expect(warmUpSteps(document).map((s) => s.name)).toEqual(['product-prices']);
    // Only islands the registry mounts without the renderer go before it.
    for (const name of WARM_UP_DOM) expect(registry.find((e) => e.name === name)?.dom, name).toBe(true);
  });
});
