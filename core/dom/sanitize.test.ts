// @vitest-environment jsdom
// Sanitizer tests run in jsdom (never happy-dom, whose parser differs from browsers'). Payloads are
// inserted into a second jsdom document with scripts enabled, so anything that survives cleaning
// would really run and call the spy; the control test proves this harness does catch executions.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import { XSS_CORPUS, XSS_CORPUS_HTML, XSS_HIT, findDangerous, poke } from '../../fixtures/xss-corpus';
import { appendSanitized, hasMeaningfulContent, INSERTED_ATTR, isMarkerAttr, replaceWithSanitized, sanitizeToFragment, sanitizerReady } from './sanitize';

interface Live {
  dom: JSDOM;
  doc: Document;
  hit: ReturnType<typeof vi.fn>;
}

// jsdom has no setHTML: every window here sanitizes with DOMPurify, loaded by sanitizerReady (sanitize.paths.test.ts
// covers the choice between the two paths).
async function liveDocument(extra: (win: Window) => void = () => {}): Promise<Live> {
  // jsdom reports "not implemented" navigation (javascript: links) to its console: keep it quiet.
  const virtualConsole = new VirtualConsole();
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://shop.test/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    virtualConsole,
  });
  const hit = vi.fn();
  (dom.window as unknown as Record<string, unknown>)[XSS_HIT] = hit;
  extra(dom.window as unknown as Window);
  await sanitizerReady(dom.window as unknown as Window);
  return { dom, doc: dom.window.document, hit };
}

let live: Live;
beforeAll(() => sanitizerReady());
beforeEach(async () => {
  live = await liveDocument();
});
afterEach(() => {
  live.dom.window.close();
});

