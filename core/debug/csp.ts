// The page's Content Security Policy against what the islands need (the report's CSP section).
// docs/theme-authors.md ("Content Security Policy and Trusted Types") is the human version of these checks.

export type Level = 'ok' | 'warn' | 'fail';

export interface CspCheck {
  /** What the islands need, in a few words. */
  need: string;
  level: Level;
  detail: string;
}

export interface CspSource {
  /** `meta` (a `<meta http-equiv>` of the page) or `header` (pasted into the preview, or `doctor --csp`). */
  from: 'meta' | 'header';
  policy: string;
}

export type Directives = Map<string, string[]>;

/**
 * One serialized policy into its directives (names lower-cased; the first of a repeated name wins, as in CSP).
 * A pasted header line keeps its name (`Content-Security-Policy: …`): it is taken off.
 */
export function parsePolicy(policy: string): Directives {
  const out: Directives = new Map();
  for (const part of policy.replace(/^\s*content-security-policy(-report-only)?\s*:/i, '').split(';')) {
    const [name, ...tokens] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!out.has(key)) out.set(key, tokens);
  }
  return out;
}

/** The directive a fetch of `kind` falls back to (CSP 3's fallback lists, the parts the islands use). */
function effective(d: Directives, order: string[]): { name: string; tokens: string[] } | null {
  for (const name of order) {
    const tokens = d.get(name);
    if (tokens) return { name, tokens };
  }
  return null;
}

const has = (tokens: string[], t: string) => tokens.some((x) => x.toLowerCase() === t);
const nonces = (tokens: string[]) => tokens.filter((t) => /^'nonce-.+'$/i.test(t)).map((t) => t.slice(7, -1));

export interface EntryFacts {
  /** The nonce the islands' script tag carries (its `nonce` property), '' when none. */
  nonce: string;
  /** The origin the entry was loaded from; null when it cannot be known (the preview serves it itself). */
  entryOrigin: string | null;
  /** The shop's origin ('self' of its policy). */
  pageOrigin: string;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** A source's scheme lets in a URL's: the same, or `http:` letting in `https:` (CSP's upgrade). */
const schemeAllows = (scheme: string, protocol: string) => protocol === scheme || (scheme === 'http:' && protocol === 'https:');

/** CSP's source matching, the parts an origin needs: scheme-only, host (with `*.` and a port), `'self'`, `*`. */
export function allowsOrigin(tokens: string[], origin: string, self: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  let own: URL | null = null;
  try {
    own = new URL(self);
  } catch {
    /* an opaque page ('null', a file opened from disk): no 'self' but itself, no scheme of its own */
  }
  const port = url.port || DEFAULT_PORT[url.protocol] || '';
  return tokens.some((raw) => {
    const t = raw.toLowerCase();
    if (t === '*') return url.protocol === 'http:' || url.protocol === 'https:';
    if (t === "'self'") return origin === self || (!!own && own.host === url.host && own.protocol === 'http:' && url.protocol === 'https:');
    const scheme = /^([a-z][a-z0-9+.-]*):$/.exec(t);
    if (scheme) return schemeAllows(`${scheme[1]}:`, url.protocol);
    const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9.-]+)(?::(\d+|\*))?(?:\/.*)?$/.exec(t);
    if (!m) return false;
    const [, s, host, p] = m;
    // No scheme: the page's own (and its upgrade).
    const sourceScheme = s ? `${s}:` : own?.protocol;
    if (!sourceScheme || !schemeAllows(sourceScheme, url.protocol)) return false;
    const hostOk = host === '*' || (host!.startsWith('*.') ? url.hostname.endsWith(host!.slice(1)) : url.hostname === host);
    const portOk = p === '*' || (p ? p === port : port === (DEFAULT_PORT[url.protocol] ?? ''));
    return hostOk && portOk;
  });
}

