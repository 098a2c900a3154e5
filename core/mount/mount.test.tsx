import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useLayoutEffect } from 'react';
import { boot, type BootHandle } from './boot';
import { getShopStore } from '../store/store';
import { defineIsland } from './define';
import type { IslandProps, RegistryEntry } from './types';
import type { Basket } from '../store/basket.slice';
import { firstScan } from '../../fixtures/boot-entry';
import { untilIslandState, untilMounted } from '../../fixtures/island-state';
import { untilEvent, untilStore } from '../../fixtures/until';

const renders: string[] = [];
const cleanups: string[] = [];

function Hello({ container }: IslandProps<unknown>) {
  renders.push(container.id);
  useEffect(() => () => void cleanups.push(container.id), [container.id]);
  return <p className="hello">enhanced {container.id}</p>;
}
function Broken(): never {
  throw new Error('render exploded');
}

const island = (name: string, Component = Hello, extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  name,
  selectors: [`.${name}`],
  trigger: 'load',
  load: async () => ({ default: defineIsland({ name, Component }) }),
  ...extra,
});

let handle: BootHandle | undefined;
const start = (entries: RegistryEntry[]) => (handle = boot(entries));
const state = (el: Element, name: string) => el.getAttribute(`data-storefront-${name}`);
const byId = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  renders.length = 0;
  cleanups.length = 0;
  document.body.innerHTML = '<div id="container" class="main_page"></div>';
});
afterEach(() => {
  // Islands, the store and the DOM are reset by fixtures/test-setup.ts.
  handle?.stop();
});

describe('mounting', () => {
  it('mounts an island on its marker and on an explicit data-island', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="hello"><p>server</p></div><div id="b" data-island="hello"></div>');
    start([island('hello')]);
    // 'mounted' is recorded by an effect, i.e. after the island's markup is in (after the frame is
    // painted in a browser; React's act() runs it at once, Preact after the frame).
    await Promise.all([untilMounted(byId('a'), 'hello'), untilMounted(byId('b'), 'hello')]);
    expect(document.querySelectorAll('p.hello')).toHaveLength(2);
    expect(document.getElementById('a')!.textContent).toBe('enhanced a');
  });

  it('never gives an element two roots, however often the page is scanned or booted', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="hello"></div>');
    const entries = [island('hello')];
    // Every claim writes the state attribute at once ('waiting'): a second claim would show here.
    const before: Array<string | null> = [];
    const writes = new MutationObserver((records) => records.forEach((r) => before.push(r.oldValue)));
    writes.observe(byId('a'), { attributes: true, attributeFilter: ['data-storefront-hello'], attributeOldValue: true });
    start(entries);
    handle!.scan(document);
    const second = boot(entries);
    await untilMounted(byId('a'), 'hello');
    second.scan(document);
    await firstScan(); // both boots' own first scans have run
    second.stop();
    writes.takeRecords().forEach((r) => before.push(r.oldValue));
    writes.disconnect();
    // The one claim's states: (none) → waiting → loading → mounted, and nothing after.
    expect(before).toEqual([null, 'waiting', 'loading']);
    expect(renders).toEqual(['a']);
    expect(document.querySelectorAll('p.hello')).toHaveLength(1);
  });

  it('picks up containers added later (partial page loads) and unmounts removed ones', async () => {
    start([island('hello')]);
    const late = document.createElement('div');
    late.id = 'late';
    late.className = 'hello';
    document.body.append(late);
    await untilMounted(late, 'hello');
    late.remove();
    // 'unmounted' is written once the island's cleanups have run.
    await untilIslandState(late, 'hello', ['unmounted']);
    expect(cleanups).toEqual(['late']);
    // The same element can come back and mounts again.
    document.body.append(late);
    await untilMounted(late, 'hello');
  });

  it('keeps a moved container mounted (mobile placeholders move blocks around)', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="hello"></div><div id="gone" class="hello"></div><aside id="aside"></aside>');
    start([island('hello')]);
    const a = byId('a');
    const gone = byId('gone');
    await Promise.all([untilMounted(a, 'hello'), untilMounted(gone, 'hello')]);
    // Moved, and beside it another container really removed: once that one is unmounted, the same
    // batch of page changes (the move first) has been handled.
    byId('aside').append(a);
    gone.remove();
    await untilIslandState(gone, 'hello', ['unmounted']);
    expect(cleanups).toEqual(['gone']);
    expect(state(a, 'hello')).toBe('mounted');
  });
});

