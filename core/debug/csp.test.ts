import { describe, expect, it } from 'vitest';
import { allowsOrigin, checkPolicy, pagePolicies, parsePolicy, scriptNonce, type EntryFacts } from './csp';

const facts: EntryFacts = { nonce: 'abc', entryOrigin: 'https://shop.test', pageOrigin: 'https://shop.test' };
const level = (policy: string, need: RegExp, f = facts) => checkPolicy(policy, f).find((c) => need.test(c.need))!;

describe('parsePolicy', () => {
  it('reads directives, lower-cases their names and keeps the first of a repeated one', () => {
    const d = parsePolicy(" Script-Src 'self' ;; script-src 'none'; img-src *");
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('img-src')).toEqual(['*']);
    expect(d.size).toBe(2);
  });
});

describe('checkPolicy', () => {
  it("passes the preview's strict policy when the tag has its nonce", () => {
    const strict = "script-src 'nonce-abc' 'strict-dynamic'; require-trusted-types-for 'script'; style-src-elem 'self' 'nonce-abc'; frame-src 'self' https:";
    expect(checkPolicy(strict, facts).filter((c) => c.level !== 'ok')).toEqual([]);
  });

  it('fails a script rule that lets neither the nonce nor the origin in, and names the fix', () => {
    const c = level("script-src 'nonce-other' 'strict-dynamic'", /script tag/);
    expect(c.level).toBe('fail');
    expect(c.detail).toMatch(/give the tag the page's nonce/);
    expect(level("script-src 'nonce-abc' 'strict-dynamic'", /script tag/, { ...facts, nonce: '' }).detail).toMatch(/the tag has none/);
  });

  it("warns of a nonce without 'strict-dynamic' or the origin: the chunks' preload hints are refused", () => {
    const c = level("script-src 'nonce-abc'", /script tag/);
    expect(c.level).toBe('warn');
    expect(c.detail).toMatch(/preload hints are refused/);
    expect(level("script-src 'nonce-abc' 'self'", /script tag/).level).toBe('ok');
    expect(level("default-src https://shop.test", /script tag/).level).toBe('ok');
  });

  it('cannot tell, and says so, whether an origin rule will let in an entry it has not seen hosted', () => {
    const c = level("script-src https://cdn.example", /script tag/, { ...facts, nonce: '', entryOrigin: null });
    expect(c.level).toBe('warn');
    expect(c.detail).toMatch(/cannot tell where you will host storefront\.js/);
    expect(level("script-src 'nonce-zzz' 'strict-dynamic'", /script tag/, { ...facts, nonce: '', entryOrigin: null }).level).toBe('fail');
  });

  it("ignores hosts and 'self' under 'strict-dynamic', as browsers do", () => {
    expect(level("script-src 'self' 'strict-dynamic'", /script tag/).level).toBe('fail');
  });

  it('wants the storefront policy when Trusted Types are required with a list', () => {
    expect(level("require-trusted-types-for 'script'; trusted-types theme", /Trusted Types/).level).toBe('fail');
    expect(level("require-trusted-types-for 'script'; trusted-types theme storefront", /Trusted Types/).level).toBe('ok');
    expect(level("require-trusted-types-for 'script'", /Trusted Types/).level).toBe('ok');
    expect(level("trusted-types theme", /Trusted Types/).level).toBe('ok');
  });

  it('checks <style> elements, style attributes, frames and the shop calls', () => {
    expect(level("style-src 'self'", /<style>/).level).toBe('fail');
    expect(level("style-src 'self' 'unsafe-inline'", /<style>/).level).toBe('ok');
    // A nonce turns 'unsafe-inline' off: only the tag's nonce helps then.
    expect(level("style-src 'unsafe-inline' 'nonce-zzz'", /<style>/).level).toBe('fail');
    expect(level("style-src-elem 'nonce-abc'", /<style>/).level).toBe('ok');
    expect(level("style-src 'self'", /style attributes/).level).toBe('warn');
    expect(level("style-src-elem 'self'", /style attributes/).level).toBe('ok');
    expect(level("frame-src 'self'", /frames/).level).toBe('warn');
    expect(level("frame-src https://www.youtube-nocookie.com", /frames/).level).toBe('ok');
    expect(level("default-src 'none'", /calls/).level).toBe('fail');
    expect(level("connect-src 'self'", /calls/).level).toBe('ok');
  });
});

describe('allowsOrigin', () => {
  const self = 'https://shop.test';
  it("matches CSP's source expressions", () => {
    expect(allowsOrigin(["'self'"], 'https://shop.test', self)).toBe(true);
    expect(allowsOrigin(['https:'], 'https://cdn.example', self)).toBe(true);
    expect(allowsOrigin(['http:'], 'https://cdn.example', self)).toBe(true);
    expect(allowsOrigin(['https://*.example'], 'https://cdn.example', self)).toBe(true);
    expect(allowsOrigin(['https://*.example'], 'https://example', self)).toBe(false);
    expect(allowsOrigin(['https://cdn.example/storefront/'], 'https://cdn.example', self)).toBe(true);
    expect(allowsOrigin(['cdn.example'], 'https://cdn.example', self)).toBe(true);
    expect(allowsOrigin(['cdn.example:8443'], 'https://cdn.example', self)).toBe(false);
    expect(allowsOrigin(['cdn.example:*'], 'https://cdn.example:8443', self)).toBe(true);
    expect(allowsOrigin(['http://cdn.example'], 'https://cdn.example', self)).toBe(true);
    expect(allowsOrigin(['https://cdn.example'], 'http://cdn.example', 'http://shop.test')).toBe(false);
    expect(allowsOrigin(['*'], 'https://any.example', self)).toBe(true);
    expect(allowsOrigin(["'none'"], 'https://shop.test', self)).toBe(false);
  });

  it("on an opaque page (a file opened from disk, origin 'null'): no scheme or host of its own, and no throw", () => {
    expect(allowsOrigin(["'self'", 'https:'], 'https://cdn.example', 'null')).toBe(true);
    expect(allowsOrigin(["'self'"], 'https://cdn.example', 'null')).toBe(false);
    expect(allowsOrigin(['cdn.example'], 'https://cdn.example', 'null')).toBe(false);
    expect(allowsOrigin(['https://cdn.example'], 'https://cdn.example', 'null')).toBe(true);
  });
});

describe('a pasted header', () => {
  it('may keep its name; its script nonce is read from the script rule', () => {
    expect(parsePolicy("Content-Security-Policy: script-src 'self'").get('script-src')).toEqual(["'self'"]);
    expect(scriptNonce("style-src 'nonce-sty'; script-src 'nonce-scr' 'strict-dynamic'")).toBe('scr');
    expect(scriptNonce("default-src 'nonce-d'")).toBe('d');
    expect(scriptNonce("img-src 'self'")).toBe('');
  });
});

describe('pagePolicies', () => {
  it('finds every meta policy, then a pasted header', () => {
    document.head.innerHTML = `<meta http-equiv="Content-Security-Policy" content="img-src 'self'"><meta http-equiv="refresh" content="5">`;
    expect(pagePolicies(document, " script-src 'self' ")).toEqual([
      { from: 'meta', policy: "img-src 'self'" },
      { from: 'header', policy: "script-src 'self'" },
    ]);
    expect(pagePolicies(document, '  ')).toHaveLength(1);
    document.head.innerHTML = '';
  });
});
