// @vitest-environment jsdom
// Sanitizer tests run in jsdom (never happy-dom, whose parser differs from browsers'). Payloads are
// inserted into a second jsdom document with scripts enabled, so anything that survives cleaning
// would really run and call the spy; the control test proves this harness does catch executions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import { XSS_CORPUS, XSS_CORPUS_HTML, XSS_HIT, findDangerous } from '../../fixtures/xss-corpus';
import { appendSanitized, hasMeaningfulContent, replaceWithSanitized, sanitizeToFragment } from './sanitize';

interface Live {
  dom: JSDOM;
  doc: Document;
  hit: ReturnType<typeof vi.fn>;
}

function liveDocument(extra: (win: Window) => void = () => {}): Live {
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
  return { dom, doc: dom.window.document, hit };
}

const EVENTS = ['focus', 'focusin', 'click', 'mouseover', 'pointerenter', 'load', 'error', 'toggle', 'animationstart', 'begin'];

/** Fire every event a payload's handler could be waiting for, on every element. */
function poke(root: ParentNode): void {
  const win = (root as Node).ownerDocument?.defaultView ?? (root as Document).defaultView;
  if (!win) return;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const type of EVENTS) {
      try {
        el.dispatchEvent(new win.Event(type, { bubbles: false }));
      } catch {
        // A handler that throws still counts only through the spy.
      }
    }
    if (el instanceof win.HTMLElement) {
      try {
        el.click();
        el.focus();
      } catch {
        /* see above */
      }
    }
  }
}

let live: Live;
beforeEach(() => {
  live = liveDocument();
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
    container.append(doc.createRange().createContextualFragment(XSS_CORPUS_HTML));
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
    expect(zone.innerHTML).toBe('<p>new</p>');
  });

  it('appendSanitized appends after existing children', () => {
    const box = live.doc.createElement('div');
    box.innerHTML = '<i>a</i>';
    appendSanitized(box, '<b onclick="x()">b</b>');
    expect(box.innerHTML).toBe('<i>a</i><b>b</b>');
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
  it("parses through the page's one 'storefront' policy, never a second 'dompurify' one", () => {
    const createPolicy = vi.fn((_name: string, rules: Record<string, (s: string) => string>) => ({
      createHTML: vi.fn((s: string) => rules.createHTML!(s)),
      createScript: (s: string) => rules.createScript!(s),
      createScriptURL: (s: string) => rules.createScriptURL!(s),
    }));
    const tt = liveDocument((win) => {
      (win as unknown as { trustedTypes: unknown }).trustedTypes = { createPolicy };
    });
    try {
      const fragment = sanitizeToFragment('<p onclick="x()">hi</p><script>x()</script>', { document: tt.doc });
      const host = tt.doc.createElement('div');
      host.append(fragment);
      expect(host.innerHTML).toBe('<p>hi</p>');
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
