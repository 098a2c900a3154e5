// Inline event handlers out of server HTML before any parser sees it.
//
// Under a strict CSP (script-src without 'unsafe-inline'), Chromium reports a `script-src-attr`
// violation for every on* attribute the HTML parser meets, in any document tied to the page:
// DOMParser, <template>, createHTMLDocument and even the native Sanitizer's setHTML all report
// (measured in this Chromium). The sanitizer drops those attributes anyway, but only after the
// parse, so a snippet or hotspot zone with 300 handlers flooded the shop's CSP reports with 300
// (600: the bulk call parses twice). So the text is cut first: a small tokenizer that follows the
// HTML tokenizer's states for tags and attributes (comments, raw text and RCDATA elements, foreign
// content) and removes every attribute whose name starts with "on".
//
// This is not the security boundary, and it need not be: whatever comes out is still parsed inertly
// and cleaned by DOMPurify, and a tag this pass reads differently from the browser can at worst leave
// a handler (one report) in. Removing an attribute never creates markup the sanitizer would not see.

const SPACE = /[\t\n\f\r ]/;
const ALPHA = /[A-Za-z]/;
// Elements whose content is text up to their own end tag (in HTML content; DOMParser documents have
// scripting disabled, so <noscript> holds markup and is not here).
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);
// HTML start tags that end foreign (SVG / MathML) content (the tree builder's "breakout" list).
const BREAKOUT = new Set(
  ('b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol ' +
    'p pre ruby s small span strong strike sub sup table tt u ul var').split(' '),
);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
// Where HTML rules apply again inside foreign content (namespace:name).
const INTEGRATION = new Set(['svg:foreignobject', 'svg:desc', 'svg:title', 'math:mi', 'math:mo', 'math:mn', 'math:ms', 'math:mtext', 'math:annotation-xml']);