describe('islands waking together', () => {
  it('take turns: each first render starts in a task of its own, after the island before has mounted', async () => {
    const log: string[] = [];
    const Logged = ({ container }: IslandProps<unknown>) => {
      log.push(`render ${container.id}`);
      // A task queued from inside the render: it runs before the next island's render only if that
      // render waits for a task of its own (without turns, Preact renders both in this one task; React's
      // transition scheduler happens to pass this test either way, so the lean run is the one that guards it).
      setTimeout(() => log.push(`task after ${container.id}`), 0);
      return <p>{container.id}</p>;
    };
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="one"></div><div id="b" class="two"></div>');
    start([island('one', Logged), island('two', Logged)]);
    await untilMounted(byId('b'), 'two');
    const first = log.indexOf('render a');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('task after a')).toBeGreaterThan(first);
    expect(log.indexOf('render b')).toBeGreaterThan(log.indexOf('task after a'));
    // a was mounted (its effects ran) before b's turn began.
    expect(state(document.getElementById('a')!, 'one')).toBe('mounted');
  });

  it('an island that never finishes its first render holds the others only briefly', async () => {
    const never = new Promise<never>(() => {});
    const Suspends = () => {
      throw never;
    };
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="stuck"></div><div id="b" class="hello"></div>');
    start([island('stuck', Suspends), island('hello')]);
    await untilMounted(byId('b'), 'hello');
    // React keeps a root whose first render suspends uncommitted; Preact hands the promise to the boundary.
    expect(['loading', 'failed']).toContain(state(document.getElementById('a')!, 'stuck'));
  });
});

describe('failures stay inside their island', () => {
  it('an island whose import throws logs its name, leaves its HTML, and others still mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<div id="x" class="bad"><a href="/x">server link</a></div><div id="a" class="hello"></div>');
    const before = document.getElementById('x')!.innerHTML;
    start([island('bad', Hello, { load: () => Promise.reject(new Error('chunk 404')) }), island('hello')]);
    await untilMounted(byId('a'), 'hello');
    expect(await untilIslandState(byId('x'), 'bad')).toBe('failed');
    expect(document.getElementById('x')!.innerHTML).toBe(before);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('island "bad" failed to load: chunk 404'), expect.anything());
  });

  it('a chunk that fails for an island with several containers is reported once; every container fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed: unknown[] = [];
    const onFailed = (e: Event) => failed.push((e as CustomEvent).detail);
    document.addEventListener('storefront:island-failed', onFailed);
    document.body.insertAdjacentHTML('beforeend', '<div id="x1" class="twice">one</div><div id="x2" class="twice">two</div>');
    start([island('twice', Hello, { load: () => Promise.reject(new Error('chunk 404')) })]);
    expect(await Promise.all(['x1', 'x2'].map((id) => untilIslandState(byId(id), 'twice')))).toEqual(['failed', 'failed']);
    document.removeEventListener('storefront:island-failed', onFailed);
    expect(error.mock.calls.filter(([m]) => String(m).includes('island "twice" failed to load'))).toHaveLength(1);
    expect(failed).toEqual([{ name: 'twice', message: 'chunk 404' }, { name: 'twice', message: 'chunk 404' }]);
    expect(document.getElementById('x1')!.textContent).toBe('one');
  });

  it('an island whose render throws gets its server nodes back, listeners intact', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<div id="x" class="broken"><button type="button">server</button></div><div id="a" class="hello"></div>');
    const button = document.querySelector('#x button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    const failed = vi.fn();
    document.addEventListener('storefront:island-failed', failed);
    start([island('broken', Broken), island('hello')]);
    expect(await untilIslandState(byId('x'), 'broken')).toBe('failed');
    expect(document.querySelector('#x button')).toBe(button);
    (document.querySelector('#x button') as HTMLButtonElement).click();
    expect(clicks).toHaveBeenCalledOnce();
    await untilMounted(byId('a'), 'hello');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('island "broken" failed to render: render exploded'), expect.anything());
    expect(failed).toHaveBeenCalledOnce();
    document.removeEventListener('storefront:island-failed', failed);
  });

  it('an island that needs product data stays unmounted when the page has none', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<div id="p" class="prod">server</div>');
    start([island('prod', Hello, { needsProduct: true })]);
    expect(await untilIslandState(byId('p'), 'prod')).toBe('skipped');
    expect(document.getElementById('p')!.textContent).toBe('server');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('island "prod" (and any other needing it) needs the page\'s product data'));
  });
});

