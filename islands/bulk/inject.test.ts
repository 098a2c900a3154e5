// @vitest-environment jsdom
// jsdom, not happy-dom: snippets and widgets go through DOMPurify (core/dom/sanitize), whose tests
// need a browser-like parser. runScript is replaced by a recorder: what runs, where, for whom.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XSS_CORPUS, XSS_CORPUS_HTML, findDangerous } from '../../fixtures/xss-corpus';

const runs: Array<{ source: unknown; caller: string; parent?: Node; before?: Node | null }> = [];
vi.mock('../../core/dom/run-script', () => ({
  runScript: vi.fn(async (source: unknown, opts: { caller: string; parent?: Node; before?: Node | null }) => {
    runs.push({ source, caller: opts.caller, parent: opts.parent, before: opts.before });
    return 'ran';
  }),
}));

const { injectSnippets, injectWidgets, topLevelScripts } = await import('./inject');
// jsdom has no setHTML: DOMPurify, loaded once here (the island awaits it before its first snippet).
await (await import('../../core/dom/sanitize')).sanitizerReady();

beforeEach(() => {
  runs.length = 0;
  document.head.innerHTML = '<title>t</title>';
  document.body.innerHTML = '<div id="container">page</div>';
});

describe('topLevelScripts', () => {
  it('finds the snippet’s own scripts, in order, from their text only: a src is dropped (the platform’s rule)', () => {
    expect(
      topLevelScripts('<p>x</p><script>a()</script><script src="/b.js"></script><script src="/d.js">d()</script><script type="module" src="/c.js"></script>'),
    ).toEqual(['a()', 'd()']);
  });

  it('keeps src with keepSrc (the spec’s form): inline code, src, module; never a data: src', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      topLevelScripts(
        '<p>x</p><script>a()</script><script src="/b.js"></script><script type="module" src="/c.js"></script><script src="data:,x()"></script>',
        document,
        true,
      ),
    ).toEqual(['a()', { src: '/b.js', type: 'script' }, { src: '/c.js', type: 'module' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[storefront:bulk] script src "data:,x()" is not an http(s) address'));
  });

  it('ignores nested scripts, data blocks and empty scripts', () => {
    expect(
      topLevelScripts(
        '<div><script>nested()</script></div><svg><script>svg()</script></svg><script type="application/json">{}</script><script> </script>',
      ),
    ).toEqual([]);
  });

  it('does not see a script inside noscript text (scripting-off parse finds none there)', () => {
    expect(topLevelScripts('<noscript><p title="</noscript><script>x()</script>"></p></noscript>')).toEqual([]);
  });
});

describe('injectSnippets', () => {
  it('puts head snippets in head, body_top at the top of body in order, the rest at the end', async () => {
    await injectSnippets([
      { region: 'body_top', content: '<p class="s" id="t1">top 1</p>' },
      { region: 'body', content: '<p class="s" id="b1">bottom</p>' },
      { region: 'head', content: '<span id="h1">h</span>' },
      { region: 'body_top', content: '<p class="s" id="t2">top 2</p>' },
    ]);
    expect([...document.body.children].map((e) => e.id)).toEqual(['t1', 't2', 'container', 'b1']);
    expect(document.head.querySelector('#h1')).not.toBeNull();
  });

  it('with landmarks (the island’s texts), body snippets and widgets go into named regions that lay out as if absent', async () => {
    const landmarks = { top: 'Komunikaty sklepu', bottom: 'Informacje sklepu', widgets: 'Dodatki sklepu' };
    await injectSnippets(
      [
        { region: 'body_top', content: '<p id="t1">top 1</p>' },
        { region: 'body', content: '<p id="b1">bottom</p><script>b()</script>' },
        { region: 'head', content: '<span id="h1">h</span>' },
        { region: 'body_top', content: '<p id="t2">top 2</p>' },
      ],
      document,
      undefined,
      { landmarks },
    );
    await injectWidgets([{ name: 'newsletter', content: '<div id="w1">w</div>' }], document, undefined, { landmarks });
    const boxes = [...document.body.children];
    expect(boxes.map((e) => e.id || e.getAttribute('aria-label'))).toEqual(['Komunikaty sklepu', 'container', 'Informacje sklepu', 'Dodatki sklepu']);
    for (const box of boxes.filter((b) => b.id !== 'container')) {
      expect(box.getAttribute('role')).toBe('region');
      expect((box as HTMLElement).style.display).toBe('contents');
    }
    expect([...boxes[0]!.children].map((e) => e.id)).toEqual(['t1', 't2']);
    expect(boxes[2]!.querySelector('#b1')).not.toBeNull();
    expect(boxes[3]!.querySelector('#w1')).not.toBeNull();
    // The snippet's script runs in its landmark, after its content.
    expect(runs.find((r) => r.source === 'b()')?.parent).toBe(boxes[2]);
    expect(document.head.querySelector('#h1')).not.toBeNull();
  });

  describe('body_top after the first paint keeps the page where the shopper sees it', () => {
    // jsdom has no layout: each <p> at the top of body is 24 px tall, #container sits below them.
    const layout = () => {
      vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
        return [{}] as unknown as DOMRectList;
      });
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const above = [...document.body.children].indexOf(this);
        return { top: 24 * above - window.scrollY } as DOMRect;
      });
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((opts: ScrollToOptions) => {
        Object.defineProperty(window, 'scrollY', { value: opts.top, configurable: true });
      }) as typeof window.scrollTo);
      return scrollTo;
    };
    beforeEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));
    afterEach(() => vi.restoreAllMocks());

    it('scrolls by the height put above the page, instantly, once the page has painted and been scrolled', async () => {
      const scrollTo = layout();
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'first-paint' } as PerformanceEntry]);
      await injectSnippets([
        { region: 'body_top', content: '<p id="t1">top 1</p>' },
        { region: 'body_top', content: '<p id="t2">top 2</p>' },
      ]);
      expect(scrollTo.mock.calls).toEqual([[{ top: 324, behavior: 'instant' }], [{ top: 348, behavior: 'instant' }]]);
      expect(document.getElementById('container')!.getBoundingClientRect().top).toBe(-300);
    });

    it('leaves a page at its top where it is: the snippets are seen, the page does not start scrolled', async () => {
      const scrollTo = layout();
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'first-paint' } as PerformanceEntry]);
      await injectSnippets([
        { region: 'body_top', content: '<p id="t1">top 1</p>' },
        { region: 'body_top', content: '<p id="t2">top 2</p>' },
      ]);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(window.scrollY).toBe(0);
      expect(document.getElementById('t1')!.getBoundingClientRect().top).toBe(0);
      expect(document.getElementById('container')!.getBoundingClientRect().top).toBe(48);
    });

    it('does not scroll before the first paint, nor for the other regions', async () => {
      const scrollTo = layout();
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
      await injectSnippets([{ region: 'body_top', content: '<p>top</p>' }]);
      vi.mocked(performance.getEntriesByType).mockReturnValue([{ name: 'first-paint' } as PerformanceEntry]);
      await injectSnippets([{ region: 'body', content: '<p>end</p>' }, { region: 'head', content: '<meta name="x">' }]);
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  it('runs each snippet’s scripts through runScript, in its region, after its content', async () => {
    await injectSnippets([
      { region: 'head', content: '<script>head()</script>' },
      { region: 'body_top', content: '<p id="t">t</p><script>top()</script>' },
      { region: 'body', content: '<p>b</p><script src="/b.js">b()</script>' },
    ]);
    expect(runs.map((r) => r.source)).toEqual(['head()', 'top()', 'b()']);
    expect(runs[0]!.parent).toBe(document.head);
    expect(runs[1]!.parent).toBe(document.body);
    expect(runs[1]!.before).toBe(document.getElementById('container'));
    expect(runs[2]!.before).toBeNull();
    expect(runs.every((r) => r.caller.startsWith('bulk (snippet'))).toBe(true);
    // The markup itself carries no script: only runScript's elements would.
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('inserts no dangerous markup from the XSS corpus, and runs none of it when nested', async () => {
    await injectSnippets([{ region: 'body', content: `<div class="corpus">${XSS_CORPUS_HTML}</div>` }]);
    expect(findDangerous(document, { owner: true })).toEqual([]);
    expect(runs).toEqual([]);
  });
  it('gives the browser a turn between snippets, and stops once the island has gone (aborted)', async () => {
    const stop = new AbortController();
    const done = injectSnippets(
      [
        { region: 'body', content: '<p class="one">1</p>' },
        { region: 'body', content: '<p class="two">2</p>' },
      ],
      document,
      stop.signal,
    );
    // The first snippet is in at once; the second waits for the next task.
    expect(document.querySelector('.one')).not.toBeNull();
    expect(document.querySelector('.two')).toBeNull();
    stop.abort();
    await done;
    expect(document.querySelector('.two')).toBeNull();
  });
});

describe('injectWidgets', () => {
  it('runs the item named script, appends the others sanitized to body, then runs their scripts (any depth, src kept)', async () => {
    await injectWidgets([
      { name: 'newsletter', content: '<div id="w1" onclick="x()">Zapisz się</div>' },
      { name: 'script', content: 'widget()' },
      { name: 'promo', content: '<div id="w2"><script>promo()</script>Promo</div><script src="/gfx/promo.js"></script>' },
    ]);
    expect(runs.map((r) => [r.source, r.caller])).toEqual([
      ['widget()', 'bulk (widget "script")'],
      ['promo()', 'bulk (widget "promo")'],
      [{ src: '/gfx/promo.js', type: 'script' }, 'bulk (widget "promo")'],
    ]);
    expect(runs[2]!.parent).toBe(document.body);
    expect([...document.body.children].map((e) => e.id)).toEqual(['container', 'w1', 'w2']);
    expect(document.getElementById('w1')!.hasAttribute('onclick')).toBe(false);
    expect(document.getElementById('w2')!.textContent).toBe('Promo');
  });

  it('from the XSS corpus in a widget, inserts nothing dangerous and runs only its HTML <script> elements (the platform runs a widget’s scripts), no SVG script, no data: src', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await injectWidgets([{ name: 'xss', content: XSS_CORPUS_HTML }]);
    expect(findDangerous(document, { owner: true })).toEqual([]);
    const ids = runs.flatMap((r) => [...JSON.stringify(r.source).matchAll(/__xssHit\((\d+)\)/g)].map((m) => Number(m[1])));
    // Payloads with an HTML <script> element (at any depth; SVG's excluded): the only ones that may run.
    const scriptTags = new Set(XSS_CORPUS.filter((p) => /<script/i.test(p.html) && p.category !== 'svg').map((p) => p.id));
    expect(ids.filter((id) => !scriptTags.has(id))).toEqual([]);
    expect(runs.some((r) => JSON.stringify(r.source).includes('data:'))).toBe(false);
    vi.restoreAllMocks();
  });
});

describe('HTML DOMPurify cannot clean', () => {
  it('a <frameset> snippet or widget is left out with a [storefront:bulk …] error; the ones after it still go in and run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await injectSnippets([
      { region: 'body', content: '<frameset><frame src="/x.html"></frameset>' },
      { region: 'body', content: '<p id="s2">after</p><script>after()</script>' },
    ]);
    await injectWidgets([
      { name: 'w1', content: '<frameset></frameset>' },
      { name: 'w2', content: '<p id="w2">w2</p>' },
      { name: 'script', content: 'widgetScript()' },
    ]);
    expect(document.getElementById('s2')?.textContent).toBe('after');
    expect(document.getElementById('w2')?.textContent).toBe('w2');
    expect(runs.map((r) => r.source)).toEqual(['after()', 'widgetScript()']);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:bulk \(snippet, body\)\] /));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:bulk \(widget "w1"\)\] /));
    expect(document.querySelector('frameset, frame')).toBeNull();
  });
});
