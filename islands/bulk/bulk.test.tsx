// @vitest-environment jsdom
// The bulk island against the mock shop (msw): one request in the platform's form (reference section 4)
// or, with data-bulk-format="spec", the spec's (with Basket fed to the store and the mini-basket not
// fetching its own), snippets and widgets in the page through DOMPurify, failures ignored. jsdom,
// because snippets and widgets go through the sanitizer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { changeBasket } from '../../fixtures/mock-shop/state';
import { setExtraInjected } from '../../fixtures/mock-shop/handlers/get';
import { mountProductIslands } from '../../fixtures/product-page';
import { getShopStore } from '../../core/store';
import { on } from '../../core/events';
import { untilStore } from '../../fixtures/until';

const ran: string[] = [];
vi.mock('../../core/dom/run-script', () => ({
  runScript: vi.fn(async (source: unknown, opts: { caller: string }) => {
    ran.push(`${opts.caller}: ${typeof source === 'string' ? source.slice(0, 40) : JSON.stringify(source)}`);
    return 'ran';
  }),
}));

// The island's one bulk call, awaited to its end (request, sections fed, snippets and widgets injected
// and their scripts run) instead of polling the page for its effects against the clock. The island
// itself drops the promise; this wraps the function it calls.
const bulkRuns: Array<Promise<void>> = [];
vi.mock('./run', async (importOriginal) => {
  const real = await importOriginal<typeof import('./run')>();
  return {
    ...real,
    runBulk: (...args: Parameters<typeof real.runBulk>) => {
      const run = real.runBulk(...args);
      bulkRuns.push(run);
      return run;
    },
  };
});
/** Mounts the islands (bulk among them) and waits until the bulk call has done all it does. */
async function mountBulk(names: string[] = ['bulk']): Promise<void> {
  await mountProductIslands(names);
  expect(bulkRuns).toHaveLength(1);
  await bulkRuns[0];
  await Promise.all(reading);
}
const basketReady = () => untilStore((s) => s.basket.status === 'ready');

const requests: Array<{ url: string; body: string }> = [];
/** The request bodies still being read (the log's entry is there at once, its body once read). */
const reading: Array<Promise<void>> = [];
const record = ({ request }: { request: Request }) => {
  const entry = { url: request.url, body: '' };
  requests.push(entry);
  if (request.method === 'POST') reading.push(request.clone().text().then((text) => void (entry.body = text)));
};
const bulkRequests = () => requests.filter((r) => r.url.includes('/ajax/get.php'));
const basketRequests = () => requests.filter((r) => r.url.includes('query=basket'));
const sections = (body: string) => Object.keys(JSON.parse(new URLSearchParams(body).get('request') ?? '{}'));

const writeMainPage = (header = '<div id="menu_basket" class="menu_basket"><a class="top_basket__sub" href="/basketedit.php">Koszyk <span class="badge">0</span></a></div>') => {
  document.head.innerHTML = '<title>Sklep</title>';
  document.body.innerHTML = `<div id="container" class="main_page"><header>${header}</header><main id="content"><p>Treść</p></main></div>`;
};

