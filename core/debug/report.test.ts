import { afterEach, describe, expect, it } from 'vitest';
import type { RegistryEntry } from '../mount/types';
import { readPageType } from '../page/page';
import { callKey, collectReport, formatReport, markupFor, pageTypeOf, problems, wakeText } from './report';

const load = () => Promise.reject(new Error('not loaded in this test'));
const entry = (e: Partial<RegistryEntry> & { name: string }): RegistryEntry => ({ selectors: [], trigger: 'idle', load, ...e }) as RegistryEntry;
const registry = [
  entry({ name: 'mini-basket', selectors: ['#menu_basket'], trigger: 'interaction', wakeOn: 'storefront:basket-updated' }),
  entry({ name: 'live-search', selectors: ['#menu_search'], trigger: 'interaction' }),
  entry({ name: 'product-sizes', selectors: ['#projector_sizes_section'], pageTypes: ['projector'], trigger: 'interaction' }),
  entry({ name: 'region-forced', selectors: ['body'], cookies: ['setRegionForced'], trigger: 'idle' }),
  entry({ name: 'calendar', selectors: ['#birthdate_calendar', '.cop_delivery__calendar .vanilla-calendar'], trigger: 'visible' }),
  entry({ name: 'bars', selectors: ['.bars_top'], skipPageTypes: ['main'], trigger: 'idle' }),
];
const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete w.product_data;
  delete w.product_config;
  delete w.app_shop;
});

const report = (extra: Partial<Parameters<typeof collectReport>[0]> = {}) => collectReport({ doc: document, registry, lines: [], required: [], ...extra });

describe('pageTypeOf', () => {
  it("reads the page type by the entry's own rule (core/page/page.ts)", () => {
    for (const cls of ['projector_page', 'main_page registration_page', 'registration_page', '_page', 'x --page', 'search_page other_page', '']) {
      document.body.innerHTML = `<div id="container" class="${cls}"></div>`;
      expect(pageTypeOf(document), cls).toBe(readPageType(document));
    }
    document.body.innerHTML = '';
    expect(pageTypeOf(document)).toBeNull();
  });
});

