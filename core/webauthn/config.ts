// What both passkey islands read from their container: the accounts service address, the page's
// browser flags, how to show an unsupported browser, and the server's Smile block parts, if any.
import { dataReader } from '../dom/data';
import { parseSafeUrl } from '../dom/safe-url';
import { readAppShop } from '../page/globals';
import { ACCOUNTS_FORMATS, DEFAULT_ACCOUNTS_URL, type AccountsFormat } from './formats';
import { readPasskeyFlags, type UaFlag } from './availability';

/** IdoSell's express-checkout WebAuthn block (reference section 9): the link and its message spans. */
export interface ServerParts {
  block: HTMLElement;
  link: HTMLElement;
  success: HTMLElement | null;
  error: HTMLElement | null;
}

export interface PasskeyConfig {
  /**
   * The accounts service: data-accounts-url, else app_shop.vars.IAIAccountsUrl, else the platform's
   * https://accounts.idosell.com/ (the scripts are under `webAuthn/`; see accountsUrl()). '' when the
   * address is refused (not this shop's origin nor an allowed accounts origin): no control is shown.
   */
  accountsUrl: string;
  /** data-accounts-format: 'platform' (default, a real shop's wire form) or 'spec' (JSON bodies, base64url). */
  accountsFormat: AccountsFormat;
  flags: ReadonlySet<UaFlag>;
  unsupported: 'hide' | 'disable';
  parts: ServerParts | null;
}

/** The theme's own setting, as a real shop's WebAuthn client reads it. */
function shopAccountsUrl(island: string): string {
  const shop = readAppShop(island, `the platform's ${DEFAULT_ACCOUNTS_URL} is used`);
  const vars = shop?.vars as { IAIAccountsUrl?: unknown } | undefined;
  const url = vars?.IAIAccountsUrl;
  return typeof url === 'string' ? url.trim() : '';
}

/** The meta tag in the page's <head> that adds accounts origins to the allow-list (space or comma separated). */
export const ACCOUNTS_ORIGINS_META = 'storefront-accounts-origins';

/**
 * Origins the accounts service may be on besides the shop's own: the platform's accounts host, plus what
 * the page's <head> adds with `<meta name="storefront-accounts-origins" content="https://accounts.example.com">`.
 * Only the head is read: HTML an island inserts from a server answer lands in the body.
 */
export function allowedAccountsOrigins(doc: Document = document): Set<string> {
  const origins = new Set([new URL(DEFAULT_ACCOUNTS_URL).origin]);
  for (const meta of doc.head?.querySelectorAll<HTMLMetaElement>(`meta[name="${ACCOUNTS_ORIGINS_META}"]`) ?? []) {
    for (const word of meta.content.split(/[\s,]+/).filter(Boolean)) {
      const url = parseSafeUrl(word);
      if (url && url.protocol === 'https:') origins.add(url.origin);
      else console.error(`[storefront:passkeys] <meta name="${ACCOUNTS_ORIGINS_META}"> has "${word.slice(0, 80)}", which is not an https origin; ignored`);
    }
  }
  return origins;
}

/**
 * The accounts service address when it is on this shop's origin or an allowed accounts origin (else
 * a WebAuthn assertion sent elsewhere and that origin's token taken to loginByToken would sign the shopper
 * in as someone else); '' with a console message otherwise.
 */
export function checkedAccountsUrl(value: string, source: string, island: string, doc: Document = document): string {
  const url = parseSafeUrl(value);
  if (url && (url.origin === location.origin || allowedAccountsOrigins(doc).has(url.origin))) return value;
  console.error(
    `[storefront:${island}] ${source}="${value.slice(0, 80)}" is not on this shop nor an allowed accounts origin (${[...allowedAccountsOrigins(doc)].join(', ')}; more with <meta name="${ACCOUNTS_ORIGINS_META}">); the passkey control is not shown`,
  );
  return '';
}

/** The Smile block's error span of each island: signing in, saving a passkey. */
export const ERROR_SPAN = { signIn: '.smile_web_authn__info.--error.--authn', register: '.smile_web_authn__info.--error.--saveDevice' } as const;

/** Each container's settings, read once per island: its load job reads them first, the island again when it wakes. */
const read = new WeakMap<Element, Map<string, PasskeyConfig>>();

/**
 * `errorSelector` picks the block's error span: `.--authn` for signing in, `.--saveDevice` for saving a
 * passkey. Read once per container and island (a bad value is named once); later reads get the same settings.
 */
export function readPasskeyConfig(el: HTMLElement, island: string, errorSelector: string): PasskeyConfig {
  const byIsland = read.get(el) ?? new Map<string, PasskeyConfig>();
  read.set(el, byIsland);
  const known = byIsland.get(island);
  if (known) return known;
  const config = readPasskeyConfigNow(el, island, errorSelector);
  byIsland.set(island, config);
  return config;
}

function readPasskeyConfigNow(el: HTMLElement, island: string, errorSelector: string): PasskeyConfig {
  const data = dataReader(el, island);
  const own = data.string('accounts-url', '').trim();
  const shop = own ? '' : shopAccountsUrl(island);
  const accountsUrl = own
    ? checkedAccountsUrl(own, 'data-accounts-url', island)
    : shop
      ? checkedAccountsUrl(shop, 'app_shop.vars.IAIAccountsUrl', island)
      : DEFAULT_ACCOUNTS_URL;
  const link = el.querySelector<HTMLElement>('.smile_web_authn__link');
  return {
    accountsUrl,
    accountsFormat: data.oneOf('accounts-format', ACCOUNTS_FORMATS, 'platform'),
    flags: readPasskeyFlags(el, island),
    unsupported: data.oneOf('passkey-unsupported', ['hide', 'disable'] as const, 'hide'),
    parts: link
      ? {
          block: el,
          link,
          success: el.querySelector<HTMLElement>('.smile_web_authn__info.--success:not(.--success_checked)'),
          error: el.querySelector<HTMLElement>(errorSelector),
        }
      : null,
  };
}
