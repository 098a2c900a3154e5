// A bundle's price for the parts the shopper ticked (reference section 3, the platform's product script):
//   POST /ajax/projector.php?product={id}&size={size}&bundled_product[ID]=…&bundled_size[ID]=…
//        &bundled_quantity[ID]=…&get=sizeprices,sizeavailability,sizedelivery,bundleprice,bundle
// with no body. The parts' fields are the form's own (`new FormData(form)` holds the ones outside it with
// form="projector_form" too), so the price is asked for exactly what the add would post. The answer's
// sizeprices / sizeavailability / sizedelivery are the set's live data; `bundleprice` its saving.
import { postForm, TIMEOUTS, isAbortError } from '../../core/http';
import { bundlePrice } from '../../core/product/parts';
import type { BundlePrice } from '../../core/product/model';
import { parseSizeReply, type SizePart, type SizeUpdate } from '../../core/product/size-reply';
import type { ShopStore } from '../../core/store';
import { showLiveData } from './size-loader';
import { readReply } from './api';

const PARTS: readonly SizePart[] = ['sizeprices', 'sizeavailability', 'sizedelivery'];
const GET = [...PARTS, 'bundleprice', 'bundle'].join(',');
/** The parts' checkboxes, as the template renders them (idosell-markup.md: Bundle/sets). */
export const PART_CHECKBOX = '.projector_bundle__checkbox';
const PART_ITEM = '.projector_bundle__item';

/** A control of the form: inside it, or outside with form="{its id}" (read from the markup, not `.form`). */
export const ownedBy = (form: HTMLFormElement, el: Element): boolean =>
  form.contains(el) ? !el.hasAttribute('form') || el.getAttribute('form') === form.id : !!form.id && el.getAttribute('form') === form.id;

/**
 * The form's bundle fields: `bundled_product[ID]`, `bundled_size[ID]` and `bundled_quantity[ID]`, an
 * unticked part's quantity as 0 (the platform's product script sends it so; the browser's own post leaves
 * it out, and so does the add).
 */
export function bundleFields(form: HTMLFormElement): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  new FormData(form).forEach((value, key) => {
    if (key.startsWith('bundled_') && typeof value === 'string') out.push([key, value]);
  });
  for (const box of partBoxes(form)) {
    if (!box.checked && box.name && !box.disabled) out.push([box.name, '0']);
  }
  return out;
}

/** The parts' checkboxes of this form (inside it, or outside with form="{its id}"). */
export const partBoxes = (form: HTMLFormElement): HTMLInputElement[] =>
  [...form.ownerDocument.querySelectorAll<HTMLInputElement>(PART_CHECKBOX)].filter((b) => ownedBy(form, b));

/** How many parts are ticked. */
export const tickedParts = (fields: Array<[string, string]>): number =>
  fields.filter(([k, v]) => k.startsWith('bundled_quantity[') && Number(v) > 0).length;

/**
 * Each part's `data-item-selected` ("true" when ticked), as the platform's script marks them for the
 * theme's CSS; with none ticked every part is marked, as it does.
 */
export function markParts(form: HTMLFormElement): void {
  const boxes = partBoxes(form);
  const none = !boxes.some((b) => b.checked);
  for (const box of boxes) box.closest<HTMLElement>(PART_ITEM)?.setAttribute('data-item-selected', String(none || box.checked));
}

/** The address, brackets and commas as the shop writes them. */
export function bundlePriceUrl(productId: string, size: string, fields: Array<[string, string]>): string {
  const q = (v: string) => encodeURIComponent(v);
  const parts = fields.map(([k, v]) => `${k}=${q(v)}`).join('&');
  return `/ajax/projector.php?product=${q(productId)}&size=${q(size)}${parts ? `&${parts}` : ''}&get=${GET}`;
}

export interface BundleUpdate extends SizeUpdate {
  bundlePrice: BundlePrice | null;
}

/**
 * Throws ShopApiError (http, timeout, network, parse, abort), as the size call does.
 * @call POST /ajax/projector.php?product=…&size=…&bundled_product[ID]=…&bundled_size[ID]=…&bundled_quantity[ID]=…&get=sizeprices,sizeavailability,sizedelivery,bundleprice,bundle §9
 */
export async function fetchBundlePrice(productId: string, size: string, fields: Array<[string, string]>, signal: AbortSignal): Promise<BundleUpdate> {
  const url = bundlePriceUrl(productId, size, fields);
  const reply = await postForm<unknown>(url, {}, { timeout: TIMEOUTS.projector, signal });
  return readReply('POST', url, reply, () => {
    const update = parseSizeReply(reply, PARTS);
    const raw = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>).bundleprice : undefined;
    return { ...update, bundlePrice: bundlePrice(raw) };
  });
}

/**
 * Re-prices the set whenever a part is ticked or unticked (a change on a part's checkbox of this form).
 * The latest change wins (the one before is aborted); a failure keeps the page's price and says so on the
 * console. Returns the stop function.
 */
export function startBundlePricing(store: ShopStore, form: HTMLFormElement, productId: string): () => void {
  let inflight: AbortController | null = null;
  const doc = form.ownerDocument;
  const onChange = (e: Event) => {
    const box = e.target;
    if (!(box instanceof HTMLInputElement) || !box.matches(PART_CHECKBOX) || !ownedBy(form, box)) return;
    inflight?.abort();
    markParts(form);
    const fields = bundleFields(form);
    const p = store.getState().product;
    const ticked = tickedParts(fields);
    p.setBundleTicked(ticked);
    const size = p.selectedSize;
    if (size === null || ticked === 0) {
      inflight = null;
      return;
    }
    const controller = new AbortController();
    inflight = controller;
    p.setSizeFetch('loading');
    fetchBundlePrice(productId, size, fields, controller.signal).then(
      (update) => {
        if (controller.signal.aborted) return;
        inflight = null;
        showLiveData(store, size, update);
      },
      (err: unknown) => {
        if (isAbortError(err) || controller.signal.aborted) return;
        inflight = null;
        const why = err instanceof Error ? err.message : String(err);
        console.error(`[storefront:product-form] the bundle's price for the parts chosen not loaded (${why}); showing the page's price`, err);
        store.getState().product.setSizeFetch('failed');
      },
    );
  };
  doc.addEventListener('change', onChange);
  markParts(form);
  store.getState().product.setBundleTicked(tickedParts(bundleFields(form)));
  return () => {
    doc.removeEventListener('change', onChange);
    inflight?.abort();
    inflight = null;
  };
}
