// @vitest-environment jsdom
// Which sanitizer a window gets, and the finishing pass both paths share. jsdom has no setHTML,
// so its windows use DOMPurify, loaded by sanitizerReady; the native path is a stub here, for the choice and
// the post-processing only. Its cleaning is the browser's: e2e/sanitizer-paths.e2e.ts runs the XSS corpus
// through the real one in Chromium (never judge sanitizing under a stub, happy-dom or jsdom).
import { describe, expect, it, vi } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import DOMPurify from 'dompurify';
import { DOMPURIFY_CONFIG, INSERTED_ATTR, isSanitizerReady, SANITIZER_META, sanitizeToFragment, sanitizerReady } from './sanitize';
import { NATIVE_CONFIG, NATIVE_KEPT_ELEMENTS, unwrapUnlisted, type NativeSanitizerConfig } from './sanitize-native';

const SVG_NS = 'http://www.w3.org/2000/svg';

function freshWindow(head = ''): { dom: JSDOM; win: Window & typeof globalThis; doc: Document } {
  const dom = new JSDOM(`<!doctype html><html><head>${head}</head><body></body></html>`, { url: 'https://shop.test/', virtualConsole: new VirtualConsole() });
  return { dom, win: dom.window as unknown as Window & typeof globalThis, doc: dom.window.document };
}

/** A stand-in for the browser's Sanitizer API: records what it is given, parses with DOMParser (cleans nothing). */
function stubNative(win: Window & typeof globalThis, { rejectConfig = false } = {}) {
  const configs: NativeSanitizerConfig[] = [];
  const parsed: { html: string; sanitizer: unknown }[] = [];
  class Sanitizer {
    constructor(config: NativeSanitizerConfig) {
      if (rejectConfig) throw new TypeError('unknown config');
      configs.push(config);
    }
  }
  const w = win as unknown as Record<string, unknown> & { Document: Record<string, unknown>; Element: { prototype: Record<string, unknown> } };
  w.Sanitizer = Sanitizer;
  w.Document.parseHTML = (html: string, options: { sanitizer: unknown }) => {
    parsed.push({ html, sanitizer: options.sanitizer });
    return new win.DOMParser().parseFromString(html, 'text/html');
  };
  w.Element.prototype.setHTML = () => {};
  return { configs, parsed, Sanitizer };
}

const serialize = (fragment: DocumentFragment, doc: Document) => {
  const host = doc.createElement('div');
  host.append(fragment);
  return host.innerHTML;
};

describe('choosing the sanitizer', () => {
  it('without the native API: nothing until sanitizerReady (an empty fragment and a console error, never the raw HTML), then DOMPurify', async () => {
    const { dom, win, doc } = freshWindow();
    try {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(isSanitizerReady(win)).toBe(false);
      expect(sanitizeToFragment('<p>early</p>', { document: doc, caller: 'hotspots' }).childNodes).toHaveLength(0);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:hotspots\] server HTML arrived before the sanitizer was ready/));
      await sanitizerReady(win);
      expect(isSanitizerReady(win)).toBe(true);
      expect(serialize(sanitizeToFragment('<p onclick="x()">late</p><script>x()</script>', { document: doc }), doc)).toBe(`<p ${INSERTED_ATTR}="">late</p>`);
    } finally {
      dom.window.close();
    }
  });

  it('with the native API: chosen at once (sanitizerReady has nothing to load), parseHTML gets our Sanitizer and the HTML without handlers', async () => {
    const { dom, win, doc } = freshWindow();
    try {
      const native = stubNative(win);
      expect(isSanitizerReady(win)).toBe(true);
      await expect(sanitizerReady(win)).resolves.toBeUndefined();
      const fragment = sanitizeToFragment('<p class="a" onclick="x()">hi</p>', { document: doc });
      expect(serialize(fragment, doc)).toBe(`<p class="a" ${INSERTED_ATTR}="">hi</p>`);
      expect(native.configs).toEqual([NATIVE_CONFIG]);
      expect(native.parsed).toHaveLength(1);
      expect(native.parsed[0]!.html).toMatch(/^<p class="a"\s*>hi<\/p>$/);
      expect(native.parsed[0]!.sanitizer).toBeInstanceOf(native.Sanitizer);
      // One Sanitizer per window, reused.
      sanitizeToFragment('<p>again</p>', { document: doc });
      expect(native.configs).toHaveLength(1);
    } finally {
      dom.window.close();
    }
  });

  it('<meta name="storefront-sanitizer" content="dompurify"> forces DOMPurify where the native API exists', async () => {
    const { dom, win, doc } = freshWindow(`<meta name="${SANITIZER_META}" content="DOMPurify ">`);
    try {
      const native = stubNative(win);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(isSanitizerReady(win)).toBe(false);
      await sanitizerReady(win);
      expect(serialize(sanitizeToFragment('<p>x</p>', { document: doc }), doc)).toBe(`<p ${INSERTED_ATTR}="">x</p>`);
      expect(native.parsed).toEqual([]);
      expect(native.configs).toEqual([]);
    } finally {
      dom.window.close();
    }
  });

  it('a Sanitizer that rejects our configuration (another version of the API) falls back to DOMPurify', async () => {
    const { dom, win, doc } = freshWindow();
    try {
      const native = stubNative(win, { rejectConfig: true });
      expect(isSanitizerReady(win)).toBe(false);
      await sanitizerReady(win);
      expect(serialize(sanitizeToFragment('<b>x</b>', { document: doc }), doc)).toBe(`<b ${INSERTED_ATTR}="">x</b>`);
      expect(native.parsed).toEqual([]);
    } finally {
      dom.window.close();
    }
  });
});

