// The rules of docs/examples/theme-required.css a page lacks (the report's CSS section).
// Both sides go through the browser's own CSS parser (a constructed sheet for the required file, the
// page's sheets through the CSSOM), so a selector is compared in one spelling, whatever the source's.

export interface CssRule {
  section: string;
  selector: string;
}

export interface CssFinding {
  /** Rules of sections that concern this page (every page, or an element the page has) it has no rule for. */
  missing: CssRule[];
  /** How many required rules concern this page. */
  relevant: number;
  /** Style sheets whose rules cannot be read (another origin) or that did not load: their rules are not seen. */
  unreadable: string[];
}

const SECTION = /\/\* -{3,} (.+?) -{3,} \*\//g;

/** A selector list's selectors (commas inside parentheses, as in `:is(a, b)`, do not split). */
export function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out.filter(Boolean);
}

function selectorsOf(rules: CSSRuleList, into: Set<string> | CssRule[], section?: string): void {
  for (const rule of Array.from(rules)) {
    const style = rule as CSSStyleRule;
    if (typeof style.selectorText === 'string') {
      // One selector each: a page may spell a required list as rules of its own, or the other way round.
      for (const one of splitSelectors(style.selectorText)) {
        if (into instanceof Set) into.add(one);
        // Once per section: `#viewType` in three media rules is one rule to have.
        else if (!into.some((r) => r.selector === one && r.section === section)) into.push({ section: section!, selector: one });
      }
    }
    const group = rule as CSSGroupingRule;
    if (group.cssRules && typeof style.selectorText !== 'string') selectorsOf(group.cssRules, into, section);
  }
}

/** The required file's selectors, one by one, each with the section (its `/* ---------- … ---------- *\/` heading) it is in. */
export function requiredRules(cssText: string, win: Window = window): CssRule[] {
  const out: CssRule[] = [];
  const marks = [...cssText.matchAll(SECTION)];
  marks.forEach((m, i) => {
    const body = cssText.slice(m.index! + m[0].length, marks[i + 1]?.index ?? cssText.length);
    const sheet = new (win as Window & typeof globalThis).CSSStyleSheet();
    sheet.replaceSync(body);
    selectorsOf(sheet.cssRules, out, m[1]!);
  });
  return out;
}

/** True when some element of the page matches the selector (pseudo-classes and -elements left out). */
function onPage(doc: Document, selector: string): boolean {
  const bare = selector.replace(/::?[a-z-]+(\((?:[^()]|\([^()]*\))*\))?/gi, '').replace(/\s*([>+~])\s*$/, '').trim();
  if (!bare) return false;
  try {
    return doc.querySelector(bare) !== null;
  } catch {
    return false;
  }
}

/**
 * The required rules that concern the page (one of its selectors matches an element the page has, its
 * pseudo-classes aside) and that no style sheet of the page has.
 */
export function checkThemeCss(doc: Document, required: CssRule[]): CssFinding {
  const have = new Set<string>();
  const unreadable: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      selectorsOf(sheet.cssRules, have);
    } catch {
      unreadable.push(sheet.href ?? '(inline sheet)');
    }
  }
  for (const sheet of (doc as Document & { adoptedStyleSheets?: CSSStyleSheet[] }).adoptedStyleSheets ?? []) selectorsOf(sheet.cssRules, have);
  // A style sheet that did not load (a saved page's sheets on the live shop, which the preview does not fetch, or
  // not saved beside it) is no sheet at all: its rules are not seen either.
  doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet" i]').forEach((link) => {
    if (!link.sheet && !link.disabled) unreadable.push(`${link.href || link.getAttribute('href') || '(no href)'} (did not load)`);
  });
  const relevant = required.filter((r) => onPage(doc, r.selector));
  return { missing: relevant.filter((r) => !have.has(r.selector)), relevant: relevant.length, unreadable };
}
