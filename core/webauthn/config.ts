// What both passkey islands read from their container: the accounts service address, the page's
// browser flags, how to show an unsupported browser, and the server's Smile block parts, if any.
import { dataReader, type DataReader } from '../dom/data';
import { ACCOUNTS_FORMATS, DEFAULT_ACCOUNTS_URL, type AccountsFormat } from './accounts';
import { UA_FLAGS, type UaFlag } from './availability';

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
   * https://accounts.idosell.com/ (the scripts are under `webAuthn/`; see accountsUrl()).
   */
  accountsUrl: string;
  /** data-accounts-format: 'platform' (default, a real shop's wire form) or 'spec' (JSON bodies, base64url). */
  accountsFormat: AccountsFormat;
  flags: ReadonlySet<UaFlag>;
  unsupported: 'hide' | 'disable';
  parts: ServerParts | null;
}

function readFlags(read: DataReader, island: string): Set<UaFlag> {
  const flags = new Set<UaFlag>();
  for (const word of read.list('passkey-off', [])) {
    if ((UA_FLAGS as readonly string[]).includes(word)) flags.add(word as UaFlag);
    else console.error(`[storefront:${island}] data-passkey-off has "${word}", which is not one of ${UA_FLAGS.join(', ')}; ignored`);
  }
  return flags;
}

/** The theme's own setting, as a real shop's WebAuthn client reads it. */
function shopAccountsUrl(): string {
  const shop = (globalThis as { app_shop?: { vars?: { IAIAccountsUrl?: unknown } } }).app_shop;
  const url = shop?.vars?.IAIAccountsUrl;
  return typeof url === 'string' ? url.trim() : '';
}

/** `errorSelector` picks the block's error span: `.--authn` for signing in, `.--saveDevice` for saving a passkey. */
export function readPasskeyConfig(el: HTMLElement, island: string, errorSelector: string): PasskeyConfig {
  const read = dataReader(el, island);
  const accountsUrl = read.string('accounts-url', '').trim() || shopAccountsUrl() || DEFAULT_ACCOUNTS_URL;
  const link = el.querySelector<HTMLElement>('.smile_web_authn__link');
  return {
    accountsUrl,
    accountsFormat: read.oneOf('accounts-format', ACCOUNTS_FORMATS, 'platform'),
    flags: readFlags(read, island),
    unsupported: read.oneOf('passkey-unsupported', ['hide', 'disable'] as const, 'hide'),
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
