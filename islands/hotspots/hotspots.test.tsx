// @vitest-environment jsdom
// jsdom, not happy-dom: zone HTML goes through DOMPurify, which happy-dom does not support.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { setFault, type FaultKind } from '../../fixtures/mock-shop/faults';
import { mountProductIslands } from '../../fixtures/product-page';
import { unmountAll } from '../../core/mount/runtime';
import { mountCarousel } from './carousel';

// Swiper needs layout; the carousel has its own tests (carousel.test.ts, e2e/hotspots.e2e.ts).
const stopCarousel = vi.fn();
vi.mock('./carousel', async (original) => ({
  ...(await original<typeof import('./carousel')>()),
  mountCarousel: vi.fn(async () => stopCarousel),
}));

/** The sample page's zones as the server renders them, in a page of the given type. */
function loadZones(file: string, pageType: string, edit: (html: string) => string = (h) => h): void {
  // No <link>/<script>: the parse should not try to load the theme or run the page's globals.
  const sample = readFileSync(resolve(import.meta.dirname, '../../html-samples', `${file}.html`), 'utf8')
    .replace(/<link[^>]*>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '');
  const doc = new DOMParser().parseFromString(sample, 'text/html');
  const zones = Array.from(doc.querySelectorAll('.hotspot__wrapper')).map((z) => z.outerHTML);
  document.body.innerHTML = `<div id="container" class="${pageType}_page"><main id="content">${edit(zones.join('<p>between</p>'))}</main></div>`;
}

const ids = () => Array.from(document.querySelectorAll('.hotspot__wrapper')).map((z) => z.id);
let requests: URL[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (request.url.includes('/ajax/hotspots.php')) requests.push(new URL(request.url));
};

