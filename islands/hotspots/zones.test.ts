import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { buildQuery, findZones, hotspotRequest, readZone, zoneSource, type Zone } from './zones';

const zoneEl = (attrs: Record<string, string>): HTMLElement => {
  const el = document.createElement('section');
  el.className = 'hotspot__wrapper';
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
};

describe('readZone', () => {
  it('reads id, page type, component (default: the id) and product ids', () => {
    const z = readZone(zoneEl({ id: 'basketedit_hotspot_zone1', 'data-pagetype': 'basketedit', 'data-products': '101, 106,108' }), 'x');
    expect(z).toMatchObject({ id: 'basketedit_hotspot_zone1', pagetype: 'basketedit', component: 'basketedit_hotspot_zone1', products: ['101', '106', '108'] });
    expect(readZone(zoneEl({ id: 'a', 'data-pagetype': 'main', 'data-component': 'hotspot' }), 'x')?.component).toBe('hotspot');
  });

  it("falls back to the page's type when data-pagetype is empty", () => {
    expect(readZone(zoneEl({ id: 'a', 'data-pagetype': ' ' }), 'search')?.pagetype).toBe('search');
  });

  it('reports and drops a product id that is not a number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readZone(zoneEl({ id: 'z', 'data-pagetype': 'projector', 'data-products': '101,abc' }), '')?.products).toEqual(['101']);
    expect(warn.mock.calls[0]?.[0]).toContain('[storefront:hotspots] #z data-products has "abc"');
  });

  it('reads the zone number from data-zone, else from the end of the id', () => {
    expect(readZone(zoneEl({ id: 'main_hotspot_zone1', 'data-pagetype': 'main', 'data-zone': '2' }), '')?.zone).toBe('2');
    expect(readZone(zoneEl({ id: 'main_hotspot_zone3', 'data-pagetype': 'main' }), '')?.zone).toBe('3');
    expect(readZone(zoneEl({ id: 'recommended', 'data-pagetype': 'main' }), '')?.zone).toBe('');
  });

  it('reports a zone without an id (its reply could not be matched) and gives null', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readZone(zoneEl({ 'data-pagetype': 'main' }), 'main')).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toContain('[storefront:hotspots] a hotspot zone has no id');
    // The zone is named in the text, not handed to the console, which would keep it (and its page region) alive.
    expect(warn.mock.calls[0]).toEqual([expect.stringMatching(/zone left as it is: <section class="hotspot__wrapper">$/)]);
  });
});

describe('hotspotRequest', () => {
  it('keeps page words and zone numbers the platform knows', () => {
    expect(hotspotRequest(zone('products_associated_zone4', 'projector', ['101'], 'x', '4'))).toEqual({ id: 'products_associated_zone4', page: 'projector', zone: '4', products: ['101'] });
  });

  it.each([
    ['category', '1', 'data-pagetype="category"'],
    ['', '1', 'data-pagetype=""'],
    ['main', '5', 'data-zone="5"'],
    ['main', '', 'data-zone=""'],
  ])('skips page type %j zone %j, naming the zone and the value', (pagetype, n, named) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(hotspotRequest(zone('z1', pagetype, [], 'z1', n))).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toContain(`[storefront:hotspots] #z1 ${named}`);
  });
});

describe('zoneSource', () => {
  it("is graphql by default, ajax when the zone or an element around it says so; a bad value is reported and ignored", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<section id="a" class="hotspot__wrapper"></section>' +
      '<section id="b" class="hotspot__wrapper" data-hotspots-source="ajax"></section>' +
      '<div data-hotspots-source="ajax"><section id="c" class="hotspot__wrapper"></section>' +
      '<section id="d" class="hotspot__wrapper" data-hotspots-source="graphql"></section></div>' +
      '<section id="e" class="hotspot__wrapper" data-hotspots-source="php"></section>';
    const src = (id: string) => zoneSource(document.getElementById(id)!);
    expect(['a', 'b', 'c', 'd', 'e'].map(src)).toEqual(['graphql', 'ajax', 'ajax', 'graphql', 'graphql']);
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:hotspots] data-hotspots-source="php"');
  });
});

