// Tests only: the sample header as the server sent it, the island woken through the real registry
// (its trigger is the first interaction, so mounting focuses the input), and a log of search requests.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { boot, type BootHandle } from '../../core/mount/boot';
import type { ViewLevel } from '../../core/mount/types';
import { getShopStore, initShopStore } from '../../core/store';
import { server } from '../../fixtures/mock-shop/server';
import { firstScan } from '../../fixtures/boot-entry';
import { untilMounted } from '../../fixtures/island-state';
import { untilDom } from '../../fixtures/until';

const header = readFileSync(resolve(import.meta.dirname, '../../html-samples/partials/header.html'), 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');

export const form = () => document.getElementById('menu_search') as HTMLFormElement;
export const input = () => document.getElementById('menu_search_text') as HTMLInputElement;
export const results = () => form().querySelector<HTMLElement>('.menu_search__item.--results')!;
export const listbox = () => form().querySelector<HTMLElement>('[role=listbox]')!;
export const options = () => Array.from(listbox().querySelectorAll<HTMLAnchorElement>('[role=option]'));
export const state = () => form().getAttribute('data-storefront-live-search');
export const store = () => getShopStore().getState();

/** The text of every productsTextSearch request, in order (and their abort signals), read from the
 *  document's literal `text: "…"` (the call carries no marker and no variables). */
export const searches: string[] = [];
export const signals: AbortSignal[] = [];
/** Every request URL of a search, to check it went to /graphql/v1/ without a marker. */
export const searchUrls: string[] = [];
export const searchedText = (document: string): string | null => {
  const m = /productsTextSearch\(searchInput: \{ text: ("(?:[^"\\]|\\.)*")/.exec(document);
  return m ? (JSON.parse(m[1]!) as string) : null;
};
const record = ({ request }: { request: Request }) => {
  if (!request.url.includes('/graphql/v1/')) return;
  const signal = request.signal;
  const url = request.url;
  void request
    .clone()
    .json()
    .then((b: { query?: string }) => {
      const text = typeof b.query === 'string' ? searchedText(b.query) : null;
      if (text === null) return;
      signals.push(signal);
      searchUrls.push(url);
      searches.push(text);
      for (const w of [...searchWaiters]) {
        if (searches.length < w.count) continue;
        searchWaiters.delete(w);
        w.resolve();
      }
    })
    .catch(() => {});
};
const searchWaiters = new Set<{ count: number; resolve: () => void }>();
/** Resolves once `count` searches have been sent in this test (their text read into `searches`). */
export const untilSearches = (count: number): Promise<void> =>
  searches.length >= count ? Promise.resolve() : new Promise((done) => void searchWaiters.add({ count, resolve: done }));
let handle: BootHandle | null = null;

/** Call once per test file. */
export function setupSearchPage(): void {
  beforeEach(() => {
    searches.length = 0;
    searchWaiters.clear();
    signals.length = 0;
    searchUrls.length = 0;
    sessionStorage.clear();
    server.events.on('request:start', record);
  });
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeListener('request:start', record);
    handle?.stop();
    handle = null;
    document.documentElement.className = '';
  });
}

/** The sample theme hides its search icon (html-samples/theme.css); `icon: true` shows it, as other themes do on phones. */
export function loadHeader(edit: (html: string) => string = (h) => h, { icon = false } = {}): void {
  const css = icon ? '' : '<style>.menu_search__mobile { display: none; }</style>';
  document.body.innerHTML = `${css}<div id="container" class="main_page"><header>${edit(header)}</header><main id="content"></main></div>`;
}

export interface MountOptions {
  view?: ViewLevel;
  language?: string;
  overrides?: Record<string, string>;
  /** What the shopper typed while the island's chunk was loading. */
  typedBefore?: string;
}

/** Boots the registry's live-search entry and wakes it the way a shopper does: focus on the input. */
export async function mount(opts: MountOptions = {}): Promise<void> {
  if (!document.getElementById('menu_search')) loadHeader();
  initShopStore({ product: null, view: opts.view ?? 3, pageType: 'main', language: opts.language ?? 'pl', textOverrides: opts.overrides ?? {} });
  const { registry } = await import('../../src/registry');
  handle = boot(registry.filter((e) => e.name === 'live-search'));
  await firstScan();
  expect(state()).toBe('waiting');
  input().focus();
  if (opts.typedBefore !== undefined) input().value = opts.typedBefore;
  // The chunk's first import in a file is a cold transform, seconds on a busy machine: awaited, not polled.
  await untilMounted(form(), 'live-search');
}

/** The phone's full-screen search opens on a tap (its click) or typing, never on focus alone (WCAG 3.2.1 On Focus). */
export const tapInput = () => act(() => input().click());

/** Advances fake timers (setTimeout only: msw and promises keep running). */
export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
export const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Types like a person: key down, the value grows, input event, key up, `gap` ms to the next key. */
export async function type(text: string, gap = 180): Promise<void> {
  for (const key of text) {
    fireEvent.keyDown(input(), { key });
    input().value += key;
    fireEvent.input(input());
    fireEvent.keyUp(input(), { key });
    await wait(gap);
  }
}

export async function backspace(times = 1, gap = 180): Promise<void> {
  for (let i = 0; i < times; i++) {
    fireEvent.keyDown(input(), { key: 'Backspace' });
    input().value = input().value.slice(0, -1);
    fireEvent.input(input());
    await wait(gap);
  }
}

export const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement ?? input(), { key, ...init });

/** Waits until the listbox shows its options (the answer drawn). */
export const shown = () => untilDom(() => !listbox().hidden);
