import { defineIsland } from '../../core/mount/define';
import { productPrefix } from '../../core/product/dom';
import { ISLAND, readPeriods } from './periods';
import { ProductSubscription, type SubscriptionConfig } from './ProductSubscription';

export function readSubscriptionConfig(el: HTMLElement): SubscriptionConfig {
  const label = el.querySelector('.projector_subscription__label');
  return {
    label: {
      id: label?.id || `${productPrefix(el)}subscription_label`,
      text: label?.textContent?.trim() ?? '',
      className: label?.className || 'projector_subscription__label',
    },
    periods: readPeriods(el),
  };
}

export default defineIsland<SubscriptionConfig>({
  name: ISLAND,
  host: 'replace',
  readConfig: readSubscriptionConfig,
  Component: ProductSubscription,
});
