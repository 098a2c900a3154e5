// Product pages the islands do not serve: the form is left to the theme, as the server sent it.
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
  "a set whose parts have their own size or version choice, or a parts' slider":
    '<div id="projector_bundle_product" class="projector_bundle"><div class="projector_bundle__block swiper"><div class="projector_bundle__item swiper-slide">' +
    '<input type="hidden" class="projector_bundle__product_id" name="bundled_product[105]" value="105">' +
    '<select class="projector_bundle__size f-select" name="bundled_size[105]" aria-label="Rozmiar"><option>Wybierz rozmiar</option><option value="1">S</option></select>' +
    '<input class="projector_bundle__checkbox" type="checkbox" name="bundled_quantity[105]" value="1" checked aria-label="Krem"></div></div></div>',
  'one-click or express checkout buttons':
    '<div id="projector_oneclick_section" class="projector_oneclick_section"><div class="projector_oneclick__wrapper"><div class="projector_details__oneclick projector_oneclick" data-lang="pol" data-hide="false">' +
    '<div class="projector_oneclick__items"><div class="projector_oneclick__item" data-id="googlePay"></div></div></div></div></div>',
  'a subscription choice while the basket holds subscriptions of a period (basketProductsSubscriptionPeriod)':
    '<div class="projector_subscription__choice"><label><input type="radio" name="subscription" value="0" checked> Jednorazowo</label><label><input type="radio" name="subscription" value="1"> W subskrypcji</label></div>',
};
/** The page globals the template writes with a feature (none for most). */
const GLOBALS = { basketProductsSubscriptionPeriod: 30 };

/** Further forms of the parts' choices and the slider: each alone declines the page. */
const SET_FORMS = [
  '<div id="projector_bundle_product"><select class="projector_bundle__version" name="v"><option>Wersja</option></select></div>',
  '<div id="projector_bundle_product"><div class="projector_bundle__item"><button type="button" class="projector_bundle__size_button">S</button></div></div>',
  '<div id="projector_bundle_product"><div class="projector_bundle__block swiper" data-element-type="slider"></div></div>',
];
/** A set whose parts are only ticked (fixed sizes): served. */
const TICK_ONLY =
  '<div id="projector_bundle_product"><div class="projector_bundle__block swiper"><div class="projector_bundle__item swiper-slide">' +
  '<input type="hidden" class="projector_bundle__product_id" name="bundled_product[105]" value="105"><input type="hidden" class="projector_bundle__product_size" name="bundled_size[105]" value="uniw">' +
  '<input class="projector_bundle__checkbox" type="checkbox" name="bundled_quantity[105]" value="1" checked></div></div></div>';

const parsePage = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('declinedFeature', () => {
  it.each(DECLINED_FEATURES.map((f) => [f.feature]))('finds %s in the template’s markup', (feature) => {
    expect(declinedFeature(parsePage(`<form id="projector_form">${MARKUP[feature]}</form>`), GLOBALS)?.feature).toBe(feature);
  });

  it('serves a subscription choice while the basket holds no subscription (the global absent, 0, or not a number)', () => {
    const doc = parsePage(`<form id="projector_form">${MARKUP['a subscription choice while the basket holds subscriptions of a period (basketProductsSubscriptionPeriod)']}</form>`);
    for (const v of [undefined, 0, '', 'false', {}, doc.createElement('div')]) expect(declinedFeature(doc, { basketProductsSubscriptionPeriod: v }), String(v)).toBeNull();
    expect(declinedFeature(doc, { basketProductsSubscriptionPeriod: '14' })?.global).toBe('basketProductsSubscriptionPeriod');
  });

  it.each(SET_FORMS.map((m) => [m]))('declines a set with parts to choose or a slider: %s', (markup) => {
    expect(declinedFeature(parsePage(`<form id="projector_form">${markup}</form>`))?.feature).toMatch(/^a set whose parts/);
  });

  it('serves a set whose parts are only ticked', () => {
    expect(declinedFeature(parsePage(`<form id="projector_form">${TICK_ONLY}</form>`))).toBeNull();
  });

  it('finds none on the sample product pages (link versions navigate by themselves)', () => {
    for (const s of SAMPLES) {
      expect(declinedFeature(parsePage(readFileSync(resolve(import.meta.dirname, `../../html-samples/${s}.html`), 'utf8'))), s).toBeNull();
    }
  });
});

describe('a product page with a feature the islands do not serve', () => {
  it.each(DECLINED_FEATURES.map((f) => [f.feature]))('%s: every product island leaves the form to the theme, untouched, with one console line', async (feature) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = loadProductPage('projector-101', { edit: (html) => html.replace('<div id="projector_sizes_section"', `${MARKUP[feature]}<div id="projector_sizes_section"`) });
    Object.assign(window, GLOBALS);
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
    delete (window as unknown as Record<string, unknown>).basketProductsSubscriptionPeriod;
  });

  it('the same page without it: the islands mount', async () => {
    loadProductPage('projector-101');
    await mountProductIslands(['product-buy']);
    expect(document.querySelector('#projector_buttons_section')?.getAttribute('data-storefront-product-buy')).toBe('mounted');
  });
});