describe('page types', () => {
  it('default selectors apply only on their page types; data-island works anywhere but skipped types', async () => {
    document.body.innerHTML =
      '<div id="container" class="place-order_page"><div id="a" class="hello"></div><div id="b" data-island="hello"></div></div>';
    start([island('hello', Hello, { pageTypes: ['projector'] }), island('never', Hello, { skipPageTypes: ['place-order'], selectors: ['#b'] })]);
    await untilMounted(byId('b'), 'hello');
    expect(state(document.getElementById('a')!, 'hello')).toBeNull();
    expect(state(document.getElementById('b')!, 'never')).toBeNull();
  });
});

describe('the runtime chunk', () => {
  it('a failed runtime download is retried by the next island that wakes', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./runtime', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return importOriginal();
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fresh = await import('./boot');
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="hello"></div>');
    const h = fresh.boot([island('hello')]);
    const a = document.getElementById('a')!;
    expect(await untilIslandState(a, 'hello')).toBe('failed');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('island "hello" could not start'));
    const b = document.createElement('div');
    b.className = 'hello';
    document.body.append(b);
    await untilMounted(b, 'hello');
    h.stop();
    // This test imported its own copies of the modules: clean those up too.
    (await import('./runtime')).unmountAll();
    (await import('./store-init')).forgetStore();
    (await import('../store/store')).resetShopStore();
    vi.doUnmock('./runtime');
  });
});

describe('the shared store', () => {
  it('is built once from the page and follows the view level and the scroll position', async () => {
    const viewChanged = vi.fn();
    document.addEventListener('storefront:view-changed', viewChanged);
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="hello"></div><div id="b" class="hello"></div>');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    start([island('hello')]);
    await untilMounted(byId('b'), 'hello');
    const store = getShopStore();
    expect(store.getState().view.level).toBe(4);
    expect(store.getState().page.pageType).toBe('main');

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    window.dispatchEvent(new Event('resize'));
    // After the resize debounce; the store follows before the event is sent.
    await untilEvent(document, 'storefront:view-changed');
    expect(store.getState().view.level).toBe(1);
    expect(viewChanged.mock.calls[0]?.[0].detail).toEqual({ level: 1 });

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    window.dispatchEvent(new Event('scroll'));
    // Reported once per frame.
    await untilStore((s) => s.view.scrolled);
    expect(store.getState().view).toMatchObject({ scrolled: true, scrollDirection: 'down' });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    document.removeEventListener('storefront:view-changed', viewChanged);
  });
});

describe('an island the shopper woke', () => {
  it('has run its effects (listeners bound, mounted) before any later task, as React runs a sync render’s', async () => {
    const order: string[] = [];
    function Tapped() {
      useLayoutEffect(() => void setTimeout(() => order.push('next task')), []);
      useEffect(() => void order.push('effects'), []);
      return <p>tapped</p>;
    }
    document.body.insertAdjacentHTML('beforeend', '<div id="t" class="tapped"><button type="button">server</button></div>');
    start([island('tapped', Tapped, { trigger: 'interaction' })]);
    await firstScan();
    byId('t').querySelector('button')!.click();
    await untilMounted(byId('t'), 'tapped');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['effects', 'next task']);
  });
});

describe('the first scan', () => {
  it("runs after boot's own task, one task per entry, so boot adds little to DOMContentLoaded's task", async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="one"></div><div id="b" class="two"></div>');
    const log: string[] = [];
    const spy = (name: string): RegistryEntry => ({ ...island(name), selectors: [`.${name}`], trigger: { views: [] } });
    start([spy('one'), spy('two')]);
    expect(state(document.getElementById('a')!, 'one')).toBeNull();
    setTimeout(() => log.push(`after first task: ${state(document.getElementById('a')!, 'one')} ${state(document.getElementById('b')!, 'two')}`), 0);
    await firstScan();
    // The task queued right after boot ran once both entries' tasks had run (in order, each its own).
    expect(log).toEqual(['after first task: waiting waiting']);
  });

  it('claims islands woken by an event at once, so events sent before the scan are kept', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="t" class="evented"></div>');
    start([island('evented', Hello, { trigger: { views: [] }, wakeOn: 'test:wake' })]);
    expect(state(document.getElementById('t')!, 'evented')).toBe('waiting');
  });
});

