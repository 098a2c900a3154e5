import { defineIsland } from '../../core/mount/define';
import { formPriceType, productForm, productPart, productPrefix } from '../../core/product/dom';
import { ProductRebates, type RebatesConfig } from './ProductRebates';

const ISLAND = 'product-rebates';

/** Reads the server's multipack markup, so the island re-renders it with the theme's ids and classes. */
export function readRebatesConfig(el: HTMLElement): RebatesConfig {
  const prefix = productPrefix(el);
  const label = el.querySelector('.projector_multipack__label');
  const input = el.querySelector<HTMLInputElement>('input[type=radio]');
  const number = productPart<HTMLInputElement>(el, 'number')?.getAttribute('value') ?? '';
  const page = Number(number);
  return {
    label: {
      id: label?.id || `${prefix}multipack_label`,
      text: label?.textContent?.trim() ?? '',
      className: label?.className || 'projector_multipack__label',
    },
    wrapperClass: el.querySelector('.projector_multipack__wrapper')?.className || 'projector_multipack__wrapper',
    input: {
      name: input?.name || 'multipack_radio',
      form: input ? input.getAttribute('form') : (productForm(el)?.id ?? null),
      idStem: input?.id.replace(/\d+$/, '') || 'multipackRadioItem',
    },
    pageQuantity: number.trim() !== '' && Number.isFinite(page) && page > 0 ? page : null,
    priceType: formPriceType(el, ISLAND),
  };
}

export default defineIsland<RebatesConfig>({
  name: ISLAND,
  host: 'replace',
  readConfig: readRebatesConfig,
  Component: ProductRebates,
});
