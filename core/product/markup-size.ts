// The size the server's markup shows as chosen, and how it meets the product data's. The data's
// `selected` is not the only word: the spec's flat shape has none, and a template may mark the size
// in its HTML only (`a.projector_sizes__item.--selected`, a select's `option[selected]`, a filled
// `#projector_size_hidden`). Read once, when the store is built, before any island re-renders them.
import { DEFAULT_PREFIX, productPrefix } from './dom';
import type { ProductModel } from './model';
import { sizeType } from './parts';
import { ownById, ownQuery } from '../dom/own';

/** The island whose choice this is; console messages speak in its name. */
const ISLAND = 'product-sizes';

export interface MarkupMark {
  size: string;
  /** Which element said so, for the console message. */
  source: string;
}

/** The size marks in the page, the one the shopper sees first (the picker), then the form's hidden input. */
export function readMarkupSize(doc: Document): MarkupMark[] {
  const holder = ownQuery(doc, '[data-projector-prefix]');
  const prefix = holder ? productPrefix(holder) : DEFAULT_PREFIX;
  const section = ownById(doc, `${prefix}sizes_section`) ?? ownQuery(doc, '[data-island="product-sizes"]');
  const marks: MarkupMark[] = [];
  const add = (value: string | null | undefined, source: string): void => {
    const size = value?.trim();
    if (size) marks.push({ size: sizeType(size), source });
  };
  if (section) {
    const select = section.querySelector<HTMLSelectElement>(`select.projector_sizes__select, #${prefix}sizes_select`);
    // The server's `selected` attribute (defaultSelected), not the browser's fallback to the first option.
    const option = select ? Array.from(select.options).find((o) => o.hasAttribute('selected')) : undefined;
    if (option) add(option.getAttribute('data-size-type') ?? option.value, `#${select!.id || 'projector_sizes_select'} option[selected]`);
    const link = section.querySelector('.projector_sizes__item.--selected[data-size-type]');
    if (link) add(link.getAttribute('data-size-type'), '.projector_sizes__item.--selected');
  }
  const hidden = ownById(doc, `${prefix}size_hidden`);
  if (hidden instanceof HTMLInputElement) add(hidden.value, `#${hidden.id}`);
  return marks;
}

const named = (model: ProductModel, size: string): string => {
  const name = model.sizes[size]?.name;
  return name && name !== size ? `"${name}" (${size})` : `"${size}"`;
};

/**
 * The model with the size the page shows as chosen. The data's choice stands when the markup marks
 * none; the markup's fills the gap when the data has none; when both mark one and they differ, the
 * markup wins, as the shopper sees it (the server rendered it), and the console says so with both.
 */
export function withMarkupSize(model: ProductModel | null, marks: readonly MarkupMark[]): ProductModel | null {
  if (!model) return null;
  const known = marks.filter((m) => Object.hasOwn(model.sizes, m.size));
  for (const m of marks.filter((x) => !known.includes(x))) {
    console.warn(`[storefront:${ISLAND}] ${m.source} marks size "${m.size}" as chosen, which the product data does not have; ignored`);
  }
  const shown = known[0];
  if (!shown) return model;
  const others = known.filter((m) => m.size !== shown.size);
  if (others.length > 0) {
    const list = others.map((m) => `${m.source} says ${named(model, m.size)}`).join(', ');
    console.warn(`[storefront:${ISLAND}] the page marks two sizes as chosen: ${shown.source} says ${named(model, shown.size)}, ${list}; using ${named(model, shown.size)}, which the shopper sees`);
  }
  const data = model.selectedSize;
  if (data === shown.size) return model;
  if (data !== null) {
    console.warn(
      `[storefront:${ISLAND}] the product data pre-selects size ${named(model, data)}, the page's markup (${shown.source}) shows ${named(model, shown.size)}; using ${named(model, shown.size)}, which the shopper sees`,
    );
  }
  return { ...model, selectedSize: shown.size };
}
