// Whether a passkey control may be offered (spec section 5: needs a platform authenticator; optionally
// off for Mac, iOS, Safari below 15 and Opera). The user-agent part is pure, so it is tested on strings.
// React-free: the passkey islands' load job (core/webauthn/load-job.ts) checks it before either island wakes.
import { dataReader } from '../dom/data';

export const UA_FLAGS = ['mac', 'ios', 'old-safari', 'opera'] as const;
export type UaFlag = (typeof UA_FLAGS)[number];

/** Each container's flags, read once: the load job reads them first, the island again when it wakes. */
const flagsRead = new WeakMap<Element, Set<UaFlag>>();

/** data-passkey-off: the browsers the page turns passkeys off for; an unknown word is named once and ignored. */
export function readPasskeyFlags(el: HTMLElement, island: string): Set<UaFlag> {
  const known = flagsRead.get(el);
  if (known) return new Set(known);
  const flags = new Set<UaFlag>();
  for (const word of dataReader(el, island).list('passkey-off', [])) {
    if ((UA_FLAGS as readonly string[]).includes(word)) flags.add(word as UaFlag);
    else console.error(`[storefront:${island}] data-passkey-off has "${word}", which is not one of ${UA_FLAGS.join(', ')}; ignored`);
  }
  flagsRead.set(el, flags);
  return new Set(flags);
}

export interface UaFacts {
  mac: boolean;
  ios: boolean;
  opera: boolean;
  /** Safari's own major version (from Version/N), null for every other browser. */
  safariMajor: number | null;
}

/** What the user agent says. `touchPoints` (navigator.maxTouchPoints) tells an iPad, which reports a Mac, from a Mac. */
export function readUserAgent(ua: string, touchPoints = 0): UaFacts {
  const macintosh = /Macintosh|Mac OS X/.test(ua) && !/iPhone|iPad|iPod/.test(ua);
  const ios = /iPhone|iPad|iPod/.test(ua) || (macintosh && touchPoints > 1);
  const opera = /\bOPR\/|\bOpera\b|\bOPT\/|\bOPiOS\//.test(ua);
  // Chrome, Edge, Firefox and Opera on iOS say "Safari" too, but they are not Safari.
  const otherEngine = /Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|Edg\/|OPR\/|OPiOS\/|OPT\/|Android/.test(ua);
  const version = /Version\/(\d+)/.exec(ua);
  const safariMajor = !otherEngine && /Safari\//.test(ua) && version ? Number(version[1]) : null;
  return { mac: macintosh && !ios, ios, opera, safariMajor };
}

/** The first page flag that turns passkeys off for this browser, or null. */
export function blockedBy(facts: UaFacts, flags: ReadonlySet<UaFlag>): UaFlag | null {
  if (flags.has('mac') && facts.mac) return 'mac';
  if (flags.has('ios') && facts.ios) return 'ios';
  if (flags.has('old-safari') && facts.safariMajor !== null && facts.safariMajor < 15) return 'old-safari';
  if (flags.has('opera') && facts.opera) return 'opera';
  return null;
}

export type Availability =
  | { available: true }
  | { available: false; reason: 'no-webauthn' | 'no-platform-authenticator' | 'ip-address-host' | `turned-off:${UaFlag}` };

/** WebAuthn's RP ID must be a domain: on http://127.0.0.1 or [::1] every ceremony fails with SecurityError. */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

interface PkcStatic {
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
}

/** WebAuthn present, a user-verifying platform authenticator there, and no page flag against this browser. Never throws. */
export async function passkeyAvailability(flags: ReadonlySet<UaFlag>, win: Window = window): Promise<Availability> {
  const nav = win.navigator;
  const blocked = blockedBy(readUserAgent(nav.userAgent, nav.maxTouchPoints ?? 0), flags);
  if (blocked) return { available: false, reason: `turned-off:${blocked}` };
  if (isIpAddress(win.location.hostname)) return { available: false, reason: 'ip-address-host' };
  const pkc = (win as unknown as { PublicKeyCredential?: PkcStatic }).PublicKeyCredential;
  if (!pkc || typeof pkc.isUserVerifyingPlatformAuthenticatorAvailable !== 'function' || typeof nav.credentials?.create !== 'function') {
    return { available: false, reason: 'no-webauthn' };
  }
  try {
    const yes = await pkc.isUserVerifyingPlatformAuthenticatorAvailable();
    return yes === true ? { available: true } : { available: false, reason: 'no-platform-authenticator' };
  } catch {
    return { available: false, reason: 'no-platform-authenticator' };
  }
}
