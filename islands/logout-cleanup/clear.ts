import { dataReader } from '../../core/dom/data';
import type { SafeStorage } from '../../core/dom/storage';

/**
 * What counts as a logout control anywhere in the document, as the platform's own script listens
 * (reference section 15): the account page's `.l_welcome__element.--logout` and the `.logout_link`s,
 * plus a theme's own `[data-logout]` element.
 */
export const LOGOUT_SELECTOR = '.l_welcome__element.--logout, .logout_link, [data-logout]';

/**
 * The platform's expiry-check prefix (reference section 15: sessionStorage `expchck*`; the spec says
 * only "a certain expiry-check prefix"). A theme whose shop uses another sets `data-expiry-prefix`.
 */
export const DEFAULT_EXPIRY_PREFIX = 'expchck';

/** Removes every entry whose key starts with `prefix`; returns the keys removed. */
export function clearExpiryChecks(storage: SafeStorage, prefix: string): string[] {
  // Empty would match every key and wipe the whole session storage.
  if (!prefix) return [];
  const keys = storage.keys().filter((k) => k.startsWith(prefix));
  keys.forEach((k) => storage.remove(k));
  return keys;
}

/** `data-expiry-prefix`: any non-blank string; a blank one is reported and gives the default. */
export function readExpiryPrefix(el: Element): string {
  const raw = dataReader(el, 'logout-cleanup').string('expiry-prefix', DEFAULT_EXPIRY_PREFIX);
  if (raw.trim() !== '') return raw.trim();
  console.error(`[storefront:logout-cleanup] data-expiry-prefix="${raw}" is blank (it would clear every session entry); using ${DEFAULT_EXPIRY_PREFIX}`);
  return DEFAULT_EXPIRY_PREFIX;
}
