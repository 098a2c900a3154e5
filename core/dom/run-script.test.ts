import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageNonce, runScript } from './run-script';
import { captureNonce, ENTRY_URL_KEY, NONCE_KEY } from './nonce';
import { handOver, parseInert, POLICY_NAME, safeScriptUrl, trustedPolicy, whileSanitizing } from './trusted-types';

/** A fake Trusted Types factory: wraps values so a test can tell they went through the policy. */
class Trusted {
  constructor(
    readonly kind: string,
    readonly value: string,
  ) {}
  toString() {
    return this.value;
  }
}
function fakeTrustedTypes() {
  const created: string[] = [];
  const calls: Array<[string, string]> = [];
  return {
    created,
    calls,
    createPolicy(name: string, rules: Record<string, (s: string) => string>) {
      if (created.includes(name)) throw new TypeError(`policy ${name} exists`);
      created.push(name);
      const wrap = (kind: string) => (s: string) => {
        calls.push([kind, s]);
        return new Trusted(kind, rules[kind]!(s));
      };
      return { createScript: wrap('createScript'), createScriptURL: wrap('createScriptURL'), createHTML: wrap('createHTML') };
    },
  };
}

const setNonce = (value: string | undefined) => {
  const d = document as Document & { [NONCE_KEY]?: string; [ENTRY_URL_KEY]?: string };
  delete d[ENTRY_URL_KEY];
  if (value === undefined) delete d[NONCE_KEY];
  else d[NONCE_KEY] = value;
};

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  setNonce(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as { trustedTypes?: unknown }).trustedTypes;
});

describe('captureNonce', () => {
  it('reads the entry script by its URL, from the nonce property', () => {
    document.head.innerHTML =
      '<script nonce="other"></script><script type="module" src="/storefront.js" nonce="abc123"></script>';
    expect(captureNonce(document, new URL('/storefront.js', document.baseURI).href)).toBe('abc123');
    expect(pageNonce()).toBe('abc123');
  });

  it('keeps the nonce after the attribute is hidden (browsers blank it after load)', () => {
    document.head.innerHTML = '<script type="module" src="/storefront.js" nonce="abc123"></script>';
    captureNonce(document, new URL('/storefront.js', document.baseURI).href);
    document.querySelector('script')!.setAttribute('nonce', '');
    expect(pageNonce()).toBe('abc123');
  });

  it('falls back to the first script with a nonce when the entry URL matches nothing', () => {
    document.head.innerHTML = '<script></script><script nonce="first"></script><script nonce="second"></script>';
    expect(captureNonce(document, 'https://cdn.example/other.js')).toBe('first');
  });

  it('pageNonce reads it from the entry’s script the first time it is needed (the entry records only its URL), then keeps it', () => {
    document.head.innerHTML = '<script nonce="other"></script><script type="module" src="/storefront.js" nonce="abc123"></script>';
    // As src/storefront.ts does, by the registered symbol.
    (document as unknown as Record<symbol, string>)[Symbol.for('storefront.entry-url')] = new URL('/storefront.js', document.baseURI).href;
    expect(pageNonce()).toBe('abc123');
    // Kept: the tag may go and its attribute be blanked.
    document.querySelector('script[src]')!.remove();
    expect(pageNonce()).toBe('abc123');
  });

  it('is the empty string on a page without nonces', () => {
    document.head.innerHTML = '<script src="/storefront.js"></script>';
    expect(captureNonce(document, new URL('/storefront.js', document.baseURI).href)).toBe('');
    expect(pageNonce()).toBe('');
  });
});

describe('runScript, inline code', () => {
  it('creates one script element carrying the nonce and the code', async () => {
    setNonce('n0nce');
    await expect(runScript('window.__ran = 1', { caller: 'test' })).resolves.toBe('ran');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.nonce).toBe('n0nce');
    expect(scripts[0]!.text).toBe('window.__ran = 1');
    expect(scripts[0]!.type).toBe('');
  });

  it('passes the code through the Trusted Types policy when the browser has one', async () => {
    const tt = fakeTrustedTypes();
    (window as { trustedTypes?: unknown }).trustedTypes = tt;
    await runScript('track()', { caller: 'test' });
    expect(tt.created).toEqual([POLICY_NAME]);
    expect(tt.calls).toEqual([['createScript', 'track()']]);
    await runScript('again()', { caller: 'test' });
    expect(tt.created).toHaveLength(1); // one policy per page
  });

  it('goes where the caller says', async () => {
    document.body.innerHTML = '<p id="a"></p><p id="b"></p>';
    const b = document.getElementById('b')!;
    await runScript('x()', { caller: 'test', parent: document.body, before: b });
    expect(b.previousElementSibling?.tagName).toBe('SCRIPT');
  });

  it('runs nothing for empty code', async () => {
    await expect(runScript('  ', { caller: 'test' })).resolves.toBe('failed');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('never uses eval or new Function', async () => {
    const evalSpy = vi.spyOn(globalThis, 'eval');
    const fnSpy = vi.spyOn(globalThis, 'Function');
    await runScript('1 + 1', { caller: 'test' });
    await runScript({ src: '/a.js' }, { caller: 'test', timeoutMs: 1 });
    expect(evalSpy).not.toHaveBeenCalled();
    expect(fnSpy).not.toHaveBeenCalled();
  });
});

describe('runScript, src', () => {
  // A detached parent: happy-dom would try to fetch a connected script itself; the test plays the browser.
  let box: HTMLElement;
  beforeEach(() => {
    box = document.createElement('div');
  });
  it('loads a module through the policy with the nonce and resolves on load', async () => {
    setNonce('n0nce');
    const tt = fakeTrustedTypes();
    (window as { trustedTypes?: unknown }).trustedTypes = tt;
    const done = runScript({ src: '/modules/a.js', type: 'module' }, { caller: 'script-modules', parent: box });
    const el = box.querySelector('script')!;
    expect(el.type).toBe('module');
    expect(el.nonce).toBe('n0nce');
    expect(tt.calls).toEqual([['createScriptURL', '/modules/a.js']]);
    expect(el.src).toBe(new URL('/modules/a.js', document.baseURI).href);
    el.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('loaded');
  });

  it('names the caller when the script fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const done = runScript({ src: '/missing.js' }, { caller: 'snippets', parent: box });
    box.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/snippets: script "\/missing\.js" failed to load/));
  });

  it('gives a module 5000 ms, then reports a timeout', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let result: string | undefined;
    void runScript({ src: '/slow.js', type: 'module' }, { caller: 'script-modules', parent: box }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('timeout');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/script-modules: .*\/slow\.js" did not load within 5000 ms/));
  });

  it('refuses javascript: and data: URLs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(runScript({ src: 'javascript:alert(1)' }, { caller: 'widgets' })).resolves.toBe('failed');
    await expect(runScript({ src: 'data:text/javascript,alert(1)' }, { caller: 'widgets' })).resolves.toBe('failed');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/widgets: script "javascript:alert\(1\)" was not run/));
  });
});

