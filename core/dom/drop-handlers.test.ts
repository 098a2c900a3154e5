// The handler pass is checked against a spec-following HTML parser (parse5, not happy-dom's, which
// differs from browsers'): whatever HTML goes in, parsing its output must give the same tree as
// parsing the input and then removing every on* attribute.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFragment, serialize } from 'parse5';
import { dropInlineHandlers } from './drop-handlers';
import { XSS_CORPUS } from '../../fixtures/xss-corpus';
import { OUTSIDE_PAYLOADS } from '../../fixtures/xss-outside';

/** The tree as text: parse, drop on* attributes everywhere (template contents too), serialise. */
// parse5 (the spec's parsing algorithm, jsdom's parser) with scripting off, as in the sanitizer's
// DOMParser document, so <noscript> holds markup; it is fast enough for thousands of cases.
type P5Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: P5Node[]; content?: P5Node };
const parse = (html: string) => parseFragment(html, { scriptingEnabled: false }) as unknown as P5Node;

function walk(node: P5Node, visit: (n: P5Node) => void): void {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
  if (node.content) walk(node.content, visit);
}

/** The tree as text, without on* attributes when asked. */
function tree(html: string, removeHandlers: boolean): string {
  const root = parse(html);
  if (removeHandlers) walk(root, (n) => { if (n.attrs) n.attrs = n.attrs.filter((a) => !/^on/i.test(a.name)); });
  return serialize(root as never);
}

const handlersLeft = (html: string): string[] => {
  const found: string[] = [];
  walk(parse(html), (n) => { for (const a of n.attrs ?? []) if (/^on/i.test(a.name)) found.push(`<${n.nodeName} ${a.name}>`); });
  return found;
};

const same = (html: string) => expect(tree(dropInlineHandlers(html), true), html).toBe(tree(html, true));

