// Pure logic of the size picker: which sizes it lists, which are unavailable, keys, the address.
import type { ProductModel, SizeModel } from '../../core/product/model';
import { overlaySize } from '../../core/product/current';
import type { SizeUpdate } from '../../core/product/size-reply';

/** One size as the server's markup listed it. */
export interface SizeItem {
  type: string;
  name: string;
  href: string | null;
  productId: string | null;
  /**
   * The server's title on the size (its description, e.g. "Rozmiar L — na zamówienie"): kept on the
   * re-rendered radio (never worse than the page), while the size's availability is the one the page loaded with.
   */
  title?: string | null;
}

export interface SizeOption extends SizeItem {
  unavailable: boolean;
}

/** Unavailable sizes stay choosable (the notify block offers a message), they are only marked. */
export const isUnavailable = (size: SizeModel): boolean => size.availability.status === 'disable' || size.amount === 0;

/** Only 'uniw', the one-size type: nothing to choose. */
export const isOneSize = (model: ProductModel): boolean => model.sizeTypes.length === 1 && model.sizeTypes[0] === 'uniw';

/** Markup items the product data does not know: choosing them could not work. */
export const unknownItems = (items: readonly SizeItem[], model: ProductModel): string[] =>
  items.filter((i) => !Object.hasOwn(model.sizes, i.type)).map((i) => i.type);

/**
 * The sizes in the server's order; the product data's own list when the markup had none.
 * Availability from the size's live data when fetched, else from the page.
 */
export function sizeOptions(items: readonly SizeItem[], model: ProductModel, live: Readonly<Record<string, SizeUpdate>>): SizeOption[] {
  const known = items.filter((i) => Object.hasOwn(model.sizes, i.type));
  const list: SizeItem[] = known.length > 0 ? known : model.sizeTypes.map((type) => ({ type, name: '', href: null, productId: model.id }));
  return list.map((item) => {
    const size = model.sizes[item.type] as SizeModel;
    const unavailable = isUnavailable(overlaySize(size, live[item.type]));
    // The server's title describes the availability it rendered: dropped once the shop's answer changed it.
    const title = item.title && unavailable === isUnavailable(size) ? item.title : null;
    return { ...item, title, name: size.name || item.name || item.type, unavailable };
  });
}

/** The address with ?selected_size for the choice (removed when none), everything else kept. */
export function withSelectedSize(href: string, size: string | null): string {
  const url = new URL(href);
  if (size === null) url.searchParams.delete('selected_size');
  else url.searchParams.set('selected_size', size);
  return url.href;
}
