// The shop's forced-region cookies (spec section 3): setRegionForced and setZipcodeForced, each a JSON
// object with a showModal flag. Read defensively: a bad cookie is reported (naming the island that
// read it) and treated as absent. Shared by region-forced and product-status's courier dialog.
import { deleteCookie, getCookie, setJSONCookie } from '../dom/cookies';
import { bool, isObj, str, type Obj } from '../page/coerce';

export const REGION_COOKIE = 'setRegionForced';
export const ZIPCODE_COOKIE = 'setZipcodeForced';

/** Region-forced data (spec section 3); any field may be missing. */
export interface ForcedData {
  currentCountry: string | null;
  defaultCountry: string | null;
  currentZipcode: string | null;
  defaultZipcode: string | null;
  showModal: boolean;
  /** The cookie's object as the shop wrote it, so Continue keeps every other field. */
  raw: Obj;
}

export interface ForcedState {
  region: ForcedData | null;
  zipcode: ForcedData | null;
}

const clip = (v: string) => (v.length > 80 ? `${v.slice(0, 77)}...` : v);

/** One cookie's text → its data; absent or empty → null quietly, malformed → null with a console message. */
export function parseForced(name: string, text: string | null, island = 'region-forced'): ForcedData | null {
  const ISLAND = `[storefront:${island}]`;
  if (text === null || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    console.error(`${ISLAND} cookie ${name}="${clip(text)}" is not valid JSON; no region modal for it`);
    return null;
  }
  if (!isObj(value)) {
    console.error(`${ISLAND} cookie ${name}="${clip(text)}" is not a JSON object; no region modal for it`);
    return null;
  }
  // Countries come as a code or name, or as {id, name} (the name is what a shopper reads).
  const field = (key: string): string | null => {
    const v = value[key];
    if (isObj(v)) return str(v.name)?.trim() || str(v.id)?.trim() || null;
    return str(v)?.trim() || null;
  };
  return {
    currentCountry: field('currentCountry'),
    defaultCountry: field('defaultCountry'),
    currentZipcode: field('currentZipcode'),
    defaultZipcode: field('defaultZipcode'),
    showModal: bool(value.showModal),
    raw: value,
  };
}

export function readForced(doc: Document = document, island = 'region-forced'): ForcedState {
  return {
    region: parseForced(REGION_COOKIE, getCookie(REGION_COOKIE, doc), island),
    zipcode: parseForced(ZIPCODE_COOKIE, getCookie(ZIPCODE_COOKIE, doc), island),
  };
}

/** Spec section 4: the modal shows when either the country or the postcode data asks for it. */
export const shouldShow = (s: ForcedState): boolean => !!(s.region?.showModal || s.zipcode?.showModal);

/** The `?mutation=` name for what is forced (spec section 7), or null when nothing is. */
export type UnsetKind = 'unsetRegion' | 'unsetZipcode' | 'unsetRegionAndZipcode';
export function unsetKind(s: ForcedState): UnsetKind | null {
  if (s.region && s.zipcode) return 'unsetRegionAndZipcode';
  if (s.region) return 'unsetRegion';
  if (s.zipcode) return 'unsetZipcode';
  return null;
}

/** Continue: showModal false in each cookie there is, every other field kept. */
export function dismiss(s: ForcedState, doc: Document = document): void {
  if (s.region) setJSONCookie(REGION_COOKIE, { ...s.region.raw, showModal: false }, { path: '/' }, doc);
  if (s.zipcode) setJSONCookie(ZIPCODE_COOKIE, { ...s.zipcode.raw, showModal: false }, { path: '/' }, doc);
}

/** After a successful unset: the cookies of what was unset go. */
export function clear(kind: UnsetKind, doc: Document = document): void {
  if (kind !== 'unsetZipcode') deleteCookie(REGION_COOKIE, { path: '/' }, doc);
  if (kind !== 'unsetRegion') deleteCookie(ZIPCODE_COOKIE, { path: '/' }, doc);
}
