// Tests only: the sample header as the server sent it (the basket link says 3 products, 495,96 zł),
// the island mounted through the real registry, and a count of basket requests.
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mountProductIslands } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { idosellSchema } from '../../fixtures/mock-shop/schema';
import { getShopStore, type BasketStatus } from '../../core/store';
import { untilStore } from '../../fixtures/until';
import { untilIslandState } from '../../fixtures/island-state';

const header = readFileSync(resolve(import.meta.dirname, '../../html-samples/partials/header.html'), 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');

/**
 * `fetch: 'mount'` (what most tests need: the basket read without a hover first) writes the option
 * `data-basket-fetch="mount"` on the container; an `edit` that writes its own value wins (the first
 * attribute of a name counts). `fetch: 'default'` leaves the server's markup as it is: the island then
 * reads the basket as the theme does (first hover/focus, or at once with app_shop.vars.cache_html).
 */
export function loadHeader(edit: (html: string) => string = (h) => h, { fetch = 'mount' }: { fetch?: 'mount' | 'default' } = {}): HTMLElement {
  const base = fetch === 'mount' ? header.replace('id="menu_basket"', 'id="menu_basket" data-basket-fetch="mount"') : header;
  document.body.innerHTML = `<div id="container" class="main_page"><header>${edit(base)}</header><main id="content"></main></div>`;

  return document.getElementById('menu_basket')!;
}

export const calls = { basket: 0 };
const count = ({ request }: { request: Request }) => {
  if (request.url.includes('query=basket')) calls.basket += 1;
};

/** Call once per test file: counts requests, clears storage and page globals around each test. */
/**
 * The theme's rule for the popup, as far as happy-dom computes it (no :hover or :focus-within): hidden
 * unless the button opened it. The rule's focus and hover half is the browser tests' (e2e). Without it
 * happy-dom shows the popup always, so focus in the mini-basket would show it (aria-expanded true).
 */
export function addThemePopupRule(): void {
  document.getElementById('storefront-test-theme')?.remove();
  document.head.insertAdjacentHTML('beforeend', '<style id="storefront-test-theme">.hover__element{display:none}.hover__element.--active{display:block}</style>');
}

export function setupHeaderPage(): void {
  // The file's cold start, once, before its tests: the island's chunk, React and the runtime are
  // transformed and evaluated on first import, and the mock shop's GraphQL schema is built on first use
  // (the first test took 4.5 s at 8x oversubscription, against its 5 s). Done here, under a limit
  // sized for that work, so no test's own limit pays for it.
  beforeAll(async () => {
    await import('../../core/mount/react-ready');
    await Promise.all([import('../../core/mount/runtime'), import('./index')]);
    idosellSchema();
  }, 60_000);
  beforeEach(() => {
    calls.basket = 0;
    server.events.on('request:start', count);
    localStorage.clear();
  });
  afterEach(() => {
    server.events.removeListener('request:start', count);
    delete (window as { app_shop?: unknown }).app_shop;
    document.documentElement.removeAttribute('lang');
  });
}

export const mount = () => mountProductIslands(['mini-basket']);
/** The island's state on its container ('waiting' until the shopper's intent or a basket change wakes it). */
export const state = () => document.getElementById('menu_basket')!.getAttribute('data-storefront-mini-basket');
/**
 * The shopper's first intent on the header basket (the island waits for it): a pointer over
 * the link, or focus coming to it; resolves once the island has mounted and run its effects.
 */
export async function wake(how: 'pointerOver' | 'focusIn' = 'pointerOver'): Promise<void> {
  const el = document.getElementById('menu_basket')!;
  fireEvent[how](el.querySelector('a') ?? el);
  await untilIslandState(el, 'mini-basket', ['mounted', 'failed']);
  await act(async () => {});
}
/** Mounted (its job wakes it at once on a page from the HTML cache or with data-basket-fetch="mount"). */
export const untilAwake = async () => {
  await untilIslandState(document.getElementById('menu_basket')!, 'mini-basket', ['mounted', 'failed']);
  await act(async () => {});
};
export const store = () => getShopStore().getState();
export const details = () => document.getElementById('menu_basket_details');
export const badge = () => document.querySelector('#menu_basket .badge')!.textContent;
export const lines = () => within(screen.getByRole('list', { name: 'Produkty w koszyku' })).getAllByRole('listitem');
/**
 * The basket call in flight has settled (a load marks 'loading' as it starts): awaited on the store's
 * change, however long the call takes, then the outcome is asserted.
 */
async function settled(expected: BasketStatus): Promise<void> {
  // In act: the island's render and effects for the outcome are done when it returns.
  let status: BasketStatus | undefined;
  await act(async () => {
    status = (await untilStore((s) => s.basket.status === 'ready' || s.basket.status === 'error')).basket.status;
  });
  expect(status).toBe(expected);
}
export const loaded = () => settled('ready');
export const failed = () => settled('error');
