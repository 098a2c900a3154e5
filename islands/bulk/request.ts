// The bulk call's pure parts: which sections a page asks for, the view parameters, the form body of
// POST /ajax/get.php (`request={JSON}`), and a defensive read of the reply (spec section 7; the
// platform's form: reference section 4).
//
// Two forms of the request, chosen by the page (data-bulk-format on the island's element):
//  - 'platform' (default), as a real IdoSell theme sends it: Snippets and ToplayersAndWidgets as
//    {format: "json", params: {mobile, tablet, pc, request_uri, additional_ajax}} with JSON booleans;
//  - 'spec': the spec's form, the view parameters straight in the section with booleans as strings.
import type { ViewLevel } from '../../core/mount/types';
import { isObj, str, type Obj } from '../../core/page/coerce';
import { readAppShop } from '../../core/page/globals';

export const SECTIONS = ['Projector', 'Basket', 'Wishlist', 'Comparers', 'Snippets', 'ToplayersAndWidgets'] as const;
export type Section = (typeof SECTIONS)[number];

export const BULK_FORMATS = ['platform', 'spec'] as const;
export type BulkFormat = (typeof BULK_FORMATS)[number];

/** mobile, tablet, pc from the view level (4 counts as pc): JSON booleans (platform) or 'true'/'false' (spec). */
export interface ViewParams {
  mobile: boolean | 'true' | 'false';
  tablet: boolean | 'true' | 'false';
  pc: boolean | 'true' | 'false';
  request_uri: string;
  additional_ajax: string;
}

export function viewParams(level: ViewLevel, requestUri: string, additionalAjax: string, format: BulkFormat = 'platform'): ViewParams {
  const b = (v: boolean) => (format === 'spec' ? (v ? 'true' : 'false') : v);
  return {
    mobile: b(level === 1),
    tablet: b(level === 2),
    pc: b(level >= 3),
    request_uri: requestUri,
    additional_ajax: additionalAjax,
  };
}

/**
 * app_shop.vars.requestUri and .additionalAjax (set by the footer's ajaxLoad script); the page's own
 * path and query when the theme sets no requestUri. Never throws.
 */
export function readAjaxVars(win: Window = window): { requestUri: string; additionalAjax: string } {
  let vars: Obj = {};
  try {
    const shop = readAppShop('bulk', "the page's own address is sent", win);
    vars = shop && isObj(shop.vars) ? shop.vars : {};
  } catch {
    /* a hostile getter: defaults */
  }
  const fallback = `${win.location.pathname}${win.location.search}`;
  return { requestUri: str(vars.requestUri) ?? fallback, additionalAjax: str(vars.additionalAjax) ?? '' };
}

export interface SectionArgs {
  /** The product id for Projector (product pages). */
  productId?: string | null;
}

/**
 * The JSON of the `request` field. Platform: Snippets and ToplayersAndWidgets as
 * {format: "json", params}, Projector as {format: "json", params: {}}, the others {}. Spec: Snippets and
 * ToplayersAndWidgets carry the view parameters themselves; Projector the product.
 */
export function buildBulkRequest(sections: readonly Section[], params: ViewParams, args: SectionArgs = {}, format: BulkFormat = 'platform'): string {
  const body: Record<string, unknown> = {};
  for (const name of sections) {
    const withView = name === 'Snippets' || name === 'ToplayersAndWidgets';
    if (format === 'platform') {
      if (withView) body[name] = { format: 'json', params: { ...params } };
      else if (name === 'Projector') body[name] = { format: 'json', params: args.productId ? { product: args.productId } : {} };
      else body[name] = {};
    } else if (withView) body[name] = { ...params };
    else if (name === 'Projector') body[name] = args.productId ? { product: args.productId } : {};
    else body[name] = {};
  }
  return JSON.stringify(body);
}

export type SectionResult = { ok: true; response: unknown } | { ok: false; message: string };
export type BulkReply = Partial<Record<Section, SectionResult>>;

/**
 * `{ Section: { response } }` per requested section (the platform's envelope; an `error: 0` beside it is
 * accepted too). Both request forms get the same reply shape. A section missing, marked with an
 * error, or not an object is a failure of that section only (with a message naming it); a reply
 * that is not an object at all fails every section.
 */
export function parseBulkReply(raw: unknown, asked: readonly Section[]): BulkReply {
  const out: BulkReply = {};
  for (const name of asked) {
    if (!isObj(raw)) {
      out[name] = { ok: false, message: 'the reply is not a JSON object' };
      continue;
    }
    const part = raw[name];
    if (!isObj(part)) out[name] = { ok: false, message: `section ${name} is missing from the reply` };
    else if (part.error !== undefined && part.error !== 0 && part.error !== '0' && part.error !== false) {
      out[name] = { ok: false, message: `section ${name} failed: ${str(part.message) ?? String(part.error)}` };
    } else if (part.response === undefined || part.response === null) {
      out[name] = { ok: false, message: `section ${name} has no response` };
    } else out[name] = { ok: true, response: part.response };
  }
  return out;
}

export interface SnippetItem {
  region: 'head' | 'body_top' | 'body';
  content: string;
}

/**
 * Snippets' `response.items`: the platform's object of `{region, content}` (keyed by snippet id), or an
 * array of them; region head, body_top, anything else body.
 */
export function readSnippets(response: unknown): SnippetItem[] {
  const items = isObj(response) ? response.items : response;
  const list: unknown[] = Array.isArray(items) ? items : isObj(items) ? Object.values(items) : [];
  const out: SnippetItem[] = [];
  for (const item of list) {
    if (!isObj(item)) continue;
    const content = str(item.content);
    if (!content) continue;
    const region = item.region === 'head' || item.region === 'body_top' ? item.region : 'body';
    out.push({ region, content });
  }
  return out;
}

export interface WidgetItem {
  name: string;
  content: string;
}

/**
 * Toplayers and widgets keyed by name: the platform's `{ script: 'code', name: {content} }`, also
 * `{ name: 'content' }`, `{ script: {content} }` or `[{name, content}]` (no shape means two things).
 */
export function readWidgets(response: unknown): WidgetItem[] {
  const items = isObj(response) && 'items' in response ? response.items : response;
  const entries: Array<[string, unknown]> = Array.isArray(items)
    ? items.map((i, n) => [isObj(i) ? (str(i.name) ?? String(n)) : String(n), i])
    : isObj(items)
      ? Object.entries(items)
      : [];
  const out: WidgetItem[] = [];
  for (const [name, item] of entries) {
    const content = typeof item === 'string' ? item : isObj(item) ? str(item.content) : null;
    if (content) out.push({ name, content });
  }
  return out;
}