describe('trustedPolicy', () => {
  it('reports a CSP that forbids the policy name and falls back to strings', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const factory = {
      createPolicy: () => {
        throw new TypeError('Policy "storefront" disallowed');
      },
    };
    (window as { trustedTypes?: unknown }).trustedTypes = factory;
    expect(handOver('script', 'a', () => trustedPolicy().createScript('a'))).toBe('a');
    expect(err).toHaveBeenCalledWith(expect.stringContaining('add "storefront" to the page'));
  });

  it('accepts only what runScript, the sanitizer or parseInert hand over', () => {
    const tt = fakeTrustedTypes();
    (window as { trustedTypes?: unknown }).trustedTypes = tt;
    const policy = trustedPolicy();
    // A direct call with any other string throws: the policy is not a sink that checks nothing.
    expect(() => policy.createScript('alert(1)')).toThrow(/refuses a script not handed over/);
    expect(() => policy.createHTML('<img src=x onerror=alert(1)>')).toThrow(/refuses HTML not handed over/);
    // Handed over: that exact string, once.
    expect(String(handOver('script', 'track()', () => policy.createScript('track()')))).toBe('track()');
    expect(() => handOver('script', 'track()', () => policy.createScript('other()'))).toThrow(/refuses/);
    expect(() => policy.createScript('track()')).toThrow(/refuses/);
    expect(() =>
      handOver('script', 'x()', () => {
        policy.createScript('x()');
        return policy.createScript('x()');
      }),
    ).toThrow(/refuses/);
    // Script text is never accepted as HTML, nor HTML as script text.
    expect(() => handOver('script', '<p>', () => policy.createHTML('<p>'))).toThrow(/refuses HTML/);
    // While the sanitizer runs, HTML of its own making is accepted; after it, not.
    expect(String(whileSanitizing(() => policy.createHTML('<remove></remove><p>x</p>')))).toBe('<remove></remove><p>x</p>');
    expect(() => whileSanitizing(() => policy.createScript('y()'))).toThrow(/refuses/);
    expect(() => policy.createHTML('<p>x</p>')).toThrow(/refuses/);
    // A throwing sanitizer closes its window too.
    expect(() => whileSanitizing(() => { throw new Error('boom'); })).toThrow('boom');
    expect(() => policy.createHTML('')).toThrow(/refuses/);
    // runScript still runs its text through the policy.
    return runScript('window.__tt = 1', { caller: 't' }).then((r) => {
      expect(r).toBe('ran');
      expect(tt.calls).toContainEqual(['createScript', 'window.__tt = 1']);
    });
  });

  it('without Trusted Types in the browser the same checks apply to plain strings', () => {
    expect(() => trustedPolicy().createScript('alert(1)')).toThrow(/refuses/);
    expect(() => trustedPolicy().createHTML('<p>')).toThrow(/refuses/);
    expect(handOver('html', '<p>', () => trustedPolicy().createHTML('<p>'))).toBe('<p>');
  });

  it('parseInert parses the HTML it was given, inertly, through the policy', () => {
    const tt = fakeTrustedTypes();
    (window as { trustedTypes?: unknown }).trustedTypes = tt;
    const doc = parseInert('<title>T</title><div id="content"><script class="ajaxLoad">window.__x = 1</script></div>');
    expect(doc.title).toBe('T');
    expect(doc.querySelector('#content script')?.textContent).toBe('window.__x = 1');
    expect((window as { __x?: number }).__x).toBeUndefined();
    expect(tt.calls.map((c) => c[0])).toEqual(['createHTML']);
  });

  it('accepts only http(s) script URLs', () => {
    expect(safeScriptUrl('/x.js', 'https://shop.test/p/')).toBe('https://shop.test/x.js');
    expect(() => safeScriptUrl('javascript:1', 'https://shop.test/')).toThrow(/not http/);
  });
});
