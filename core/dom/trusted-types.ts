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

const httpOrigin = (url: string | undefined): string | null => {
  try {
    const u = new URL(url ?? '');
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
};

/** The build's own origin: this chunk's address (next to storefront.js); null where it is not http(s) (tests). */
export const BUILD_ORIGIN = httpOrigin(import.meta.url);

/** The meta tag in the page's <head> that adds script origins (space or comma separated https origins). */
export const SCRIPT_ORIGINS_META = 'storefront-script-origins';

/**
 * Origins a script URL may be on: the build's own, the shop's (the page's), and what the page's
 * own <head> adds with `<meta name="storefront-script-origins" content="https://widgets.example">`, for
 * the shop owner's widgets that load a script from elsewhere. Only the head, and nothing an island inserted.
 */
export function scriptOrigins(doc: Document | undefined, build: string | null = BUILD_ORIGIN): Set<string> {
  const origins = new Set<string>();
  if (build) origins.add(build);
  const page = httpOrigin(doc?.location?.href ?? doc?.baseURI);
  if (page) origins.add(page);
  for (const meta of doc?.head?.querySelectorAll<HTMLMetaElement>(`meta[name="${SCRIPT_ORIGINS_META}"]`) ?? []) {
    if (meta.closest('[data-storefront-inserted]')) continue;
    for (const word of meta.content.split(/[\s,]+/).filter(Boolean)) {
      const origin = httpOrigin(word);
      if (origin && origin.startsWith('https:')) origins.add(origin);
    }
  }
  return origins;
}

/** Only http(s) script URLs: a server-sent `javascript:` or `data:` src never becomes a script. */
export function safeScriptUrl(url: string, base: string = document.baseURI): string {
  const u = new URL(url, base);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new TypeError(`script URL "${url}" is not http(s)`);
  return u.href;
}

/**
 * The policy's createScriptURL: safeScriptUrl, and only on the origins scriptOrigins allows (with any
 * http(s) URL the policy would be a way to load any origin's script under the page's nonce). Anything else
 * is refused with a console message and a TypeError (runScript then reports the script as not run).
 */
export function allowedScriptUrl(url: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document, build: string | null = BUILD_ORIGIN): string {
  const href = safeScriptUrl(url, doc?.baseURI);
  const { origin } = new URL(href);
  const allowed = scriptOrigins(doc, build);
  if (allowed.has(origin)) return href;
  const line =
    `[storefront] the "${POLICY_NAME}" Trusted Types policy refuses script URL "${url.slice(0, 120)}": ${origin} is neither the build's ` +
    `nor the shop's origin (allowed: ${[...allowed].join(', ')}; more with <meta name="${SCRIPT_ORIGINS_META}"> in the page's <head>)`;
  console.error(line);
  throw new TypeError(line);
}

// The policy checks what it is given: a policy that returns any string unchanged only moves
// the sink. It accepts script text only from the one runner (core/dom/run-script), which hands over the
// exact string it is about to set, and HTML only while the sanitizer runs (DOMPurify hands the policy
// strings of its own making: '', its wrapped copy of the input, attribute values) or for the one inert
// parse a caller asks for by name (parseInert). Anything else throws, so a new sink fails loudly.
const handed = { script: new Set<string>(), html: new Set<string>() };
let sanitizing = 0;

/** Runs `call` with `value` accepted once by the policy's create{Script,HTML}; the runner's way in. */
export function handOver<T>(kind: 'script' | 'html', value: string, call: () => T): T {
  handed[kind].add(value);
  try {
    return call();
  } finally {
    handed[kind].delete(value);
  }
}

/** Runs `sanitize` (core/dom/sanitize's DOMPurify call) with the policy accepting the HTML it creates. */
export function whileSanitizing<T>(sanitize: () => T): T {
  sanitizing++;
  try {
    return sanitize();
  } finally {
    sanitizing--;
  }
}

function accept(kind: 'script' | 'html', s: string): string {
  if ((kind === 'html' && sanitizing > 0) || handed[kind].delete(s)) return s;
  throw new TypeError(`[storefront] the "${POLICY_NAME}" policy refuses ${kind === 'html' ? 'HTML' : 'a script'} not handed over by runScript, the sanitizer or parseInert`);
}

const rulesFor = (win?: Window) => ({
  createScript: (s: string) => accept('script', s),
  createScriptURL: (s: string) => allowedScriptUrl(s, win?.document),
  createHTML: (s: string) => accept('html', s),
});

/** Where the browser has no Trusted Types: the same checks, plain strings out. */
const passThrough: StorefrontPolicy = rulesFor();

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
      policy = factory.createPolicy(POLICY_NAME, rulesFor(win));
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

/**
 * `html` parsed into an inert document (DOMParser: nothing runs, nothing loads), through the policy.
 * For HTML that is not inserted as it is: a same-origin page whose regions a partial load swaps in,
 * the bulk call's items whose scripts are picked out. HTML that is inserted goes through the sanitizer.
 */
export function parseInert(html: string, doc: Document = document): Document {
  const win = (doc.defaultView ?? window) as Window & typeof globalThis;
  const policy = trustedPolicy(win);
  return handOver('html', html, () => new win.DOMParser().parseFromString(policy.createHTML(html) as string, 'text/html'));
}

/**
 * `html` parsed inertly into a <template>'s content: as parseInert, but nothing in it is
 * connected to a document, so a `<style>` creates no style sheet, and a strict CSP's `style-src` reports
 * nothing for HTML that is only being read. Whatever a `</template>` in `html` pushed out of the template
 * is moved back into its content, in order.
 */
export function parseInertTemplate(html: string, doc: Document = document): HTMLTemplateElement {
  const inert = parseInert(`<body><template>${html}`, doc);
  const template = inert.body.firstElementChild as HTMLTemplateElement;
  for (const node of Array.from(inert.body.childNodes)) if (node !== template) template.content.append(node);
  return template;
}