describe('dropInlineHandlers', () => {
  it('removes handler attributes in every quoting and spacing, keeping the rest byte for byte', () => {
    expect(dropInlineHandlers('<img src=x onerror=alert(1)>')).toBe('<img src=x  >');
    expect(dropInlineHandlers('<a href="/p" onclick="go()" class=c>x</a>')).toBe('<a href="/p"   class=c>x</a>');
    expect(dropInlineHandlers(`<div ONMOUSEOVER='a>b' title="t">`)).toBe(`<div   title="t">`);
    expect(dropInlineHandlers('<a href="x"onclick=y>')).toBe('<a href="x" >');
    expect(dropInlineHandlers('<svg/onload=alert(1)>')).toBe('<svg/ >');
    expect(dropInlineHandlers('<img src=x onerror\n=\n"x">')).toBe('<img src=x  >');
    expect(dropInlineHandlers('<input autofocus onfocus>')).toBe('<input autofocus  >');
    // A cut never lets a value-less attribute take the next one's value, nor makes a tag self-closing.
    expect(dropInlineHandlers('<a b onclick=x =c>')).toBe('<a b onclick=x =c>');
    expect(dropInlineHandlers('<a b=1 onclick=x =c>')).toBe('<a b=1   =c>');
  });

  it('leaves text, comments and raw text alone', () => {
    const untouched = [
      'Promocja on sale: onclick="x" in text',
      '<!-- <img onerror=x> -->',
      '<!--> <b onclick=x>b</b>',
      '<script>var s = "<a onclick=1>";</script>',
      '<style>a[onclick]{color:red}</style>',
      '<textarea><b onclick=x></textarea>',
      '<title><i onclick=x></title>',
      '<p data-one="1" data-onclick="2">no handler</p>',
      '',
    ];
    for (const html of untouched) {
      if (/<b onclick=x>b<\/b>/.test(html)) continue;
      expect(dropInlineHandlers(html), html).toBe(html);
    }
    // After "<!-->" the comment is over: the next tag is a tag.
    expect(dropInlineHandlers('<!--> <b onclick=x>b</b>')).toBe('<!--> <b  >b</b>');
  });

  it('reads foreign content as the parser does: <style> in SVG holds markup, CDATA is text', () => {
    expect(dropInlineHandlers('<svg><style><img src onerror=x></style></svg>')).toBe('<svg><style><img src  ></style></svg>');
    expect(dropInlineHandlers('<svg><![CDATA[ <a onclick=x> ]]></svg>')).toBe('<svg><![CDATA[ <a onclick=x> ]]></svg>');
    expect(dropInlineHandlers('<svg><p><style><img onerror=x></style>')).toBe('<svg><p><style><img onerror=x></style>');
  });

  it('ends foreign content where an end tag closes an HTML element open around it (raw text after it stays text)', () => {
    // Counterexamples the property below found (CI, 2026-11-25): the end tag walks past the SVG or
    // MathML elements to the HTML element it names, closing them all.
    for (const h of [
      '<table><svg></table><xmp><div onclick="">', '<b><math></b><script><div onclick="">', '<ul><svg></ul><xmp><div onclick="">',
      '<template><svg></template><style><div onclick="">', '<li><math></li><title><div onclick="">',
      '<foreignObject><math></foreignObject><iframe><div onclick="">', '<mtext><math></mtext><textarea><div onclick="">',
      '<svg><foreignObject><div><svg><g></div><xmp><a onclick=1></xmp>', '<svg><foreignObject><math></svg><textarea><div onclick="">',
    ]) {
      expect(dropInlineHandlers(h), h).toBe(h);
      same(h);
    }
    // </form> takes only the form out, and an integration point's end tags follow the foreign rules:
    // the SVG or MathML stays open, so the <div> after them is real and its handler goes.
    for (const h of ['<form><math></form><textarea><div onclick="">', '<svg><form><foreignObject></form><iframe><div onclick="">']) {
      same(h);
      expect(handlersLeft(dropInlineHandlers(h)), h).toEqual([]);
    }
    // An end tag naming nothing open leaves the foreign content as it was.
    same('<div><svg></span><style><img onerror=x></style></svg></div>');
    expect(handlersLeft(dropInlineHandlers('<div><svg></span><style><img onerror=x></style></svg></div>'))).toEqual([]);
  });

  it('leaves no handler in any payload of the XSS corpus, and changes nothing else of its tree', () => {
    for (const { html } of [...XSS_CORPUS, ...OUTSIDE_PAYLOADS]) {
      expect(handlersLeft(dropInlineHandlers(html)), html).toEqual([]);
      same(html);
    }
  });

  it('payloads joined in pairs (the way a snippet carries many): only mutation-XSS gadget chains keep a handler', () => {
    // The pass follows the tokenizer and the foreign-content rules, not every insertion mode of the tree
    // builder (a <form> inside a table, an end tag closing elements opened before an <svg>). Two gadget
    // payloads in a row can lead it to read raw text where the parser reads markup: that handler stays
    // in (the sanitizer removes it; the CSP reports an attack attempt, which is what a report is for).
    let kept = 0;
    let pairs = 0;
    const all = [...XSS_CORPUS, ...OUTSIDE_PAYLOADS];
    for (const a of all) {
      for (const b of XSS_CORPUS) {
        pairs += 1;
        if (handlersLeft(dropInlineHandlers(`${a.html}\n${b.html}`)).length) kept += 1;
      }
    }
    expect(pairs).toBeGreaterThan(45_000);
    expect(kept / pairs).toBeLessThan(0.001); // 13 of 49,300 today
  }, 120_000); // many parses, not a timing check: room for a busy machine

  // The seed is fixed for every property test (fixtures/test-setup.ts); 2.8 million cases over seeds
  // 1-140, both properties, were checked clean when it was set.
  it('property: parsing the output gives the input\'s tree without its on* attributes', () => {
    const tags = ['div', 'p', 'a', 'img', 'b', 'svg', 'path', 'foreignObject', 'desc', 'math', 'mtext', 'mi', 'style', 'script',
      'textarea', 'title', 'template', 'table', 'td', 'noscript', 'iframe', 'xmp', 'span', 'ul', 'li', 'form', 'input', 'br'];
    const names = ['onclick', 'OnError', 'onload', 'title', 'href', 'class', 'data-on', 'on', 'one', 'x', '=y', 'onbegin'];
    const values = fc.oneof(
      fc.constantFrom('', 'x', 'a b', 'a>b', "it's", 'say "hi"', '</style>', '<b onclick=1>', 'javascript:x', '/'),
      fc.string({ maxLength: 6 }),
    );
    const attr = fc.tuple(fc.constantFrom(...names), fc.constantFrom('"', "'", '', 'none'), values, fc.constantFrom(' ', '\n', '  ', '/', ''))
      .map(([name, q, v, sep]) => {
        if (q === 'none') return `${sep || ' '}${name}`;
        const value = q === '' ? v.replace(/[\s>"'=<`]/g, '') || 'v' : v.split(q).join('');
        return `${sep || ' '}${name}=${q}${value}${q}`;
      });
    const startTag = fc.tuple(fc.constantFrom(...tags), fc.array(attr, { maxLength: 3 }), fc.constantFrom('>', '/>', ' >'))
      .map(([t, attrs, end]) => `<${t}${attrs.join('')}${end}`);
    const endTag = fc.constantFrom(...tags).map((t) => `</${t}>`);
    const other = fc.constantFrom('text', ' on sale ', '<', '>', '&amp;', '<!-- c -->', '<!-->', '<!-- <a onclick=1> -->', '<![CDATA[ <a onclick=1> ]]>',
      '</ x onclick=1>', '<?x onclick=1>', '<!doctype html>', '</>', '<3', '\n');
    const html = fc.array(fc.oneof(startTag, startTag, endTag, other), { maxLength: 14 }).map((parts) => parts.join(''));
    // Nothing but handlers changes, ever.
    fc.assert(fc.property(html, (h) => tree(dropInlineHandlers(h), true) === tree(h, true)), { numRuns: 10000 });
    // And every handler goes (the "=y" attribute name is the one case a cut is skipped: see the first test).
    const plain = html.filter((h) => !h.includes(' =y') && !h.includes('\n=y') && !h.includes('/=y'));
    fc.assert(fc.property(plain, (h) => handlersLeft(dropInlineHandlers(h)).length === 0), { numRuns: 10000 });
  }, 120_000);
});