describe('the finishing pass, on the native path (stubbed: it parses, it does not clean)', () => {
  it('drops island markers, sets rel on new-tab links, drops target elsewhere, marks every element, adopts into the target document', () => {
    const { dom, win, doc } = freshWindow();
    try {
      stubNative(win);
      const fragment = sanitizeToFragment(
        `<div class="t" data-island="modal" data-partial-regions="#x" data-product-id="7" data-storefront-inserted="x">` +
          `<a href="/p.html" target="_blank" rel="opener">p</a><span target="_top">s</span><a href="/q" target="_self">q</a></div>text<i data-pagetype="main">i</i>`,
        { document: doc },
      );
      expect(fragment.ownerDocument).toBe(doc);
      expect(fragment.firstChild?.ownerDocument).toBe(doc);
      expect(serialize(fragment, doc)).toBe(
        `<div class="t" data-product-id="7" ${INSERTED_ATTR}=""><a href="/p.html" target="_blank" rel="noopener noreferrer" ${INSERTED_ATTR}="">p</a><span ${INSERTED_ATTR}="">s</span>` +
          `<a href="/q" target="_self" ${INSERTED_ATTR}="">q</a></div>text<i ${INSERTED_ATTR}="">i</i>`,
      );
    } finally {
      dom.window.close();
    }
  });

  it("applies DOMPurify's value checks the browser's baseline does not make: URL schemes, data: URLs, clobbering ids, raw-text breakouts", () => {
    const { dom, win, doc } = freshWindow();
    try {
      stubNative(win);
      const out = serialize(
        sanitizeToFragment(
          '<a href="data:text/html,x">d</a><a href="vbscript:x">v</a><a href="mailto:a@b.c">m</a><a href=" tel:1">t</a>' +
            '<img src="data:image/png;base64,AA" alt="ok"><form action="feed:x"><input name="submit" value="a:b"></form>' +
            '<p id="cookie" title="x:y">c</p><p id="tile-1" class="a:b">d</p><abbr title="--&gt;">e</abbr><span data-x="javascript:1" aria-label="a:b">f</span>',
          { document: doc },
        ),
        doc,
      );
      expect(out).toBe(
        `<a ${INSERTED_ATTR}="">d</a><a ${INSERTED_ATTR}="">v</a><a href="mailto:a@b.c" ${INSERTED_ATTR}="">m</a><a href=" tel:1" ${INSERTED_ATTR}="">t</a>` +
          `<img src="data:image/png;base64,AA" alt="ok" ${INSERTED_ATTR}=""><form ${INSERTED_ATTR}=""><input value="a:b" ${INSERTED_ATTR}=""></form>` +
          `<p title="x:y" ${INSERTED_ATTR}="">c</p><p id="tile-1" class="a:b" ${INSERTED_ATTR}="">d</p><abbr ${INSERTED_ATTR}="">e</abbr>` +
          `<span data-x="javascript:1" aria-label="a:b" ${INSERTED_ATTR}="">f</span>`,
      );
    } finally {
      dom.window.close();
    }
  });

  it("a form whose controls shadow its DOM properties (name=\"attributes\", \"removeAttributeNode\") is still finished, never a throw", () => {
    const { dom, win, doc } = freshWindow();
    try {
      stubNative(win);
      const out = serialize(
        sanitizeToFragment('<form data-island="x" target="_top"><input name="attributes"><input name="removeAttributeNode"><input id="getAttribute"><input name="q"></form>', {
          document: doc,
        }),
        doc,
      );
      expect(out).toBe(`<form ${INSERTED_ATTR}=""><input ${INSERTED_ATTR}=""><input ${INSERTED_ATTR}=""><input ${INSERTED_ATTR}=""><input name="q" ${INSERTED_ATTR}=""></form>`);
    } finally {
      dom.window.close();
    }
  });

  it('a <frameset> (no body) gives an empty fragment and a console error naming the caller', () => {
    const { dom, win, doc } = freshWindow();
    try {
      stubNative(win);
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(sanitizeToFragment('<frameset><frame src="x"></frameset>', { document: doc, caller: 'bulk (snippet, body)' }).childNodes).toHaveLength(0);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:bulk \(snippet, body\)\] server HTML has no body to insert/));
    } finally {
      dom.window.close();
    }
  });

  it('the leak check still stands behind the browser: anything script-capable left drops the whole content', () => {
    const { dom, win, doc } = freshWindow();
    try {
      stubNative(win); // cleans nothing, so the <script> reaches the check
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(sanitizeToFragment('<p>ok</p><script>x()</script>', { document: doc, caller: 'hotspots' }).childNodes).toHaveLength(0);
      expect(error).toHaveBeenCalledWith('[storefront:hotspots] the sanitizer left <script> in server HTML (unsupported DOM?); the content is dropped');
    } finally {
      dom.window.close();
    }
  });
});

