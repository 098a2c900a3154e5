// @vitest-environment jsdom
// The shop owner's HTML: jsdom, never happy-dom (a sanitizer's tests need a browser-like parser).
// Payloads go into a second jsdom document with scripts enabled, so anything that survives would run and
// call the spy. The browser's own CSS parser is covered in e2e/injected.e2e.ts (Chromium, both sanitizer paths).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import { EXFIL_PATH, XSS_CORPUS, XSS_CORPUS_HTML, XSS_HIT, findDangerous, poke } from '../../fixtures/xss-corpus';
import { sanitizerReady, INSERTED_ATTR } from './sanitize';
import { sanitizeOwnerHtml, splitImports } from './owner-html';

let dom: JSDOM;
let doc: Document;
let hit: ReturnType<typeof vi.fn>;

beforeAll(() => sanitizerReady());
beforeEach(async () => {
  dom = new JSDOM('<!doctype html><html><head><script nonce="n0nce">/* the page */</script></head><body></body></html>', {
    url: 'https://shop.test/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
  });
  doc = dom.window.document as unknown as Document;
  hit = vi.fn();
  (dom.window as unknown as Record<string, unknown>)[XSS_HIT] = hit;
  await sanitizerReady(dom.window as unknown as Window);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  dom.window.close();
});

const insert = (html: string, frameTitle = 'Treść osadzona przez sklep'): HTMLElement => {
  const box = doc.createElement('div');
  doc.body.append(box);
  box.append(sanitizeOwnerHtml(html, { document: doc, caller: 'bulk (snippet, body)', frameTitle }));
  return box;
};

