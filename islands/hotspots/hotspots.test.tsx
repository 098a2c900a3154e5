// @vitest-environment jsdom
// jsdom, not happy-dom: the spec variant's zone HTML goes through DOMPurify, which happy-dom does not support.
// Replies come from the strict mock: GraphQL documents are validated and executed by its resolvers
// (fixtures/mock-shop/resolvers/hotspots.ts); transport failures are its fault switches.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { setFault, type FaultKind } from '../../fixtures/mock-shop/faults';
import { PlatformError } from '../../fixtures/mock-shop/resolvers';
import { hotspotProduct, resetHotspotZones, setHotspotZone } from '../../fixtures/mock-shop/resolvers/hotspots';
import { productById } from '../../fixtures/catalogue/catalogue';
import { findDangerous, XSS_CORPUS_HTML } from '../../fixtures/xss-corpus';
import { formatPrice, toNet } from '../../fixtures/catalogue/format';
import { mountProductIslands } from '../../fixtures/product-page';
import { unmountAll } from '../../core/mount/runtime';
import { mountCarousel } from './carousel';
import { zoneOutcome } from './batch';
import { untilCalled, untilDom } from '../../fixtures/until';
import { loadZones } from '../../fixtures/hotspot-zones';

// Swiper needs layout; the carousel has its own tests (carousel.test.ts, e2e/hotspots.e2e.ts).
const stopCarousel = vi.fn();
vi.mock('./carousel', async (original) => ({
  ...(await original<typeof import('./carousel')>()),
  mountCarousel: vi.fn(async () => stopCarousel),
}));

const zone = (id: string): HTMLElement => document.getElementById(id)!;
const ids = () => Array.from(document.querySelectorAll('.hotspot__wrapper')).map((z) => z.id);
const shownIds = () => Array.from(document.querySelectorAll<HTMLElement>('.hotspot__wrapper:not([hidden])')).map((z) => z.id);
/** The zones' content is in (the batch answered, the tiles committed): awaited on the page, not polled. */
const loadedZones = (n: number) => untilDom(() => document.querySelectorAll('.hotspot__wrapper.loaded').length === n);
const isLoaded = (id: string) => untilDom(() => zone(id).classList.contains('loaded'));
/** The console warning of a failed batch (the call's failure, however long it took). */
const failureWarned = (warn: MockInstance<typeof console.warn>) =>
  untilCalled(warn, (m: unknown) => String(m).startsWith('[storefront:hotspots] recommended products could not be loaded'));
const price = (gross: number, type: 'gross' | 'net' = 'gross'): string => formatPrice(type === 'net' ? toNet(gross) : gross);

interface Sent {
  url: URL;
  body: Promise<string>;
}
let sent: Sent[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (/\/graphql\/v1\/\?hotspots$|\/ajax\/hotspots\.php/.test(request.url)) sent.push({ url: new URL(request.url), body: request.clone().text() });
};
const graphqlSent = () => sent.filter((s) => s.url.pathname === '/graphql/v1/');
const ajaxSent = () => sent.filter((s) => s.url.pathname === '/ajax/hotspots.php');
const query = async (i = 0): Promise<string> => (JSON.parse(await graphqlSent()[i]!.body) as { query: string }).query;

beforeEach(() => {
  // No IntersectionObserver: the 'visible' trigger wakes at once and lazy images load at once.
  vi.stubGlobal('IntersectionObserver', undefined);
  sent = [];
  server.events.on('request:start', onRequest);
  stopCarousel.mockClear();
  vi.mocked(mountCarousel).mockClear();
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  resetHotspotZones();
  delete (window as unknown as { app_shop?: unknown }).app_shop;
  document.documentElement.removeAttribute('data-hotspots-source');
});