/** Every check for one policy; a policy that restricts nothing the islands use gives 'ok' lines only. */
export function checkPolicy(policy: string, facts: EntryFacts): CspCheck[] {
  const d = parsePolicy(policy);
  const checks: CspCheck[] = [];

  const script = effective(d, ['script-src-elem', 'script-src', 'default-src']);
  if (!script) {
    checks.push({ need: 'the script tag and its chunks', level: 'ok', detail: 'scripts are not restricted' });
  } else {
    const strict = has(script.tokens, "'strict-dynamic'");
    const byNonce = facts.nonce !== '' && nonces(script.tokens).includes(facts.nonce);
    // Not seen hosted (the preview): only a rule that lets in every https origin is sure to let it in.
    const byOrigin = !strict && allowsOrigin(script.tokens, facts.entryOrigin ?? 'https://storefront-entry.invalid', facts.pageOrigin);
    if (!byNonce && !byOrigin && facts.entryOrigin === null && !strict) {
      checks.push({
        need: 'the script tag and its chunks',
        level: 'warn',
        detail: `${script.name} lets the tag in only from an origin it lists (the preview cannot tell where you will host storefront.js): list that origin, or give the tag the page's nonce with 'strict-dynamic'`,
      });
    } else if (!byNonce && !byOrigin) {
      checks.push({
        need: 'the script tag and its chunks',
        level: 'fail',
        detail: `${script.name} allows neither the tag's nonce (${facts.nonce ? `"${facts.nonce}"` : 'the tag has none'})${facts.entryOrigin && !strict ? ` nor ${facts.entryOrigin}` : ''}: give the tag the page's nonce`,
      });
    } else if (byNonce && !strict && !byOrigin) {
      // import() inherits the tag's nonce; what the nonce does not cover are the entry's modulepreload hints.
      checks.push({
        need: 'the script tag and its chunks',
        level: 'warn',
        detail: `${script.name} lets the tag in by its nonce, without 'strict-dynamic'${facts.entryOrigin ? ` or ${facts.entryOrigin}` : ''}: the chunks' preload hints are refused (a CSP line in the console, the chunks download one step later); add 'strict-dynamic' as docs/theme-authors.md does`,
      });
    } else {
      checks.push({
        need: 'the script tag and its chunks',
        level: 'ok',
        detail: byNonce ? `allowed by the nonce${strict ? " and 'strict-dynamic'" : ''}` : `allowed by ${script.name} for ${facts.entryOrigin ?? 'any https origin'}`,
      });
    }
  }

  const tt = d.get('require-trusted-types-for');
  const allowed = d.get('trusted-types');
  if (!tt) {
    checks.push({ need: 'Trusted Types policy "storefront"', level: 'ok', detail: 'Trusted Types are not required' });
  } else if (allowed && !has(allowed, '*') && !allowed.includes('storefront')) {
    checks.push({
      need: 'Trusted Types policy "storefront"',
      level: 'fail',
      detail: `trusted-types lists ${allowed.length ? allowed.join(' ') : 'no policy'}: add storefront`,
    });
  } else {
    checks.push({ need: 'Trusted Types policy "storefront"', level: 'ok', detail: allowed ? 'trusted-types allows storefront' : 'any policy name is allowed' });
  }

  const styleElem = effective(d, ['style-src-elem', 'style-src', 'default-src']);
  if (!styleElem || has(styleElem.tokens, "'unsafe-inline'") && nonces(styleElem.tokens).length === 0) {
    checks.push({ need: '<style> elements (bars, calendar, toasts, the owner\'s snippets)', level: 'ok', detail: styleElem ? `${styleElem.name} allows inline styles` : 'styles are not restricted' });
  } else if (facts.nonce !== '' && nonces(styleElem.tokens).includes(facts.nonce)) {
    checks.push({ need: '<style> elements (bars, calendar, toasts, the owner\'s snippets)', level: 'ok', detail: `${styleElem.name} has the tag's nonce` });
  } else {
    checks.push({
      need: '<style> elements (bars, calendar, toasts, the owner\'s snippets)',
      level: 'fail',
      detail: `${styleElem.name} has no nonce the islands can use: add 'nonce-${facts.nonce || '{the page nonce}'}'`,
    });
  }

  const styleAttr = effective(d, ['style-src-attr', 'style-src', 'default-src']);
  if (styleAttr && !has(styleAttr.tokens, "'unsafe-inline'") && !has(styleAttr.tokens, "'unsafe-hashes'")) {
    checks.push({ need: 'style attributes (dropdown, settings menu)', level: 'warn', detail: `${styleAttr.name} blocks style attributes: the dropdown's and the settings menu's placement is lost` });
  } else {
    checks.push({ need: 'style attributes (dropdown, settings menu)', level: 'ok', detail: styleAttr ? `${styleAttr.name} allows them` : 'not restricted' });
  }

  const frame = effective(d, ['frame-src', 'child-src', 'default-src']);
  if (frame && !has(frame.tokens, '*') && !has(frame.tokens, 'https:') && !frame.tokens.some((t) => /^https:\/\//i.test(t))) {
    checks.push({ need: "the owner's embedded frames (https)", level: 'warn', detail: `${frame.name} allows no https origin: the snippets' and widgets' frames stay empty` });
  } else {
    checks.push({ need: "the owner's embedded frames (https)", level: 'ok', detail: frame ? `${frame.name} allows https frames` : 'not restricted' });
  }

  const connect = effective(d, ['connect-src', 'default-src']);
  if (connect && !allowsOrigin(connect.tokens, facts.pageOrigin, facts.pageOrigin)) {
    checks.push({ need: "the shop's own calls (fetch)", level: 'fail', detail: `${connect.name} does not allow the shop's origin (${facts.pageOrigin}): add 'self'` });
  } else {
    checks.push({ need: "the shop's own calls (fetch)", level: 'ok', detail: connect ? `${connect.name} allows ${facts.pageOrigin}` : 'not restricted' });
  }
  return checks;
}

/** The page's own policies: every `<meta http-equiv="Content-Security-Policy">` in it, then a pasted header. */
export function pagePolicies(doc: Document, header?: string | null): CspSource[] {
  const out: CspSource[] = [];
  doc.querySelectorAll('meta[http-equiv]').forEach((m) => {
    if (m.getAttribute('http-equiv')!.toLowerCase() === 'content-security-policy') out.push({ from: 'meta', policy: m.getAttribute('content') ?? '' });
  });
  if (header && header.trim()) out.push({ from: 'header', policy: header.trim() });
  return out;
}

/** The nonce of a policy's script rule (script-src-elem, script-src, default-src), '' when it has none. */
export function scriptNonce(policy: string): string {
  const rule = effective(parsePolicy(policy), ['script-src-elem', 'script-src', 'default-src']);
  return rule ? (nonces(rule.tokens)[0] ?? '') : '';
}
