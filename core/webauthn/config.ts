// What both passkey islands read from their container: the accounts service address, the page's
// browser flags, how to show an unsupported browser, and the server's Smile block parts, if any.
import { dataReader, type DataReader } from '../dom/data';
import { UA_FLAGS, type UaFlag } from './availability';

/** IdoSell's express-checkout WebAuthn block (reference section 9): the link and its message spans. */
export interface ServerParts {
  block: HTMLElement;
  link: HTMLElement;
  success: HTMLElement | null;
  error: HTMLElement | null;
}

export interface PasskeyConfig {
  /** Base address of the accounts service's webAuthn scripts; '' = not configured (the island stays hidden). */
  accountsUrl: string;
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

/** `errorSelector` picks the block's error span: `.--authn` for signing in, `.--saveDevice` for saving a passkey. */
export function readPasskeyConfig(el: HTMLElement, island: string, errorSelector: string): PasskeyConfig {
  const read = dataReader(el, island);
  const accountsUrl = read.string('accounts-url', '').trim();
  if (!accountsUrl) {
    console.error(`[storefront:${island}] data-accounts-url is missing: the accounts service address must come from the page; passkeys stay hidden`);
  }
  const link = el.querySelector<HTMLElement>('.smile_web_authn__link');
  return {
    accountsUrl,
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
