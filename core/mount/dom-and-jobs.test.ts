// The renderer waiting for the shopper, at the mount: DOM islands mount without the renderer, and load jobs run at the page's load,
// before (and without) their island, which they may wake.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { boot, type BootHandle } from './boot';
import { defineDomIsland } from './define';
import type { LoadJob, RegistryEntry } from './types';
import { untilIslandState, untilMounted } from '../../fixtures/island-state';
import { unmountWithin } from './dom-runtime';

let handle: BootHandle | undefined;
const byId = (id: string) => document.getElementById(id)!;
const started: string[] = [];
const stopped: string[] = [];

const domIsland = (name: string, start = (el: HTMLElement) => void started.push(el.id)): RegistryEntry => ({
  name,
  selectors: [`.${name}`],
  trigger: 'load',
  dom: true,
  load: async () => ({
    default: defineDomIsland({
      name,
      readConfig: (el) => el.dataset.word ?? 'none',
      start: ({ container, config }) => {
        container.setAttribute('data-config', String(config));
        start(container);
        return () => void stopped.push(container.id);
      },
    }),
  }),
});

beforeEach(() => {
  started.length = 0;
  stopped.length = 0;
  document.body.innerHTML = '<div id="container" class="main_page"></div>';
});
afterEach(() => {
  handle?.stop();
  vi.doUnmock('./react-ready');
  vi.doUnmock('./runtime');
});

describe('a DOM island (dom: true)', () => {
  it('starts with its config, is mounted, and stops when its container leaves the page', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="plain" data-word="hi"></div>');
    handle = boot([domIsland('plain')]);
    await untilMounted(byId('a'), 'plain');
    expect(started).toEqual(['a']);
    expect(byId('a').getAttribute('data-config')).toBe('hi');
    const a = byId('a');
    a.remove();
    unmountWithin(a);
    expect(stopped).toEqual(['a']);
    expect(a.getAttribute('data-storefront-plain')).toBe('unmounted');
  });

  it('woken at load or idle it starts in a task of its own; woken by the shopper, in the task its chunk came in', async () => {
    const { mountIsland } = await import('./dom-runtime');
    const view = { view: () => 1 as const, onViewChange: () => () => {} };
    for (const [trigger, atOnce] of [['load', false], ['idle', false], ['interaction', true]] as const) {
      document.body.insertAdjacentHTML('beforeend', `<div id="${trigger}"></div>`);
      const entry = { ...domIsland('plain'), trigger };
      const mounted = mountIsland(entry, entry.load(), byId(trigger), { pageType: null, view, setState: () => {}, rootAttr: 'data-island-root', release: () => {} });
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(started.includes(trigger), trigger).toBe(atOnce);
      await mounted;
      expect(started).toContain(trigger);
    }
  });

  it('never loads the renderer or the React runtime', async () => {
    vi.resetModules();
    const loaded: string[] = [];
    vi.doMock('./react-ready', () => {
      loaded.push('react-ready');
      return {};
    });
    vi.doMock('./runtime', () => {
      loaded.push('runtime');
      return {};
    });
    const fresh = await import('./boot');
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="plain"></div>');
    const h = fresh.boot([domIsland('plain')]);
    await untilMounted(byId('a'), 'plain');
    expect(loaded).toEqual([]);
    h.stop();
    (await import('./dom-runtime')).unmountAll();
  });

  it('a start that throws fails this island alone, named on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="bad"></div><div id="b" class="plain"></div>');
    handle = boot([
      domIsland('bad', () => {
        throw new Error('no such element');
      }),
      domIsland('plain'),
    ]);
    expect(await untilIslandState(byId('a'), 'bad')).toBe('failed');
    await untilMounted(byId('b'), 'plain');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('island "bad" failed to start: no such element'), expect.any(Error));
  });

  it('on a shop whose theme defines window.errorLog, the failure goes to the shop’s own report too, naming the island; a reporter that throws changes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = window as unknown as { errorLog?: (e: Error) => unknown };
    const reported: Error[] = [];
    w.errorLog = (e) => void reported.push(e);
    try {
      document.body.insertAdjacentHTML('beforeend', '<div id="a" class="bad"></div>');
      handle = boot([domIsland('bad', () => { throw new Error('no such element'); })]);
      expect(await untilIslandState(byId('a'), 'bad')).toBe('failed');
      expect(reported).toHaveLength(1);
      expect(reported[0]!.stack).toMatch(/^\[storefront\] island "bad" failed to start: no such element\nError: no such element/);
      handle.stop();
      w.errorLog = () => {
        throw new Error('reporter down');
      };
      document.body.insertAdjacentHTML('beforeend', '<div id="c" class="bad"></div>');
      handle = boot([domIsland('bad', () => { throw new Error('again'); })]);
      expect(await untilIslandState(byId('c'), 'bad')).toBe('failed');
    } finally {
      delete w.errorLog;
    }
  });
});