describe('what the shop owner pastes is kept (the platform appends it as it is)', () => {
  it('a <style>: its rules, with the page’s nonce, in place; an attribute selector that loads nothing stays', () => {
    const box = insert('<div class="chat">Czat</div><style>.chat { color: rgb(1, 2, 3); } .chat[data-open="1"] { display: block; }</style><p>po</p>');
    const style = box.querySelector('style')!;
    expect([...box.children].map((e) => e.localName)).toEqual(['div', 'style', 'p']);
    expect(style.getAttribute('nonce')).toBe('n0nce');
    expect(style.hasAttribute(INSERTED_ATTR)).toBe(true);
    expect(style.textContent).toContain('color: rgb(1, 2, 3)');
    expect(style.textContent).toContain('[data-open="1"]');
  });

  it('a <link rel="stylesheet"> with an http(s) or relative href: rebuilt with only its own attributes, resolved', () => {
    const box = insert('<link rel="stylesheet" href="/gfx/chat.css" media="screen" id="x" data-island="menu" onload="x()"><link rel="StyleSheet" href="https://cdn.example/a.css" integrity="sha384-abc" crossorigin="anonymous">');
    const links = [...box.querySelectorAll('link')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://shop.test/gfx/chat.css', 'https://cdn.example/a.css']);
    expect(links[0]!.getAttribute('media')).toBe('screen');
    expect(links[1]!.getAttribute('integrity')).toBe('sha384-abc');
    expect([...links[0]!.attributes].map((a) => a.name).sort()).toEqual([INSERTED_ATTR, 'href', 'media', 'rel'].sort());
  });

  it('an <iframe> with an https src: its size, look, title and the media features; never name, srcdoc or handlers', () => {
    const box = insert(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" title="Film o produkcie" allow="autoplay; encrypted-media; camera; geolocation; picture-in-picture" allowfullscreen name="app_shop" onload="x()" class="video" loading="lazy"></iframe>',
    );
    const frame = box.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(frame.getAttribute('title')).toBe('Film o produkcie');
    expect(frame.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.getAttribute('width')).toBe('560');
    expect(frame.getAttribute('class')).toBe('video');
    for (const name of ['name', 'onload', 'srcdoc']) expect(frame.hasAttribute(name)).toBe(false);
  });

  it('an <iframe> keeps its id and class (the owner’s CSS and scripts use them); an id the page has, or one that clobbers, is dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kept = insert('<iframe id="owner-map" class="map --wide" src="https://maps.example/embed"></iframe>').querySelector('iframe')!;
    expect([kept.id, kept.className]).toEqual(['owner-map', 'map --wide']);
    doc.body.insertAdjacentHTML('beforeend', '<div id="page-own"></div>');
    expect(insert('<iframe id="page-own" src="https://maps.example/embed"></iframe>').querySelector('iframe')!.hasAttribute('id')).toBe(false);
    expect(insert('<iframe id="location" src="https://maps.example/embed"></iframe>').querySelector('iframe')!.hasAttribute('id')).toBe(false);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/repeats the page's id "page-own"[\s\S]*<iframe id="location"> loses its id/);
    doc.getElementById('page-own')?.remove();
  });

  it('a frame without a title gets the island’s text as its name (or the owner’s aria-label)', () => {
    expect(insert('<iframe src="https://maps.example/embed"></iframe>').querySelector('iframe')!.getAttribute('title')).toBe('Treść osadzona przez sklep');
    expect(insert('<iframe src="https://maps.example/embed" aria-label="Mapa dojazdu"></iframe>').querySelector('iframe')!.getAttribute('title')).toBe('Mapa dojazdu');
  });

  it('a leading @import becomes a stylesheet link before the style (a constructed sheet takes none); its media kept', () => {
    const box = insert('<style>@charset "utf-8"; @import url("/gfx/fonts.css") screen; @import \'https://cdn.example/b.css\'; .a { color: red; }</style>');
    expect([...box.children].map((e) => `${e.localName}:${e.getAttribute('href') ?? ''}:${e.getAttribute('media') ?? ''}`)).toEqual([
      'link:https://shop.test/gfx/fonts.css:screen',
      'link:https://cdn.example/b.css:',
      'style::',
    ]);
  });

  it('splitImports reads url(), quoted and bare forms, with comments between', () => {
    expect(splitImports('/* c */ @import url(a.css); @import "b.css" print;\n.x{}')).toEqual({
      imports: [
        { href: 'a.css', media: '' },
        { href: 'b.css', media: 'print' },
      ],
      rest: '\n.x{}',
    });
  });

  it('HTML with none of the three is cleaned as any server HTML (one path, no second parse)', () => {
    const box = insert('<p onclick="x()">a</p><noscript><iframe src="https://x.example/"></iframe></noscript>');
    expect(box.innerHTML).not.toContain('onclick');
    expect(box.querySelector('noscript, iframe')).toBeNull();
  });
});

