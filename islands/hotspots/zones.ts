// Reading the hotspot zones of a page. Zone markup (reference markup section 5):
// section.hotspot__wrapper#<zone id>[data-pagetype][data-zone][data-products="id1,id2"]; a theme may
// also place a zone with data-island="hotspots".
// Which call fills the zones: the platform's GraphQL `hotspots` (default), or the spec's
// GET /ajax/hotspots.php when the zone or any element around it (e.g. <html>) says
// data-hotspots-source="ajax".
import { dataReader } from '../../core/dom/data';
import { describeElement } from '../../core/dom/describe';
import { HOTSPOT_PAGES, HOTSPOT_ZONES, type HotspotPage, type HotspotRequest } from './query';

export const ISLAND = 'hotspots';
export const ZONE_SELECTOR = '.hotspot__wrapper[data-pagetype], [data-island="hotspots"]';

export const SOURCES = ['graphql', 'ajax'] as const;
export type HotspotsSource = (typeof SOURCES)[number];
export const SOURCE_ATTRIBUTE = 'data-hotspots-source';

export interface Zone {
  el: HTMLElement;
  /** The element id: the zone's name in the request and its key (alias) in the reply. */
  id: string;
  pagetype: string;
  /** `data-zone` (else the number ending the id, as in main_hotspot_zone2); '' when neither. */
  zone: string;
  /** `data-component`, else the id (as the spec's /ajax/hotspots.php wants it). */
  component: string;
  /** `data-products`: the product ids the zone is about (comma separated). */
  products: string[];
}

/** Every hotspot zone in the document, in page order. */
export function findZones(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(ZONE_SELECTOR));
}

const PRODUCT_ID = /^\d+$/;

/**
 * The call that fills this zone: data-hotspots-source on the zone, else on the nearest element
 * around it that has one (a page-level switch: <html data-hotspots-source="ajax">); 'graphql' by default.
 */
export function zoneSource(el: HTMLElement): HotspotsSource {
  const holder = el.closest(`[${SOURCE_ATTRIBUTE}]`);
  if (!holder) return 'graphql';
  return dataReader(holder, ISLAND).oneOf('hotspots-source', SOURCES, 'graphql');
}

/** A zone's request data; null (reported) when it has no id, since the reply could not be matched to it. */
export function readZone(el: HTMLElement, pageType: string): Zone | null {
  const id = el.id.trim();
  if (!id) {
    console.warn(`[storefront:${ISLAND}] a hotspot zone has no id, so its content cannot be requested; zone left as it is: ${describeElement(el)}`);
    return null;
  }
  const data = dataReader(el, ISLAND);
  const pagetype = data.string('pagetype', '').trim() || pageType;
  const products = data.list('products', []).filter((p) => {
    if (PRODUCT_ID.test(p)) return true;
    console.warn(`[storefront:${ISLAND}] #${id} data-products has "${p}", not a product id; left out`);
    return false;
  });
  const zone = data.string('zone', '').trim() || (/zone(\d+)$/i.exec(id)?.[1] ?? '');
  return { el, id, pagetype, zone, component: data.string('component', '').trim() || id, products };
}

/**
 * The zone as the platform's `hotspots` call names it; null (reported, naming the zone and the value)
 * when its page type or zone number is not one the platform knows: that zone alone is skipped.
 */
export function hotspotRequest(z: Zone): HotspotRequest | null {
  if (!(HOTSPOT_PAGES as readonly string[]).includes(z.pagetype)) {
    console.warn(`[storefront:${ISLAND}] #${z.id} data-pagetype="${z.pagetype}" is not one of ${HOTSPOT_PAGES.join(', ')}; zone left as it is`);
    return null;
  }
  if (!(HOTSPOT_ZONES as readonly string[]).includes(z.zone)) {
    console.warn(`[storefront:${ISLAND}] #${z.id} data-zone="${z.zone}" is not one of ${HOTSPOT_ZONES.join(', ')}; zone left as it is`);
    return null;
  }
  return { id: z.id, page: z.pagetype as HotspotPage, zone: z.zone, products: z.products };
}

/**
 * The query of GET /ajax/hotspots.php for these zones (spec section 7): lists joined by ';' in zone
 * order. `product` is the product a projector zone is about (else the page's product); `products`
 * every product id the zones name (the basket's lines on basketedit), each once.
 */
export function buildQuery(zones: readonly Zone[], pageProduct?: string | number | null): Record<string, string> {
  const all = [...new Set(zones.flatMap((z) => z.products))];
  const projector = zones.find((z) => z.pagetype === 'projector' && z.products.length > 0)?.products[0];
  const product = projector ?? (pageProduct != null && PRODUCT_ID.test(String(pageProduct)) ? String(pageProduct) : '');
  return {
    action: 'get-hotspots-html',
    'zones-names': zones.map((z) => z.id).join(';'),
    components: zones.map((z) => z.component).join(';'),
    'zones-types': zones.map((z) => z.pagetype).join(';'),
    product,
    products: all.join(';'),
  };
}
