// Writes a PricesView into the theme's own price elements (ids with the form's prefix), through the
// island's DomPatch so unmounting puts the server's values back. Elements the theme lacks are skipped.
import type { DomPatch } from '../../core/dom/patch';
import { formatMoney, formatPoints, type CurrencyFormat, type PointsStyle } from '../../core/money';
import { productPart } from '../../core/product/dom';
import { formatQuantity } from '../../core/product/quantity';
import { formatText, type ResolvedTexts, type TextsDefinition } from '../../core/texts/define';
import { applyPriceValue } from './price-value';
import type { texts } from './texts';
import type { Compared, PricesView } from './view';

export type PricesTexts = typeof texts extends TextsDefinition<infer K> ? ResolvedTexts<K> : never;

interface Ctx {
  patch: DomPatch;
  section: HTMLElement;
  t: PricesTexts;
  currency: CurrencyFormat;
  /** A size is chosen: a server-rendered price range (no size yet) is replaced only then. */
  chosen: boolean;
  /** How the server wrote the page's points (read at mount): '900 pkt.' stays whole. */
  pointsStyle?: PointsStyle;
}

/**
 * The text an element shows before its children: the element itself when it has none, else its first
 * text node (made when it has none), so a number is written without deleting the theme's own child
 * elements (the unit's `span.projector_currency` inside `#projector_price_points`).
 */
function leadText(patch: DomPatch, el: HTMLElement | null): Node | null {
  if (!el || !el.firstElementChild) return el;
  const first = el.firstChild;
  if (first && first.nodeType === Node.TEXT_NODE) return first;
  const made = el.ownerDocument.createTextNode('');
  patch.insert(el, made, first);
  return made;
}

/** The raw value the theme's scripts read: 2 decimals, dot separator. */
const raw = (n: number): string => n.toFixed(2);