beforeEach(() => {
  // No IntersectionObserver: the 'visible' trigger wakes at once and lazy images load at once.
  vi.stubGlobal('IntersectionObserver', undefined);
  requests = [];
  server.events.on('request:start', onRequest);
  stopCarousel.mockClear();
  vi.mocked(mountCarousel).mockClear();
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

describe('<Hotspots> on the sample zones', () => {
  it('main: one request for both zones, each filled with cleaned content and made a carousel', async () => {
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await waitFor(() => expect(document.querySelectorAll('.hotspot__wrapper.loaded')).toHaveLength(2));
    expect(requests).toHaveLength(1);
    const q = requests[0]!.searchParams;
    expect(q.get('action')).toBe('get-hotspots-html');
    expect(q.get('zones-names')).toBe('main_hotspot_zone1;main_hotspot_zone2');
    expect(q.get('components')).toBe('main_hotspot_zone1;main_hotspot_zone2');
    expect(q.get('zones-types')).toBe('main;main');
    for (const zone of document.querySelectorAll('.hotspot__wrapper')) {
      expect(zone.querySelector('.skeleton')).toBeNull();
      expect(zone.querySelector('template')).toBeNull();
      expect(zone.classList.contains('load-content')).toBe(false);
      expect(zone.querySelectorAll('.hotspot__product').length).toBe(8);
      // The island's own host (the status line) stays in the zone.
      expect(zone.querySelector('[data-island-host="hotspots"] [role=status]')).not.toBeNull();
    }
    expect(document.querySelector('#main_hotspot_zone1 .headline__name')?.textContent).toBe('Nowości');
    await waitFor(() => expect(mountCarousel).toHaveBeenCalledTimes(2));
  });

  it('projector: sends the product; the empty zone 3 is removed, zones 1 and 2 stay', async () => {
    loadZones('projector-101', 'projector');
    await mountProductIslands(['hotspots']);
    await waitFor(() => expect(ids()).toEqual(['products_associated_zone1', 'products_associated_zone2']));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('product')).toBe('101');
    expect(requests[0]!.searchParams.get('products')).toBe('101');
    expect(document.querySelectorAll('.hotspot__wrapper.loaded')).toHaveLength(2);
  });

  it('basketedit: the basket lines go as products, semicolon separated', async () => {
    loadZones('basketedit', 'basketedit');
    await mountProductIslands(['hotspots']);
    await waitFor(() => expect(document.querySelector('#basketedit_hotspot_zone1.loaded')).not.toBeNull());
    expect(requests[0]!.searchParams.get('products')).toBe('101;106;108');
    expect(requests[0]!.searchParams.get('zones-types')).toBe('basketedit');
  });

  it('shows the loading class on every zone until the answer, then the content', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    server.use(
      http.get('*/ajax/hotspots.php', async () => {
        await answered;
        return HttpResponse.json({ main_hotspot_zone1: '<div class="hotspot"><div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">A</div></div></div></div>', main_hotspot_zone2: '' });
      }),
    );
    loadZones('main', 'main');
    void mountProductIslands(['hotspots']);
    await waitFor(() => expect(document.querySelectorAll('.hotspot__wrapper.load-content')).toHaveLength(2));
    expect(document.querySelectorAll('.hotspot.skeleton')).toHaveLength(2);
    answer();
    await waitFor(() => expect(ids()).toEqual(['main_hotspot_zone1']));
    expect(document.querySelector('#main_hotspot_zone1')?.className).toBe('hotspot__wrapper loaded');
    expect(document.querySelector('#main_hotspot_zone1 .swiper-slide')?.textContent).toBe('A');
  });

  it('a zone whose HTML is nothing once cleaned is removed too', async () => {
    server.use(http.get('*/ajax/hotspots.php', () => HttpResponse.json({ main_hotspot_zone1: '  <script>alert(1)</script> ', main_hotspot_zone2: '<p>ok</p>' })));
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await waitFor(() => expect(ids()).toEqual(['main_hotspot_zone2']));
  });

  it.each<FaultKind>(['500', '404', 'abort', 'malformed', 'wrong-shape'])('hotspots:%s removes every hotspot element, with a warning and no error', async (kind) => {
    setFault('hotspots', kind);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    loadZones('projector-101', 'projector');
    await mountProductIslands(['hotspots']);
    await waitFor(() => expect(ids()).toEqual([]));
    expect(warn.mock.calls.some((c) => String(c[0]).startsWith('[storefront:hotspots] recommended products could not be loaded'))).toBe(true);
    expect(error).not.toHaveBeenCalled();
    expect(mountCarousel).not.toHaveBeenCalled();
    // One request (no retry storm): 5xx and network errors get one retry.
    expect(requests.length).toBeLessThanOrEqual(2);
  });

  it('a hanging request times out (data-hotspots-timeout) and removes the zones', async () => {
    setFault('hotspots', 'hang');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadZones('main', 'main', (h) => h.replaceAll('data-zone=', 'data-hotspots-timeout="600" data-zone='));
    await mountProductIslands(['hotspots']);
    await waitFor(() => expect(ids()).toEqual([]), { timeout: 3000 });
    expect(warn.mock.calls.some((c) => String(c[0]).includes('timed out'))).toBe(true);
  });

  it('a zone added later (a partial page load) gets a request of its own', async () => {
    loadZones('main', 'main');
    const handle = await mountProductIslands(['hotspots']);
    await waitFor(() => expect(document.querySelectorAll('.hotspot__wrapper.loaded')).toHaveLength(2));
    const extra = document.createElement('section');
    extra.id = 'search_hotspot_zone1';
    extra.className = 'hotspot__wrapper';
    extra.dataset.pagetype = 'search';
    document.getElementById('content')!.append(extra);
    handle.scan(extra.parentElement!);
    await waitFor(() => expect(extra.classList.contains('loaded')).toBe(true));
    expect(requests.map((r) => r.searchParams.get('zones-names'))).toEqual(['main_hotspot_zone1;main_hotspot_zone2', 'search_hotspot_zone1']);
  });

  it('unmounting stops the carousels and leaves the content', async () => {
    loadZones('main', 'main');
    await mountProductIslands(['hotspots']);
    await waitFor(() => expect(mountCarousel).toHaveBeenCalledTimes(2));
    unmountAll();
    expect(stopCarousel).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('.hotspot__product').length).toBe(16);
  });
});
