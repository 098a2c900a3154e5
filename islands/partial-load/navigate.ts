// Which clicks and submits become partial loads. Everything else is left to the browser.
import { isInserted } from '../../core/dom/own';

/** A same-origin http(s) URL that is not just another fragment of the current page. */
export function partialUrl(href: string, current: Location | URL = location): URL | null {
  let url: URL;
  try {
    url = new URL(href, current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}

/** True when `href` (absolute) is on the page's own origin; an address that does not parse is not. */
export function sameOrigin(href: string, current: Location | URL = location): boolean {
  try {
    return new URL(href).origin === current.origin;
  } catch {
    return false;
  }
}

/** A plain left click on an `a[data-partial]` inside `container` that the browser would follow here. */
export function partialLink(event: MouseEvent, container: Element): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const a = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-partial]') : null;
  if (!a || !container.contains(a) || a.dataset.partial === 'false') return null;
  // Server HTML an island inserted (core/dom/sanitize marks it) never drives a partial load.
  if (isInserted(a)) return null;
  if (a.hasAttribute('download') || (a.target && a.target !== '_self')) return null;
  return a;
}

/** A GET `form[data-partial]`: its address with the form's fields as the query. */
export function partialFormUrl(form: HTMLFormElement, submitter: HTMLElement | null): string | null {
  if (form.dataset.partial === 'false' || isInserted(form)) return null;
  const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toLowerCase();
  if (method !== 'get' || (form.target && form.target !== '_self')) return null;
  const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? location.href;
  const url = new URL(action, location.href);
  const data = new FormData(form, submitter ?? undefined);
  url.search = '';
  for (const [k, v] of data) if (typeof v === 'string') url.searchParams.append(k, v);
  return url.href;
}

/** The parts of a page IdoSell's templates render on their own (reference section 17). */
export const RENDER_PARTS = ['head', 'content', 'aside', 'footer', 'popup'] as const;
/** The platform's theme asks for these when it loads a page in place. */
export const DEFAULT_RENDER = 'content,head';

/**
 * The address fetched for a partial load: the page's own address plus `set_render=<parts>`, so the
 * shop renders only those parts (the platform's theme appends `?set_render=content,head` even after an
 * existing query, which makes a second `?`; here it joins with `&` then, so the URL stays valid and the
 * server reads the same parameter). No parts (the spec's form) = the address as it is. The fragment is
 * not sent.
 */
export function renderUrl(href: string, parts: string | null): string {
  if (!parts) return href;
  const url = new URL(href);
  const base = `${url.origin}${url.pathname}${url.search}`;
  return `${base}${url.search ? '&' : '?'}set_render=${parts}`;
}
