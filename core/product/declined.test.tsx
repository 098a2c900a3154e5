// Product pages the islands do not serve yet (issue 29): the form is left to the theme, as the server sent it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadProductPage, mountProductIslands, type ProductSample } from '../../fixtures/product-page';
import { declinedFeature, DECLINED_FEATURES } from './declined';

const PRODUCT_ISLANDS = ['product-form', 'product-sizes', 'product-status', 'product-prices', 'product-subscription', 'product-rebates', 'product-buy', 'product-points'];
const SAMPLES: ProductSample[] = ['projector-101', 'projector-102', 'projector-103', 'projector-104', 'projector-105', 'projector-106', 'projector-107', 'projector-108'];

/** The template's markup of each declined feature (idosell-markup.md: Variants, Configurator). */
const MARKUP: Record<string, string> = {
  'product versions (multi-versions)':
    '<div id="projector_variants_section" class="projector_variants"><div class="projector_multiversions__item" data-id="1"><select class="projector_multiversions__select" aria-label="Kolor">' +
    '<option data-values_id="11" data-link="/product-pol-101.html" selected>Czerwony</option><option data-values_id="12" data-link="/product-pol-109.html">Niebieski</option></select></div></div>',
  'a version select':
    '<div id="projector_variants_section" class="projector_variants"><select class="projector_variants__select" aria-label="Wersja"><option value="/product-pol-101.html" selected>M</option></select></div>',
  'the configurator':
    '<div id="projector_configurator_section" class="projector_configurator"><label><input type="checkbox" name="priceformula[12]" value="1" form="projector_form"> Grawer</label></div>',
};

const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('declinedFeature', () => {
  it.each(DECLINED_FEATURES.map((f) => [f.feature]))('finds %s in the template’s markup', (feature) => {
    expect(declinedFeature(page(`<form id="projector_form">${MARKUP[feature]}</form>`))?.feature).toBe(feature);
  });

  it('finds none on the sample product pages (link versions navigate by themselves)', () => {
    for (const s of SAMPLES) {
      expect(declinedFeature(page(readFileSync(resolve(import.meta.dirname, `../../html-samples/${s}.html`), 'utf8'))), s).toBeNull();
    }
  });
});

describe('a product page with a feature the islands do not serve', () => {
  it.each(DECLINED_FEATURES.map((f) => [f.feature]))('%s: every product island leaves the form to the theme, untouched, with one console line', async (feature) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = loadProductPage('projector-101', { edit: (html) => html.replace('<div id="projector_sizes_section"', `${MARKUP[feature]}<div id="projector_sizes_section"`) });
    const before = form.outerHTML;
    await mountProductIslands(PRODUCT_ISLANDS);
    const states = Object.fromEntries(
      PRODUCT_ISLANDS.flatMap((name) => [...document.querySelectorAll(`[data-storefront-${name}]`)].map((el) => [name, el.getAttribute(`data-storefront-${name}`)])),
    );
    // projector-101 has the form, sizes, status, prices, buy and points sections.
    expect(Object.keys(states)).toEqual(expect.arrayContaining(['product-form', 'product-sizes', 'product-status', 'product-prices', 'product-buy', 'product-points']));
    expect(new Set(Object.values(states))).toEqual(new Set(['theme']));
    // The server's form as it was, but for the state attributes of the containers.
    const strip = (html: string) => html.replace(/ data-storefront-[\w-]+="[^"]*"/g, '');
    expect(strip(form.outerHTML)).toBe(strip(before));
    const lines = warn.mock.calls.map((c) => String(c[0]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`this page has ${feature}`);
    expect(lines[0]).toContain('keep the theme\'s "#projector_form" entry');
  });

  it('the same page without it: the islands mount', async () => {
    loadProductPage('projector-101');
    await mountProductIslands(['product-buy']);
    expect(document.querySelector('#projector_buttons_section')?.getAttribute('data-storefront-product-buy')).toBe('mounted');
  });
});