describe('<Hotspots>: the platform call (default)', () => {
  it('main: one POST /graphql/v1/?hotspots for both zones, each rendered from the reply and made a carousel', async () => {
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await loadedZones(2);
    expect(graphqlSent()).toHaveLength(1);
    expect(ajaxSent()).toHaveLength(0);
    expect(graphqlSent()[0]!.url.search).toBe('?hotspots');
    const body = JSON.parse(await graphqlSent()[0]!.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['query']);
    const q = await query();
    expect(q).toMatch(/^query \{ main_hotspot_zone1: hotspots\(hotspotsPanelParamsInput: \{ page: main, zone: zone1 \}\) \{/);
    expect(q).toContain('main_hotspot_zone2: hotspots(hotspotsPanelParamsInput: { page: main, zone: zone2 })');
    expect(q).not.toContain('products: [');
    expect(q).toContain('gross { value formatted }');
    expect(q).not.toContain('net {');
    for (const z of document.querySelectorAll<HTMLElement>('.hotspot__wrapper')) {
      expect(z.querySelector('.skeleton')).toBeNull();
      expect(z.classList.contains('load-content')).toBe(false);
      expect(z.querySelectorAll('.hotspot[class~="--initialized"] .products__wrapper.swiper .hotspot__products.swiper-wrapper > .product.hotspot__product.swiper-slide')).toHaveLength(8);
      // The island's own host (the status line) stays in the zone, after the products.
      const host = z.querySelector(':scope > [data-island-host="hotspots"]');
      expect(host?.querySelector('[role=status]')).not.toBeNull();
      expect(host?.previousElementSibling?.classList.contains('hotspot')).toBe(true);
    }
    // Main-page zones have a url: the headline is a link, with "see all".
    const headline = zone('main_hotspot_zone1').querySelector<HTMLAnchorElement>('h3.hotspot__name a.headline');
    expect(headline?.textContent).toBe('Nowości');
    expect(headline?.getAttribute('href')).toBe('/search.php?hotspot=zone1');
    expect(zone('main_hotspot_zone1').querySelector('a.headline__after')?.textContent).toBe('Zobacz wszystkie');
    // Started with the loaded class, in the same commit.
    expect(mountCarousel).toHaveBeenCalledTimes(2);
  });

  it('projector: the product goes unquoted; zone 3 (null) is hidden with its skeleton gone, zones 1 and 2 are rendered', async () => {
    loadZones('projector-101', 'projector');
    await mountProductIslands(['hotspots']);
    await loadedZones(2);
    expect(graphqlSent()).toHaveLength(1);
    const q = await query();
    expect(q).toContain('products_associated_zone1: hotspots(hotspotsPanelParamsInput: { page: projector, zone: zone1, products: [101] })');
    expect(q).toContain('products_associated_zone3: hotspots(hotspotsPanelParamsInput: { page: projector, zone: zone3, products: [101] })');
    expect(shownIds()).toEqual(['products_associated_zone1', 'products_associated_zone2']);
    const empty = zone('products_associated_zone3');
    expect(ids()).toContain('products_associated_zone3');
    expect(empty.hidden).toBe(true);
    expect(empty.classList.contains('--hidden')).toBe(true);
    expect(empty.querySelector('.skeleton')).toBeNull();
    // No url: a plain headline; the product the page shows is not recommended on it.
    expect(zone('products_associated_zone1').querySelector('h3.hotspot__name span.headline')?.textContent).toBe('Produkty podobne');
    expect(zone('products_associated_zone1').querySelector('[data-product_id="101"]')).toBeNull();
  });

  it('basketedit: the basket lines go as an unquoted list', async () => {
    loadZones('basketedit', 'basketedit');
    await mountProductIslands(['hotspots']);
    await isLoaded('basketedit_hotspot_zone1');
    expect(await query()).toContain('hotspots(hotspotsPanelParamsInput: { page: basketedit, zone: zone1, products: [101, 106, 108] })');
  });

  it('tiles follow the theme template: picture, name link, price, crossed-out and omnibus price, range, phone and points prices', async () => {
    const tiles = [101, 103, 104, 105].map((id) => hotspotProduct(productById(id)!));
    setHotspotZone('main', 'zone1', { name: 'Wybrane <b>dla Ciebie</b>', url: null, type: 'products', products: tiles });
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await isLoaded('main_hotspot_zone1');
    const z = zone('main_hotspot_zone1');
    // Server text is text.
    expect(z.querySelector('.headline__name')?.textContent).toBe('Wybrane <b>dla Ciebie</b>');
    expect(z.querySelector('.headline__name b')).toBeNull();

    const p101 = z.querySelector('[data-product_id="101"]')!;
    const kalina = productById(101)!;
    expect(p101.querySelector('a.product__name')?.textContent).toBe(kalina.name);
    expect(p101.querySelector('a.product__name')?.getAttribute('href')).toBe(kalina.link);
    // Lazy images load at once here (no IntersectionObserver): big sources from 421 px, the small one below.
    expect(p101.querySelector('a.product__icon picture source[media="(min-width: 421px)"]')?.getAttribute('srcset')).toBe(kalina.icon);
    expect(p101.querySelector('a.product__icon picture source:not([media])')?.getAttribute('srcset')).toBe(kalina.iconSecond);
    expect(p101.querySelector('a.product__icon picture img')?.getAttribute('src')).toBe(kalina.icon);
    expect(p101.querySelector('a.product__icon picture img')?.hasAttribute('data-src')).toBe(false);
    // Its box kept before it loads: the picture's own size, from enclosuresImages.
    expect(p101.querySelector('a.product__icon picture img')?.getAttribute('width')).toBe('300');
    expect(p101.querySelector('a.product__icon picture img')?.getAttribute('height')).toBe('400');
    // One size costs 10 zł more: the price is a range.
    expect(p101.querySelector('strong.price.--main')?.textContent).toBe(`${price(189.99)} – ${price(199.99)}`);
    expect(p101.querySelector('del.price.--max')?.textContent).toBe(price(229.99));
    expect(p101.querySelector('.price.--omnibus')?.textContent).toBe(`Najniższa cena z 30 dni przed obniżką: ${price(179.99)}`);
    expect(p101.querySelector('.product__yousave')?.textContent).toMatch(/^-\d+%$/);

    expect(z.querySelector('[data-product_id="103"] .price.--phone')?.textContent).toBe('Cena na telefon');
    expect(z.querySelector('[data-product_id="103"] strong.price')).toBeNull();
    expect(z.querySelector('[data-product_id="104"] .price.--points')?.textContent).toBe(`${productById(104)!.pointsCost} pkt.`);
    expect(z.querySelector('[data-product_id="105"] .label.--subscription')?.textContent).toBe('Subskrypcja');
    expect(z.querySelector('[data-product_id="105"] strong.price.--main')?.textContent).toBe(price(59.99));
  });

  it('the XSS corpus in every text and address of the reply is shown as text and never followed', async () => {
    const hit = vi.fn();
    (window as unknown as { __xssHit: unknown }).__xssHit = hit;
    const bad = { ...hotspotProduct(productById(102)!), name: XSS_CORPUS_HTML, link: 'javascript:__xssHit(1)', icon: 'javascript:__xssHit(2)', iconSecond: 'x" onerror="__xssHit(3)' };
    setHotspotZone('main', 'zone1', { name: XSS_CORPUS_HTML, url: 'javascript:__xssHit(4)', products: [bad] });
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await isLoaded('main_hotspot_zone1');
    const z = zone('main_hotspot_zone1');
    expect(z.querySelector('.headline__name')?.textContent).toBe(XSS_CORPUS_HTML);
    expect(z.querySelector('a.product__name')?.hasAttribute('href')).toBe(false);
    expect(findDangerous(z)).toEqual([]);
    expect(hit).not.toHaveBeenCalled();
    delete (window as unknown as { __xssHit?: unknown }).__xssHit;
  });

  it('a net-price shop asks for net amounts only and shows them', async () => {
    (window as unknown as { app_shop: unknown }).app_shop = { vars: { priceType: 'net' } };
    setHotspotZone('main', 'zone1', { name: 'Netto', products: [hotspotProduct(productById(102)!)] });
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await isLoaded('main_hotspot_zone1');
    const q = await query();
    expect(q).toContain('net { value formatted }');
    expect(q).not.toContain('gross');
    expect(zone('main_hotspot_zone1').querySelector('strong.price.--main')?.textContent).toBe(price(349, 'net'));
  });

  it('a zone whose data-pagetype the platform does not know is skipped, named in the console; the others are asked for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadZones('main', 'main', (h) => h.replace('data-pagetype="main" data-zone="2"', 'data-pagetype="category" data-zone="2"'));
    await mountProductIslands(['hotspots']);
    await isLoaded('main_hotspot_zone1');
    expect(graphqlSent()).toHaveLength(1);
    expect(await query()).not.toContain('main_hotspot_zone2');
    expect(warn.mock.calls.some((c) => String(c[0]).includes('[storefront:hotspots] #main_hotspot_zone2 data-pagetype="category"'))).toBe(true);
    // Left exactly as the server rendered it.
    expect(zone('main_hotspot_zone2').querySelector('.hotspot.skeleton')).not.toBeNull();
    expect(zone('main_hotspot_zone2').hidden).toBe(false);
  });

  it('shows the loading class on every zone until the answer', async () => {
    // The answer is held until the test lets it go (a handler that returns nothing hands the request
    // on to the mock shop's own), so "until" does not depend on how fast the machine is.
    let answer!: () => void;
    const held = new Promise<void>((r) => (answer = r));
    server.use(http.post('*/graphql/v1/', async () => void (await held)));
    loadZones('main', 'main');
    void mountProductIslands(['hotspots']);
    await untilDom(() => document.querySelectorAll('.hotspot__wrapper.load-content').length === 2);
    expect(document.querySelectorAll('.hotspot.skeleton')).toHaveLength(2);
    expect(document.querySelectorAll('.hotspot__wrapper.loaded')).toHaveLength(0);
    answer();
    await loadedZones(2);
    expect(document.querySelectorAll('.hotspot__wrapper.load-content')).toHaveLength(0);
  });

  it.each<FaultKind>(['500', '404', 'abort', 'malformed', 'wrong-shape', 'platform'])('graphql:hotspots %s leaves every zone and skeleton as it is, with a warning and no error', async (kind) => {
    setFault('graphql:hotspots', kind);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    loadZones('projector-101', 'projector');
    const before = document.getElementById('content')!.innerHTML;
    await mountProductIslands(['hotspots']);
    await failureWarned(warn);
    expect(ids()).toEqual(['products_associated_zone1', 'products_associated_zone2', 'products_associated_zone3']);
    expect(document.querySelectorAll('.hotspot.skeleton')).toHaveLength(3);
    expect(document.querySelectorAll('.hotspot__wrapper.loaded, .hotspot__wrapper.load-content, .hotspot__wrapper[hidden], .hotspot__wrapper.--hidden')).toHaveLength(0);
    // Nothing of the server's markup changed, only the island's own host elements were added.
    const now = document.getElementById('content')!.cloneNode(true) as HTMLElement;
    for (const host of now.querySelectorAll('[data-island-host]')) host.remove();
    for (const el of now.querySelectorAll('[data-storefront-hotspots]')) el.removeAttribute('data-storefront-hotspots');
    expect(now.innerHTML).toBe(before);
    expect(error).not.toHaveBeenCalled();
    expect(mountCarousel).not.toHaveBeenCalled();
    expect(graphqlSent()).toHaveLength(1);
  });

  it("the platform's errors beside partial data: the zones it answered render, the others stay as they are", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setHotspotZone('projector', 'zone2', () => {
      throw new PlatformError(110, 'Produkt nie jest już dostępny.');
    });
    loadZones('projector-101', 'projector');
    await mountProductIslands(['hotspots']);
    await isLoaded('products_associated_zone1');
    expect(zone('products_associated_zone2').querySelector('.hotspot.skeleton')).not.toBeNull();
    expect(zone('products_associated_zone2').hidden).toBe(false);
    // zone 3 is null beside an error: it may be that zone that failed, so it is not hidden either.
    expect(zone('products_associated_zone3').hidden).toBe(false);
    expect(warn.mock.calls.some((c) => String(c[0]).includes('came with an error'))).toBe(true);
  });

  it('a hanging request times out (data-hotspots-timeout) and leaves the zones', async () => {
    setFault('graphql:hotspots', 'hang');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadZones('main', 'main', (h) => h.replaceAll('data-zone=', 'data-hotspots-timeout="600" data-zone='));
    await mountProductIslands(['hotspots']);
    // The island's own 600 ms timeout (started at its mount, on the real clock) is awaited, not polled.
    await untilCalled(warn, (m: unknown) => String(m).includes('timed out'));
    expect(ids()).toEqual(['main_hotspot_zone1', 'main_hotspot_zone2']);
    expect(document.querySelectorAll('.hotspot.skeleton')).toHaveLength(2);
    expect(document.querySelectorAll('.load-content')).toHaveLength(0);
  });

  it('a zone added later (a partial page load) gets a request of its own', async () => {
    loadZones('main', 'main');
    const handle = await mountProductIslands(['hotspots']);
    await loadedZones(2);
    const extra = document.createElement('section');
    extra.id = 'search_hotspot_zone1';
    extra.className = 'hotspot__wrapper';
    extra.dataset.pagetype = 'search';
    extra.dataset.zone = '1';
    document.getElementById('content')!.append(extra);
    handle.scan(extra.parentElement!);
    await untilDom(() => extra.classList.contains('loaded'));
    expect(graphqlSent()).toHaveLength(2);
    expect(await query(1)).toMatch(/^query \{ search_hotspot_zone1: hotspots\(hotspotsPanelParamsInput: \{ page: search, zone: zone1 \}\)/);
  });

  it('unmounting stops the carousels and takes the rendered tiles away', async () => {
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await loadedZones(2);
    expect(mountCarousel).toHaveBeenCalledTimes(2);
    unmountAll();
    expect(stopCarousel).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('.hotspot__product')).toHaveLength(0);
  });
});