describe('sanitizeToFragment with the XSS corpus', () => {
  it('has at least 50 payloads covering every category', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    const categories = new Set(XSS_CORPUS.map((p) => p.category));
    for (const c of ['script', 'handler', 'js-url', 'svg', 'srcdoc', 'mxss']) expect(categories).toContain(c);
    expect(new Set(XSS_CORPUS.map((p) => p.id)).size).toBe(XSS_CORPUS.length);
  });

  it('control: the same payloads inserted raw do execute in this harness', () => {
    const { doc, hit } = live;
    const container = doc.createElement('div');
    doc.body.append(container);
    // createContextualFragment keeps scripts runnable, as a careless innerHTML + script copy would.
    // The owner payloads leak by loading, not by running; raw frames in them also upset jsdom's window.close.
    container.append(doc.createRange().createContextualFragment(XSS_CORPUS.filter((p) => p.category !== 'owner').map((p) => p.html).join('\n')));
    poke(container);
    const executed = new Set(hit.mock.calls.map((c) => c[0] as number));
    // Inline handlers (HTML and SVG) run in jsdom; the harness would notice a leak.
    expect(executed.size).toBeGreaterThanOrEqual(15);
    const categories = new Set(XSS_CORPUS.filter((p) => executed.has(p.id)).map((p) => p.category));
    for (const c of ['handler', 'svg', 'mxss', 'other']) expect(categories).toContain(c);
  });

  it.each(XSS_CORPUS.map((p) => [p.id, p.category, p.html] as const))(
    'payload %i (%s) never executes and leaves nothing dangerous',
    (id, _category, html) => {
      const { doc, hit } = live;
      const container = doc.createElement('div');
      doc.body.append(container);
      container.append(sanitizeToFragment(html, { document: doc }));
      poke(container);
      expect(hit).not.toHaveBeenCalled();
      expect(findDangerous(container)).toEqual([]);
      // Serialising the clean result and parsing it again stays clean (no mutation on re-parse).
      const reparsed = doc.createElement('div');
      reparsed.append(sanitizeToFragment(container.innerHTML, { document: doc }));
      expect(findDangerous(reparsed)).toEqual([]);
      expect(id).toBeGreaterThan(0);
    },
  );

  it('the whole corpus in one zone executes nothing', () => {
    const { doc, hit } = live;
    const zone = doc.createElement('section');
    doc.body.append(zone);
    replaceWithSanitized(zone, XSS_CORPUS_HTML);
    poke(zone);
    expect(hit).not.toHaveBeenCalled();
    expect(findDangerous(zone)).toEqual([]);
    expect(zone.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('sanitizeToFragment keeps shop markup', () => {
  const TILE = `
    <div class="product hotspot__product swiper-slide" data-product-id="12">
      <a class="product__icon" href="/product-pl-12-mug.html" aria-label="Mug">
        <picture><source media="(min-width: 420px)" srcset="/img/12-big.webp"><img src="/img/12.jpg" data-src="/img/12-big.jpg" data-src-small="/img/12-small.jpg" loading="lazy" alt="Mug" width="200" height="200"></picture>
      </a>
      <a class="product__name" href="/product-pl-12-mug.html">Mug <b>blue</b></a>
      <div class="product__prices"><strong class="price --normal --main">19,99 zł</strong><del class="price --max">29,99 zł</del></div>
      <svg class="icon" viewBox="0 0 10 10" aria-hidden="true"><path d="M0 0h10v10z"/></svg>
      <a href="https://partner.example/" target="_blank">Partner</a>
    </div>`;

  it('keeps classes, links, images with lazy attributes, picture sources, SVG icons and text', () => {
    const fragment = sanitizeToFragment(TILE, { document: live.doc });
    const host = live.doc.createElement('div');
    host.append(fragment);
    const img = host.querySelector('img');
    expect(img?.getAttribute('data-src')).toBe('/img/12-big.jpg');
    expect(img?.getAttribute('data-src-small')).toBe('/img/12-small.jpg');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('Mug');
    expect(host.querySelector('source')?.getAttribute('srcset')).toBe('/img/12-big.webp');
    expect(host.querySelector('.product__name')?.getAttribute('href')).toBe('/product-pl-12-mug.html');
    expect(host.querySelector('.product__name')?.textContent).toBe('Mug blue');
    expect(host.querySelector('.product')?.getAttribute('data-product-id')).toBe('12');
    expect(host.querySelector('.price.--main')?.textContent).toBe('19,99 zł');
    expect(host.querySelector('svg path')?.getAttribute('d')).toBe('M0 0h10v10z');
    expect(host.querySelector('.product__icon')?.getAttribute('aria-label')).toBe('Mug');
  });

  it('gives new-tab links rel="noopener noreferrer"', () => {
    const host = live.doc.createElement('div');
    host.append(sanitizeToFragment(TILE, { document: live.doc }));
    const partner = host.querySelector('a[target="_blank"]');
    expect(partner?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('returns nodes owned by the target document', () => {
    const fragment = sanitizeToFragment('<p>x</p>', { document: live.doc });
    expect(fragment.ownerDocument).toBe(live.doc);
    expect(fragment.firstChild?.ownerDocument).toBe(live.doc);
  });

  it('uses the page document by default', () => {
    const fragment = sanitizeToFragment('<p class="a">hello</p>');
    expect(fragment.ownerDocument).toBe(document);
    expect(fragment.querySelector('p.a')?.textContent).toBe('hello');
  });

  it('gives an empty fragment for anything but a non-empty string', () => {
    for (const input of [undefined, null, 12, {}, ['<p>x</p>'], '']) {
      expect(sanitizeToFragment(input, { document: live.doc }).childNodes).toHaveLength(0);
    }
  });

  it('replaceWithSanitized reports whether anything is left', () => {
    const zone = live.doc.createElement('section');
    zone.textContent = 'old';
    expect(replaceWithSanitized(zone, '  \n ')).toBe(false);
    expect(zone.textContent).toBe('  \n ');
    expect(replaceWithSanitized(zone, '<script>x()</script>')).toBe(false);
    expect(replaceWithSanitized(zone, '<p>new</p>')).toBe(true);
    expect(zone.innerHTML).toBe('<p data-storefront-inserted="">new</p>');
  });

  it('appendSanitized appends after existing children', () => {
    const box = live.doc.createElement('div');
    box.innerHTML = '<i>a</i>';
    appendSanitized(box, '<b onclick="x()">b</b>');
    expect(box.innerHTML).toBe('<i>a</i><b data-storefront-inserted="">b</b>');
  });

  it('hasMeaningfulContent ignores whitespace and comments', () => {
    const frag = live.doc.createDocumentFragment();
    frag.append(live.doc.createTextNode('  '), live.doc.createComment('c'));
    expect(hasMeaningfulContent(frag)).toBe(false);
    frag.append(live.doc.createTextNode('x'));
    expect(hasMeaningfulContent(frag)).toBe(true);
  });
});

describe('Trusted Types', () => {
  it("parses through the page's one 'storefront' policy, never a second 'dompurify' one", async () => {
    const createPolicy = vi.fn((_name: string, rules: Record<string, (s: string) => string>) => ({
      createHTML: vi.fn((s: string) => rules.createHTML!(s)),
      createScript: (s: string) => rules.createScript!(s),
      createScriptURL: (s: string) => rules.createScriptURL!(s),
    }));
    const tt = await liveDocument((win) => {
      (win as unknown as { trustedTypes: unknown }).trustedTypes = { createPolicy };
    });
    try {
      const fragment = sanitizeToFragment('<p onclick="x()">hi</p><script>x()</script>', { document: tt.doc });
      const host = tt.doc.createElement('div');
      host.append(fragment);
      expect(host.innerHTML).toBe('<p data-storefront-inserted="">hi</p>');
      expect(createPolicy.mock.calls.map((c) => c[0])).toEqual(['storefront']);
      const policy = createPolicy.mock.results[0]?.value as { createHTML: ReturnType<typeof vi.fn> };
      expect(policy.createHTML).toHaveBeenCalled();
      // A second call reuses the same policy.
      sanitizeToFragment('<p>again</p>', { document: tt.doc });
      expect(createPolicy).toHaveBeenCalledTimes(1);
    } finally {
      tt.dom.window.close();
    }
  });
});

describe('server HTML never configures islands', () => {
  // Gadget payloads: markers and options an island would act on.
  const GADGETS = `
    <div class="hotspot__product" data-product-id="7" data-partial-regions="#x">
      <a data-partial href="/ajax/hotspots.php?action=get-hotspots-html">Więcej</a>
      <form data-partial action="/search.php"><input name="q"></form>
      <div id="x"><script class="ajaxLoad">window.__xss(1)</script></div>
    </div>
    <div data-island="passkey-sign-in" data-accounts-url="https://other.example/">a</div>
    <div class="view_switch" data-island="view-switch" data-view-switch-cookie="shop_session">b</div>
    <select data-dropdown><option>1</option></select>
    <input type="file" data-max_filesize="1">
    <form data-validation-url="/x"><input class="--validate" data-validation-url="/y"></form>
    <div class="hotspot__wrapper" data-pagetype="main" data-Island-Host="hotspots" data-storefront-modal="mounted" data-island-root="">c</div>
    <span data-partial-render="none" data-partialx="1">d</span>`;

  it('strips data-island…, data-partial…, data-storefront-… and the registry markers; keeps other data-*', () => {
    const host = live.doc.createElement('div');
    host.append(sanitizeToFragment(GADGETS, { document: live.doc }));
    for (const el of Array.from(host.querySelectorAll('*'))) {
      const markers = Array.from(el.attributes).map((a) => a.name).filter((n) => isMarkerAttr(n) && n !== INSERTED_ATTR);
      expect(markers, el.outerHTML).toEqual([]);
    }
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('[data-product-id="7"] a')?.getAttribute('href')).toBe('/ajax/hotspots.php?action=get-hotspots-html');
    // Config that is not a marker stays (harmless once nothing mounts from it); classes and ids stay.
    expect(host.querySelector('.view_switch')?.getAttribute('data-view-switch-cookie')).toBe('shop_session');
    expect(host.querySelector('#x')).not.toBeNull();
    expect(host.querySelector('input[type=file]')).not.toBeNull();
  });

  it('marks every element it returns as inserted, so a part moved elsewhere keeps the mark', () => {
    const fragment = sanitizeToFragment('text <p>a<b>b</b></p><div>c<svg><circle r="1"></circle></svg></div><!-- c -->', { document: live.doc });
    const marked = Array.from(fragment.querySelectorAll(`[${INSERTED_ATTR}]`)).map((el) => el.localName);
    expect(marked).toEqual(['p', 'b', 'div', 'svg', 'circle']);
    const moved = fragment.querySelector('b')!;
    live.doc.body.append(moved);
    expect(moved.closest(`[${INSERTED_ATTR}]`)).toBe(moved);
    moved.remove();
  });

  it('an inserted data-storefront-inserted attribute is no help to an attacker: it is re-set, never a way in', () => {
    const fragment = sanitizeToFragment('<div data-storefront-inserted="x"><i data-storefront-inserted>y</i></div>', { document: live.doc });
    expect(fragment.firstElementChild?.getAttribute(INSERTED_ATTR)).toBe('');
    expect(fragment.querySelector('i')?.getAttribute(INSERTED_ATTR)).toBe('');
  });

  it('zone HTML loses position:fixed/sticky and every value that loads from elsewhere; other styles stay, and snippets keep theirs', () => {
    const html =
      '<a class="cover" href="https://evil.example/" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;color:red">x</a>' +
      '<div class="bg" style="background-image:url(https://evil.example/t.gif);padding:4px">b</div>' +
      '<span class="st" style="position: sticky">s</span><i class="ok" style="position:absolute;top:2px">i</i>' +
      '<b class="only" style="background:url(//evil.example/x)">o</b>';
    const zone = sanitizeToFragment(html, { document: live.doc, zone: true });
    const style = (sel: string) => zone.querySelector(sel)?.getAttribute('style') ?? null;
    expect(style('.cover')).not.toMatch(/fixed/);
    expect(style('.cover')).toMatch(/color: red/);
    expect(style('.bg')).not.toMatch(/url/);
    expect(style('.bg')).toMatch(/padding: 4px/);
    expect(style('.st')).toBeNull();
    expect(style('.ok')).toMatch(/position: ?absolute/);
    expect(style('.only') ?? '').not.toMatch(/url|evil/);
    const snippet = sanitizeToFragment(html, { document: live.doc });
    expect(snippet.querySelector('.cover')?.getAttribute('style')).toMatch(/fixed/);
  });

  it('zone HTML loses every custom property and every value substituted later (var, env, attr), whatever they hold; other styles stay', () => {
    const html =
      '<a class="v" style="--p:fixed;position:var(--p);inset:0;color:red">x</a>' +
      '<div class="u" style="--u:url(https://evil.example/t.gif);background:var(--u);padding:4px">u</div>' +
      '<div class="e" style="margin-top:env(safe-area-inset-top);font-weight:bold">e</div>' +
      '<div class="only" style="--harmless:1">o</div>';
    const zone = sanitizeToFragment(html, { document: live.doc, zone: true });
    const style = (sel: string) => zone.querySelector(sel)?.getAttribute('style') ?? null;
    expect(style('.v')).not.toMatch(/--p|var\(|fixed/);
    expect(style('.v')).toMatch(/color: red/);
    expect(style('.u')).not.toMatch(/--u|var\(|url|evil/);
    expect(style('.u')).toMatch(/padding: 4px/);
    // jsdom's CSS parser does not know env(): the raw text it keeps takes the whole attribute with it.
    expect(style('.e') ?? '').not.toMatch(/env\(/);
    expect(style('.only')).toBeNull();
    // The owner's snippets keep theirs.
    expect(sanitizeToFragment(html, { document: live.doc }).querySelector('.v')?.getAttribute('style')).toMatch(/var\(--p\)/);
  });

  it("drops an id the page already has from the inserted copy, with a warning naming it; new ids stay", () => {
    const own = live.doc.createElement('div');
    own.id = 'shipping_info';
    live.doc.body.append(own);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const fragment = sanitizeToFragment('<div id="shipping_info" data-modal><a id="fresh-id" href="#x">x</a></div>', { document: live.doc, caller: 'bulk' });
      expect(fragment.firstElementChild?.hasAttribute('id')).toBe(false);
      expect(fragment.querySelector('a')?.id).toBe('fresh-id');
      expect(String(warn.mock.calls[0]?.[0])).toContain('[storefront:bulk]');
      expect(String(warn.mock.calls[0]?.[0])).toContain('"shipping_info"');
    } finally {
      own.remove();
      warn.mockRestore();
    }
  });
});

describe('HTML DOMPurify cannot handle', () => {
  it('a <frameset> gives an empty fragment and a console error naming the caller, never a throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const html of ['<frameset><frame src="x"></frameset>', '<frameset onload="window.__xss(2)"></frameset><p>x</p>']) {
      const fragment = sanitizeToFragment(html, { document: live.doc, caller: 'hotspots' });
      expect(fragment.childNodes).toHaveLength(0);
      expect(fragment.ownerDocument).toBe(live.doc);
    }
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:hotspots\] /));
    // The helpers built on it do not throw either, and what follows still goes in.
    const zone = live.doc.createElement('section');
    expect(replaceWithSanitized(zone, '<frameset></frameset>')).toBe(false);
    appendSanitized(zone, '<p>next</p>');
    expect(zone.textContent).toBe('next');
  });

  it('a sanitizer that throws (here the page policy refuses the HTML) gives an empty fragment and a logged error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tt = await liveDocument((win) => {
      (win as unknown as { trustedTypes: unknown }).trustedTypes = {
        createPolicy: () => ({
          createHTML: () => {
            throw new TypeError('refused');
          },
          createScript: (s: string) => s,
          createScriptURL: (s: string) => s,
        }),
      };
    });
    try {
      const fragment = sanitizeToFragment('<p>x</p>', { document: tt.doc, caller: 'bulk (widget "w")' });
      expect(fragment.childNodes).toHaveLength(0);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:bulk \(widget "w"\)\] .*refused/));
    } finally {
      tt.dom.window.close();
    }
  });
});