/** True when the HTML holds something that looks like an on* attribute (the cheap test first). */
function mayHaveHandlers(html: string): boolean {
  return /[\s/"'][oO][nN][^\s=>/]*\s*(=|[\s/>])/.test(html);
}

/**
 * `html` without its inline event handler attributes (`onclick`, `onerror`, `onbegin` …), everything
 * else byte for byte as it was: text, comments, raw text (script and style bodies), other attributes.
 */
export function dropInlineHandlers(html: string): string {
  if (!mayHaveHandlers(html)) return html;
  const cuts: Array<[number, number]> = [];
  // Open foreign elements (svg/math and their descendants) as "namespace:name".
  const foreign: string[] = [];
  // HTML elements open outside foreign content (names), so an end tag met inside SVG or MathML that
  // closes one of them ("<b><math></b>") ends the foreign content with it, as the tree builder does.
  const outer: string[] = [];
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    i = lt + 1;
    const c = html[i] ?? '';
    if (html.startsWith('!--', i)) {
      // Comment: "<!-->" and "<!--->" end at once; otherwise at "-->" or "--!>".
      const body = i + 3;
      if (html[body] === '>') { i = body + 1; continue; }
      if (html.startsWith('->', body)) { i = body + 2; continue; }
      const end = /--!?>/g;
      end.lastIndex = body;
      const m = end.exec(html);
      i = m ? m.index + m[0].length : n;
      continue;
    }
    if (c === '!' && html.startsWith('[CDATA[', i + 1) && !inHtmlRules(foreign)) {
      const end = html.indexOf(']]>', i);
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (c === '!' || c === '?') {
      // Doctype, bogus comment: up to the next ">".
      const end = html.indexOf('>', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    const endTag = c === '/';
    if (endTag && !ALPHA.test(html[i + 1] ?? '')) {
      // "</>" is dropped; "</" + anything else is a bogus comment up to the next ">".
      const end = html.indexOf('>', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (!endTag && !ALPHA.test(c)) continue; // "<" as text
    if (endTag) i += 1;
    // Tag name.
    const nameStart = i;
    while (i < n && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') i += 1;
    const name = html.slice(nameStart, i).toLowerCase();
    // Attributes.
    let selfClosing = false;
    let closed = false;
    let lastHadValue = true;
    while (i < n) {
      const ch = html[i]!;
      if (SPACE.test(ch)) { i += 1; continue; }
      if (ch === '>') { i += 1; closed = true; break; }
      if (ch === '/') {
        i += 1;
        if (html[i] === '>') { i += 1; selfClosing = true; closed = true; break; }
        continue;
      }
      // Attribute name: the first character may be "=" (a parse error, but part of the name).
      const attrStart = i;
      i += 1;
      while (i < n && !SPACE.test(html[i]!) && !'/>='.includes(html[i]!)) i += 1;
      const attrName = html.slice(attrStart, i);
      let j = i;
      while (j < n && SPACE.test(html[j]!)) j += 1;
      const hasValue = html[j] === '=';
      if (hasValue) {
        j += 1;
        while (j < n && SPACE.test(html[j]!)) j += 1;
        const q = html[j];
        if (q === '"' || q === "'") {
          const end = html.indexOf(q, j + 1);
          j = end < 0 ? n : end + 1;
        } else if (q !== '>') {
          while (j < n && !SPACE.test(html[j]!) && html[j] !== '>') j += 1;
        }
        i = j;
      }
      // A cut leaves one space, so "<svg/onload=x>" does not become the self-closing "<svg/ >"'s
      // "<svg/>". It is skipped where the space would give a value-less attribute before it the value
      // of the attribute after it ("<a b onclick=x =c>": "b =c"); such markup is a parse error anyway.
      if (!endTag && /^on/i.test(attrName)) {
        let k = i;
        while (k < n && SPACE.test(html[k]!)) k += 1;
        if (lastHadValue || html[k] !== '=') cuts.push([attrStart, i]);
      } else {
        lastHadValue = hasValue;
      }
    }
    if (!closed) break; // EOF inside a tag: the parser drops the tag; nothing more to read
    if (endTag) {
      if (!foreign.length) closeOuter(outer, name);
      else if (foreign[foreign.length - 1]!.startsWith('html:')) {
        // HTML rules: an HTML end tag never reaches past the integration point it is in, and </form>
        // only takes the form out (what was opened inside it stays open).
        const at = foreign.findLastIndex((e) => e === `html:${name}` || !e.startsWith('html:'));
        if (at >= 0 && foreign[at] === `html:${name}`) {
          if (name === 'form') foreign.splice(at, 1);
          else foreign.length = at;
        }
      } else if (name === 'p' || name === 'br') {
        // "</p>" and "</br>" end foreign content as their start tags do.
        breakOut(foreign);
      } else {
        // Foreign content rules (an integration point's end tags too): the walk down passes SVG and
        // MathML elements, integration points included, to the nearest one of that name, which
        // closes with what it holds. At the first HTML element (in the stack or outside the foreign
        // content) the HTML rules take over from the current node: an integration point passed on
        // the way stops them; otherwise the nearest HTML element of that name closes with all above
        // it (</form> takes only the form out).
        let k = foreign.length - 1;
        let passedIntegration = false;
        while (k >= 0 && !foreign[k]!.startsWith('html:') && foreign[k]!.slice(foreign[k]!.indexOf(':') + 1) !== name) {
          if (INTEGRATION.has(foreign[k]!)) passedIntegration = true;
          k -= 1;
        }
        if (k >= 0 && !foreign[k]!.startsWith('html:')) foreign.length = k;
        else if (!passedIntegration && k >= 0 && foreign[k] === `html:${name}`) {
          if (name === 'form') foreign.splice(k, 1);
          else foreign.length = k;
        } else if (!passedIntegration && k < 0 && outer.includes(name)) {
          if (name !== 'form') foreign.length = 0;
          closeOuter(outer, name);
        }
      }
      continue;
    }
    // Start tag: foreign content bookkeeping, then raw text. Inside SVG or MathML (outside their
    // integration points) every start tag, svg and math included, is an element of that namespace,
    // until an HTML "breakout" tag ends foreign content. HTML elements opened inside an integration
    // point are tracked too (a <form> in <mtext> makes its children HTML again).
    const top = foreign[foreign.length - 1];
    let htmlRules =
      !top ||
      top.startsWith('html:') ||
      (INTEGRATION.has(top) && !(top.startsWith('math:') && top !== 'math:annotation-xml' && (name === 'mglyph' || name === 'malignmark'))) ||
      (top === 'math:annotation-xml' && name === 'svg');
    if (!htmlRules && BREAKOUT.has(name)) {
      breakOut(foreign);
      htmlRules = true;
    }
    if (!htmlRules) {
      if (!selfClosing) foreign.push(`${top!.split(':')[0]}:${name}`);
      continue;
    }
    if (name === 'svg' || name === 'math') {
      if (!selfClosing) foreign.push(`${name}:${name}`);
      continue;
    }
    if (foreign.length && !VOID.has(name) && !(name === 'form' && inTableBody(foreign))) foreign.push(`html:${name}`);
    else if (!foreign.length && !VOID.has(name)) outer.push(name);
    if (htmlRules && RAW_TEXT.has(name)) {
      // Text up to "</name" followed by a space, "/" or ">" (case-insensitive).
      const close = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
      close.lastIndex = i;
      const m = close.exec(html);
      i = m ? m.index : n;
    }
    if (name === 'plaintext') break;
  }
  if (!cuts.length) return html;
  let out = '';
  let from = 0;
  for (const [start, end] of cuts) {
    out += `${html.slice(from, start)} `;
    from = end;
  }
  return out + html.slice(from);
}

function inHtmlRules(foreign: readonly string[]): boolean {
  const top = foreign[foreign.length - 1];
  return !top || top.startsWith('html:') || INTEGRATION.has(top);
}

/** A <form> opened in a table outside a cell is closed at once (the tree builder's "in table" rule). */
function inTableBody(foreign: readonly string[]): boolean {
  for (let k = foreign.length - 1; k >= 0 && foreign[k]!.startsWith('html:'); k -= 1) {
    const el = foreign[k]!.slice(5);
    if (el === 'td' || el === 'th' || el === 'caption') return false;
    if (el === 'table' || el === 'tbody' || el === 'thead' || el === 'tfoot' || el === 'tr') return true;
  }
  return false;
}

/** An end tag outside foreign content: the nearest open element of that name closes (a form alone). */
function closeOuter(outer: string[], name: string): void {
  const at = outer.lastIndexOf(name);
  if (at < 0) return;
  if (name === 'form') outer.splice(at, 1);
  else outer.length = at;
}

/** A breakout tag pops foreign elements until an HTML element or an integration point is current. */
function breakOut(foreign: string[]): void {
  while (foreign.length && !inHtmlRules(foreign)) foreign.pop();
}