describe('what stays out', () => {
  it('CSS exfiltration: a rule that reads attribute values and loads an address is dropped, in @media and nested too; the rest stays', () => {
    const box = insert(
      `<style>.ok { color: red; } input[value^="a"] { background: url(${EXFIL_PATH}1) } @media all { [name=s][value*=b] { list-style-image: url(${EXFIL_PATH}2) } .ok2 { color: blue } }</style>`,
    );
    const css = box.querySelector('style')!.textContent!;
    expect(css).toContain('.ok');
    expect(css).toContain('.ok2');
    expect(css).not.toContain(EXFIL_PATH);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("[storefront:bulk (snippet, body)] a rule of the shop's <style> is left out: it reads attribute values and loads an address"));
  });

  it('CSS exfiltration through a custom property: a rule that reads attribute values and uses a property set to a load is dropped; other var() uses stay', () => {
    const box = insert(
      `<style>:root { --leak: url(${EXFIL_PATH}3); --via: var(--leak); --ink: #333 } input[value^="a"] { background-image: var(--via) } input[type="text"] { color: var(--ink) }</style>`,
    );
    const css = box.querySelector('style')!.textContent!;
    expect(css).not.toMatch(/input\[value\^="a"\]/);
    expect(css).toContain('input[type="text"]');
  });

  it('a style with nothing safe left is not inserted at all', () => {
    expect(insert(`<style>a[href$=".pdf"] { background: url(${EXFIL_PATH}x) }</style>`).querySelector('style')).toBeNull();
  });

  it('links other than stylesheets, and stylesheets of script or data: addresses, are dropped (said in the console)', () => {
    const box = insert(
      `<link rel="preload" as="script" href="/a.js"><link rel="modulepreload" href="/b.js"><link rel="import" href="/c.html"><link rel="stylesheet preload" href="/d.css"><link rel="icon" href="/f.ico"><link rel="stylesheet" href="javascript:x()"><link rel="stylesheet" href="data:text/css,*{}"><link rel="stylesheet" type="text/xsl" href="/e.xsl">`,
    );
    expect(box.querySelector('link')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('<link rel="preload"> is left out: only rel="stylesheet" is kept'));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('stylesheet "javascript:x()" is left out'));
  });

  it('frames with srcdoc only, javascript:, data: or blob: sources are dropped; base and meta too', () => {
    const box = insert(
      '<iframe srcdoc="<script>x()</script>"></iframe><iframe src="javascript:x()"></iframe><iframe src="data:text/html,x"></iframe><iframe src="blob:https://shop.test/1"></iframe><base href="https://attacker.example/"><meta http-equiv="refresh" content="0;url=/x">',
    );
    expect(box.querySelector('iframe, base, meta')).toBeNull();
  });

  it('a placeholder the owner’s HTML names itself is never filled (the token is random per insert)', () => {
    const box = insert('<i data-sf-owner-hold="0-0"></i><style>.a{color:red}</style>');
    expect(box.querySelectorAll('style')).toHaveLength(1);
    expect(box.querySelector('[data-sf-owner-hold]')).toBeNull();
  });

  it('HTML that changes when read again (a namespace-confusion gadget) is cleaned as it came: nothing after it is lost, its stylesheets and frames are left out', () => {
    // The corpus as one blob: its math/mglyph gadget (payload 100) regroups what follows on a second read.
    const box = insert(`<style>.a { color: red; }</style><div>${XSS_CORPUS_HTML}</div><p class="after">dalej</p>`);
    expect(box.querySelector('p.after')?.textContent).toBe('dalej');
    expect(box.querySelector('style')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('changes when it is read again'));
  });

  it('style, link and frame inside SVG, template or noscript stay dropped with it', () => {
    const box = insert('<svg><style>a{}</style><iframe src="https://x.example/"></iframe></svg><template><iframe src="https://x.example/"></iframe></template>');
    expect(box.querySelector('style, iframe')).toBeNull();
    for (const t of box.querySelectorAll('template')) expect(t.content.querySelector('iframe')).toBeNull();
  });
});

describe('the XSS corpus through the owner’s path', () => {
  it.each(XSS_CORPUS.map((p) => [p.id, p.category, p.html] as const))('payload %i (%s) never executes, loads no leak, and leaves nothing dangerous', (_id, _category, html) => {
    const box = insert(html);
    poke(box);
    expect(hit).not.toHaveBeenCalled();
    expect(findDangerous(box, { owner: true })).toEqual([]);
    expect(box.innerHTML).not.toContain(EXFIL_PATH);
    expect(doc.querySelector('base, meta[http-equiv]')).toBeNull();
  });

  it('the whole corpus in one snippet executes nothing', () => {
    const box = insert(XSS_CORPUS_HTML);
    poke(box);
    expect(hit).not.toHaveBeenCalled();
    expect(findDangerous(box, { owner: true })).toEqual([]);
    expect(box.querySelector('script')).toBeNull();
  });

  it('control: findDangerous still flags an owner-looking element in any other form', () => {
    const probe = doc.createElement('div');
    probe.innerHTML = `<style>input[value^=a]{background:url(/x)}</style><link rel="preload" href="/a.js"><iframe src="https://x.example/" srcdoc="x"></iframe>`;
    expect(findDangerous(probe, { owner: true })).toEqual(['<style> element', '<link> element', '<iframe> element', '<iframe srcdoc>']);
    expect(findDangerous(insert('<style>.a{color:red}</style>'))).toEqual(['<style> element']);
  });
});
