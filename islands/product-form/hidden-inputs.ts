// The form posts natively (our JS off, failed, or the theme's own submit): its hidden inputs must say
// what the shopper chose. Never restored on unmount, that would post a choice the shopper did not make.
import { productPart } from '../../core/product/dom';
import type { ProductSlice } from '../../core/store';

export type FormChoice = Pick<ProductSlice, 'selectedSize' | 'subscription' | 'subscriptionDays'>;

/** `only` (subscription-only products) is kept while the mode is on, so theme CSS keyed on it still applies. */
export function subscriptionAttr(on: boolean, original: string | null): string {
  if (!on) return 'false';
  return original === 'only' ? 'only' : 'true';
}

export function syncHiddenInputs(form: HTMLFormElement, choice: FormChoice, originalMode: string | null): void {
  const size = productPart<HTMLInputElement>(form, 'size_hidden');
  if (size && size.value !== (choice.selectedSize ?? '')) size.value = choice.selectedSize ?? '';
  // A form without the attribute (no subscriptions offered) gets it only once the mode is switched on.
  if (originalMode !== null || choice.subscription) {
    form.setAttribute('data-subscription', subscriptionAttr(choice.subscription, originalMode));
  }
  const sub = productPart<HTMLInputElement>(form, 'subscription_hidden');
  if (sub) sub.disabled = !choice.subscription;
  const days = productPart<HTMLInputElement>(form, 'subscription_days_hidden');
  if (days && choice.subscriptionDays !== null) days.value = String(choice.subscriptionDays);
}
