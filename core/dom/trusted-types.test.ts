// The policy's createScriptURL: only the build's origin and the shop's (the page's), plus
// https origins the page's own <head> adds; anything else is refused with a console message.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runScript } from './run-script';
import { allowedScriptUrl, POLICY_NAME, SCRIPT_ORIGINS_META, scriptOrigins, trustedPolicy } from './trusted-types';

const PAGE = 'http://shop.test';
const BUILD = 'https://cdn.example';

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { trustedTypes?: unknown }).trustedTypes;
});

/** A Trusted Types factory that hands back the policy's own rules, as the browser calls them. */
function factory() {
  let rules: Record<string, (s: string) => string> = {};
  return {
    rules: () => rules,
    createPolicy(_name: string, given: Record<string, (s: string) => string>) {
      rules = given;
      return given;
    },
  };
}

describe('allowedScriptUrl', () => {
  it("takes the shop's own scripts, relative or absolute, and the build's origin when it has one", () => {
    expect(allowedScriptUrl('/gfx/pol/modules/chat.js', document, null)).toBe(`${PAGE}/gfx/pol/modules/chat.js`);
    expect(allowedScriptUrl(`${PAGE}/a.js?v=2`, document, null)).toBe(`${PAGE}/a.js?v=2`);
    expect(allowedScriptUrl(`${BUILD}/storefront/chunks/core-abc.js`, document, BUILD)).toBe(`${BUILD}/storefront/chunks/core-abc.js`);
  });

  it.each([
    ['another origin', 'https://elsewhere.example/x.js'],
    ['a protocol-relative address', '//elsewhere.example/x.js'],
    ['the shop on another port', 'http://shop.test:8080/x.js'],
    ['the shop over https (another origin)', 'https://shop.test/x.js'],
    ['a look-alike host', 'http://shop.test.elsewhere.example/x.js'],
  ])('refuses %s with a console message naming it and a TypeError', (_what, url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => allowedScriptUrl(url, document, BUILD)).toThrow(TypeError);
    expect(error).toHaveBeenCalledOnce();
    const line = String(error.mock.calls[0]?.[0]);
    expect(line).toContain(`[storefront] the "${POLICY_NAME}" Trusted Types policy refuses script URL "${url}"`);
    expect(line).toContain(`allowed: ${BUILD}, ${PAGE}`);
  });

  it('still refuses what is not http(s)', () => {
    expect(() => allowedScriptUrl('javascript:alert(1)', document, null)).toThrow(/not http/);
    expect(() => allowedScriptUrl('data:text/javascript,1', document, null)).toThrow(/not http/);
  });

  it("the page's own <head> adds https origins; http ones, one in the body and one an island inserted are ignored", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML =
      `<meta name="${SCRIPT_ORIGINS_META}" content="https://widgets.example, http://plain.example">` +
      `<div data-storefront-inserted><meta name="${SCRIPT_ORIGINS_META}" content="https://inserted.example"></div>`;
    document.body.innerHTML = `<meta name="${SCRIPT_ORIGINS_META}" content="https://body.example">`;
    expect([...scriptOrigins(document, null)]).toEqual([PAGE, 'https://widgets.example']);
    expect(allowedScriptUrl('https://widgets.example/w.js', document, null)).toBe('https://widgets.example/w.js');
    for (const url of ['http://plain.example/a.js', 'https://inserted.example/a.js', 'https://body.example/a.js']) {
      expect(() => allowedScriptUrl(url, document, null)).toThrow(TypeError);
    }
  });

  it('property: a path on an allowed origin passes, the same path on any other origin never does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}(\.[a-z]{2,6}){1,2}$/);
    const path = fc.webPath();
    fc.assert(
      fc.property(host, path, fc.constantFrom('http', 'https'), (h, p, scheme) => {
        const origin = `${scheme}://${h}`;
        const url = `${origin}${p.startsWith('/') ? p : `/${p}`}`;
        const allowed = origin === PAGE || origin === BUILD;
        let passed: boolean;
        try {
          allowedScriptUrl(url, document, BUILD);
          passed = true;
        } catch {
          passed = false;
        }
        return passed === allowed;
      }),
    );
    // 100 URL parses and console calls: well under a second alone, past vitest's 5 s under the stress run's
    // CPU hogs (a guard against a hang, not a measure of speed).
  }, 60_000);
});

describe('the policy and runScript', () => {
  it("the policy's createScriptURL is allowedScriptUrl: a foreign script URL is refused where the browser enforces Trusted Types", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tt = factory();
    (window as { trustedTypes?: unknown }).trustedTypes = tt;
    trustedPolicy();
    expect(tt.rules().createScriptURL!('/own.js')).toBe(`${PAGE}/own.js`);
    expect(() => tt.rules().createScriptURL!('https://elsewhere.example/x.js')).toThrow(/refuses script URL/);
  });

  it('runScript with a foreign src inserts no script and reports it as not run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (window as { trustedTypes?: unknown }).trustedTypes = factory();
    const box = document.createElement('div');
    await expect(runScript({ src: 'https://elsewhere.example/widget.js' }, { caller: 'bulk (widget "promo")', parent: box })).resolves.toBe('failed');
    expect(box.querySelector('script')).toBeNull();
    expect(error.mock.calls[0]?.[0]).toContain('refuses script URL "https://elsewhere.example/widget.js"');
    expect(warn.mock.calls[0]?.[0]).toContain('[storefront] bulk (widget "promo"): script "https://elsewhere.example/widget.js" was not run');
  });
});
