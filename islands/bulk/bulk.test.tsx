// @vitest-environment jsdom
// The bulk island against the mock shop (msw): one request with the page's sections, the basket fed
// to the store (and the mini-basket not fetching its own), snippets and widgets in the page through
// DOMPurify, failures ignored. jsdom, because snippets and widgets go through the sanitizer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { changeBasket } from '../../fixtures/mock-shop/state';
import { setExtraInjected } from '../../fixtures/mock-shop/handlers/get';
import { mountProductIslands } from '../../fixtures/product-page';
import { getShopStore } from '../../core/store';
import { on } from '../../core/events';

const ran: string[] = [];
vi.mock('../../core/dom/run-script', () => ({
  runScript: vi.fn(async (source: unknown, opts: { caller: string }) => {
    ran.push(`${opts.caller}: ${typeof source === 'string' ? source.slice(0, 40) : JSON.stringify(source)}`);
    return 'ran';
  }),
}));

const requests: Array<{ url: string; body: string }> = [];
const record = async ({ request }: { request: Request }) => {
  requests.push({ url: request.url, body: request.method === 'POST' ? await request.clone().text() : '' });
};
const bulkRequests = () => requests.filter((r) => r.url.includes('/ajax/get.php'));
const basketRequests = () => requests.filter((r) => r.url.includes('query=basket'));
const sections = (body: string) => Object.keys(JSON.parse(new URLSearchParams(body).get('request') ?? '{}'));

const page = (header = '<div id="menu_basket" class="menu_basket"><a class="top_basket__sub" href="/basketedit.php">Koszyk <span class="badge">0</span></a></div>') => {
  document.head.innerHTML = '<title>Sklep</title>';
  document.body.innerHTML = `<div id="container" class="main_page"><header>${header}</header><main id="content"><p>Treść</p></main></div>`;
};

beforeEach(() => {
  ran.length = 0;
  requests.length = 0;
  server.events.on('request:start', record);
  (window as { app_shop?: unknown }).app_shop = { vars: { requestUri: '/search.php?text=x', additionalAjax: 'ab=1' } };
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  setExtraInjected({});
  delete (window as { app_shop?: unknown }).app_shop;
  vi.restoreAllMocks();
});

describe('bulk island', () => {
  it('makes one get.php call with Basket, Snippets and ToplayersAndWidgets and the view params', async () => {
    page();
    await mountProductIslands(['bulk']);
    await waitFor(() => expect(document.querySelector('.mock-widget')).not.toBeNull());
    expect(bulkRequests()).toHaveLength(1);
    const request = JSON.parse(new URLSearchParams(bulkRequests()[0]!.body).get('request')!);
    expect(Object.keys(request)).toEqual(['Basket', 'Snippets', 'ToplayersAndWidgets']);
    // No #viewType in this page: the view level is the desktop default.
    expect(request.Snippets).toEqual({ mobile: 'false', tablet: 'false', pc: 'true', request_uri: '/search.php?text=x', additional_ajax: 'ab=1' });
    expect(request.ToplayersAndWidgets).toEqual(request.Snippets);
  });

  it('feeds the basket to the store and re-initialises a basket already loaded', async () => {
    changeBasket({ product: '108', size: 'uniw', quantity: 2, mode: 'add', subscriptionPeriod: 0, forPoints: false });
    page();
    await mountProductIslands(['bulk']);
    await waitFor(() => expect(getShopStore().getState().basket.status).toBe('ready'));
    expect(getShopStore().getState().basket.data?.productsCounter).toBe(1);
  });

  it('puts snippets in their regions and runs their scripts and the script widget through runScript', async () => {
    page();
    await mountProductIslands(['bulk']);
    // Four from the reply, and the tracking event its x-iai-tracking-events: 1 header announced.
    await waitFor(() => expect(ran).toHaveLength(5));
    expect(document.body.firstElementChild?.matches('.mock-snippet[data-snippet="body_top"]')).toBe(true);
    const bottom = document.body.querySelector('[data-snippet="body_bottom"]')!;
    expect(bottom.parentElement).toBe(document.body);
    expect(document.getElementById('container')!.compareDocumentPosition(bottom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(ran.map((r) => r.split(':')[0]).filter((c) => c !== 'tracking-events')).toEqual([
      'bulk (snippet, head)',
      'bulk (snippet, body_top)',
      'bulk (snippet, body)',
      'bulk (widget "script")',
    ]);
    expect(ran.filter((r) => r.startsWith('tracking-events: '))).toHaveLength(1);
    // The mock's head snippet is a <meta> (dropped: a snippet may not rewrite page metadata) and a script.
    expect(document.head.querySelector('meta[name="mock-snippet"]')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('the mini-basket reads the bulk call’s basket instead of fetching its own', async () => {
    page();
    await mountProductIslands(['bulk', 'mini-basket']);
    await waitFor(() => expect(getShopStore().getState().basket.status).toBe('ready'));
    expect(bulkRequests()).toHaveLength(1);
    expect(basketRequests()).toHaveLength(0);
  });

  it('a failed bulk call is ignored: nothing thrown, the page unchanged, the mini-basket loads its own basket', async () => {
    setFault('get', '500');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const dropped: unknown[] = [];
    const stop = on('storefront:basket-updated', (e) => dropped.push(e.detail.basket));
    page();
    const before = document.getElementById('container')!.outerHTML;
    await mountProductIslands(['bulk', 'mini-basket']);
    await waitFor(() => expect(basketRequests()).toHaveLength(1));
    await waitFor(() => expect(getShopStore().getState().basket.status).toBe('ready'));
    stop();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/\[storefront:bulk\] the bulk call failed and is ignored: .*HTTP 500/));
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('storefront:bulk'));
    expect(dropped[0]).toBeNull();
    expect(document.getElementById('container')!.outerHTML.replace(/ data-storefront-[\w-]+="[^"]*"/g, '')).toContain('<p>Treść</p>');
    expect(before).toContain('<p>Treść</p>');
    expect(document.querySelector('.mock-snippet')).toBeNull();
  });

  it('a malformed reply is ignored section by section', async () => {
    setFault('get', 'wrong-shape');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    page();
    await mountProductIslands(['bulk']);
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringContaining('section Snippets is missing from the reply; ignored')));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('section Basket is missing'));
    expect(ran).toEqual([]);
  });

  it('skips Basket on a page without a basket and follows data-bulk-sections', async () => {
    page('');
    document.body.setAttribute('data-bulk-sections', 'Snippets,Nope');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountProductIslands(['bulk']);
    await waitFor(() => expect(bulkRequests()).toHaveLength(1));
    expect(sections(bulkRequests()[0]!.body)).toEqual(['Snippets']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('data-bulk-sections: "Nope" not one of'));
    document.body.removeAttribute('data-bulk-sections');
  });

  it('the XSS corpus in snippet and widget HTML leaves nothing that can run', async () => {
    const { XSS_CORPUS_HTML, findDangerous } = await import('../../fixtures/xss-corpus');
    setExtraInjected({ snippet: `<div class="xss">${XSS_CORPUS_HTML}</div>`, widget: XSS_CORPUS_HTML });
    page();
    await mountProductIslands(['bulk']);
    await waitFor(() => expect(document.querySelectorAll('.mock-widget')).toHaveLength(1));
    await waitFor(() => expect(ran).toHaveLength(5));
    expect(ran.every((r) => !r.includes('__xssHit'))).toBe(true);
    expect(findDangerous(document.body)).toEqual([]);
  });
});
