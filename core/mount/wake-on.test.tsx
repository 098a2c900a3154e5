// A registry entry's `wakeOn` event wakes the island before its trigger and is not lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useRef } from 'react';
import { boot, type BootHandle } from './boot';
import { defineIsland } from './define';
import { unmountAll } from './runtime';
import type { IslandProps, RegistryEntry } from './types';
import { firstScan } from '../../fixtures/boot-entry';
import { untilMounted } from '../../fixtures/island-state';

const EVENT = 'storefront:toast';
const send = (message: string) => document.dispatchEvent(new CustomEvent(EVENT, { detail: { kind: 'info', message } }));

/** Shows every message it got: first the kept ones, then the ones it hears itself. */
function Inbox({ takeEarlyEvents }: IslandProps<unknown>) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const messages: string[] = [];
    const show = (message: string) => {
      messages.push(message);
      ref.current!.textContent = messages.join('|');
    };
    const hear = (e: Event) => show((e as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener(EVENT, hear);
    ((takeEarlyEvents?.() ?? []) as Array<{ message: string }>).forEach((d) => show(d.message));
    return () => document.removeEventListener(EVENT, hear);
  }, [takeEarlyEvents]);
  return <p id="inbox" ref={ref} />;
}

const host = () => document.getElementById('host')!;
const inbox = () => document.getElementById('inbox')?.textContent;
/** Mounted: its effect has taken the kept events and listens (it runs before the one that records 'mounted'). */
const mounted = () => untilMounted(host(), 'inbox');

let loads = 0;
const entry = (extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  name: 'inbox',
  // A fresh element per test: the entry never claims an element twice, so a shared <body> would
  // carry one test's claim (and mounted island) into the next.
  selectors: ['#host'],
  // 'interaction' on it never fires in these tests: only the event can wake it.
  trigger: 'interaction',
  wakeOn: EVENT,
  load: async () => {
    loads += 1;
    return { default: defineIsland({ name: 'inbox', host: 'append', Component: Inbox }) };
  },
  ...extra,
});

let handle: BootHandle | undefined;
beforeEach(() => {
  loads = 0;
  document.body.innerHTML = '<div id="container" class="main_page"></div><div id="host"></div>';
});
afterEach(() => {
  vi.useRealTimers();
  handle?.stop();
  unmountAll();
});

describe('wakeOn', () => {
  it('wakes the island on the first event and hands it every event sent before it listened', async () => {
    handle = boot([entry()]);
    expect(host().getAttribute('data-storefront-inbox')).toBe('waiting');
    send('one');
    send('two');
    await mounted();
    expect(inbox()).toBe('one|two');
    send('three');
    expect(inbox()).toBe('one|two|three');
    expect(loads).toBe(1);
  });

  it('keeps events that arrive after its trigger fired but before it listens', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    handle = boot([
      entry({
        trigger: 'load',
        load: async () => {
          await gate;
          return { default: defineIsland({ name: 'inbox', host: 'append', Component: Inbox }) };
        },
      }),
    ]);
    send('while downloading');
    release();
    await mounted();
    expect(inbox()).toBe('while downloading');
  });

  it('once the island is past loading the entry stops listening for its event (its own listener hears it), mounted or not', async () => {
    const added: EventListenerOrEventListenerObject[] = [];
    const removed: EventListenerOrEventListenerObject[] = [];
    const add = vi.spyOn(document, 'addEventListener').mockImplementation(function (this: Document, type, fn, opts) {
      if (type === EVENT && fn) added.push(fn);
      return EventTarget.prototype.addEventListener.call(this, type, fn, opts);
    });
    const remove = vi.spyOn(document, 'removeEventListener').mockImplementation(function (this: Document, type, fn, opts) {
      if (type === EVENT && fn) removed.push(fn);
      return EventTarget.prototype.removeEventListener.call(this, type, fn, opts);
    });
    try {
      // An island that never takes the kept events (as the product islands): its container would otherwise
      // stay referenced from the document for the page's life, swapped out or not.
      const Quiet = () => <p id="quiet" />;
      handle = boot([entry({ load: async () => ({ default: defineIsland({ name: 'inbox', host: 'append', Component: Quiet }) }) })]);
      const entryListener = added[0];
      expect(entryListener).toBeDefined();
      send('wake');
      await mounted();
      expect(removed).toContain(entryListener);
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });

  it('an island without wakeOn gets no early events and is not woken by them', async () => {
    handle = boot([entry({ wakeOn: undefined })]);
    send('ignored');
    await firstScan();
    expect(host().getAttribute('data-storefront-inbox')).toBe('waiting');
    // Claimed now and waiting: an event that woke it would write 'loading' at once.
    send('ignored again');
    expect(host().getAttribute('data-storefront-inbox')).toBe('waiting');
    expect(loads).toBe(0);
  });

  it('`trigger: { views: [] }` (the toasts) never wakes by itself, at load, idle or any view, only on its event', async () => {
    // The clock is the page's: the load event's queued starts and each resize's debounce run when it is advanced.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const levels: number[] = [];
    const heard = (e: Event) => levels.push((e as CustomEvent<{ level: number }>).detail.level);
    document.addEventListener('storefront:view-changed', heard);
    handle = boot([entry({ trigger: { views: [] } })]);
    // Past the load event, a good while and a resize through every view level.
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2000);
    for (const width of [375, 800, 1000, 1280]) {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(150);
    }
    document.removeEventListener('storefront:view-changed', heard);
    expect(levels.slice(-3)).toEqual([2, 3, 4]); // the view listeners did run
    // Waking writes 'loading' at once: it never did.
    expect(host().getAttribute('data-storefront-inbox')).toBe('waiting');
    expect(loads).toBe(0);
    vi.useRealTimers();
    send('first');
    await mounted();
    expect(inbox()).toBe('first');
    expect(loads).toBe(1);
  });

  it('stops keeping events once stopped before waking', async () => {
    handle = boot([entry()]);
    handle.stop();
    send('late');
    // A kept listener would have woken it in that dispatch ('loading' written at once).
    expect(host().getAttribute('data-storefront-inbox')).toBe('waiting');
    expect(loads).toBe(0);
  });
});

describe('wakeOn: many early events', () => {
  it('200 toasts before the island listens: the first 50 and every error and warning are kept, in order', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    handle = boot([
      entry({
        load: async () => {
          await gate;
          return { default: defineIsland({ name: 'inbox', host: 'append', Component: Inbox }) };
        },
      }),
    ]);
    const kindOf = (i: number) => (i % 20 === 7 ? 'error' : i % 20 === 13 ? 'warning' : 'info');
    for (let i = 0; i < 200; i++) {
      document.dispatchEvent(new CustomEvent(EVENT, { detail: { kind: kindOf(i), message: `${kindOf(i)} ${i}` } }));
    }
    release();
    await mounted();
    expect(inbox()).toContain('warning 193');
    const got = document.getElementById('inbox')!.textContent!.split('|');
    const errors = Array.from({ length: 200 }, (_, i) => `${kindOf(i)} ${i}`).filter((m) => !m.startsWith('info'));
    // Every error and warning toast, none lost.
    expect(got.filter((m) => !m.startsWith('info'))).toEqual(errors);
    expect(errors).toHaveLength(20);
    // The first 50 whatever their kind; info past them is dropped.
    expect(got.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => `${kindOf(i)} ${i}`));
    expect(got.filter((m) => m.startsWith('info')).every((m) => Number(m.split(' ')[1]) < 50)).toBe(true);
  });
});
