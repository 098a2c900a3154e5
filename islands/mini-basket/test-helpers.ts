// Tests only: the sample header as the server sent it (the basket link says 3 products, 495,96 zł),
// the island mounted through the real registry, and a count of basket requests.
import { afterEach, beforeEach, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mountProductIslands } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { getShopStore } from '../../core/store';

const header = readFileSync(resolve(import.meta.dirname, '../../html-samples/partials/header.html'), 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');

export function loadHeader(edit: (html: string) => string = (h) => h): HTMLElement {
  document.body.innerHTML = `<div id="container" class="main_page"><header>${edit(header)}</header><main id="content"></main></div>`;
  return document.getElementById('menu_basket')!;
}

export const calls = { basket: 0 };
const count = ({ request }: { request: Request }) => {
  if (request.url.includes('query=basket')) calls.basket += 1;
};

/** Call once per test file: counts requests, clears storage and page globals around each test. */
export function setupHeaderPage(): void {
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
export const store = () => getShopStore().getState();
export const details = () => document.getElementById('menu_basket_details');
export const badge = () => document.querySelector('#menu_basket .badge')!.textContent;
export const lines = () => within(screen.getByRole('list', { name: 'Produkty w koszyku' })).getAllByRole('listitem');
export const loaded = () => waitFor(() => expect(store().basket.status).toBe('ready'));