describe('findZones', () => {
  it('finds the zones with a page type and the explicitly placed ones, in page order', () => {
    document.body.innerHTML =
      '<section id="a" class="hotspot__wrapper" data-pagetype="main"></section>' +
      '<section id="b" class="hotspot__wrapper"></section>' +
      '<div id="c" data-island="hotspots"></div>';
    expect(findZones(document).map((z) => z.id)).toEqual(['a', 'c']);
  });
});

const zone = (id: string, pagetype: string, products: string[] = [], component = id, n = '1'): Zone => ({
  el: document.createElement('section'),
  id,
  pagetype,
  zone: n,
  component,
  products,
});

describe('buildQuery', () => {
  it('main: the zones by name and type, no product', () => {
    expect(buildQuery([zone('main_hotspot_zone1', 'main'), zone('main_hotspot_zone2', 'main')])).toEqual({
      action: 'get-hotspots-html',
      'zones-names': 'main_hotspot_zone1;main_hotspot_zone2',
      components: 'main_hotspot_zone1;main_hotspot_zone2',
      'zones-types': 'main;main',
      product: '',
      products: '',
    });
  });

  it('projector: product is the product the zones are about; products each id once', () => {
    const q = buildQuery([1, 2, 3].map((n) => zone(`products_associated_zone${n}`, 'projector', ['101'])));
    expect(q.product).toBe('101');
    expect(q.products).toBe('101');
    expect(q['zones-types']).toBe('projector;projector;projector');
  });

  it("basketedit: products are the basket's lines, semicolon separated; the page's product fills in", () => {
    const q = buildQuery([zone('basketedit_hotspot_zone1', 'basketedit', ['101', '106', '108'])], '55');
    expect(q.products).toBe('101;106;108');
    expect(q.product).toBe('55');
    expect(buildQuery([zone('x', 'main')], 'not-an-id').product).toBe('');
  });

  it('property: every list has one entry per zone, in zone order', () => {
    const idArb = fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(idArb, fc.constantFrom('main', 'projector', 'basketedit', 'search')), { minLength: 1, maxLength: 8, selector: (t) => t[0] }), (pairs) => {
        const zones = pairs.map(([id, type]) => zone(id, type));
        const q = buildQuery(zones);
        expect(q['zones-names']!.split(';')).toEqual(pairs.map((p) => p[0]));
        expect(q['zones-types']!.split(';')).toEqual(pairs.map((p) => p[1]));
        expect(q.components!.split(';')).toHaveLength(pairs.length);
      }),
    );
  });
});

describe('renderBox / showBox (the skeleton keeps the zone’s room until the tiles are in)', () => {
  it('the box waits out of the layout beside the skeleton; shown, it takes the skeleton’s place and the zone is loaded', async () => {
    const { renderBox, showBox, LOADED_CLASS } = await import('./batch');
    document.body.innerHTML =
      '<section id="z" class="hotspot__wrapper"><div class="hotspot skeleton">…</div><div data-island-host="hotspots"></div></section>';
    const wrapper = document.getElementById('z')!;
    const host = wrapper.querySelector('[data-island-host]');
    const box = renderBox(wrapper, host);
    expect(wrapper.querySelector('.skeleton'), 'the skeleton stays while the tiles render').not.toBeNull();
    expect(box.style.getPropertyValue('display')).toBe('none');
    expect(box.style.getPropertyPriority('display')).toBe('important');
    expect(box.nextElementSibling).toBe(host);
    expect(wrapper.classList.contains(LOADED_CLASS)).toBe(false);
    showBox(wrapper, box);
    expect(wrapper.querySelector('.skeleton')).toBeNull();
    expect(box.hasAttribute('style')).toBe(false);
    expect(box.className).toBe('hotspot --initialized');
    expect(wrapper.classList.contains(LOADED_CLASS)).toBe(true);
  });
});
