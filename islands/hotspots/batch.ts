// The zones' requests, as the platform's hotspot script makes them:
// - 'graphql' (default, the platform's): a zone is asked when its island mounts (its zone came near the
//   viewport); zones arriving within 400 ms of each other (the platform's window, reset by each new zone)
//   share one POST /graphql/v1/?hotspots document, one alias per zone. A zone that never comes near is
//   never asked. A zone's reply null or without products → skeleton removed, zone hidden (class --hidden
//   and the hidden attribute); else the island renders it (HotspotTiles.tsx).
// - 'ajax' (the spec's: "observed until visible, then one request loads all zones once"): the first zone
//   that mounts asks GET /ajax/hotspots.php for every ajax zone of the page; HTML per zone, cleaned;
//   empty → the zone is removed.
// Each zone carries the loading class until the answer. A failed call (HTTP error, timeout, network,
// an HTML or non-JSON reply, GraphQL errors without data, the wrong shape) changes nothing: the
// server's zones and skeletons stay as they are, and a console warning names the island and the cause.
import { gqlAlias, isShopApiError } from '../../core/http';
import type { PriceType } from '../../core/page/shop-vars';
import { hasMeaningfulContent, sanitizeToFragment, sanitizerReady } from '../../core/dom/sanitize';
import { fetchHotspots, fetchHotspotsGraphql, type GraphqlHotspots, type HotspotsReply } from './api';
import type { HotspotRequest } from './query';
import { readHotspot, type HotspotView } from './reply';
import { buildQuery, findZones, hotspotRequest, ISLAND, readZone, zoneSource, type Zone } from './zones';

/** On the zone while its content is on the way (the class the shop's own script used). */
export const LOADING_CLASS = 'load-content';
/** On the zone once its content is in. */
export const LOADED_CLASS = 'loaded';
/** On a zone the shop has nothing for (the platform theme's own class), with the hidden attribute. */
export const HIDDEN_CLASS = '--hidden';
/** The platform's window: zones that come into view within it of each other share one request. */
export const GROUP_WINDOW_MS = 400;

export type ZoneOutcome =
  /** ajax: the server's HTML is in the zone. */
  | { kind: 'filled' }
  /** graphql: the island renders these tiles into the zone. */
  | { kind: 'render'; view: HotspotView }
  /** ajax: the shop had nothing for the zone; it is gone (spec). */
  | { kind: 'removed' }
  /** graphql: the shop had nothing for the zone; it is hidden. */
  | { kind: 'hidden' }
  /** The call failed or said nothing readable about the zone: left as the server rendered it. */
  | { kind: 'failed' }
  /** The zone cannot be asked for (no id, a page type or zone number the platform does not know). */
  | { kind: 'skipped' };

export interface BatchOptions {
  /** The page's product id, for `product` (ajax) when no projector zone names one. */
  pageProduct?: string | null;
  pageType?: string | null;
  priceType?: PriceType;
  timeout?: number;
}

const outcomes = new WeakMap<Element, Promise<ZoneOutcome>>();
const done = <T extends ZoneOutcome>(o: T): Promise<ZoneOutcome> => Promise.resolve(o);

interface Waiting {
  zone: Zone;
  request: HotspotRequest;
  settle: (o: ZoneOutcome) => void;
}
/** Per page: the graphql zones waiting for the window to close (one request; an alias once in it). */
interface Group {
  waiting: Waiting[];
  timer: ReturnType<typeof setTimeout> | null;
  opts: BatchOptions;
}
const groups = new WeakMap<Document, Group>();

/**
 * The outcome for `zone`. graphql: the zone joins the page's open group, sent 400 ms after the last zone
 * joined. ajax: one batch for every ajax zone of the page that has none yet. Never rejects.
 */
