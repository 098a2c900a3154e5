import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { productPrefix } from '../../core/product/dom';
import { ProductSizes, type SizesConfig } from './ProductSizes';
import type { SizeItem } from './sizes';

const ISLAND = 'product-sizes';
const text = (el: Element | null | undefined): string => el?.textContent?.trim() ?? '';

function linkItems(el: HTMLElement): SizeItem[] {
  return Array.from(el.querySelectorAll<HTMLAnchorElement>('a.projector_sizes__item')).flatMap((a) => {
    const type = a.getAttribute('data-size-type');
    if (!type) return [];
    const name = text(a.querySelector('.projector_sizes__name')) || text(a);
    return [{ type, name, href: a.getAttribute('href'), productId: a.getAttribute('data-product-id'), title: a.getAttribute('title') }];
  });
}

function optionItems(select: HTMLSelectElement): SizeItem[] {
  return Array.from(select.options).flatMap((o) => {
    const type = o.getAttribute('data-size-type') ?? o.value;
    return type ? [{ type, name: text(o), href: null, productId: o.getAttribute('data-product-id'), title: o.getAttribute('title') }] : [];
  });
}

/** Reads the server's size markup, so the island re-renders it with the theme's ids and classes. */
export function readSizesConfig(el: HTMLElement): SizesConfig {
  const read = dataReader(el, ISLAND);
  const prefix = productPrefix(el);
  const label = el.querySelector('.projector_sizes__label');
  const select = el.querySelector<HTMLSelectElement>(`select.projector_sizes__select, #${prefix}sizes_select`);
  const items = select ? optionItems(select) : linkItems(el);
  // The size chart block, when the page has it inside the sizes section (the template puts it right after):
  // kept as the server rendered it, with its chart body and the theme's listeners.
  const chart = Array.from(el.children).find((c) => c.id === `${prefix}chart_section` || c.classList.contains('projector_chart')) ?? null;
  const hasParam = (href: string | null) => href !== null && /[?&]selected_size=/.test(href);
  return {
    prefix,
    label: { id: label?.id || `${prefix}sizes_label`, text: text(label) },
    items,
    select: select
      ? { className: select.className.replace(/(^|\s)--placeholder(?=\s|$)/g, ' ').trim(), name: select.getAttribute('name') }
      : null,
    selectMarked: read.boolean('select', false),
    oneSize: read.boolean('onesize', false),
    // The template switches to a select above 6 sizes.
    selectFrom: read.number('sizes-select-from', 7, { integer: true, min: 2 }),
    chart,
    urlParam: hasParam(window.location.search) || items.some((i) => hasParam(i.href)),
  };
}

export default defineIsland<SizesConfig>({
  name: ISLAND,
  host: 'replace',
  readConfig: readSizesConfig,
  Component: ProductSizes,
});
