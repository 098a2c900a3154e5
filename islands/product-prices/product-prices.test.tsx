import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { untilStore } from '../../fixtures/until';
import fc from 'fast-check';
import { loadProductPage, mountProductIslands } from '../../fixtures/product-page';
import { productDataFlat } from '../../fixtures/catalogue';
import { setFault } from '../../fixtures/mock-shop/faults';
import { readProductData } from '../../core/product/data';
import type { PriceModel } from '../../core/product/model';
import { emptyPrice } from '../../core/product/spec-shape';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';
import { pricesView, type PricesInput } from './view';
import { readPricesConfig } from './index';

const store = () => getShopStore().getState().product;
const el = (id: string) => document.getElementById(`projector_${id}`) as HTMLElement;
const priceText = () => el('price_value').querySelector('span')?.textContent;
const section = () => el('prices_section');
const flatModel = (id: number) => readProductData({ product_data: productDataFlat(id) } as unknown as Window)!;
type Data = Array<{ sizes: Array<{ price: Record<string, unknown> }>; subscription?: unknown }>;
const pageData = () => (window as unknown as { product_data: Data }).product_data;

/** Puts a size's live data in the store, as product-form does after a fetch. */
function live(size: string, price: Partial<PriceModel>) {
  act(() => store().setSizeData(size, { price: { ...emptyPrice(), ...price } }));
}