describe('collectReport', () => {
  it('lists each claimed container with its state and why, and the islands whose container is missing', () => {
    document.body.innerHTML = `<div id="container" class="main_page">
      <div id="menu_basket" data-storefront-mini-basket="waiting"></div>
      <div id="menu_search" data-storefront-live-search="failed"></div>
      <div class="bars_top"></div></div>`;
    const r = report({ lines: ['[storefront] island "live-search" could not start: TypeError: boom', '[storefront:other] unrelated'] });
    expect(r.pageType).toBe('main');
    expect(r.idosell.yes).toBe(true);
    expect(r.entries).toEqual([
      { name: 'mini-basket', containers: [{ where: '#menu_basket', state: 'waiting', note: "waiting for the shopper's pointer, touch, focus or key on its container, or the event storefront:basket-updated" }] },
      { name: 'live-search', containers: [{ where: '#menu_search', state: 'failed', note: '[storefront] island "live-search" could not start: TypeError: boom' }] },
    ]);
    // product-sizes: not on a main page; bars: skipped on main pages. Neither is "missing".
    expect(r.missing.map((m) => m.name)).toEqual(['region-forced', 'calendar']);
    expect(r.missing[0]!.why).toMatch(/claimed only with the cookie setRegionForced/);
    expect(r.missing[1]).toEqual({ name: 'calendar', markup: '<div id="birthdate_calendar">…</div>', looksFor: ['#birthdate_calendar', '.cop_delivery__calendar .vanilla-calendar', '[data-island="calendar"]'] });
    expect(problems(r)).toEqual(['live-search failed on #menu_search: [storefront] island "live-search" could not start: TypeError: boom']);
  });

  it("lists the calls of the islands the page has, from the reference, but not of those left to the theme or failed", () => {
    document.body.innerHTML = `<div id="container" class="main_page">
      <div id="menu_basket" data-storefront-mini-basket="waiting"></div>
      <div id="menu_search" data-storefront-live-search="theme"></div></div>`;
    expect(report().islandCalls).toEqual([{ island: 'mini-basket', calls: ['POST /graphql/v1/?query=basket'] }]);
    document.getElementById('menu_basket')!.setAttribute('data-storefront-mini-basket', 'failed');
    expect(report().islandCalls).toEqual([]);
  });

  it("names the theme's entry a container is left to", () => {
    w.app_shop = { fnrun: { all: [{ w: '#menu_basket' }] } };
    document.body.innerHTML = `<div id="container" class="main_page"><div id="menu_basket" data-storefront-mini-basket="theme"></div></div>`;
    expect(report().entries[0]!.containers[0]!.note).toBe(`left to the theme's "#menu_basket": remove that entry (app_shop.run) to hand the feature over`);
  });

  it("quotes the island's own line for what the theme does outside its run queue (a DOM island's themeOwner)", () => {
    const line = `[storefront] "back-to-top" left to the theme's own #backTop (app_shop.fn.backTop, run by its 'all' entry): to hand it over, …`;
    const withBackTop = [...registry, entry({ name: 'back-to-top', selectors: ['#container'], trigger: 'scroll' })];
    document.body.innerHTML = `<div id="container" class="main_page" data-storefront-back-to-top="theme"></div>`;
    const at = (lines: string[]) =>
      collectReport({ doc: document, registry: withBackTop, lines, required: [] }).entries.find((e) => e.name === 'back-to-top')!.containers[0]!.note;
    expect(at(['[storefront] "mini-basket" left to the theme\'s x', line])).toBe(line);
    // Its line not heard: the run-queue wording, as before.
    expect(at([])).toBe(`left to the theme's "app_shop.fnrun": remove that entry (app_shop.run) to hand the feature over`);
  });

  it('says when a page is not an IdoSell page, and that is a problem', () => {
    document.body.innerHTML = '<p>Hello</p>';
    const r = report();
    expect(r.idosell).toEqual({ yes: false, why: expect.stringMatching(/not an IdoSell page/) });
    expect(problems(r)[0]).toMatch(/not an IdoSell page/);
    w.app_shop = {};
    expect(report().idosell.yes).toBe(true);
  });

  it('reads the product data as the islands do and lists what it could not read, without printing it', () => {
    document.body.innerHTML = '<div id="container" class="projector_page"></div>';
    expect(report().product).toEqual({ present: false, readable: true, config: 'absent', problems: [], wanting: [] });
    w.product_data = [{ id: 7, sizes: 'none' }];
    const r = report();
    expect(r.product.present).toBe(true);
    expect(r.product.readable).toBe(false);
    expect(r.product.problems.join('\n')).toMatch(/product_data\[0\]/);
    expect(problems(r).some((p) => /^product data: product_data\[0\]/.test(p))).toBe(true);
  });

  it('a page with product containers and no product data at all is a problem (the data script missing or broken)', () => {
    const product = [...registry, entry({ name: 'product-form', selectors: ['#projector_form'], pageTypes: ['projector'], trigger: 'interaction', needsProduct: true })];
    document.body.innerHTML = '<div id="container" class="projector_page"><form id="projector_form" data-storefront-product-form="waiting"></form></div>';
    const r = report({ registry: product });
    expect(r.product.wanting).toEqual(['product-form']);
    expect(problems(r)).toContain('product data: none, but the page has the containers of product-form (the product data script is missing or failed to run)');
    // No product containers: no product data is no problem.
    document.body.innerHTML = '<div id="container" class="main_page"></div>';
    expect(problems(report({ registry: product })).filter((p) => p.startsWith('product data'))).toEqual([]);
  });

  it("checks the page's meta CSP and a pasted header against the islands' tag", () => {
    document.head.innerHTML = `<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types theme">`;
    document.body.innerHTML = '<div id="container" class="main_page"></div>';
    const r = report({ header: "Content-Security-Policy: script-src 'nonce-zzz' 'strict-dynamic'; connect-src https://api.example" });
    expect(r.csp.sources.map((s) => s.from)).toEqual(['meta', 'header']);
    const bad = problems(r);
    expect(bad).toEqual([
      'CSP (meta), Trusted Types policy "storefront": trusted-types lists theme: add storefront',
      "CSP (header), the shop's own calls (fetch): connect-src does not allow the shop's origin (http://shop.test): add 'self'",
    ]);
    // The live response's tag carries that response's nonce (the guide's rule): the script rule passes.
    expect(r.csp.checks.find((c) => c.from === 'header' && /script tag/.test(c.need))!.level).toBe('ok');
  });

  it("in the preview, checks against the shop's origin the saved page names, not localhost's", () => {
    document.documentElement.setAttribute('data-preview-page', '');
    document.head.innerHTML = '<link rel="canonical" href="https://sklep.example/pl/products/x.html">';
    document.body.innerHTML = '<div id="container" class="projector_page"></div>';
    const r = report({ header: "default-src https: 'unsafe-inline'" });
    expect(r.csp.checks.filter((c) => c.level !== 'ok')).toEqual([]);
    expect(report({ header: "connect-src 'self'" }).csp.checks.find((c) => /calls/.test(c.need))!.detail).toBe("connect-src allows https://sklep.example");
    document.documentElement.removeAttribute('data-preview-page');
  });

  it('formats every section, and "Problems: none" for a clean page', () => {
    document.body.innerHTML = `<div id="container" class="main_page"><div id="menu_basket" data-storefront-mini-basket="mounted"></div></div>`;
    const text = formatReport(report());
    for (const heading of ['Storefront report for', 'Islands on the page (1):', '  mounted   mini-basket on #menu_basket', 'Containers missing', 'Product data: none on this page', 'CSP: none found', 'Theme CSS (docs/examples/theme-required.css): not checked', 'Platform calls so far (0):', 'Calls the islands on this page make when they act (1 kinds; docs/platform-calls.md):\n  mini-basket: POST /graphql/v1/?query=basket']) {
      expect(text).toContain(heading);
    }
    expect(text.endsWith('Problems: none')).toBe(true);
  });
});

