// A registry entry's `wakeOn` event wakes the island before its trigger and is not lost.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { boot, type BootHandle } from './boot';
import { defineIsland } from './define';
import type { IslandProps, RegistryEntry } from './types';

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

let loads = 0;
const entry = (extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  name: 'inbox',
  selectors: ['body'],
  // 'interaction' on body never fires in these tests: only the event can wake it.
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
  document.body.innerHTML = '<div id="container" class="main_page"></div>';
});
afterEach(() => handle?.stop());

describe('wakeOn', () => {
  it('wakes the island on the first event and hands it every event sent before it listened', async () => {
    handle = boot([entry()]);
    expect(document.body.getAttribute('data-storefront-inbox')).toBe('waiting');
    send('one');
    send('two');
    await waitFor(() => expect(document.getElementById('inbox')?.textContent).toBe('one|two'));
    send('three');
    await waitFor(() => expect(document.getElementById('inbox')?.textContent).toBe('one|two|three'));
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
    await waitFor(() => expect(document.getElementById('inbox')?.textContent).toBe('while downloading'));
  });

  it('an island without wakeOn gets no early events and is not woken by them', async () => {
    handle = boot([entry({ wakeOn: undefined })]);
    send('ignored');
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).toBe(0);
    expect(document.body.getAttribute('data-storefront-inbox')).toBe('waiting');
  });

  it('stops keeping events once stopped before waking', async () => {
    handle = boot([entry()]);
    handle.stop();
    send('late');
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).toBe(0);
  });
});
