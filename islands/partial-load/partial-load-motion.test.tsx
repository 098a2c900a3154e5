// The scroll to the new content after an in-place load: instant under reduced motion ('auto' would
// follow a theme's CSS scroll-behavior: smooth), the page's own behaviour otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { mountWoken } from '../../fixtures/header-page';
import { stubReducedMotion } from '../../fixtures/reduced-motion';
import { untilDom } from '../../fixtures/until';

vi.mock('../../core/dom/run-script', () => ({ runScript: vi.fn(async () => 'ran') }));

const body = (n: number) => `<div id="container" class="search_page" data-partial-regions="#content">
  <main id="content"><h1>Treść ${n}</h1><a data-partial href="/p2.html">Dalej</a></main>
</div>`;

beforeEach(() => {
  history.replaceState(null, '', '/p1.html');
  server.use(http.get('*/p2.html', () => HttpResponse.html(`<!doctype html><html><head><title>Strona 2</title></head><body>${body(2)}</body></html>`)));
});
afterEach(() => vi.restoreAllMocks());

describe('partial-load and reduced motion', () => {
  it.each([
    [true, 'instant'],
    [false, 'auto'],
  ] as const)('reduce %s: brings the new content in with behavior %s', async (reduce, behavior) => {
    stubReducedMotion(reduce);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    document.body.innerHTML = body(1);
    await mountWoken(['partial-load'], () => document.querySelector('[data-partial-regions]'));
    fireEvent.click(screen.getByText('Dalej'));
    // The load's last step is the announcement; the scroll comes just before it.
    await untilDom(() => screen.getByRole('status').textContent === 'Załadowano stronę: Strona 2');
    expect(document.querySelector('h1')!.textContent).toBe('Treść 2');
    expect(scroll).toHaveBeenCalledWith({ block: 'start', behavior });
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('content'));
  });
});
