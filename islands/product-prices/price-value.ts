// The main price, #projector_price_value: one amount in the theme's `> span`, or, while no size is
// chosen and the sizes cost differently, the theme's range structure
// `span[data-range-type=min]` separator `span[data-range-type=max]`. Spans the theme lacks are made
// (through the patch, so unmounting takes them out again); a server-rendered range stays until the
// data can say better (a size chosen, or every size's price known).
import type { DomPatch } from '../../core/dom/patch';
import type { PriceRange } from './range';

export interface PriceValueCtx {
  patch: DomPatch;
  chosen: boolean;
  money: (n: number) => string;
  /** ' – ' between the range's spans; '{min} – {max}' when the theme has no span at all. */
  separator: string;
  rangeText: (range: PriceRange) => string;
}

export interface PriceValue {
  /** The single price's text (an amount, 'price on phone', points); null = the data has none. */
  text: string | null;
  /** The raw value for data-price. */
  raw: number;
  range: PriceRange | null;
  rangeKnown: boolean;
}

const SEP = 'data-storefront-range-sep';
const SINGLE = 'data-storefront-price';
/** A server separator's own text, put back when the range shows again. */
const serverSeparators = new WeakMap<Node, string>();

const raw = (n: number): string => n.toFixed(2);

function span(attr: string, value: string): HTMLSpanElement {
  const el = document.createElement('span');
  el.setAttribute(attr, value);
  return el;
}

export function applyPriceValue(priceEl: HTMLElement, value: PriceValue, { patch, chosen, money, separator, rangeText }: PriceValueCtx): void {
  const find = (type: string) => priceEl.querySelector<HTMLElement>(`:scope > [data-range-type="${type}"]`);
  let min = find('min');
  let max = find('max');
  const serverRange = (min !== null || max !== null) && !min?.hasAttribute(SEP) && !priceEl.querySelector(`:scope > [${SEP}]`);
  const showRange = !chosen && value.range !== null;
  // Nothing chosen and the data cannot tell the sizes cost the same: the server's range is the better word.
  if (!showRange && !chosen && serverRange && !value.rangeKnown) return;
  if (!showRange && value.text === null) return;

  let single = priceEl.querySelector<HTMLElement>(`:scope > span:not([data-range-type]):not([${SEP}])`);
  const bare = single === null && min === null && max === null;
  // A theme that writes the price straight into the heading: plain text either way.
  if (bare) {
    patch.text(priceEl, showRange ? rangeText(value.range as PriceRange) : (value.text as string));
    patch.attr(priceEl, 'data-price', raw(showRange ? (value.range as PriceRange).min : value.raw));
    return;
  }
  const ownSeps = [...priceEl.querySelectorAll<HTMLElement>(`:scope > [${SEP}]`)];
  // The server's range writes its separator as bare text between the spans (blanked for one price).
  const textSeps = serverRange
    ? [...priceEl.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && (serverSeparators.has(n) || (n.textContent ?? '').trim() !== ''))
    : [];

  if (showRange) {
    const range = value.range as PriceRange;
    if (!min || !max) {
      // The theme rendered one price: the range's spans go after it, as the template writes them.
      const after = single?.nextSibling ?? null;
      min ??= span('data-range-type', 'min');
      const sep = span(SEP, '');
      patch.text(sep, separator);
      max ??= span('data-range-type', 'max');
      for (const node of [min, sep, max]) if (!node.isConnected) patch.insert(priceEl, node, after);
      ownSeps.push(sep);
    }
    patch.hidden(single, true);
    patch.text(min, money(range.min));
    patch.text(max, money(range.max));
    for (const el of [min, max, ...ownSeps]) patch.hidden(el, false);
    for (const n of textSeps) if (serverSeparators.has(n)) patch.text(n, serverSeparators.get(n) as string);
    patch.attr(priceEl, 'data-price', raw(range.min));
    return;
  }

  if (!single) {
    // Only the server's range spans: the single price gets a span of its own before them.
    single = span(SINGLE, '');
    patch.insert(priceEl, single, priceEl.firstChild);
  }
  patch.hidden(single, false);
  patch.text(single, value.text as string);
  for (const el of [min, max, ...ownSeps]) patch.hidden(el, true);
  for (const n of textSeps) {
    if (!serverSeparators.has(n)) serverSeparators.set(n, n.textContent ?? '');
    patch.text(n, '');
  }
  patch.attr(priceEl, 'data-price', raw(value.raw));
}