export function applyPrices(view: PricesView, { patch, section, t, currency, chosen, pointsStyle = 'decimals' }: Ctx): void {
  const part = (name: string): HTMLElement | null => productPart(section, name);
  const money = (n: number): string => formatMoney(n, currency);
  // Theme CSS keys on --active; `hidden` covers themes that show the wrappers unconditionally.
  const show = (el: HTMLElement | null, on: boolean): void => {
    patch.toggle(el, '--active', on);
    patch.hidden(el, !on);
  };
  const amountInto = (el: HTMLElement | null, n: number): void => {
    patch.text(el, money(n));
    patch.attr(el, 'data-price', raw(n));
  };
  const percentInto = (el: HTMLElement | null, percent: number | null): void => {
    const rounded = percent === null ? 0 : Math.round(percent);
    if (rounded > 0) patch.text(el, formatText(t.percent, { percent: rounded }));
    patch.hidden(el, rounded <= 0);
  };
  /** wrapper + amount + percent, the shape of max price, before-rebate, you-save and bundle blocks. */
  const block = (wrapper: string, value: string, percent: string | null, data: Compared | null): void => {
    show(part(wrapper) ?? part(value), data !== null);
    if (!data) return;
    amountInto(part(value), data.value);
    if (percent) percentInto(part(percent), data.percent);
  };

  const priceEl = part('price_value');
  if (priceEl) {
    const text =
      view.mode === 'phone' ? t.phone
      : view.mode === 'gratis' ? t.gratis
      : view.mode === 'points' ? formatPoints(view.points ?? 0, t.points, currency, pointsStyle)
      : view.value !== null ? money(view.value)
      : null;
    applyPriceValue(
      priceEl,
      { text, raw: view.value ?? 0, range: view.range, rangeKnown: view.rangeKnown },
      { patch, chosen, money, separator: t.rangeSeparator, rangeText: (r) => formatText(t.range, { min: money(r.min), max: money(r.max) }) },
    );
  }
  if (view.mode === 'money') patch.text(section.querySelector('.price_vat'), view.type === 'net' ? t.net : t.gross);

  block('price_maxprice_wrapper', 'price_maxprice', 'maxprice_percent', view.regular);
  block('price_srp_wrapper', 'price_srp', null, view.srp === null ? null : { value: view.srp, percent: null });
  block('price_beforerebate_wrapper', 'price_beforerebate', 'beforerebate_percent', view.beforeRebate);
  block('price_yousave_wrapper', 'price_yousave', 'price_yousave_percent', view.youSave);
  block('bundle_diff_wrapper', 'bundle_diff_value', 'bundle_diff_percent', view.bundle);

  const omnibus = view.omnibus;
  patch.hidden(section.querySelector<HTMLElement>('.projector_prices__lowest_price') ?? part('omnibus_price_value'), !omnibus);
  patch.toggle(section, '--omnibus', omnibus !== null);
  patch.toggle(section, '--omnibus-higher', omnibus?.higher ?? false);
  // The theme's other omnibus classes, as the platform's script sets them: --omnibus-short unless a regular
  // price other than the omnibus one shows; --omnibus-code while a rebate code's price-before shows, and
  // --omnibus-code-short when it is the omnibus price; the name's label (.product_name__block.--label)
  // follows with --omnibus and --omnibus-higher.
  const code = omnibus !== null && view.beforeRebate !== null;
  patch.toggle(section, '--omnibus-short', omnibus !== null && !(view.regular !== null && view.regular.value !== omnibus.value));
  patch.toggle(section, '--omnibus-code', code);
  patch.toggle(section, '--omnibus-code-short', code && view.beforeRebate?.value === omnibus?.value);
  const label = section.ownerDocument.querySelector('.product_name__block.--label');
  patch.toggle(label, '--omnibus', omnibus !== null);
  patch.toggle(label, '--omnibus-higher', omnibus?.higher ?? false);
  if (omnibus) {
    amountInto(part('omnibus_price_value'), omnibus.value);
    percentInto(part('omnibus_percent'), omnibus.percent);
  }

  // The date a new price holds until (#projector_price_new_price_wrapper > #projector_new_price_value):
  // the whole sentence, or only the date when the theme's wrapper carries its own words.
  const newWrapper = part('price_new_price_wrapper');
  if (newWrapper && (view.newPriceUntil !== null || view.newPriceKnown)) {
    const until = view.newPriceUntil;
    const newValue = part('new_price_value');
    show(newWrapper, until !== null);
    patch.toggle(section, '--omnibus-new-price', until !== null);
    if (until !== null) {
      const ownWords = (newWrapper.textContent ?? '').replace(newValue?.textContent ?? '', '').trim() !== '';
      patch.text(newValue ?? newWrapper, newValue && ownWords ? until : formatText(t.newPriceUntil, { date: until }));
    }
  }

  const advance = part('advanceprice');
  patch.hidden(part('advanceprice_section') ?? advance, view.advance === null);
  if (view.advance !== null) amountInto(advance, view.advance);

  // Deposit (the theme's #projector_price_deposit > #projector_price_deposit_value): per piece, else the set's.
  // The theme's wrapper carries its own label; the value is the amount. Data silent on deposits
  // (the spec's flat shape) leaves the server's block as it is.
  const deposit = view.deposit ?? view.totalDeposit;
  const depositValue = part('price_deposit_value');
  if (deposit !== null || view.depositKnown) patch.hidden(part('price_deposit') ?? depositValue, deposit === null);
  if (deposit !== null) amountInto(depositValue, deposit);

  show(part('points_wrapper'), view.points !== null);
  if (view.points !== null) {
    // The theme's own span after it (or inside it) says 'pkt.': the number only here, the span kept.
    const points = part('price_points');
    const written = formatPoints(view.points, '', currency, pointsStyle);
    const unit = points?.querySelector('.projector_currency')?.textContent ?? '';
    // A server text that already says this figure (its unit included) stays as it is.
    if (points && (points.textContent ?? '').replace(unit, '').trim() !== written) patch.text(leadText(patch, points), points.firstElementChild ? `${written} ` : written);
    patch.attr(part('price_points'), 'data-price', raw(view.points));
  }
  patch.toggle(section, '--only-points', view.mode === 'points');

  patch.text(part('price_unit_sellby'), formatQuantity(view.count, view.precision, currency.decimalSeparator));
  // The theme marks the count when the price is for more than one (its CSS shows it then).
  if (view.perQuantity) patch.toggle(part('price_unit_sellby'), '--active', view.count !== 1);
  patch.text(part('price_unit'), view.unit);
}
