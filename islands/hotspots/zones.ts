// Reading the hotspot zones of a page and building the one /ajax/hotspots.php query for them.
// Zone markup (reference section 5): section.hotspot__wrapper#<zone id>[data-pagetype][data-zone]
// [data-products="id1,id2"]; a theme may also place a zone with data-island="hotspots".
import { dataReader } from '../../core/dom/data';

export const ISLAND = 'hotspots';
export const ZONE_SELECTOR = '.hotspot__wrapper[data-pagetype], [data-island="hotspots"]';

export interface Zone {
  el: HTMLElement;
  /** The element id: the zone's name in the request and its key in the reply. */
  id: string;
  pagetype: string;
  /** `data-component`, else the id (as the shop's own script sent it). */
  component: string;
  /** `data-products`: the product ids the zone is about (comma separated). */
  products: string[];
}

/** Every hotspot zone in the document, in page order. */
export function findZones(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(ZONE_SELECTOR));
}

const PRODUCT_ID = /^\d+$/;

/** A zone's request data; null (reported) when it has no id, since the reply could not be matched to it. */
export function readZone(el: HTMLElement, pageType: string): Zone | null {
  const id = el.id.trim();
  if (!id) {
    console.warn(`[storefront:${ISLAND}] a hotspot zone has no id, so its content cannot be requested; zone removed`, el);
    return null;
  }
  const data = dataReader(el, ISLAND);
  const pagetype = data.string('pagetype', '').trim() || pageType;
  const products = data.list('products', []).filter((p) => {
    if (PRODUCT_ID.test(p)) return true;
    console.warn(`[storefront:${ISLAND}] #${id} data-products has "${p}", not a product id; left out`);
    return false;
  });
  return { el, id, pagetype, component: data.string('component', '').trim() || id, products };
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