export function zoneOutcome(zone: HTMLElement, opts: BatchOptions = {}): Promise<ZoneOutcome> {
  const known = outcomes.get(zone);
  if (known) return known;
  if (zoneSource(zone) === 'ajax') return ajaxOutcome(zone, opts);
  const z = readZone(zone, opts.pageType ?? '');
  const request = z ? hotspotRequest(z) : null;
  const doc = zone.ownerDocument;
  const group = groups.get(doc) ?? { waiting: [], timer: null, opts };
  groups.set(doc, group);
  const alias = z ? gqlAlias(z.id) : '';
  const taken = group.waiting.some((w) => gqlAlias(w.zone.id) === alias);
  if (z && request && taken) console.warn(`[storefront:${ISLAND}] #${z.id} has the same name in the request as another zone; zone left as it is`);
  if (!z || !request || taken) {
    const skipped = done({ kind: 'skipped' });
    outcomes.set(zone, skipped);
    return skipped;
  }
  group.opts = opts;
  const outcome = new Promise<ZoneOutcome>((settle) => group.waiting.push({ zone: z, request, settle }));
  outcomes.set(zone, outcome);
  // The platform's window: each zone that comes in restarts it; one request for all of them when it closes.
  if (group.timer !== null) clearTimeout(group.timer);
  group.timer = setTimeout(() => {
    group.timer = null;
    const batch = group.waiting.splice(0);
    void runGraphql(batch, group.opts).then((r) => {
      for (const w of batch) w.settle(r.get(w.zone.el) ?? { kind: 'failed' });
    });
  }, GROUP_WINDOW_MS);
  return outcome;
}

/** The spec's source: every ajax zone of the page without an outcome, in one call. */
function ajaxOutcome(zone: HTMLElement, opts: BatchOptions): Promise<ZoneOutcome> {
  const els = findZones(zone.ownerDocument).filter((el) => !outcomes.has(el) && zoneSource(el) === 'ajax');
  if (!els.includes(zone)) els.push(zone);
  const zones: Zone[] = [];
  for (const el of els) {
    const z = readZone(el, opts.pageType ?? '');
    if (z) zones.push(z);
    else outcomes.set(el, done({ kind: 'skipped' }));
  }
  if (zones.length > 0) {
    const batch = runAjax(zones, opts);
    for (const z of zones) outcomes.set(z.el, batch.then((r) => r.get(z.el) ?? { kind: 'removed' }));
  }
  return outcomes.get(zone)!;
}

const why = (err: unknown): string => (isShopApiError(err) || err instanceof Error ? err.message : String(err));

async function runGraphql(zones: { zone: Zone; request: HotspotRequest }[], opts: BatchOptions): Promise<Map<Element, ZoneOutcome>> {
  for (const { zone: z } of zones) z.el.classList.add(LOADING_CLASS);
  let reply: GraphqlHotspots;
  try {
    reply = await fetchHotspotsGraphql(
      zones.map((z) => z.request),
      opts.priceType ?? 'gross',
      opts.timeout ? { timeout: opts.timeout } : {},
    );
  } catch (err) {
    for (const { zone: z } of zones) z.el.classList.remove(LOADING_CLASS);
    console.warn(`[storefront:${ISLAND}] recommended products could not be loaded (${why(err)}); the zones are left as they are`);
    return new Map(zones.map(({ zone: z }) => [z.el, { kind: 'failed' }]));
  }
  if (reply.partial) console.warn(`[storefront:${ISLAND}] the recommended products came with an error (${reply.partial}); showing the zones it answered`);
  const out = new Map<Element, ZoneOutcome>();
  for (const { zone: z } of zones) {
    z.el.classList.remove(LOADING_CLASS);
    out.set(z.el, zoneFromReply(z, reply, opts.priceType ?? 'gross'));
  }
  return out;
}

function zoneFromReply(z: Zone, reply: GraphqlHotspots, priceType: PriceType): ZoneOutcome {
  const alias = gqlAlias(z.id);
  const raw = Object.hasOwn(reply.data, alias) ? reply.data[alias] : undefined;
  // Missing, or null beside errors (it may be this zone that failed): nothing known about the zone.
  if (raw === undefined || (raw === null && reply.partial)) return { kind: 'failed' };
  const view = readHotspot(raw, priceType);
  if (view === 'unreadable') {
    console.warn(`[storefront:${ISLAND}] #${z.id}: the reply for the zone is not a hotspot (${JSON.stringify(raw)?.slice(0, 80)}); zone left as it is`);
    return { kind: 'failed' };
  }
  if (view === 'empty') {
    hideZone(z.el);
    return { kind: 'hidden' };
  }
  return { kind: 'render', view };
}

