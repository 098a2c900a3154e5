// One request for every zone on the page (spec section 4): the first zone island that mounts (its
// zone scrolled near the viewport) asks for ALL zones not asked for yet, in one call. Each zone
// shows the loading class until the answer, then gets its cleaned content or, when empty, is
// removed. A failed call (HTTP error, timeout, network, bad JSON, wrong shape) removes every hotspot
// element on the page, silently for the shopper: a console warning names the island and the cause.
// Zones added later (a partial page load) get a batch of their own.
import { isShopApiError } from '../../core/http';
import { hasMeaningfulContent, sanitizeToFragment } from '../../core/dom/sanitize';
import { fetchHotspots, type HotspotsReply } from './api';
import { buildQuery, findZones, ISLAND, readZone, ZONE_SELECTOR, type Zone } from './zones';

/** On the zone while its content is on the way (the class the shop's own script used). */
export const LOADING_CLASS = 'load-content';
/** On the zone once its content is in. */
export const LOADED_CLASS = 'loaded';

export type ZoneOutcome = 'filled' | 'removed' | 'failed';

export interface BatchOptions {
  /** The page's product id, for `product` when no projector zone names one. */
  pageProduct?: string | null;
  pageType?: string | null;
  timeout?: number;
}

const outcomes = new WeakMap<Element, Promise<ZoneOutcome>>();

/**
 * The outcome for `zone`, starting one batch for every zone in its document that has none yet.
 * Never rejects.
 */
export function zoneOutcome(zone: HTMLElement, opts: BatchOptions = {}): Promise<ZoneOutcome> {
  const known = outcomes.get(zone);
  if (known) return known;
  const els = findZones(zone.ownerDocument).filter((el) => !outcomes.has(el));
  if (!els.includes(zone)) els.push(zone);
  const zones: Zone[] = [];
  for (const el of els) {
    const z = readZone(el, opts.pageType ?? '');
    if (z) zones.push(z);
    else {
      el.remove();
      outcomes.set(el, Promise.resolve('removed'));
    }
  }
  if (zones.length > 0) {
    const batch = runBatch(zones, opts);
    for (const z of zones) outcomes.set(z.el, batch.then((r) => r.get(z.el) ?? 'removed'));
  }
  return outcomes.get(zone)!;
}

async function runBatch(zones: Zone[], opts: BatchOptions): Promise<Map<Element, ZoneOutcome>> {
  for (const z of zones) z.el.classList.add(LOADING_CLASS);
  let reply: HotspotsReply;
  try {
    reply = await fetchHotspots(buildQuery(zones, opts.pageProduct), opts.timeout ? { timeout: opts.timeout } : {});
  } catch (err) {
    const why = isShopApiError(err) || err instanceof Error ? err.message : String(err);
    console.warn(`[storefront:${ISLAND}] recommended products could not be loaded (${why}); every hotspot zone removed`);
    removeAllZones(zones[0]!.el.ownerDocument, zones);
    return new Map(zones.map((z) => [z.el, 'failed']));
  }
  return new Map(zones.map((z) => [z.el, fillZone(z.el, reply.get(z.id) ?? '')]));
}

/** Every hotspot element of the page goes (spec: "all hotspot elements are removed"). */
function removeAllZones(doc: Document, zones: Zone[]): void {
  for (const z of zones) z.el.remove();
  // Zones the shop rendered without a page type are hotspot elements too.
  for (const el of Array.from(doc.querySelectorAll(`${ZONE_SELECTOR}, .hotspot__wrapper`))) el.remove();
}

/**
 * Replace the zone's server placeholder (skeleton, templates) with the cleaned HTML; the island's
 * own host element (data-island-host) stays. Nothing left after cleaning → the zone is removed.
 */
export function fillZone(zone: HTMLElement, html: string): ZoneOutcome {
  const fragment = sanitizeToFragment(html, { document: zone.ownerDocument });
  zone.classList.remove(LOADING_CLASS);
  if (!hasMeaningfulContent(fragment)) {
    zone.remove();
    return 'removed';
  }
  const hosts = Array.from(zone.children).filter((c) => c.hasAttribute('data-island-host'));
  zone.replaceChildren(fragment, ...hosts);
  zone.classList.add(LOADED_CLASS);
  return 'filled';
}