describe('when zones are asked (the platform’s 400 ms window)', () => {
  const aliases = async (i: number) => [...(await query(i)).matchAll(/(\w+): hotspots\(/g)].map((m) => m[1]);

  it('zones that come near within the window share one request', async () => {
    loadZones('main', 'main');
    const both = [zoneOutcome(zone('main_hotspot_zone1'), { pageType: 'main' }), zoneOutcome(zone('main_hotspot_zone2'), { pageType: 'main' })];
    await Promise.all(both);
    expect(graphqlSent()).toHaveLength(1);
    expect(await aliases(0)).toEqual(['main_hotspot_zone1', 'main_hotspot_zone2']);
  });

  it('a zone is asked only when it comes near: the other is never asked until it does, then in a request of its own', async () => {
    loadZones('main', 'main');
    expect((await zoneOutcome(zone('main_hotspot_zone1'), { pageType: 'main' })).kind).toBe('render');
    expect(graphqlSent()).toHaveLength(1);
    expect(await aliases(0)).toEqual(['main_hotspot_zone1']);
    expect(zone('main_hotspot_zone2').classList.contains('load-content')).toBe(false);
    expect((await zoneOutcome(zone('main_hotspot_zone2'), { pageType: 'main' })).kind).toBe('render');
    expect(graphqlSent()).toHaveLength(2);
    expect(await aliases(1)).toEqual(['main_hotspot_zone2']);
  });
});

describe('<Hotspots>: the spec variant, data-hotspots-source="ajax"', () => {
  it('main (switch on <html>): one GET /ajax/hotspots.php for both zones, each filled with cleaned content', async () => {
    document.documentElement.setAttribute('data-hotspots-source', 'ajax');
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await loadedZones(2);
    expect(graphqlSent()).toHaveLength(0);
    expect(ajaxSent()).toHaveLength(1);
    const q = ajaxSent()[0]!.url.searchParams;
    expect(q.get('action')).toBe('get-hotspots-html');
    expect(q.get('zones-names')).toBe('main_hotspot_zone1;main_hotspot_zone2');
    expect(q.get('components')).toBe('main_hotspot_zone1;main_hotspot_zone2');
    expect(q.get('zones-types')).toBe('main;main');
    for (const z of document.querySelectorAll('.hotspot__wrapper')) {
      expect(z.querySelector('.skeleton')).toBeNull();
      expect(z.querySelector('template')).toBeNull();
      expect(z.querySelectorAll('.hotspot__product').length).toBe(8);
      expect(z.querySelector('[data-island-host="hotspots"] [role=status]')).not.toBeNull();
    }
    expect(document.querySelector('#main_hotspot_zone1 .headline__name')?.textContent).toBe('Nowości');
    // Here the batch marks the zones loaded; the carousels start once the island has drawn them.
    await untilCalled(vi.mocked(mountCarousel), () => vi.mocked(mountCarousel).mock.calls.length >= 2);
    expect(mountCarousel).toHaveBeenCalledTimes(2);
  });

  it('projector (switch on the zones): sends the product; the empty zone 3 is removed, zones 1 and 2 stay', async () => {
    loadZones('projector-101', 'projector', (h) => h.replaceAll('data-zone=', 'data-hotspots-source="ajax" data-zone='));
    // Not awaited: zone 3 leaves the page, its island may end 'unmounted' instead of mounted.
    void mountProductIslands(['hotspots']);
    await untilDom(() => ids().join() === 'products_associated_zone1,products_associated_zone2');
    await loadedZones(2);
    expect(ajaxSent()).toHaveLength(1);
    expect(ajaxSent()[0]!.url.searchParams.get('product')).toBe('101');
    expect(ajaxSent()[0]!.url.searchParams.get('products')).toBe('101');
    expect(document.querySelectorAll('.hotspot__wrapper.loaded')).toHaveLength(2);
  });

  it('basketedit: the basket lines go as products, semicolon separated', async () => {
    document.documentElement.setAttribute('data-hotspots-source', 'ajax');
    loadZones('basketedit', 'basketedit');
    await mountProductIslands(['hotspots']);
    await untilDom(() => document.querySelector('#basketedit_hotspot_zone1.loaded'));
    expect(ajaxSent()[0]!.url.searchParams.get('products')).toBe('101;106;108');
    expect(ajaxSent()[0]!.url.searchParams.get('zones-types')).toBe('basketedit');
  });

  it('a zone whose HTML is nothing once cleaned is removed too', async () => {
    document.documentElement.setAttribute('data-hotspots-source', 'ajax');
    server.use(http.get('*/ajax/hotspots.php', () => HttpResponse.json({ main_hotspot_zone1: '  <script>alert(1)</script> ', main_hotspot_zone2: '<p>ok</p>' })));
    loadZones('main', 'main');
    // Not awaited: zone 1 leaves the page, its island may end 'unmounted' instead of mounted.
    void mountProductIslands(['hotspots']);
    await untilDom(() => ids().join() === 'main_hotspot_zone2');
  });

  it.each<FaultKind>(['500', '404', 'abort', 'malformed', 'wrong-shape', 'platform'])('hotspots:%s leaves every zone as it is (no zone removed), with a warning and no error', async (kind) => {
    document.documentElement.setAttribute('data-hotspots-source', 'ajax');
    setFault('hotspots', kind);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    loadZones('projector-101', 'projector');
    await mountProductIslands(['hotspots']);
    await failureWarned(warn);
    expect(ids()).toEqual(['products_associated_zone1', 'products_associated_zone2', 'products_associated_zone3']);
    expect(document.querySelectorAll('.hotspot.skeleton')).toHaveLength(3);
    expect(document.querySelectorAll('.load-content, .loaded')).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
    expect(mountCarousel).not.toHaveBeenCalled();
    // One request (no retry storm): 5xx and network errors get one retry.
    expect(ajaxSent().length).toBeLessThanOrEqual(2);
  });
});
