import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { productForm, productPart } from '../../core/product/dom';
import { ProductForm, type ProductFormConfig } from './ProductForm';

const ISLAND = 'product-form';

function readDays(el: HTMLElement): number | null {
  const input = productPart<HTMLInputElement>(el, 'subscription_days_hidden');
  const raw = input?.value.trim() ?? '';
  if (raw === '') return null;
  const days = Number(raw);
  if (Number.isInteger(days) && days > 0) return days;
  console.error(`[storefront:${ISLAND}] #${input?.id} value="${raw}" is not a number of days; using none`);
  return null;
}

export default defineIsland<ProductFormConfig>({
  name: ISLAND,
  // Renders nothing: the form's own markup stays the server's.
  host: 'append',
  unseen: true,
  readConfig: (el) => {
    const form = productForm(el);
    const holder = form ?? el;
    const mode = dataReader(holder, ISLAND).oneOf('subscription', ['true', 'only', 'false'] as const, 'false');
    // The container's option wins over the form's; the platform's form is the default.
    const requestHolder = el.hasAttribute('data-size-request') ? el : holder;
    const sizeRequest = dataReader(requestHolder, ISLAND).oneOf('size-request', ['platform', 'spec'] as const, 'platform');
    return {
      sizeRequest,
      form,
      subscription: mode !== 'false',
      subscriptionAttr: holder.getAttribute('data-subscription'),
      days: readDays(holder),
    };
  },
  Component: ProductForm,
});