describe('containers that leave early', () => {
  it('a container removed before its trigger fires stops waiting and never loads its island', async () => {
    const load = vi.fn(async () => ({ default: defineIsland({ name: 'later', Component: Hello }) }));
    document.body.insertAdjacentHTML('beforeend', '<div id="m" class="later"></div>');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    start([island('later', Hello, { trigger: { views: [1] }, load })]);
    const m = document.getElementById('m')!;
    await firstScan();
    expect(state(m, 'later')).toBe('waiting');
    m.remove();
    await new Promise((r) => setTimeout(r, 0)); // a task after the observer's microtask
    expect(m.hasAttribute('data-storefront-later')).toBe(false);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    const changed = untilEvent(document, 'storefront:view-changed');
    window.dispatchEvent(new Event('resize'));
    // The view listeners (the trigger's among them, had it stayed) have run when the event is sent;
    // a trigger that fired would have written 'loading' on the element at once.
    await changed;
    expect(m.hasAttribute('data-storefront-later')).toBe(false);
    expect(load).not.toHaveBeenCalled();
    // Put back (a region swapped in again), it waits afresh and mounts on the matching view.
    document.body.append(m);
    await untilMounted(m, 'later');
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('events for theme code', () => {
  it('reads the view level (a computed width, which forces a layout) after the first frame, not at boot', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="viewType" style="width: 3px"></div>');
    const computed = vi.spyOn(window, 'getComputedStyle');
    try {
      start([]);
      expect(computed).not.toHaveBeenCalled();
      // The entry reads it in a task queued from the first frame: ours, queued from a later frame callback, runs after it.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      expect(computed).toHaveBeenCalledOnce();
      expect(handle!.view()).toBe(3);
      expect(computed).toHaveBeenCalledOnce(); // read once, kept
    } finally {
      computed.mockRestore();
      document.getElementById('viewType')?.remove();
    }
  });

  it('view-changed fires from the entry even before any island has mounted', async () => {
    const heard = vi.fn();
    document.addEventListener('storefront:view-changed', heard);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    start([]);
    // The level is read after the first frame (not at boot, where it would force the first layout).
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    const changed = untilEvent(document, 'storefront:view-changed');
    window.dispatchEvent(new Event('resize'));
    await changed;
    expect(heard).toHaveBeenCalledOnce();
    expect(heard.mock.calls[0]?.[0].detail).toEqual({ level: 2 });
    document.removeEventListener('storefront:view-changed', heard);
  });

  it('a failed runtime download is announced as island-failed', async () => {
    vi.resetModules();
    vi.doMock('./runtime', () => {
      throw new Error('offline');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.fn();
    document.addEventListener('storefront:island-failed', failed);
    const fresh = await import('./boot');
    document.body.insertAdjacentHTML('beforeend', '<div class="hello"></div>');
    const announced = untilEvent(document, 'storefront:island-failed');
    const h = fresh.boot([island('hello')]);
    await announced;
    expect(failed).toHaveBeenCalledOnce();
    expect(failed.mock.calls[0]?.[0].detail).toMatchObject({ name: 'hello', message: expect.any(String) });
    h.stop();
    document.removeEventListener('storefront:island-failed', failed);
    vi.doUnmock('./runtime');
  });

  it('basket-updated and size-changed fire whichever island changes the store', async () => {
    const { readProductData } = await import('../product/data');
    const { productDataIdoSell } = await import('../../fixtures/catalogue');
    (window as unknown as { product_data: unknown }).product_data = productDataIdoSell(101);
    expect(readProductData(window)).not.toBeNull();
    const basket = vi.fn();
    const size = vi.fn();
    document.addEventListener('storefront:basket-updated', basket);
    document.addEventListener('storefront:size-changed', size);
    document.body.insertAdjacentHTML('beforeend', '<div class="hello"></div>');
    start([island('hello')]);
    await untilMounted(document.querySelector('.hello')!, 'hello');
    const store = getShopStore();
    store.getState().product.selectSize('3');
    expect(size.mock.calls[0]?.[0].detail).toEqual({ productId: '101', size: '3' });
    const data = { products: [], productsCounter: 0 } as unknown as Basket;
    store.getState().basket.setBasket(data);
    expect(basket).toHaveBeenCalledOnce();
    expect(basket.mock.calls[0]?.[0].detail.basket).toBe(data);
    document.removeEventListener('storefront:basket-updated', basket);
    document.removeEventListener('storefront:size-changed', size);
    delete (window as unknown as { product_data?: unknown }).product_data;
  });

  it('an island needing product data on a page without it logs once, however many there are', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<div class="prod"></div><div class="prod"></div><div class="prod2"></div>');
    start([island('prod', Hello, { needsProduct: true }), island('prod2', Hello, { needsProduct: true })]);
    const [p1, p2, p3] = Array.from(document.querySelectorAll('.prod, .prod2'));
    expect(await Promise.all([untilIslandState(p1!, 'prod'), untilIslandState(p2!, 'prod'), untilIslandState(p3!, 'prod2')])).toEqual(['skipped', 'skipped', 'skipped']);
    expect(error).toHaveBeenCalledOnce();
  });
});
