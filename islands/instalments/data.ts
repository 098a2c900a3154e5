// Reading the page: the footer's instalment data and each instalment system's parameters. Never throws;
// a bad value is reported (naming the island and the value) and replaced by the rule's fallback.
import { isObj, num, preview, str } from '../../core/page/coerce';
import { safeUrl } from '../../core/dom/safe-url';
import { domThing, readGlobal } from '../../core/page/globals';
import { isScriptTemplate, type InstalmentData, type InstalmentSystem } from './rules';

const ISLAND = '[storefront:instalments]';
const LEFT = 'instalment links left as the page has them';

/** A read that may throw (a hostile getter, a binding in its temporal dead zone) is no value. */
function peek(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** IdoSell's footer writes `const instalmentData = {…}`: a global lexical binding, not a window property. */
declare const instalmentData: unknown;

/** Links that start a calculation: IdoSell's product-page items and any link that calls calculate_instalments. */
export const SYSTEM_LINKS = 'a.projector_instalments__item, a[data-instalments], a[onclick*="calculate_instalments"]';
/** The product page's "calculate" link that lists every system. */
export const LIST_LINK = 'a.projector_instalments__link, a[href="#showInstalments"]';

/**
 * The page's instalment data, read where it is at the moment of the click (so a theme that updates it is
 * followed): the container's `data-instalment-data` (JSON), else `window.instalmentData`, else the footer's
 * `const instalmentData`. Null (with a console message) when there is none or it is not an object. An
 * element named instalmentData (DOM clobbering) is not the page's data: it is reported and the
 * footer's binding is read instead, which no element can shadow.
 */
export function readInstalmentData(container: Element, win: Window = window): InstalmentData | null {
  let source = 'data-instalment-data';
  let value: unknown = undefined;
  const attr = container.getAttribute('data-instalment-data');
  if (attr !== null) {
    try {
      value = JSON.parse(attr);
    } catch {
      console.error(`${ISLAND} data-instalment-data="${attr.slice(0, 60)}" is not valid JSON; instalment links left as the page has them`);
      return null;
    }
    if (!isObj(value)) {
      console.error(`${ISLAND} ${source} is ${preview(value)}, not an object; ${LEFT}`);
      return null;
    }
  } else {
    const own = peek(() => (win as unknown as Record<string, unknown>).instalmentData);
    // Without a declared binding, the name falls through to window's: the same element is no binding.
    const declared = peek(() => (typeof instalmentData === 'undefined' ? undefined : instalmentData));
    const footer = declared === own ? undefined : declared;
    const clobbered = domThing(own, win) !== null;
    const rules = { island: 'instalments', win, check: isObj, expected: 'an object' };
    source = 'window.instalmentData';
    const fallback = clobbered && footer !== undefined ? "the footer's const instalmentData is read instead" : LEFT;
    value = readGlobal('instalmentData', { ...rules, read: () => own, fallback });
    if (own === undefined || clobbered) {
      if (footer === undefined) {
        // An element in its place has been reported already; a page with neither is told it has none.
        if (!clobbered) console.error(`${ISLAND} the page has no instalmentData; ${LEFT}`);
        return null;
      }
      source = 'const instalmentData';
      value = readGlobal('instalmentData', { ...rules, read: () => footer, label: source, fallback: LEFT });
    }
    if (value === undefined) return null;
  }
  const data = value as Record<string, unknown>;
  const money = (key: string, fallback: number): number => {
    if (data[key] === undefined || data[key] === null) return fallback;
    const n = num(data[key]);
    if (n === null || n < 0) {
      console.error(`${ISLAND} ${source}.${key} = ${preview(data[key])} is not an amount; using ${fallback}`);
      return fallback;
    }
    return n;
  };
  const price = money('price', 0);
  const basketCost = money('basketCost', 0);
  const count = money('basketCount', 0);
  return {
    price,
    priceNet: money('priceNet', price),
    currency: str(data.currency) ?? '',
    basketCount: Math.floor(count),
    basketCost,
    basketCostNet: money('basketCostNet', basketCost),
  };
}

/**
 * The arguments of IdoSell's inline `calculate_instalments('min','max','total','alert',$(this).attr('data-window'),
 * 'maxquantity','name','','price_type')`: quoted strings unquoted, anything else kept as written.
 */
export function legacyArgs(onclick: string): string[] | null {
  const start = onclick.indexOf('calculate_instalments(');
  if (start < 0) return null;
  const args: string[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  for (let i = start + 'calculate_instalments('.length; i < onclick.length; i++) {
    const ch = onclick[i]!;
    if (quote) {
      if (ch === '\\' && i + 1 < onclick.length) current += onclick[++i];
      else if (ch === quote) quote = null;
      else current += ch;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') {
      depth++;
      current += ch;
    } else if (ch === ')') {
      if (depth === 0) {
        args.push(current.trim());
        return args;
      }
      depth--;
      current += ch;
    } else if (ch === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else current += ch;
  }
  return null;
}

/** A leading `javascript:` as the URL parser reads it: any case, tabs and line breaks anywhere inside. */
const JS_PREFIX = new RegExp(`^${[...'javascript'].join('[\\t\\n\\r]*')}[\\t\\n\\r]*:`, 'i');

/** An address template through safeUrl; refused → a console message naming the attribute and the value. */
function address(link: HTMLAnchorElement, attr: string, value: string): string | null {
  // Filling the template later only puts digits and a dot where the placeholders are, so its scheme
  // cannot change: checking the template is checking every link made from it.
  if (safeUrl(value) !== null) return value;
  const name = link.getAttribute('data-instalments') ?? link.textContent?.trim() ?? '';
  console.error(`${ISLAND} ${attr}="${value.slice(0, 80)}" on "${name.slice(0, 40)}" is not an http(s) or relative address; not used`);
  return null;
}

/**
 * A link's template: data-window, else data-link, else an ordinary href (not in-page). data-window may be
 * the server's JavaScript (as on a real shop: run as the theme's calculate_instalments would evaluate it,
 * a leading `javascript:` dropped) or an address (opened in a new window). Every address, data-window's
 * included, goes through safeUrl: `javascript:`, `java\tscript:`, `data:` … are refused and the next
 * source is tried; none left → the link stays as the page has it.
 */
function template(link: HTMLAnchorElement): { link: string; newWindow: boolean; script?: true } | null {
  const raw = link.getAttribute('data-window')?.trim() ?? '';
  // `javascript:` (as the URL parser reads it, tabs included) declares the script form; the rest runs as a script.
  const declared = JS_PREFIX.test(raw);
  const win = raw.replace(JS_PREFIX, '').trim();
  if (win) {
    if (declared || isScriptTemplate(win)) return { link: win, newWindow: true, script: true };
    const url = address(link, 'data-window', win);
    if (url) return { link: url, newWindow: true };
  }
  const own = link.getAttribute('data-link')?.trim();
  const ownUrl = own ? address(link, 'data-link', own) : null;
  if (ownUrl) return { link: ownUrl, newWindow: false };
  const href = link.getAttribute('href')?.trim();
  if (href && !href.startsWith('#') && safeUrl(href) !== null) return { link: href, newWindow: false };
  return null;
}

/**
 * One system's parameters from its link: `data-instalments` (name), `data-min-price`, `data-max-price`,
 * `data-total-price`, `data-price-type` (gross|net), `data-max-quantity`, `data-alert`, the template in
 * `data-window`; a value missing there is taken from the link's inline calculate_instalments(…) call.
 * Null (with a console message) when the link has no usable template: that link is left alone.
 */
export function readSystem(link: HTMLAnchorElement, shopPriceType: 'gross' | 'net'): InstalmentSystem | null {
  const legacy = legacyArgs(link.getAttribute('onclick') ?? '') ?? [];
  const pick = (attr: string, index: number): string | null => {
    const own = link.getAttribute(`data-${attr}`);
    if (own !== null) return own.trim();
    const arg = legacy[index];
    return arg === undefined || arg === '' ? null : arg;
  };
  const name = pick('instalments', 6) ?? link.textContent?.trim() ?? '';
  const where = `"${name.slice(0, 40)}"`;
  const target = template(link);
  if (!target) {
    console.error(`${ISLAND} the instalment link ${where} has no data-window (link template); left as the page has it`);
    return null;
  }
  const amount = (attr: string, index: number, fallback: number): number => {
    const raw = pick(attr, index);
    if (raw === null) return fallback;
    const n = num(raw);
    if (n === null || n < 0) {
      console.error(`${ISLAND} data-${attr}="${raw.slice(0, 40)}" on ${where} is not an amount; using ${fallback}`);
      return fallback;
    }
    return n;
  };
  const minPrice = amount('min-price', 0, 0);
  const maxRaw = amount('max-price', 1, Infinity);
  // IdoSell writes 0 for "no maximum"; a maximum under the minimum would refuse every sum.
  let maxPrice = maxRaw > 0 ? maxRaw : Infinity;
  if (maxPrice < minPrice) {
    console.error(`${ISLAND} the maximum ${maxPrice} on ${where} is below its minimum ${minPrice}; using no maximum`);
    maxPrice = Infinity;
  }
  const total = amount('total-price', 2, 0);
  const quantity = amount('max-quantity', 5, 0);
  const typeRaw = pick('price-type', 8);
  let priceType = shopPriceType;
  if (typeRaw === 'net' || typeRaw === 'gross') priceType = typeRaw;
  else if (typeRaw !== null) console.error(`${ISLAND} data-price-type="${typeRaw.slice(0, 20)}" on ${where} is not gross or net; using ${shopPriceType}`);
  const alert = pick('alert', 3);
  return {
    name,
    minPrice,
    maxPrice,
    totalPrice: total > 0 ? total : null,
    link: target.link,
    priceType,
    maxQuantity: quantity > 0 ? Math.floor(quantity) : null,
    notAllPayable: alert !== null && !['', '0', 'false', 'n', 'no'].includes(alert.toLowerCase()),
    newWindow: target.newWindow && !target.script,
    script: target.script === true,
  };
}

/**
 * On the basket page (`#instalment_payment_basket`) the platform's template writes the basket's sum
 * (to_pay / total_net) as `price` (reference section 16): read it as the basket, with no product.
 */
export function asBasketPage(data: InstalmentData): InstalmentData {
  return {
    ...data,
    basketCost: data.price > 0 ? data.price : data.basketCost,
    basketCostNet: data.priceNet > 0 ? data.priceNet : data.basketCostNet,
    price: 0,
    priceNet: 0,
  };
}