/** The server's skeleton placeholders of the zone (`.hotspot.skeleton`), which a reply replaces. */
export function removeSkeletons(zone: HTMLElement): void {
  for (const el of Array.from(zone.querySelectorAll(':scope > .skeleton'))) el.remove();
}

/** A zone the shop has nothing for: its skeleton goes and it is hidden, as the platform's theme does. */
export function hideZone(zone: HTMLElement): void {
  removeSkeletons(zone);
  zone.classList.add(HIDDEN_CLASS);
  zone.hidden = true;
  // The attribute loses to a theme's display rule for the zone; this does not.
  zone.style.setProperty('display', 'none', 'important');
}

/**
 * Where the island renders a zone's reply: a `.hotspot` box (the theme's template class, marked
 * --initialized as the platform's script marks it) before the island's own host element, kept out of
 * the layout (the skeleton keeps the zone's room) until the tiles are in it: then `showBox` swaps the
 * two before paint, so the page never shrinks under the shopper between the skeleton and the tiles
 * (which clamped a scroll near the page's end). Returns the box; the caller removes it when it unmounts.
 */
export function renderBox(zone: HTMLElement, host: Element | null): HTMLElement {
  const box = zone.ownerDocument.createElement('div');
  box.className = 'hotspot --initialized';
  box.style.setProperty('display', 'none', 'important');
  zone.insertBefore(box, host && host.parentNode === zone ? host : null);
  return box;
}

/** The tiles are in the box: the box shows in the skeleton's place, and the zone counts as loaded. */
export function showBox(zone: HTMLElement, box: HTMLElement): void {
  removeSkeletons(zone);
  box.style.removeProperty('display');
  if (!box.getAttribute('style')) box.removeAttribute('style');
  zone.classList.add(LOADED_CLASS);
}

async function runAjax(zones: Zone[], opts: BatchOptions): Promise<Map<Element, ZoneOutcome>> {
  for (const z of zones) z.el.classList.add(LOADING_CLASS);
  // The sanitizer (the browser's own, or DOMPurify's chunk where it has none) gets ready while the call is out.
  const view = zones[0]?.el.ownerDocument.defaultView;
  const ready = view ? sanitizerReady(view) : Promise.resolve();
  let reply: HotspotsReply;
  try {
    reply = await fetchHotspots(buildQuery(zones, opts.pageProduct), opts.timeout ? { timeout: opts.timeout } : {});
    await ready;
  } catch (err) {
    for (const z of zones) z.el.classList.remove(LOADING_CLASS);
    console.warn(`[storefront:${ISLAND}] recommended products could not be loaded (${why(err)}); the zones are left as they are`);
    return new Map(zones.map((z) => [z.el, { kind: 'failed' }]));
  }
  return new Map(zones.map((z) => [z.el, fillZone(z.el, reply.get(z.id) ?? '')]));
}

/**
 * The zone's box holds what the shop's HTML brings: a fixed or absolute element in it is placed against the
 * zone and painted inside it, never over the page (the sanitizer's zone pass removes what it can judge; this
 * holds whatever it cannot). Through the CSSOM, which a strict style-src allows; a theme's own positioning
 * of the zone is kept.
 */
function containZone(zone: HTMLElement): void {
  zone.style.setProperty('contain', 'paint');
  const view = zone.ownerDocument.defaultView;
  if (!view || view.getComputedStyle(zone).position === 'static') zone.style.setProperty('position', 'relative');
}

/**
 * ajax: replace the zone's server placeholder (skeleton, templates) with the cleaned HTML; the
 * island's own host element (data-island-host) stays. Nothing left after cleaning → the zone is
 * removed (spec: an empty zone is removed). The sanitizer must be ready (sanitizerReady, as runAjax awaits).
 */
export function fillZone(zone: HTMLElement, html: string): ZoneOutcome {
  const fragment = sanitizeToFragment(html, { document: zone.ownerDocument, caller: ISLAND, zone: true });
  zone.classList.remove(LOADING_CLASS);
  if (!hasMeaningfulContent(fragment)) {
    zone.remove();
    return { kind: 'removed' };
  }
  const hosts = Array.from(zone.children).filter((c) => c.hasAttribute('data-island-host'));
  containZone(zone);
  zone.replaceChildren(fragment, ...hosts);
  zone.classList.add(LOADED_CLASS);
  return { kind: 'filled' };
}
