// One page, one bulk call: pick the sections, send them, feed what came back to the store and the
// page. Any failure is logged and ignored (spec section 8); the page works as the server sent it.
import { isAbortError } from '../../core/http';
import { emit } from '../../core/events';
import { getShopStore } from '../../core/store/store';
import { parseBasket } from '../../core/store/basket-parse';
import { fetchBulk } from './api';
import type { SnippetLandmarks } from './texts';
import { yieldToMain } from '../../core/dom/yield';
import { BULK_FORMATS, readAjaxVars, readSnippets, readWidgets, SECTIONS, viewParams, type BulkFormat, type Section } from './request';

export interface BulkConfig {
  /** data-bulk-sections; null = chosen from the page (defaultSections). */
  sections: Section[] | null;
  /** data-bulk-format: 'platform' (default, reference section 4) or 'spec' (the spec's form). */
  format: BulkFormat;
}

const LOG = '[storefront:bulk]';

// The sanitizer (DOMPurify) loads only when there is HTML to insert, so the island's own chunk is
// small and its bulk call leaves early (before the mini-basket would start a basket fetch of its own).
// Evaluating the sanitizer's chunk is a task of its own; the first snippet waits for the next one.
const inject = () => import('./inject').then(async (m) => (await yieldToMain(), m));

/**
 * Snippets and ToplayersAndWidgets always, as the platform's theme asks (it never requests Basket,
 * Projector or Wishlist). The spec's form also asks for Basket when the page shows a basket
 * (#menu_basket) and no one has loaded or is loading it (the mini-basket then reads the bulk call's
 * basket instead of fetching its own). Projector, Wishlist and Comparers: no island reads them, so
 * only when the theme lists them in data-bulk-sections.
 */
export function defaultSections(doc: Document, basketStatus: string, hasBasketData: boolean, format: BulkFormat = 'platform'): Section[] {
  const out: Section[] = [];
  if (format === 'spec' && doc.querySelector('#menu_basket') && !hasBasketData && basketStatus !== 'loading') out.push('Basket');
  out.push('Snippets', 'ToplayersAndWidgets');
  return out;
}

export function readSectionsAttr(values: string[]): Section[] | null {
  if (!values.length) return null;
  const ok = values.filter((v): v is Section => (SECTIONS as readonly string[]).includes(v));
  const bad = values.filter((v) => !ok.includes(v as Section));
  if (bad.length) console.error(`${LOG} data-bulk-sections: ${bad.map((b) => `"${b}"`).join(', ')} not one of ${SECTIONS.join(', ')}; ignored`);
  return ok;
}

/** data-bulk-format: platform (default) or spec; anything else is reported and gives platform. */
export function readFormatAttr(value: string): BulkFormat {
  const v = value.trim().toLowerCase();
  if (v === '') return 'platform';
  const hit = BULK_FORMATS.find((f) => f === v);
  if (hit) return hit;
  console.error(`${LOG} data-bulk-format="${value}" is not one of ${BULK_FORMATS.join(', ')}; using platform`);
  return 'platform';
}

export async function runBulk(config: BulkConfig, signal: AbortSignal, doc: Document = document, landmarks?: SnippetLandmarks): Promise<void> {
  const store = getShopStore();
  const state = store.getState();
  const sections = config.sections ?? defaultSections(doc, state.basket.status, state.basket.data !== null, config.format);
  if (!sections.length) return;
  const asksBasket = sections.includes('Basket');
  if (asksBasket) state.basket.markLoading();

  // The basket is someone else's to load after all: the mini-basket hears this and fetches its own.
  const basketFailed = (message: string) => {
    console.info(`${LOG} no basket from the bulk call (${message}); the mini-basket loads its own`);
    store.getState().basket.markError(message);
    emit('storefront:basket-updated', { basket: null });
  };

  const { requestUri, additionalAjax } = readAjaxVars(doc.defaultView ?? window);
  const params = viewParams(state.view.level, requestUri, additionalAjax, config.format);
  const productId = state.product.model?.id ?? null;
  let reply;
  try {
    // The request in a task of its own: the store was just built from the page's product data in this one,
    // and the HTTP client's first request (its instance, headers, the Request) is as long again at 4× CPU.
    await yieldToMain();
    if (signal.aborted) return;
    reply = await fetchBulk(sections, params, { productId }, signal, config.format);
  } catch (err) {
    if (signal.aborted || isAbortError(err)) return;
    // Spec section 8: a failed bulk call is ignored.
    console.info(`${LOG} the bulk call failed and is ignored: ${err instanceof Error ? err.message : String(err)}`);
    if (asksBasket) basketFailed('bulk call failed');
    return;
  }
  if (signal.aborted) return;

  for (const name of sections) {
    if (signal.aborted) return;
    const result = reply[name];
    if (!result) continue;
    if (!result.ok) {
      console.info(`${LOG} ${result.message}; ignored`);
      if (name === 'Basket') basketFailed(result.message);
      continue;
    }
    try {
      if (name === 'Basket') {
        // Re-initialised even when a basket was loaded meanwhile: this one is the newest.
        store.getState().basket.setBasket(parseBasket(result.response));
      } else if (name === 'Snippets') {
        const items = readSnippets(result.response);
        if (items.length) await (await inject()).injectSnippets(items, doc, signal, { keepSrc: config.format === 'spec', landmarks });
      } else if (name === 'ToplayersAndWidgets') {
        const items = readWidgets(result.response);
        if (items.length) await (await inject()).injectWidgets(items, doc, signal, { landmarks });
      }
    } catch (err) {
      console.info(`${LOG} section ${name} could not be used and is ignored: ${err instanceof Error ? err.message : String(err)}`);
      if (name === 'Basket') basketFailed(`section Basket is malformed`);
    }
  }
}