beforeEach(() => {
  bulkRuns.length = 0;
  ran.length = 0;
  requests.length = 0;
  reading.length = 0;
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
  it('makes one get.php call in the platform’s form: Snippets and ToplayersAndWidgets, {format, params} with JSON booleans', async () => {
    writeMainPage();
    await mountBulk();
    expect(document.querySelector('.mock-widget')).not.toBeNull();
    expect(bulkRequests()).toHaveLength(1);
    const body = bulkRequests()[0]!.body;
    // Percent-encoded form field (the standard form), decoded by any form parser to the JSON.
    expect(body.startsWith('request=%7B')).toBe(true);
    const request = JSON.parse(new URLSearchParams(body).get('request')!);
    expect(Object.keys(request)).toEqual(['Snippets', 'ToplayersAndWidgets']);
    // No #viewType in this page: the view level is the desktop default.
    expect(request.Snippets).toEqual({
      format: 'json',
      params: { mobile: false, tablet: false, pc: true, request_uri: '/search.php?text=x', additional_ajax: 'ab=1' },
    });
    expect(request.ToplayersAndWidgets).toEqual(request.Snippets);
  });

  it('sends its request in a task after the one it was started in (the store is built in that one)', async () => {
    writeMainPage();
    await mountBulk();
    const { runBulk } = await import('./run');
    const sent = vi.spyOn(globalThis, 'fetch');
    const run = runBulk({ sections: null, format: 'platform' }, new AbortController().signal);
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(sent).not.toHaveBeenCalled();
    await run;
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('request_uri is the page’s path and query when the theme sets no app_shop.vars.requestUri', async () => {
    delete (window as { app_shop?: unknown }).app_shop;
    history.replaceState(null, '', '/product-pol-101-x.html?a=1');
    writeMainPage();
    await mountBulk();
    expect(bulkRequests()).toHaveLength(1);
    const request = JSON.parse(new URLSearchParams(bulkRequests()[0]!.body).get('request')!);
    expect(request.Snippets.params).toMatchObject({ request_uri: '/product-pol-101-x.html?a=1', additional_ajax: '' });
    // The mock's product-page snippet answered the request_uri.
    expect(document.querySelector('[data-snippet="product"]')).not.toBeNull();
    history.replaceState(null, '', '/');
  });

  it('data-bulk-format="spec": the spec’s form (string booleans, flat params) with Basket, fed to the store', async () => {
    changeBasket({ product: '108', size: 'uniw', quantity: 2, mode: 'add', subscriptionPeriod: 0, forPoints: false });
    writeMainPage();
    document.body.setAttribute('data-bulk-format', 'spec');
    await mountBulk();
    // Fed by the bulk call itself.
    expect(getShopStore().getState().basket.status).toBe('ready');
    expect(getShopStore().getState().basket.data?.productsCounter).toBe(1);
    const request = JSON.parse(new URLSearchParams(bulkRequests()[0]!.body).get('request')!);
    expect(Object.keys(request)).toEqual(['Basket', 'Snippets', 'ToplayersAndWidgets']);
    expect(request.Snippets).toEqual({ mobile: 'false', tablet: 'false', pc: 'true', request_uri: '/search.php?text=x', additional_ajax: 'ab=1' });
    expect(document.querySelector('.mock-widget')).not.toBeNull();
    document.body.removeAttribute('data-bulk-format');
  });

  it('a data-bulk-format it does not know is reported with its value and gives the platform’s form', async () => {
    writeMainPage();
    document.body.setAttribute('data-bulk-format', 'xml');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountBulk();
    expect(bulkRequests()).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[storefront:bulk] data-bulk-format="xml" is not one of platform, spec'));
    expect(sections(bulkRequests()[0]!.body)).toEqual(['Snippets', 'ToplayersAndWidgets']);
    document.body.removeAttribute('data-bulk-format');
  });

  it('puts snippets in their regions and runs their scripts and the script widget through runScript; no tracking call', async () => {
    writeMainPage();
    await mountBulk();
    expect(ran).toHaveLength(4);
    // At the top and the end of <body>, each in a named region landmark (display: contents).
    const top = document.body.firstElementChild!;
    expect(top.matches('[role=region][aria-label="Komunikaty sklepu"]')).toBe(true);
    expect(top.firstElementChild?.matches('.mock-snippet[data-snippet="body_top"]')).toBe(true);
    const bottom = document.body.querySelector('[data-snippet="body_bottom"]')!;
    expect(bottom.parentElement!.matches('[role=region][aria-label="Informacje sklepu"]')).toBe(true);
    expect(bottom.parentElement!.parentElement).toBe(document.body);
    expect(document.getElementById('container')!.compareDocumentPosition(bottom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(ran.map((r) => r.split(':')[0])).toEqual([
      'bulk (snippet, head)',
      'bulk (snippet, body_top)',
      'bulk (snippet, body)',
      'bulk (widget "script")',
    ]);
    // get.php is not a tracked call: its reply has no x-iai-tracking-events, so no trackingEvents query.
    expect(requests.filter((r) => r.url.includes('trackingEvents'))).toHaveLength(0);
    // The mock's head snippet is a <meta> (dropped: a snippet may not rewrite page metadata) and a script.
    expect(document.head.querySelector('meta[name="mock-snippet"]')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('a snippet script’s src is dropped (its text runs); a widget’s scripts at any depth run after its HTML, keeping src', async () => {
    setExtraInjected({
      snippet: '<script src="/gfx/snippet.js">window.snippetText = 1;</script><script src="/gfx/only-src.js"></script>',
      widget: '<div class="mock-extra-widget"><p>Widżet</p><script src="/gfx/widget.js"></script></div><script>window.widgetInline = 1;</script>',
    });
    writeMainPage();
    await mountBulk();
    expect(ran.some((r) => r.startsWith('bulk (widget "extra_widget")'))).toBe(true);
    expect(ran).toHaveLength(7);
    const snippet = ran.filter((r) => r.startsWith('bulk (snippet, body)'));
    expect(snippet.some((r) => r.includes('window.snippetText = 1'))).toBe(true);
    expect(ran.some((r) => r.includes('snippet.js') || r.includes('only-src.js'))).toBe(false);
    expect(ran.filter((r) => r.startsWith('bulk (widget "extra_widget")'))).toEqual([
      'bulk (widget "extra_widget"): {"src":"/gfx/widget.js","type":"script"}',
      'bulk (widget "extra_widget"): window.widgetInline = 1;',
    ]);
    expect(document.querySelector('body > [role=region][aria-label="Dodatki sklepu"] > .mock-extra-widget p')?.textContent).toBe('Widżet');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('the spec’s form keeps a snippet script’s src', async () => {
    setExtraInjected({ snippet: '<script src="/gfx/snippet.js"></script>' });
    writeMainPage();
    document.body.setAttribute('data-bulk-format', 'spec');
    await mountBulk();
    expect(ran.some((r) => r.includes('"src":"/gfx/snippet.js"'))).toBe(true);
    document.body.removeAttribute('data-bulk-format');
  });

  it('the platform’s bulk call never carries the basket: the mini-basket reads its own (GraphQL) on the shopper’s first pointing', async () => {
    writeMainPage();
    await mountBulk(['bulk', 'mini-basket']);
    expect(bulkRequests()).toHaveLength(1);
    expect(sections(bulkRequests()[0]!.body)).not.toContain('Basket');
    expect(basketRequests()).toHaveLength(0);
    fireEvent.pointerOver(document.getElementById('menu_basket')!); // the shopper's pointer wakes it
    // The mini-basket's own call.
    await basketReady();
    expect(basketRequests()).toHaveLength(1);
  });

  it('spec form: the mini-basket reads the bulk call’s basket instead of fetching its own', async () => {
    writeMainPage();
    document.body.setAttribute('data-bulk-format', 'spec');
    await mountBulk(['bulk', 'mini-basket']);
    // Fed by the bulk call; the mini-basket decided at its mount not to fetch.
    expect(getShopStore().getState().basket.status).toBe('ready');
    expect(bulkRequests()).toHaveLength(1);
    expect(basketRequests()).toHaveLength(0);
    document.body.removeAttribute('data-bulk-format');
  });

  it('a failed bulk call is ignored: nothing thrown, the page unchanged; in the spec’s form the mini-basket then loads its own basket', async () => {
    setFault('get', '500');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const dropped: unknown[] = [];
    const stop = on('storefront:basket-updated', (e) => dropped.push(e.detail.basket));
    writeMainPage();
    document.body.setAttribute('data-bulk-format', 'spec');
    const before = document.getElementById('container')!.outerHTML;
    await mountBulk(['bulk', 'mini-basket']);
    // The mini-basket fetches its own: at once if it heard the bulk call's null basket, else (mounted
    // after it) on the shopper's first pointing, its default timing. One call either way.
    fireEvent.mouseOver(document.getElementById('menu_basket')!);
    await basketReady();
    expect(basketRequests()).toHaveLength(1);
    stop();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/\[storefront:bulk\] the bulk call failed and is ignored: .*HTTP 500/));
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('storefront:bulk'));
    expect(dropped[0]).toBeNull();
    expect(document.getElementById('container')!.outerHTML.replace(/ data-storefront-[\w-]+="[^"]*"/g, '')).toContain('<p>Treść</p>');
    expect(before).toContain('<p>Treść</p>');
    expect(document.querySelector('.mock-snippet')).toBeNull();
    document.body.removeAttribute('data-bulk-format');
  });

  it('a malformed reply is ignored section by section', async () => {
    setFault('get', 'wrong-shape');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    writeMainPage();
    await mountBulk();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('section Snippets is missing from the reply; ignored'));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('section ToplayersAndWidgets is missing'));
    expect(ran).toEqual([]);
  });

  it.each(['malformed', 'platform'] as const)('a reply that is not JSON (%s: a broken body, the platform’s 302 to an HTML page) is ignored; the page is unchanged', async (kind) => {
    setFault('get', kind);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    writeMainPage();
    await mountBulk();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('[storefront:bulk] the bulk call failed and is ignored'));
    expect(document.querySelector('#content')?.textContent).toBe('Treść');
    expect(ran).toEqual([]);
  });

  it('skips Basket on a page without a basket and follows data-bulk-sections', async () => {
    writeMainPage('');
    document.body.setAttribute('data-bulk-sections', 'Snippets,Nope');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountBulk();
    expect(bulkRequests()).toHaveLength(1);
    expect(sections(bulkRequests()[0]!.body)).toEqual(['Snippets']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('data-bulk-sections: "Nope" not one of'));
    document.body.removeAttribute('data-bulk-sections');
  });

  it('the XSS corpus in snippet and widget HTML leaves nothing that can run', async () => {
    const { XSS_CORPUS_HTML, findDangerous } = await import('../../fixtures/xss-corpus');
    setExtraInjected({ snippet: `<div class="xss">${XSS_CORPUS_HTML}</div>`, widget: XSS_CORPUS_HTML });
    writeMainPage();
    await mountBulk();
    expect(document.querySelectorAll('.mock-widget')).toHaveLength(1);
    expect(ran.some((r) => r.startsWith('bulk (widget "extra_widget")'))).toBe(true);
    // Nested in a snippet's markup, nothing runs. A widget's own HTML <script> elements run by the
    // platform's rule (they are the shop's widget code): only the corpus's script-tag payloads, never a
    // handler, URL, SVG or srcdoc one, and never a data: src.
    const { XSS_CORPUS } = await import('../../fixtures/xss-corpus');
    const scriptIds = new Set(XSS_CORPUS.filter((p) => /<script/i.test(p.html) && p.category !== 'svg').map((p) => p.id));
    expect(ran.filter((r) => !r.startsWith('bulk (widget "extra_widget")')).every((r) => !r.includes('__xssHit'))).toBe(true);
    const hits = ran.flatMap((r) => [...r.matchAll(/__xssHit\((\d+)\)/g)].map((m) => Number(m[1])));
    expect(hits.filter((id) => !scriptIds.has(id))).toEqual([]);
    expect(ran.some((r) => r.includes('data:'))).toBe(false);
    expect(findDangerous(document.body, { owner: true })).toEqual([]);
  });
});
