// The page's one Trusted Types policy. Under `require-trusted-types-for 'script'` the browser
// refuses plain strings at script sinks (script text, script src, innerHTML); everything this
// library writes there goes through this policy, created once per page (names must be unique
// unless the CSP allows duplicates). A theme whose CSP lists policy names adds POLICY_NAME.

export const POLICY_NAME = 'storefront';

export interface StorefrontPolicy {
  createScript(code: string): string | TrustedScriptLike;
  createScriptURL(url: string): string | TrustedScriptLike;
  createHTML(html: string): string | TrustedScriptLike;
}

/** What a TrustedScript / TrustedScriptURL / TrustedHTML object is to us: opaque, stringifies. */
export interface TrustedScriptLike {
  toString(): string;
}

interface TrustedTypePolicyFactoryLike {
  createPolicy(
    name: string,
    rules: { createScript?(s: string): string; createScriptURL?(s: string): string; createHTML?(s: string): string },
  ): StorefrontPolicy;
}

/** Only http(s) script URLs: a server-sent `javascript:` or `data:` src never becomes a script. */
export function safeScriptUrl(url: string, base: string = document.baseURI): string {
  const u = new URL(url, base);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new TypeError(`script URL "${url}" is not http(s)`);
  return u.href;
}

const passThrough: StorefrontPolicy = {
  createScript: (s) => s,
  createScriptURL: (s) => safeScriptUrl(s),
  // Callers hand in HTML that core/dom/sanitize has already cleaned.
  createHTML: (s) => s,
};

const cache = new WeakMap<object, StorefrontPolicy>();

/**
 * The policy for `win`, or plain strings where the browser has no Trusted Types (then nothing
 * is enforced). A CSP that forbids our policy name gets a console error naming it; scripts then
 * fall back to strings, which such a page blocks (and reports) itself.
 */
export function trustedPolicy(win: Window & typeof globalThis = window): StorefrontPolicy {
  const factory = (win as unknown as { trustedTypes?: TrustedTypePolicyFactoryLike }).trustedTypes;
  // Keyed by the factory: one policy per page (a test may swap in a fake factory).
  const key: object = factory ?? win;
  const known = cache.get(key);
  if (known) return known;
  let policy = passThrough;
  if (factory && typeof factory.createPolicy === 'function') {
    try {
      policy = factory.createPolicy(POLICY_NAME, {
        createScript: (s) => s,
        createScriptURL: (s) => safeScriptUrl(s, win.document.baseURI),
        createHTML: (s) => s,
      });
    } catch (e) {
      console.error(
        `[storefront] Trusted Types policy "${POLICY_NAME}" could not be created (${String(e)}); ` +
          `add "${POLICY_NAME}" to the page's trusted-types directive`,
      );
    }
  }
  cache.set(key, policy);
  return policy;
}
