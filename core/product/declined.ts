// Product pages the product islands do not serve yet (issue 29, docs/parity.md): a form that uses one of
// these features is left to the theme. The islands do not mount on it, so the server's form stays exactly
// as the shop rendered it (it posts natively), and the console says which feature and what to keep.

export interface DeclinedFeature {
  /** What the page has, for the console and the docs. */
  feature: string;
  /** The markup that shows it (idosell-markup.md). */
  selector: string;
}

/**
 * The features, in the order they are checked. Multi-versions re-load the product's content per choice
 * (`projector.php?get=multiversions`); a variant select navigates on a choice (the theme's own dropdown);
 * the configurator prices the chosen options on the server (`calculatePrice.php`); a set's parts with
 * their own size or version choice re-load each part (`projector.php` per part) and need every choice made
 * before the add, and the platform turns a `data-element-type="slider"` parts block into a slider. A set
 * whose parts are only ticked or unticked is served (islands/product-form/bundle.ts).
 */
export const DECLINED_FEATURES: readonly DeclinedFeature[] = [
  { feature: 'product versions (multi-versions)', selector: '.projector_multiversions__item select, select.projector_multiversions__select' },
  { feature: 'a version select', selector: 'select.projector_variants__select' },
  { feature: 'the configurator', selector: '#projector_configurator_section, [name^="priceformula["]' },
  {
    feature: "a set whose parts have their own size or version choice, or a parts' slider",
    selector: '#projector_bundle_product select, .projector_bundle__size_button, .projector_bundle__block[data-element-type="slider"]',
  },
];

/** The first feature of DECLINED_FEATURES the page has, or null. */
export function declinedFeature(doc: Document): DeclinedFeature | null {
  return DECLINED_FEATURES.find((f) => doc.querySelector(f.selector)) ?? null;
}

/** The console line (once per page). */
export const declinedMessage = ({ feature, selector }: DeclinedFeature): string =>
  `[storefront] the product islands leave #projector_form to the theme: this page has ${feature} (${selector}), ` +
  'which they do not serve yet; on shops with such products keep the theme\'s "#projector_form" entry (docs/parity.md)';
