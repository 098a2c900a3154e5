import { afterEach, describe, expect, it } from 'vitest';
import { checkThemeCss, requiredRules, splitSelectors } from './theme-css';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('splitSelectors', () => {
  it('splits a list at its top-level commas only', () => {
    expect(splitSelectors('a, b > c ,:is(d, e) f, [x="1,2"]')).toEqual(['a', 'b > c', ':is(d, e) f', '[x="1,2"]']);
  });
});

describe('requiredRules and checkThemeCss', () => {
  const css = `/* intro */
:root { --x: 1; }
/* ---------- Required on every page ---------- */
#viewType { width: 1px; }
@media (min-width: 757px) { #viewType { width: 2px; } }
.--hide, .--hidden { display: none; }
/* ---------- mini-basket (#menu_basket) ---------- */
#menu_basket .topBasket:hover { color: red; }
`;

  it("reads the required file's selectors one by one with their section, media rules included, each once", () => {
    const rules = requiredRules(css);
    expect(rules.map((r) => `${r.section}: ${r.selector}`)).toEqual([
      'Required on every page: #viewType',
      'Required on every page: .--hide',
      'Required on every page: .--hidden',
      'mini-basket (#menu_basket): #menu_basket .topBasket:hover',
    ]);
  });

  it("lists the rules of the page's elements that no sheet of the page has", () => {
    document.head.innerHTML = '<style>#viewType{width:1px} .--hide{display:none}</style>';
    document.body.innerHTML = '<div id="viewType"></div><div class="--hide"></div><div class="--hidden"></div><div id="menu_basket"><a class="topBasket"></a></div>';
    const found = checkThemeCss(document, requiredRules(css));
    expect(found.missing.map((r) => r.selector)).toEqual(['.--hidden', '#menu_basket .topBasket:hover']);
    expect(found.relevant).toBe(4);
    // A style sheet that did not load is named: the rules listed as missing may be in it.
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('href', 'https://live.example/gfx/pol/style.css');
    Object.defineProperty(link, 'sheet', { value: null });
    document.head.append(link);
    expect(checkThemeCss(document, requiredRules(css)).unreadable).toEqual(['https://live.example/gfx/pol/style.css (did not load)']);
    link.remove();
    // Rules for elements the page does not have do not concern it.
    document.body.innerHTML = '<div id="viewType"></div>';
    expect(checkThemeCss(document, requiredRules(css)).missing).toEqual([]);
  });
});