describe('pricesView', () => {
  const input = (id: number, over: Partial<PricesInput> = {}): PricesInput => {
    const model = flatModel(id);
    const size = model.sizes[model.sizeTypes[0]!]!;
    return { model, size, fetched: false, subscription: false, rebate: null, priceType: 'gross', quantity: 1, ...over };
  };

  it('compares with the max price, omnibus and srp; net variants by price type', () => {
    const gross = pricesView(input(101));
    expect(gross).toMatchObject({ mode: 'money', type: 'gross', value: 189.99, srp: 249.99, regular: { value: 229.99, percent: 17.39 } });
    expect(gross.omnibus).toEqual({ value: 179.99, percent: null, higher: false });
    const net = pricesView(input(101, { priceType: 'net' }));
    expect(net).toMatchObject({ type: 'net', value: 154.46, regular: { value: 186.98 } });
  });

  it('product_config.hasPricesPerSize / hasMultiPackRebate: the omnibus percent and side are compared afresh, not taken from the shop’s details (the base price’s)', () => {
    const base = input(101);
    const shop = { omnibus: 199.99, omnibusYouSavePercent: 40, omnibusHigher: false };
    const own = base.size!;
    const size = { ...own, price: { ...own.price, ...shop }, priceNormal: own.priceNormal && { ...own.priceNormal, ...shop } };
    expect(pricesView({ ...base, size }).omnibus).toEqual({ value: 199.99, percent: 40, higher: false });
    const config = { isCollection: false, isBundleOrConfigurator: false, hasMultiPackRebate: false, hasPricesPerSize: false, hasSubscriptionsEnabled: false, subscriptionType: null };
    for (const flag of ['hasPricesPerSize', 'hasMultiPackRebate'] as const) {
      const model = { ...base.model, config: { ...config, [flag]: true } };
      expect(pricesView({ ...base, model, size }).omnibus, flag).toEqual({ value: 199.99, percent: 5, higher: true });
    }
  });

  it('product_config.subscriptionType: the period’s rebate applies for true or "only", never for a product without subscriptions', () => {
    const base = input(101);
    const size = { ...base.size!, priceSubscription: null };
    const config = { isCollection: false, isBundleOrConfigurator: false, hasMultiPackRebate: false, hasPricesPerSize: false, hasSubscriptionsEnabled: true, subscriptionType: null as string | null };
    const at = (subscriptionType: string | null) =>
      pricesView({ ...base, model: { ...base.model, config: { ...config, subscriptionType } }, size, subscription: true, rebate: { type: 'percent', value: 10 } }).value;
    expect([at('true'), at('only'), at(null)]).toEqual([170.99, 170.99, 189.99]);
  });

  it('applies the quantity tier with the data’s own price, the normal price crossed out (per unit)', () => {
    const unit = (quantity: number) => pricesView(input(106, { quantity, per: 'unit' }));
    expect(unit(2)).toMatchObject({ value: 19.99, regular: null, count: 1, unit: 'szt.' });
    expect(unit(5)).toMatchObject({ value: 18.99, regular: { value: 19.99, percent: 5 }, youSave: { value: 1 }, count: 1 });
    expect(unit(40)).toMatchObject({ value: 16.99 });
  });

  it('by default prices the quantity in the field, as the platform does: every amount × the amount, percents as they are', () => {
    expect(pricesView(input(106, { quantity: 1 }))).toMatchObject({ value: 19.99, count: 1, perQuantity: true });
    expect(pricesView(input(106, { quantity: 5 }))).toMatchObject({ value: 94.95, regular: { value: 99.95, percent: 5 }, youSave: { value: 5 }, count: 5 });
    expect(pricesView(input(106, { quantity: 40 }))).toMatchObject({ value: 679.6, count: 40 });
    const two = pricesView(input(101, { quantity: 2 }));
    expect(two).toMatchObject({ value: 379.98, srp: 499.98, regular: { value: 459.98, percent: 17.39 }, count: 2, unit: 'szt.' });
    expect(two.omnibus).toEqual({ value: 359.98, percent: null, higher: false });
  });

  it('the subscription period’s rebate applies when the data has no subscription price', () => {
    const base = input(101);
    const size = { ...base.size!, priceSubscription: null };
    const percent = pricesView({ ...base, size, subscription: true, rebate: { type: 'percent', value: 10 } });
    expect(percent).toMatchObject({ value: 170.99, beforeRebate: { value: 189.99 }, youSave: { value: 59 } });
    const quota = pricesView({ ...base, size, subscription: true, rebate: { type: 'quota', value: 5 } });
    expect(quota.value).toBe(184.99);
    // Off: the rebate is ignored; a data subscription price wins over the rebate.
    expect(pricesView({ ...base, size, rebate: { type: 'quota', value: 5 } }).value).toBe(189.99);
    expect(pricesView({ ...input(105), subscription: true, rebate: { type: 'quota', value: 50 } }).value).toBe(53.99);
  });

  it('phone price, Gratis!, points only', () => {
    expect(pricesView(input(103)).mode).toBe('phone');
    expect(pricesView(input(112)).mode).toBe('gratis');
    expect(pricesView(input(104))).toMatchObject({ mode: 'points', points: 250, regular: null });
  });

  it('shown prices are whole cents, never above the price before a tier or rebate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 100 }), fc.constantFrom('gross', 'net' as const), (quantity, pct, priceType) => {
        const base = input(106, { quantity, priceType });
        const size = { ...base.size!, priceSubscription: null };
        const v = pricesView({ ...base, size, subscription: true, rebate: { type: 'percent', value: pct }, per: 'unit' });
        const plain = pricesView({ ...base, quantity: 1 }).value!;
        expect(Math.abs(v.value! * 100 - Math.round(v.value! * 100))).toBeLessThan(1e-6);
        expect(v.value!).toBeLessThanOrEqual(plain);
        expect(v.value!).toBeGreaterThanOrEqual(0);
        // For the quantity: the unit's whole cents × the amount, whole cents again.
        const all = pricesView({ ...base, size, subscription: true, rebate: { type: 'percent', value: pct } }).value!;
        expect(Math.round(all * 100)).toBe(Math.round(v.value! * 100) * quantity);
      }),
    );
  });
});

