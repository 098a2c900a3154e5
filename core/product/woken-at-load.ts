/**
 * The product islands' containers that a load job woke at load to show something the theme shows at load
 * (the prices' countdown): the product form's job must not take them for the shopper's first intent, which
 * wakes every product island (islands/product-form/job.ts). A module, not an attribute: the jobs share it.
 */
export const wokenAtLoad = new WeakSet<Element>();
