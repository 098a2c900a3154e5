import { useLayoutEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { getShopStore } from '../../core/store';
import { initialSize } from '../../core/store/product.slice';
import { startSizeLoader, sizeKey } from './size-loader';
import { syncHiddenInputs } from './hidden-inputs';
import { partBoxes, startBundlePricing } from './bundle';
import type { SizeRequestForm } from './api';

export interface ProductFormConfig {
  /** data-size-request: 'platform' (default) or the spec's 'spec' form of the size-data request. */
  sizeRequest: SizeRequestForm;
  form: HTMLFormElement | null;
  /** The mode the page rendered (data-subscription 'true'/'only' → on). */
  subscription: boolean;
  /** The form's data-subscription as the server wrote it (null = absent). */
  subscriptionAttr: string | null;
  /** #<prefix>subscription_days_hidden, null when absent or empty. */
  days: number | null;
}

/** The form-level controller: nothing visible, it keeps the store and the form in step. */
export function ProductForm({ config }: IslandProps<ProductFormConfig>) {
  // A layout effect: in the render's own task, so the chosen size's request is on its way before the frame
  // is painted (a passive effect would start it only after the paint).
  useLayoutEffect(() => {
    const store = getShopStore();
    const start = store.getState().product;
    // No days on the page: keep what the subscription island may already have set.
    start.setSubscription(config.subscription, config.days ?? undefined);
    const model = start.model;
    // The size the page rendered, not the one chosen now: the island may wake with the shopper's first
    // size click, after the sizes island has already changed the choice; that size is then loaded.
    const pageSize = initialSize(model);
    const pageKey = pageSize === null ? null : sizeKey(pageSize, config.subscription);
    // A page from the shop's HTML cache: the chosen size's stock and prices are asked again at once.
    const stopLoader = model ? startSizeLoader(store, model.id, pageKey, config.sizeRequest, store.getState().page.shop.cacheHtml) : () => {};

    const { form } = config;
    // A collection, a set whose parts can be ticked (product_config.isCollection; the template renders
    // the parts' checkboxes only there): the set is re-priced for the parts chosen (bundle.ts). A set
    // that is not a collection is bought whole, as the theme buys it, whatever boxes a theme adds.
    const collection = model?.config ? model.config.isCollection : true;
    const bundled = !!model && !!form && collection && partBoxes(form).length > 0;
    const stopBundle = bundled ? startBundlePricing(store, form, model.id) : () => {};
    const sync = () => form && syncHiddenInputs(form, store.getState().product, config.subscriptionAttr);
    sync();
    const unsubscribe = store.subscribe((s, prev) => {
      const a = s.product;
      const b = prev.product;
      if (a.selectedSize !== b.selectedSize || a.subscription !== b.subscription || a.subscriptionDays !== b.subscriptionDays) sync();
    });
    return () => {
      unsubscribe();
      stopLoader();
      stopBundle();
    };
  }, [config]);
  return null;
}
