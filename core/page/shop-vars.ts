// Shop-wide settings from the head script's `app_shop` and the header's ajaxLoad globals. Never throws.
import { PLN_FORMAT, type CurrencyFormat } from '../money';
import { bool, isObj, str, type Obj } from './coerce';
import { readAppShop, readGlobal } from './globals';

export type PriceType = 'gross' | 'net';

export interface ShopVars {
  priceType: PriceType;
  currency: CurrencyFormat;
  logged: boolean;
  contactLink: string;
  blacklist: { extensions: string[]; mimes: string[] };
  /** app_shop.vars.language.symbol, two lowercase letters; 'pl' by default. */
  language: string;
  /**
   * app_shop.vars.cache_html: the page comes from the shop's HTML cache, so what the server rendered
   * for the visitor (the header basket) may be someone else's: the theme reads the basket at once then.
   * Truthy as the theme reads it; false when absent.
   */
  cacheHtml: boolean;
  /** The signed-in client's loyalty points as the page writes them (global `client_points`), or null. */
  clientPoints: string | null;
}

const DEFAULT_CONTACT = '/contact.php';

/** Arrays or comma/space separated strings; lowercased, extensions without a leading dot. */
function wordList(v: unknown, isExtension: boolean): string[] {
  const items: unknown[] = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,;|]+/) : [];
  return items
    .map((i) => str(i)?.trim().toLowerCase() ?? '')
    .map((i) => (isExtension ? i.replace(/^\.+/, '') : i))
    .filter(Boolean);
}

/** The header's loose globals: a string, number or flag. */
const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const DEFAULTS = 'its defaults are used';

/** The page globals this file reads, each through readGlobal (an element of that name is not the data). */
function readGlobals(win: Window): Obj {
  const scalar = (name: string, domIsExpected = false) =>
    readGlobal(name, { island: null, win, check: isScalar, expected: 'a string, number or flag', fallback: DEFAULTS, domIsExpected });
  return {
    app_shop: readAppShop(null, "the shop's settings are the defaults", win),
    currency_decimal_separator: scalar('currency_decimal_separator'),
    currency_grouping_separator: scalar('currency_grouping_separator'),
    // The registration form's own <input id="client_login"> is window.client_login on that page: expected, not an attack.
    client_login: scalar('client_login', true),
    client_points: scalar('client_points'),
  };
}

function currency(vars: Obj, globals: Obj): CurrencyFormat {
  const c = isObj(vars.currency) ? vars.currency : {};
  const flag = (v: unknown, fallback: boolean): boolean =>
    v === undefined || v === null ? fallback : v === ' ' || bool(v);
  const id = str(c.id) || str(vars.id) || PLN_FORMAT.id;
  return {
    id,
    // A shop that names a currency but no symbol still shows something meaningful: its code.
    symbol: str(c.symbol) || str(vars.symbol) || (id === PLN_FORMAT.id ? PLN_FORMAT.symbol : id),
    format: str(c.format) || str(vars.currency_format) || PLN_FORMAT.format,
    beforeValue: flag(c.beforeValue, PLN_FORMAT.beforeValue),
    space: flag(c.space, PLN_FORMAT.space),
    decimalSeparator: str(c.decimalSeparator) || str(globals.currency_decimal_separator) || PLN_FORMAT.decimalSeparator,
    // '' is a legitimate "no grouping", so only a missing value falls back.
    groupingSeparator: str(c.groupingSeparator) ?? str(globals.currency_grouping_separator) ?? PLN_FORMAT.groupingSeparator,
  };
}

/** A count of points as written ('1 250', 340): digits with optional grouping, else null. */
function points(v: unknown): string | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d[\d\s.,]*$/.test(text) ? text : null;
}

export function readShopVars(win: Window = window): ShopVars {
  let globals: Obj = {};
  let shop: Obj = {};
  let vars: Obj = {};
  try {
    globals = readGlobals(win);
    shop = isObj(globals.app_shop) ? globals.app_shop : {};
    vars = isObj(shop.vars) ? shop.vars : {};
  } catch {
    // A hostile getter inside app_shop: fall through to defaults.
  }
  try {
    const urls = isObj(shop.urls) ? shop.urls : {};
    const lang = isObj(vars.language) ? str(vars.language.symbol) : null;
    return {
      priceType: vars.priceType === 'net' ? 'net' : 'gross',
      currency: currency(vars, globals),
      logged: bool(vars.logged) || bool(globals.client_login),
      contactLink: str(vars.contact_link) || str(urls.contact) || DEFAULT_CONTACT,
      blacklist: {
        extensions: wordList(vars.blacklist_extension, true),
        mimes: wordList(vars.blacklist_mime, false),
      },
      language: lang && /^[a-z]{2}/i.test(lang) ? lang.slice(0, 2).toLowerCase() : 'pl',
      cacheHtml: !!vars.cache_html,
      clientPoints: points(globals.client_points),
    };
  } catch {
    return {
      priceType: 'gross',
      currency: { ...PLN_FORMAT },
      logged: false,
      contactLink: DEFAULT_CONTACT,
      blacklist: { extensions: [], mimes: [] },
      language: 'pl',
      cacheHtml: false,
      clientPoints: null,
    };
  }
}
