// The one read of a page global. A browser exposes named elements as globals: with no real
// `instalmentData`, `<img name="instalmentData">` anywhere in the page (in inserted HTML too) IS
// window.instalmentData, two `<a id="app_shop">` are an HTMLCollection, `<iframe name="x">` is a window.
// That is DOM clobbering: an element read as the page's data gives the instalment lender `amount=0.00`.
// Every global an island or the runtime reads goes through readGlobal, which refuses DOM nodes,
// collections and windows, and values of the wrong shape, with a console message; the caller then uses
// the fallback it has for missing data. The entry (core/mount/boot.ts, 4 KB budget) only peeks at
// app_shop to decide whether to load core/mount/theme.ts, which reads it here: an element there costs
// at most that chunk: theme.ts refuses it, and the islands mount as on a page without a theme queue.
import { isObj, preview, type Obj } from './coerce';

const COLLECTION = /^\[object (HTMLCollection|HTMLAllCollection|HTMLFormControlsCollection|HTMLOptionsCollection|NodeList|RadioNodeList)\]$/;
const NODE = /^\[object (HTML\w*|SVG\w*|MathML\w*|Element|Text|Comment|CDATASection|ProcessingInstruction|Attr|Document\w*)\]$/;

type Realm = { Node?: typeof Node; HTMLCollection?: typeof HTMLCollection; NodeList?: typeof NodeList };

/** Whether a getter of a DOM interface accepts `v`: its brand check holds for nodes of any window. */
function branded(proto: object | undefined, prop: string, v: object): boolean {
  const get = proto && Object.getOwnPropertyDescriptor(proto, prop)?.get;
  if (!get) return false;
  try {
    return typeof get.call(v) === 'number';
  } catch {
    return false;
  }
}

const attr = (el: Element, name: string): string => {
  const v = el.getAttribute(name);
  return v === null ? '' : ` ${name}="${v.slice(0, 40)}"`;
};
const describeElement = (el: Element): string => `<${el.localName}${attr(el, 'id')}${attr(el, 'name')}>`;

/**
 * What DOM thing `v` is, for the console ('a DOM element (<img name="instalmentData">)'), or null when it
 * is not one (data, a function, a primitive). Nodes, collections and windows of any realm count.
 */
export function domThing(v: unknown, win: Window = window): string | null {
  if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return null;
  try {
    const o = v as { window?: unknown; self?: unknown; length?: unknown; item?: (i: number) => unknown };
    if (o.window === v || o.self === v) return 'a window (an <iframe name=…>, or the page itself)';
    const realm = win as unknown as Realm;
    const tag = Object.prototype.toString.call(v);
    const isCollection =
      (realm.HTMLCollection && v instanceof realm.HTMLCollection) ||
      (realm.NodeList && v instanceof realm.NodeList) ||
      COLLECTION.test(tag) ||
      branded(realm.HTMLCollection?.prototype, 'length', v) ||
      branded(realm.NodeList?.prototype, 'length', v);
    if (isCollection) {
      const first = typeof o.item === 'function' ? o.item(0) : undefined;
      const shown = first && typeof (first as Element).localName === 'string' ? ` (${describeElement(first as Element)} …)` : '';
      return `a collection of ${typeof o.length === 'number' ? o.length : 'several'} DOM elements${shown}`;
    }
    const isNode = (realm.Node && v instanceof realm.Node) || NODE.test(tag) || branded(realm.Node?.prototype, 'nodeType', v);
    if (!isNode) return null;
    const el = v as Element;
    return typeof el.localName === 'string' && typeof el.getAttribute === 'function' ? `a DOM element (${describeElement(el)})` : `a DOM node (${(v as Node).nodeName})`;
  } catch {
    // A window of another origin, a revoked proxy: whatever it is, it is not the page's data.
    return 'an object that cannot be read (another origin\'s window?)';
  }
}

export interface GlobalRules<T> {
  /** The shape the caller can use; anything else is refused with a message. */
  check: (v: unknown) => v is T;
  /** That shape in words, for the message: 'an object'. */
  expected: string;
  /** What the caller does instead, for the message: 'instalment links left as the page has them'. */
  fallback: string;
  /** Who reads: an island's name ('[storefront:<island>]'), or null for the runtime ('[storefront]'). */
  island: string | null;
  win?: Window;
  /** The read itself when it is not `win[name]` (a global lexical binding: `typeof instalmentData`). */
  read?: () => unknown;
  /** How the value is named in the message; 'window.<name>' by default. */
  label?: string;
  /** No message for a DOM thing: the page's own markup is expected to share the name (client-new's <input id="client_login">). */
  domIsExpected?: boolean;
}

// Each clobbering element is reported once per name and reader, not at every read (instalments read at every click).
const reported = new WeakMap<object, Set<string>>();

function reportOnce(thing: object, key: string, line: string): void {
  const seen = reported.get(thing) ?? new Set<string>();
  if (seen.has(key)) return;
  seen.add(key);
  reported.set(thing, seen);
  console.error(line);
}

/**
 * The page global `name` when it is data of the expected shape; undefined when it is absent (no
 * message: the caller knows whether that matters) or refused (with a console message). Never throws.
 */
export function readGlobal<T>(name: string, rules: GlobalRules<T>): T | undefined {
  const win = rules.win ?? window;
  const label = rules.label ?? `window.${name}`;
  const who = rules.island ? `[storefront:${rules.island}]` : '[storefront]';
  let value: unknown;
  try {
    value = rules.read ? rules.read() : (win as unknown as Record<string, unknown>)[name];
  } catch (e) {
    console.error(`${who} ${label} could not be read (${e instanceof Error ? e.message : preview(e)}); ${rules.fallback}`);
    return undefined;
  }
  if (value === undefined) return undefined;
  const dom = domThing(value, win);
  if (dom) {
    if (!rules.domIsExpected) {
      reportOnce(value as object, `${who} ${label}`, `${who} ${label} is ${dom}, not the page's data; ${rules.fallback}`);
    }
    return undefined;
  }
  let ok = false;
  try {
    ok = rules.check(value);
  } catch {
    ok = false;
  }
  if (ok) return value as T;
  console.error(`${who} ${label} is ${preview(value)}, not ${rules.expected}; ${rules.fallback}`);
  return undefined;
}

/** `app_shop`, the theme's settings object (read by several islands): an object, or undefined. */
export function readAppShop(island: string | null, fallback: string, win: Window = window): Obj | undefined {
  return readGlobal('app_shop', { island, win, check: isObj, expected: 'an object', fallback });
}