describe('a DOM island the theme already does (themeOwner)', () => {
  it('is left to the theme: never started, state "theme", the console names what does it; the others mount', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="owned"></div><div id="b" class="plain"></div>');
    const owned = domIsland('owned');
    const def = (await owned.load()).default;
    handle = boot([{ ...owned, load: async () => ({ default: { ...def, themeOwner: (el: HTMLElement) => (el.id === 'a' ? 'own #thing (app_shop.fn.thing)' : null) } }) }, domIsland('plain')]);
    expect(await untilIslandState(byId('a'), 'owned', ['theme', 'mounted', 'failed'])).toBe('theme');
    await untilMounted(byId('b'), 'plain');
    expect(started).toEqual(['b']);
    expect(info).toHaveBeenCalledWith(`[storefront] "owned" left to the theme's own #thing (app_shop.fn.thing)`);
    info.mockRestore();
  });
});

describe('a load job', () => {
  const withJob = (job: LoadJob, extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
    ...domIsland('lazy'),
    trigger: 'interaction',
    job: async () => ({ default: job }),
    ...extra,
  });

  it('runs at the page’s load while its island keeps waiting for the shopper, who then wakes it', async () => {
    const jobRan: string[] = [];
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="lazy"><button>b</button></div>');
    handle = boot([withJob((el, ctx) => void jobRan.push(`${el.id} ${ctx.pageType}`))]);
    await vi.waitFor(() => expect(jobRan).toEqual(['a main']));
    expect(byId('a').getAttribute('data-storefront-lazy')).toBe('waiting');
    expect(started).toEqual([]);
    fireEvent.focusIn(byId('a').querySelector('button')!);
    await untilMounted(byId('a'), 'lazy');
    expect(started).toEqual(['a']);
  });

  it('may wake its island at once (something to change at load), and the island mounts once', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="lazy"></div>');
    handle = boot([withJob((_el, ctx) => ctx.wake())]);
    await untilMounted(byId('a'), 'lazy');
    fireEvent.focusIn(byId('a'));
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual(['a']);
  });

  it('that fails is reported with the island’s name, and the island still wakes on its trigger', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<div id="a" class="lazy"></div>');
    handle = boot([
      withJob(() => {
        throw new Error('broken markup');
      }),
    ]);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('island "lazy" could not start: Error: broken markup')));
    expect(byId('a').getAttribute('data-storefront-lazy')).toBe('failed');
    fireEvent.pointerOver(byId('a'));
    await untilMounted(byId('a'), 'lazy');
  });

  it('is stopped (what it returned) when its container leaves the page or the bootstrap stops, while its island waits', async () => {
    const stops: string[] = [];
    document.body.insertAdjacentHTML('beforeend', '<div id="wrap"><div id="a" class="lazy"></div></div><div id="b" class="lazy"></div>');
    const h = boot([withJob((el) => () => void stops.push(el.id))]);
    await vi.waitFor(() => expect(byId('b').getAttribute('data-storefront-lazy')).toBe('waiting'));
    await new Promise((r) => setTimeout(r, 0));
    byId('wrap').remove();
    await vi.waitFor(() => expect(stops).toEqual(['a']));
    h.stop();
    expect(stops).toEqual(['a', 'b']);
  });

  it('never runs for a container that left the page while the job’s chunk was loading', async () => {
    const jobRan: string[] = [];
    let chunk: (m: { default: LoadJob }) => void = () => {};
    document.body.insertAdjacentHTML('beforeend', '<div id="wrap"><div id="a" class="lazy"></div></div>');
    handle = boot([withJob(() => {}, { job: () => new Promise<{ default: LoadJob }>((r) => (chunk = r)) })]);
    await vi.waitFor(() => expect(byId('a').getAttribute('data-storefront-lazy')).toBe('waiting'));
    await new Promise((r) => setTimeout(r, 0));
    const a = byId('a');
    byId('wrap').remove();
    await new Promise((r) => setTimeout(r, 0));
    chunk({ default: (el) => void jobRan.push(el.id) });
    await new Promise((r) => setTimeout(r, 20));
    expect(jobRan).toEqual([]);
    expect(a.isConnected).toBe(false);
  });

  it('never runs for a container that left the page before the load job started', async () => {
    const jobRan: string[] = [];
    document.body.insertAdjacentHTML('beforeend', '<div id="wrap"><div id="a" class="lazy"></div></div>');
    // The page has not loaded yet: the job waits for the load event.
    const ready = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState');
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    try {
      handle = boot([withJob((el) => void jobRan.push(el.id))]);
      await vi.waitFor(() => expect(byId('a').getAttribute('data-storefront-lazy')).toBe('waiting'));
      byId('wrap').remove();
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      if (ready) Object.defineProperty(document, 'readyState', ready);
      else delete (document as { readyState?: string }).readyState;
    }
    window.dispatchEvent(new Event('load'));
    await new Promise((r) => setTimeout(r, 20));
    expect(jobRan).toEqual([]);
  });
});