describe('product-prices on the sample pages', () => {
  it('101: shows the chosen size’s price, max price with percent, omnibus, srp and unit', async () => {
    loadProductPage('projector-101', { edit: (h) => h.replace('<span id="projector_maxprice_percent" class="projector_prices__percent">-17%</span>', '<span id="projector_maxprice_percent" class="projector_prices__percent"></span>') });
    await mountProductIslands(['product-prices']);
    expect(priceText()).toBe('189,99 zł');
    expect(el('maxprice_percent').textContent).toBe('-17%');
    expect(el('price_maxprice_wrapper').classList.contains('--active')).toBe(true);
    expect(el('price_srp').textContent).toBe('249,99 zł');
    expect(el('omnibus_price_value').textContent).toBe('179,99 zł');
    expect(section().classList.contains('--omnibus')).toBe(true);
    expect(el('points_wrapper').hidden).toBe(true);
    expect(section().querySelector('.price_vat')?.textContent).toBe('brutto');
    expect([el('price_unit_sellby').textContent, el('price_unit').textContent]).toEqual(['1', 'szt.']);
    // A DOM island: nothing of its own in the flex section, so no gap.
    expect(section().querySelector('[data-island-host]')).toBeNull();
  });

  it('101: a size switch shows that size’s price at once, then its live data', async () => {
    loadProductPage('projector-101');
    await mountProductIslands(['product-form', 'product-prices']);
    act(() => store().selectSize('5'));
    expect(priceText()).toBe('199,99 zł');
    expect(el('price_value').getAttribute('data-price')).toBe('199.99');
    expect(el('price_maxprice').textContent).toBe('239,99 zł');
    // The size's request settles (awaited on the store); act lets the islands follow it.
    await act(async () => void (await untilStore((s) => s.product.sizeFetch !== 'loading')));
    expect(store().sizeFetch).toBe('ready');
    expect(priceText()).toBe('199,99 zł');
    live('5', { value: 200, max: 250, omnibus: 210 });
    expect(priceText()).toBe('200,00 zł');
    expect(el('price_maxprice').getAttribute('data-price')).toBe('250.00');
    expect(el('maxprice_percent').textContent).toBe('-20%');
    // Omnibus above the selling price: the theme's --omnibus-higher.
    expect(section().classList.contains('--omnibus-higher')).toBe(true);
    expect(el('omnibus_price_value').textContent).toBe('210,00 zł');
  });

  it('101: the theme’s other omnibus classes, on the section and on the name’s label, as the platform sets them', async () => {
    loadProductPage('projector-101');
    document.body.insertAdjacentHTML('afterbegin', '<div class="product_name__block --label"><span class="label --promo">Promocja</span></div>');
    const label = document.querySelector('.product_name__block.--label')!;
    const classes = (element: Element) => ['--omnibus', '--omnibus-short', '--omnibus-code', '--omnibus-code-short', '--omnibus-higher'].filter((c) => element.classList.contains(c));
    await mountProductIslands(['product-prices']);
    // 189,99 zł with the regular 229,99 zł and the omnibus 179,99 zł: the long form.
    expect([classes(section()), classes(label)]).toEqual([['--omnibus'], ['--omnibus']]);
    // No regular price: the short form; omnibus above the price: higher, on the label too.
    live('3', { value: 150, omnibus: 160 });
    expect([classes(section()), classes(label)]).toEqual([['--omnibus', '--omnibus-short', '--omnibus-higher'], ['--omnibus', '--omnibus-higher']]);
    // A rebate code's price-before: code; the same as the omnibus price: code-short.
    live('3', { value: 150, omnibus: 170, beforeRebate: 170 });
    expect(classes(section())).toEqual(['--omnibus', '--omnibus-short', '--omnibus-code', '--omnibus-code-short', '--omnibus-higher']);
    live('3', { value: 150, omnibus: 140, beforeRebate: 170 });
    expect(classes(section())).toEqual(['--omnibus', '--omnibus-short', '--omnibus-code']);
    // No omnibus price: none of them, on either.
    live('3', { value: 150 });
    expect([classes(section()), classes(label)]).toEqual([[], []]);
    act(() => unmountWithin(section()));
    expect([classes(section()), classes(label)]).toEqual([['--omnibus'], []]);
  });

  it('101: no max price or omnibus in the data hides their blocks; unmounting puts the server’s back', async () => {
    loadProductPage('projector-101');
    await mountProductIslands(['product-prices']);
    live('3', { value: 150 });
    expect(priceText()).toBe('150,00 zł');
    expect(el('price_maxprice_wrapper').classList.contains('--active')).toBe(false);
    expect(el('price_maxprice_wrapper').hidden).toBe(true);
    expect((section().querySelector('.projector_prices__lowest_price') as HTMLElement).hidden).toBe(true);
    expect(section().classList.contains('--omnibus')).toBe(false);
    expect(el('price_srp_wrapper').hidden).toBe(true);
    act(() => unmountWithin(section()));
    expect(priceText()).toBe('189,99 zł');
    expect(el('price_value').getAttribute('data-price')).toBe('189.99');
    expect(el('price_maxprice_wrapper').classList.contains('--active')).toBe(true);
    expect(el('price_maxprice_wrapper').hidden).toBe(false);
    expect(section().classList.contains('--omnibus')).toBe(true);
    expect(section().querySelector('[data-island-host]')).toBeNull();
  });

  it('101: the real data’s deposit and omnibus details fill the theme’s blocks; the live answer (no deposit) hides it', async () => {
    const deposit = '<div id="projector_price_deposit" class="projector_prices__deposit" hidden>Kaucja: <span id="projector_price_deposit_value"></span></div>';
    const percent = '<span id="projector_omnibus_percent" class="omnibus_price__percent" hidden></span>';
    loadProductPage('projector-101', {
      edit: (h) => h.replace('<div id="projector_points_wrapper"', `${deposit}<div id="projector_points_wrapper"`).replace('179,99 zł</del>', `179,99 zł</del>${percent}`),
    });
    const m = pageData()[0]!.sizes.find((x) => (x as unknown as { id: string }).id === '3')!;
    m.price.depositPrice = { gross: { value: '0.50', formatted: '0,50 zł' } };
    m.price.omnibusPriceDetails = { youSavePercent: '5', omnibusPriceIsHigherThanSellingPrice: 'true', newPriceEffectiveUntil: null };
    // The theme's deposit tip (a script of the deposit system's own): called after every price update
    // with the value's selector, as the theme calls it; it sees the amount already in place.
    const seen: string[] = [];
    const page = window as unknown as { app_shop?: Record<string, unknown> };
    page.app_shop = { ...(page.app_shop ?? {}), fn: { addDepositInfo: (sel: string) => seen.push(`${sel} ${document.querySelector(sel)?.textContent}`) } };
    await mountProductIslands(['product-form', 'product-prices']);
    expect(seen[0]).toBe('#projector_price_deposit_value 0,50 zł');
    expect(el('price_deposit').hidden).toBe(false);
    expect(el('price_deposit_value').textContent).toBe('0,50 zł');
    expect(el('price_deposit_value').getAttribute('data-price')).toBe('0.50');
    // The shop's own omnibus details win for its own selling price.
    expect(section().classList.contains('--omnibus-higher')).toBe(true);
    expect(el('omnibus_percent').textContent).toBe('-5%');
    act(() => store().selectSize('5'));
    // The size's request settles (awaited on the store); act lets the islands follow it.
    await act(async () => void (await untilStore((s) => s.product.sizeFetch !== 'loading')));
    expect(store().sizeFetch).toBe('ready');
    expect(el('price_deposit').hidden).toBe(true);
    expect(seen.length).toBeGreaterThan(1);
    expect(section().classList.contains('--omnibus-higher')).toBe(false);
    act(() => unmountWithin(section()));
    delete page.app_shop;
    expect(el('price_deposit').hidden).toBe(true);
    expect(el('price_deposit_value').textContent).toBe('');
  });

  it('a theme deposit tip that throws is logged, and the prices are shown all the same', async () => {
    const deposit = '<div id="projector_price_deposit" class="projector_prices__deposit" hidden>Kaucja: <span id="projector_price_deposit_value"></span></div>';
    loadProductPage('projector-101', { edit: (h) => h.replace('<div id="projector_points_wrapper"', `${deposit}<div id="projector_points_wrapper"`) });
    pageData()[0]!.sizes.find((x) => (x as unknown as { id: string }).id === '3')!.price.depositPrice = { gross: { value: '0.50', formatted: '0,50 zł' } };
    const page = window as unknown as { app_shop?: Record<string, unknown> };
    page.app_shop = { ...(page.app_shop ?? {}), fn: { addDepositInfo: () => { throw new Error('tip broke'); } } };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountProductIslands(['product-form', 'product-prices']);
    expect(el('price_deposit_value').textContent).toBe('0,50 zł');
    expect(error).toHaveBeenCalledWith(expect.stringContaining("[storefront:product-prices] the theme's app_shop.fn.addDepositInfo failed for #projector_price_deposit_value"), expect.any(Error));
    delete page.app_shop;
  });

  it('106 (the spec’s flat data, silent on deposits) leaves a server-rendered deposit as it is', async () => {
    const deposit = '<div id="projector_price_deposit"><span id="projector_price_deposit_value">0,50 zł</span></div>';
    loadProductPage('projector-106', { edit: (h) => h.replace('<div id="projector_prices_section" class="projector_prices', `${deposit}<div id="projector_prices_section" class="projector_prices`) });
    await mountProductIslands(['product-prices']);
    expect(el('price_deposit').hidden).toBe(false);
    expect(el('price_deposit_value').textContent).toBe('0,50 zł');
  });

  it('103: price on the phone', async () => {
    loadProductPage('projector-103', { edit: (h) => h.replace('<span>Cena na telefon</span>', '<span>0,00 zł</span>') });
    await mountProductIslands(['product-prices']);
    expect(priceText()).toBe('Cena na telefon');
  });

  it('103 with basket_enable: Gratis!', async () => {
    loadProductPage('projector-103');
    for (const s of pageData()[0]!.sizes) s.price.basket_enable = 'y';
    await mountProductIslands(['product-prices']);
    expect(priceText()).toBe('Gratis!');
  });

  it('104: points only', async () => {
    loadProductPage('projector-104', {
      edit: (h) => h.replace(' --only-points', '').replace('<span>250,00 pkt.</span>', '<span></span>').replace('projector_prices__points --active', 'projector_prices__points').replace('data-price="250">250,00<', 'data-price="0"><'),
    });
    await mountProductIslands(['product-prices']);
    expect(priceText()).toBe('250,00 pkt.');
    expect(section().classList.contains('--only-points')).toBe(true);
    expect(el('points_wrapper').classList.contains('--active')).toBe(true);
    expect(el('price_points').textContent).toBe('250,00');
    expect(el('price_points').getAttribute('data-price')).toBe('250.00');
  });

  it('107, free of charge: the server’s "Gratis!" stays, not 0,00 zł', async () => {
    loadProductPage('projector-107');
    await mountProductIslands(['product-prices']);
    expect(priceText()).toBe('Gratis!');
  });

  it('104 as the template writes points ("250 pkt.", its unit span inside the figure): the server’s text, span and style kept', async () => {
    loadProductPage('projector-104', {
      edit: (h) =>
        h
          .replace('<span>250,00 pkt.</span>', '<span>250 pkt.</span>')
          .replace('data-price="250">250,00</span> <span class="projector_currency">pkt.</span>', 'data-price="250">250 <span class="projector_currency">pkt.</span></span>'),
    });
    await mountProductIslands(['product-prices']);
    expect(priceText()).toBe('250 pkt.');
    expect(el('price_points').textContent).toBe('250 pkt.');
    expect(el('price_points').querySelector('span.projector_currency')?.textContent).toBe('pkt.');
    // A new figure: the number before the span changes, the span stays.
    const m = store().model!;
    const type = m.sizeTypes[0]!;
    act(() => store().setSizeData(type, { price: { ...m.sizes[type]!.price, points: 900 } }));
    expect(el('price_points').textContent).toBe('900 pkt.');
    expect(el('price_points').querySelector('span.projector_currency')?.textContent).toBe('pkt.');
  });

  it('106: the quantity tier’s price shows as the quantity reaches it', async () => {
    loadProductPage('projector-106');
    await mountProductIslands(['product-prices']);
    const count = () => [el('price_unit_sellby').textContent, el('price_unit_sellby').classList.contains('--active'), el('price_unit').textContent];
    expect(priceText()).toBe('19,99 zł');
    expect(count()).toEqual(['1', false, 'szt.']);
    // The price of the amount in the field, as the platform's product script shows it: 5 × 18,99 zł.
    act(() => store().setQuantity(5));
    expect(priceText()).toBe('94,95 zł');
    expect(count()).toEqual(['5', true, 'szt.']);
    act(() => store().setQuantity(12));
    expect(priceText()).toBe('203,88 zł');
    act(() => store().setQuantity(1));
    expect(priceText()).toBe('19,99 zł');
    expect(count()).toEqual(['1', false, 'szt.']);
  });

  it('106 with data-price-for="unit": the tier’s unit price, the count stays the sell-by step', async () => {
    loadProductPage('projector-106', { edit: (h) => h.replace('<div id="projector_prices_section"', '<div data-price-for="unit" id="projector_prices_section"') });
    await mountProductIslands(['product-prices']);
    act(() => store().setQuantity(5));
    expect(priceText()).toBe('18,99 zł');
    expect(el('price_unit_sellby').textContent).toBe('1');
    expect(el('price_unit_sellby').classList.contains('--active')).toBe(false);
  });

  it('net price type: the form’s data-price-type wins; a missing net follows the percent', async () => {
    loadProductPage('projector-101', { noData: true, edit: (h) => h.replace('data-price-type="gross"', 'data-price-type="net"') });
    const data = productDataFlat(101);
    (data.sizes['3']!.price as { maxprice_net: number | null }).maxprice_net = null;
    (window as unknown as { product_data: unknown }).product_data = data;
    await mountProductIslands(['product-prices']);
    act(() => store().selectSize('3'));
    expect(priceText()).toBe('154,46 zł');
    expect(section().querySelector('.price_vat')?.textContent).toBe('netto');
    // 154.46 × 229.99 / 189.99
    expect(el('price_maxprice').textContent).toBe('186,98 zł');
    expect(el('price_srp').textContent).toBe('203,24 zł');
  });

  it('net asked but the page data has gross only: gross shown and labelled so', async () => {
    loadProductPage('projector-101', { edit: (h) => h.replace('data-price-type="gross"', 'data-price-type="net"') });
    await mountProductIslands(['product-prices']);
    expect(priceText()).toBe('189,99 zł');
    expect(section().querySelector('.price_vat')?.textContent).toBe('brutto');
  });

  /** Blocks the theme may have that no sample page renders yet. */
  const extraBlocks = (h: string) => {
    const extra = [
      '<div id="projector_price_beforerebate_wrapper"><del id="projector_price_beforerebate"></del><span id="projector_beforerebate_percent"></span></div>',
      '<div id="projector_price_yousave_wrapper"><span id="projector_price_yousave"></span><span id="projector_price_yousave_percent"></span></div>',
      '<div id="projector_bundle_diff_wrapper"><span id="projector_bundle_diff_value"></span><span id="projector_bundle_diff_percent"></span></div>',
    ].join('');
    const advance = '<div id="projector_advanceprice_section">Zaliczka: <b id="projector_advanceprice"></b></div>';
    return h.replace('<div id="projector_points_wrapper"', `${extra}<div id="projector_points_wrapper"`).replace('<div id="projector_buttons_section"', `${advance}<div id="projector_buttons_section"`);
  };

  it('before-rebate, you-save and advance price blocks', async () => {
    loadProductPage('projector-101', { edit: extraBlocks });
    await mountProductIslands(['product-prices']);
    // The page data has none of them.
    for (const id of ['price_beforerebate_wrapper', 'price_yousave_wrapper', 'bundle_diff_wrapper', 'advanceprice_section']) expect(el(id).hidden).toBe(true);
    live('3', { value: 150, beforeRebate: 180, youSave: 30, youSavePercent: 16.67, advance: 50 });
    expect(el('price_beforerebate_wrapper').hidden).toBe(false);
    expect([el('price_beforerebate').textContent, el('beforerebate_percent').textContent]).toEqual(['180,00 zł', '-17%']);
    expect([el('price_yousave').textContent, el('price_yousave_percent').textContent]).toEqual(['30,00 zł', '-17%']);
    expect(el('price_yousave_wrapper').classList.contains('--active')).toBe(true);
    expect(el('advanceprice_section').hidden).toBe(false);
    expect(el('advanceprice').textContent).toBe('50,00 zł');
  });

  it('a bundle shows what it saves against its parts', async () => {
    loadProductPage('projector-101', { edit: extraBlocks, noData: true });
    (window as unknown as { product_data: unknown }).product_data = productDataFlat(109);
    await mountProductIslands(['product-prices']);
    expect(priceText()).toBe('278,99 zł');
    expect(el('bundle_diff_wrapper').hidden).toBe(false);
    expect([el('bundle_diff_value').textContent, el('bundle_diff_percent').textContent]).toEqual(['30,00 zł', '-10%']);
  });

  it('tolerates a theme without most of the price elements', async () => {
    loadProductPage('projector-101', {
      edit: (h) => h.replace(/<div class="projector_prices__lowest_price[\s\S]*?<div id="projector_points_wrapper"[\s\S]*?<\/div>\s*<\/div>\s*<\/div>/, '').replace(/<div class="projector_prices__info">[\s\S]*?<\/div>/, ''),
    });
    expect(el('price_maxprice')).toBeNull();
    const error = vi.spyOn(console, 'error');
    await mountProductIslands(['product-prices']);
    live('3', { value: 99 });
    expect(priceText()).toBe('99,00 zł');
    expect(section().getAttribute('data-storefront-product-prices')).toBe('mounted');
    expect(error).not.toHaveBeenCalled();
  });

  it('105: the subscription switch changes the price before any request is answered', async () => {
    setFault('projector', 'hang');
    loadProductPage('projector-105');
    await mountProductIslands(['product-form', 'product-prices', 'product-subscription']);
    expect(priceText()).toBe('59,99 zł');
    fireEvent.click(document.getElementById('radioSubscriptionTrue')!);
    expect(store().subscription).toBe(true);
    expect(store().sizeFetch).toBe('loading');
    expect(priceText()).toBe('53,99 zł');
    fireEvent.click(document.getElementById('radioSubscriptionFalse')!);
    expect(priceText()).toBe('59,99 zł');
  });

  it('105 without subscription prices in the data: the chosen period’s rebate, percent or quota', async () => {
    setFault('projector', 'hang');
    loadProductPage('projector-105', { edit: (h) => h.replace('data-days="60" data-rebate-type="percent" data-rebate-value="10"', 'data-days="60" data-rebate-type="quota" data-rebate-value="5"') });
    delete pageData()[0]!.subscription;
    await mountProductIslands(['product-form', 'product-prices', 'product-subscription']);
    fireEvent.click(document.getElementById('radioSubscriptionTrue')!);
    expect(priceText()).toBe('53,99 zł');
    fireEvent.click(document.querySelector('[data-days="60"]')!);
    expect(store().subscriptionDays).toBe(60);
    expect(priceText()).toBe('54,99 zł');
  });
});

describe('config', () => {
  it('reads the form’s data-price-type; a bad value is reported and the shop’s type used', () => {
    document.body.innerHTML = '<form id="projector_form" data-price-type="net"><div id="projector_prices_section"></div></form>';
    const sectionEl = document.getElementById('projector_prices_section')!;
    expect(readPricesConfig(sectionEl)).toEqual({ priceType: 'net', per: 'quantity' });
    document.forms[0]!.setAttribute('data-price-type', 'brutto');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPricesConfig(sectionEl)).toEqual({ priceType: null, per: 'quantity' });
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:product-prices] data-price-type="brutto"');
    document.forms[0]!.removeAttribute('data-price-type');
    sectionEl.setAttribute('data-price-for', 'unit');
    expect(readPricesConfig(sectionEl)).toEqual({ priceType: null, per: 'unit' });
  });
});
