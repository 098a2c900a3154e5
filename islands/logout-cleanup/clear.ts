import { dataReader } from '../../core/dom/data';
import type { SafeStorage } from '../../core/dom/storage';

/** What counts as a logout control inside (or as) the island's container. */
export const LOGOUT_SELECTOR = 'a.logout_link, .logout_link, [data-logout]';

/**
 * The spec does not name the expiry-check prefix; the default is our assumption, and a theme whose
 * shop uses another sets `data-expiry-prefix`.
 */
export const DEFAULT_EXPIRY_PREFIX = 'expiry_check_';

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
