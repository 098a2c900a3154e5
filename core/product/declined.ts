// Product pages the product islands do not serve yet (docs/parity.md): a form that uses one of
// these features is left to the theme. The islands do not mount on it, so the server's form stays exactly
// as the shop rendered it (it posts natively), and the console says which feature and what to keep.

export interface DeclinedFeature {
  /** What the page has, for the console and the docs. */
  feature: string;
  /** The markup that shows it (idosell-markup.md). */
  selector: string;
  /** A page global the template writes that must hold a positive number as well (else the markup alone decides). */
  global?: string;
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
  // One-click and express checkout (projector.xsl renders the section only when the shop has one of
  // them): the theme's #projector_form entry renders each payment's button through the platform's
  // expressCheckoutApi and posts the form to it; the islands have no such client.
  { feature: 'one-click or express checkout buttons', selector: '#projector_oneclick_section' },
  // The basket already holds subscription lines of one period (the template's global
  // basketProductsSubscriptionPeriod): the theme asks, before the add, which period all of them should
  // have, and re-adds the basket's lines with it (setSubscriptionPeriod… calls).
  {
    feature: 'a subscription choice while the basket holds subscriptions of a period (basketProductsSubscriptionPeriod)',
    selector: 'input[type="radio"][name="subscription"][value="1"]',
    global: 'basketProductsSubscriptionPeriod',
  },
];

/** A positive number or numeric string; an element of that name (DOM clobbering) or anything else is not. */
function positive(v: unknown): boolean {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0;
}

/** Every feature's markup in one selector: one walk of the page says whether any is there. */
const ANY_DECLINED = DECLINED_FEATURES.map((f) => f.selector).join(', ');

/**
 * The first feature of DECLINED_FEATURES the page has, or null. Every product island asks as it mounts, on
 * the shopper's first tap: a page with none of them (most) is walked once, not once per feature.
 */
export function declinedFeature(doc: Document, win: object | null = doc.defaultView): DeclinedFeature | null {
  if (!doc.querySelector(ANY_DECLINED)) return null;
  const globals = (win ?? {}) as Record<string, unknown>;
  return DECLINED_FEATURES.find((f) => doc.querySelector(f.selector) && (!f.global || positive(globals[f.global]))) ?? null;
}

/** The console line (once per page). */
export const declinedMessage = ({ feature, selector }: DeclinedFeature): string =>
  `[storefront] the product islands leave #projector_form to the theme: this page has ${feature} (${selector}), ` +
  'which they do not serve yet; on shops with such products keep the theme\'s "#projector_form" entry (docs/parity.md)';