describe('the native configuration is a subset of the DOMPurify one', () => {
  /** What our DOMPurify configuration allows, read from its own hooks. */
  function dompurifyAllows(): { tags: Set<string>; attrs: Set<string> } {
    const purifier = DOMPurify(window);
    let tags: Record<string, boolean> = {};
    let attrs: Record<string, boolean> = {};
    purifier.addHook('uponSanitizeElement', (_node, data) => {
      tags = data.allowedTags;
    });
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      attrs = data.allowedAttributes;
    });
    purifier.sanitize('<p class="x">x</p>', { ...DOMPURIFY_CONFIG, RETURN_DOM_FRAGMENT: false });
    const forbidden = new Set<string>(DOMPURIFY_CONFIG.FORBID_TAGS);
    return {
      tags: new Set(Object.keys(tags).filter((t) => tags[t] && !forbidden.has(t))),
      attrs: new Set(Object.keys(attrs).filter((a) => attrs[a])),
    };
  }

  const elements = NATIVE_KEPT_ELEMENTS;
  const attributes = NATIVE_CONFIG.attributes.map((a) => (typeof a === 'string' ? { name: a, namespace: null } : a));

  it('every element it allows, DOMPurify allows (its lists are lower case)', () => {
    const { tags } = dompurifyAllows();
    expect(elements.filter((e) => !tags.has(e.name.toLowerCase()) && !tags.has(e.name)).map((e) => e.name)).toEqual([]);
    expect(elements.every((e) => e.namespace === 'http://www.w3.org/1999/xhtml' || e.namespace === SVG_NS)).toBe(true);
  });

  it('every attribute it allows, DOMPurify allows (ARIA by its pattern; xlink:href by name)', () => {
    const { attrs } = dompurifyAllows();
    const notAllowed = attributes
      .map((a) => (a.namespace === 'http://www.w3.org/1999/xlink' ? `xlink:${a.name}` : a.name.toLowerCase()))
      .filter((n) => !attrs.has(n) && !/^aria-[-\w]+$/.test(n));
    expect(notAllowed).toEqual([]);
  });

  it('allows none of what we forbid, no MathML, no handlers, srcdoc or formaction, no duplicates; comments off, data-* on', () => {
    const names = elements.map((e) => e.name.toLowerCase());
    for (const never of ['script', 'style', 'base', 'meta', 'link', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'math', 'use', 'foreignobject', 'animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor', 'feimage']) {
      expect(names, never).not.toContain(never);
    }
    const attrNames = attributes.map((a) => a.name.toLowerCase());
    expect(attrNames.filter((n) => n.startsWith('on') || n === 'srcdoc' || n === 'formaction' || n === 'is' || n.startsWith('data-'))).toEqual([]);
    expect(new Set(elements.map((e) => `${e.namespace} ${e.name}`)).size).toBe(elements.length);
    expect(new Set(attributes.map((a) => `${a.namespace} ${a.name}`)).size).toBe(attributes.length);
    expect(NATIVE_CONFIG.comments).toBe(false);
    expect(NATIVE_CONFIG.dataAttributes).toBe(true);
    // What the browser removes with its content is never on the kept list.
    const kept = new Set(elements.map((e) => `${e.namespace} ${e.name}`));
    expect(NATIVE_CONFIG.removeElements.filter((e) => kept.has(`${e.namespace} ${e.name}`))).toEqual([]);
  });

  it('unwraps what the kept list lacks, keeping its content (an unknown or custom element, marquee, SVG animation)', () => {
    const doc = new DOMParser().parseFromString(
      '<div><isindex><x-badge>Nowość</x-badge></isindex><marquee>Promocja <b>-20%</b></marquee><svg><animate>a</animate><rect></rect></svg></div>',
      'text/html',
    );
    unwrapUnlisted(doc.body);
    expect(doc.body.innerHTML).toBe('<div>NowośćPromocja <b>-20%</b><svg>a<rect></rect></svg></div>');
  });
});
