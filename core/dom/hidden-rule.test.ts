import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { untilMounted } from '../../fixtures/island-state';
import { createElement } from 'react';
import { boot, type BootHandle } from '../mount/boot';
import { defineIsland } from '../mount/define';
import { createDomPatch } from './patch';
import { ensureHiddenRule, HIDDEN_RULE } from './hidden-rule';

const ADDED = Symbol.for('storefront.hidden-rule');
type Marked = Document & { [key: symbol]: unknown };
const THEME = '<style>#backTop, .shown { display: grid; } .block { display: block; }</style>';
const display = (el: Element | null) => getComputedStyle(el!).display;

function fresh(): void {
  delete (document as Marked)[ADDED];
  document.adoptedStyleSheets = [];
  document.head.innerHTML = THEME;
}

beforeEach(fresh);
afterEach(fresh);

describe('the hidden rule (one shared rule: `hidden` wins inside our roots and hosts)', () => {
  it('hides a hidden element in a host or root whatever display the theme gives it, and nothing outside them', () => {
    document.body.innerHTML = `
      <div data-island-host="back-to-top" data-island-root="back-to-top"><a id="backTop" hidden></a><a id="shownTop" class="shown"></a></div>
      <div id="root" class="shown" data-island-root="mini-basket" hidden><span class="block" hidden></span></div>
      <div id="slot" data-island-portal="dropdown"><ul id="portalList" class="block" hidden></ul></div>
      <div id="theme" class="shown" hidden></div>
      <div data-island-host="x"><p id="found" class="block" hidden="until-found"></p></div>`;
    expect(display(document.getElementById('backTop'))).toBe('grid'); // the finding: the theme's rule beat `hidden`
    ensureHiddenRule();
    expect(display(document.getElementById('backTop'))).toBe('none');
    expect(display(document.getElementById('shownTop'))).toBe('grid');
    expect(display(document.getElementById('root'))).toBe('none');
    expect(display(document.querySelector('#root span'))).toBe('none');
    // A portal slot of ours outside any root (the dropdown's box): covered too.
    expect(display(document.getElementById('portalList'))).toBe('none');
    // The theme's own markup outside our roots is the theme's business.
    expect(display(document.getElementById('theme'))).toBe('grid');
    // hidden="until-found" keeps its box (find-in-page reveals it).
    expect(display(document.getElementById('found'))).toBe('block');
  });

  it('is added once per document, as a constructed sheet (a CSP style-src does not apply to it)', () => {
    ensureHiddenRule();
    ensureHiddenRule();
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.querySelector('style[data-storefront]')).toBeNull();
  });

  it('falls back to one <style> with the page nonce where constructed sheets are missing', () => {
    const doc = document.implementation.createHTMLDocument('');
    (doc as Marked)[Symbol.for('storefront.csp-nonce')] = 'n0nce';
    ensureHiddenRule(doc);
    ensureHiddenRule(doc);
    const styles = doc.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe(HIDDEN_RULE);
    expect(styles[0]!.nonce).toBe('n0nce');
  });

  describe('added by the runtime when an island mounts', () => {
    let handle: BootHandle | undefined;
    afterEach(() => handle?.stop());

    it('so a hidden element an island renders stays hidden under a theme display rule', async () => {
      document.body.innerHTML = '<div id="container" class="main_page"><div class="probe"></div></div>';
      const Component = () => createElement('a', { id: 'backTop', hidden: true });
      handle = boot([{ name: 'probe', selectors: ['.probe'], trigger: 'load', load: async () => ({ default: defineIsland({ name: 'probe', host: 'append', Component }) }) }]);
      await untilMounted(document.querySelector('.probe')!, 'probe');
      expect(document.getElementById('backTop')).not.toBeNull();
      expect(document.adoptedStyleSheets).toHaveLength(1);
      expect(display(document.getElementById('backTop'))).toBe('none');
    });
  });
});

describe('the DOM patch’s hidden (server elements outside our roots)', () => {
  it('hides with an inline display: none !important, and puts the element’s own style back', () => {
    document.body.innerHTML = '<ul id="a" class="shown"></ul><ul id="b" class="shown" style="display: flex; color: red;"></ul>';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    const before = document.body.innerHTML;
    const patch = createDomPatch();
    patch.hidden(a, true);
    patch.hidden(b, true);
    expect(a.hidden).toBe(true);
    expect(display(a)).toBe('none');
    expect(display(b)).toBe('none');
    expect(a.style.getPropertyPriority('display')).toBe('important');
    patch.hidden(a, false);
    patch.hidden(b, false);
    expect(display(a)).toBe('grid');
    expect(a.hasAttribute('style')).toBe(false);
    expect(b.style.display).toBe('flex');
    patch.hidden(a, true);
    patch.hidden(b, true);
    patch.restore();
    expect(document.body.innerHTML).toBe(before);
  });
});