describe('helpers', () => {
  it('callKey: same-origin calls by path and kind; the dev server and bad addresses are not calls', () => {
    const base = 'http://shop.test/product.html';
    expect(callKey('/ajax/projector.php?action=get&product=5&size=M&get=sizeprices', base)).toBe('/ajax/projector.php?action=get&product=…&size=…&get=sizeprices');
    expect(callKey('http://shop.test/graphql/v1/?query=basket', base)).toBe('/graphql/v1/?query=basket');
    expect(callKey('https://accounts.example/webAuthn/login.php', base)).toBe('https://accounts.example/webAuthn/login.php');
    expect(callKey('/@vite/client', base)).toBeNull();
    expect(callKey('http://[bad', base)).toBeNull();
  });

  it('markupFor writes the first simple selector as an element, else a data-island marker', () => {
    expect(markupFor(entry({ name: 'a', selectors: ['#menu_basket'] }))).toBe('<div id="menu_basket">…</div>');
    expect(markupFor(entry({ name: 'b', selectors: ['div.sl_choose.x'] }))).toBe('<div class="sl_choose x">…</div>');
    expect(markupFor(entry({ name: 'c', selectors: ['form:has(.validate)'] }))).toBe('<div data-island="c"></div>');
    expect(markupFor(entry({ name: 'd', selectors: [] }))).toBe('<div data-island="d"></div>');
  });

  it('wakeText says every way an island wakes', () => {
    expect(wakeText(entry({ name: 'x', trigger: { views: [1] } }))).toBe('the view level 1');
    expect(wakeText(entry({ name: 'x', trigger: { views: [] }, job: load as never, wakeOn: 'storefront:toast' }))).toBe('its load job, or the event storefront:toast');
    expect(wakeText(entry({ name: 'x', trigger: { views: [] } }))).toBe('nothing on this page');
  });
});
