import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { loadProductPage, mountProductIslands, openProductPage } from '../../fixtures/product-page';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';
import type { PriceModel, ProductModel, SizeModel } from '../../core/product/model';
import { pointsReceived } from './points';
import { afterPaint, untilDom } from '../../fixtures/until';

const box = () => document.getElementById('projector_points_recive')!;
const figure = () => document.getElementById('projector_points_recive_points')!.textContent;
const product = () => getShopStore().getState().product;
const withPoints = (size: SizeModel, pointsReceive: number | null): PriceModel => ({ ...size.price, pointsReceive });

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('pointsReceived', () => {
  const model = (pointsReceive: number | null) => ({ pointsReceive, basePrice: null, sizeTypes: [], sizes: {} }) as unknown as ProductModel;
  const size = (pointsReceive: number | null) => ({ price: { pointsReceive }, priceNormal: null, priceSubscription: null }) as unknown as SizeModel;

  it('takes the size’s figure, else the product’s, never below 0 (property)', () => {
    const pts = fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    fc.assert(
      fc.property(pts, pts, (own, base) => {
        const n = pointsReceived(model(base), size(own), false, false);
        const expected = own ?? base ?? 0;
        return n === (expected > 0 ? expected : 0);
      }),
    );
    expect(pointsReceived(null, size(5), false, false)).toBe(0);
  });
});

describe('product-points', () => {
  it('projector-101: the chosen size’s points, hidden when there are none, put back on unmount', async () => {
    await openProductPage('projector-101', { islands: ['product-points'] });
    expect(figure()).toBe('18,00 pkt.');
    expect(box().classList.contains('--active')).toBe(true);
    const m = product().model!.sizes['4']!;
    await act(() => {
      product().selectSize('4');
      product().setSizeData('4', { price: withPoints(m, 7.5) });
    });
    await afterPaint();
    await act(() => product().setSizeData('4', { price: withPoints(m, 0) }));
    await afterPaint();
    await act(() => product().setSizeData('4', { price: withPoints(m, 0) }));
    expect(box().classList.contains('--inactive')).toBe(true);
    expect(box().classList.contains('--active')).toBe(false);
    expect(box().hidden).toBe(true);
    unmountWithin(box());
    expect(box().className).toBe('projector_info__item --points projector_points_recive --active');
    expect(box().hidden).toBe(false);
    expect(figure()).toBe('18,00 pkt.');
  });

  it('at load, before the shopper: the job adds the template’s "?" tip and the island keeps waiting; a block without the words gets none', async () => {
    loadProductPage('template-pages/projector-101');
    await mountProductIslands(['product-points', 'product-sizes'], { wake: false });
    await untilDom(() => !!box().querySelector('.show_tip'));
    const tip = within(box()).getByRole('button', { name: 'O punktach za ten zakup' });
    expect(screen.getByRole('button', { name: 'O punktach za ten zakup', description: /Zbierają je zarejestrowani klienci\.$/ })).toBe(tip);
    expect(box().getAttribute('data-storefront-product-points')).toBe('waiting');
    expect(document.getElementById('projector_sizes_section')!.getAttribute('data-storefront-product-sizes')).toBe('waiting');
    // The tip works without the island: focus shows it, Escape hides it.
    const words = document.getElementById(tip.getAttribute('aria-describedby')!)!;
    expect(words.hidden).toBe(true);
    act(() => tip.focus());
    expect(words.hidden).toBe(false);
    expect(tip.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(tip, { key: 'Escape' });
    expect(words.hidden).toBe(true);
    act(() => unmountWithin(document.body));
    loadProductPage('projector-101');
    await mountProductIslands(['product-points'], { wake: false });
    expect(box().getAttribute('data-storefront-product-points')).toBe('waiting');
    expect(box().querySelector('.show_tip')).toBeNull();
  });

  it('the real template’s block (template page 101) gets the theme’s "?" tip after its words: a guest’s text, then a client’s; none where the server put one; gone on unmount', async () => {
    await openProductPage('template-pages/projector-101', { islands: ['product-points'] });
    const info = box().querySelector<HTMLElement>('.projector_points_recive__info')!;
    const tip = within(info).getByRole('button', { name: 'O punktach za ten zakup' });
    expect(tip.closest('.show_tip')!.previousElementSibling!.id).toBe('projector_points_recive_points');
    expect(screen.getByRole('button', { name: 'O punktach za ten zakup', description: /Zbierają je zarejestrowani klienci\.$/ })).toBe(tip);
    act(() => getShopStore().getState().session.setSession({ logged: true, login: 'anna' }));
    expect(screen.getByRole('button', { name: 'O punktach za ten zakup', description: 'Te punkty lojalnościowe przyznamy po opłaceniu zamówienia.' })).toBe(tip);
    act(() => unmountWithin(box()));
    expect(info.querySelector('.show_tip')).toBeNull();
  });

  it('the real template writes whole points ("18 pkt."): kept as the server wrote them, a new figure written whole too', async () => {
    await openProductPage('template-pages/projector-101', { islands: ['product-points'] });
    const value = document.getElementById('projector_points_recive_points')!;
    const serverText = value.firstChild;
    expect(figure()).toBe('18 pkt.');
    // Not rewritten at load: the very text node the server made.
    expect(value.firstChild).toBe(serverText);
    const m = product().model!.sizes['4']!;
    await act(() => {
      product().selectSize('4');
      product().setSizeData('4', { price: withPoints(m, 900) });
    });
    await afterPaint();
    expect(figure()).toBe('900 pkt.');
  });

  it('leaves a server-rendered tip alone (no second one)', async () => {
    loadProductPage('template-pages/projector-101', {
      edit: (h) => h.replace('<span class="projector_points_recive__text">', '<span class="show_tip css_tip css_tip_small" title="x"></span><span class="projector_points_recive__text">'),
    });
    await mountProductIslands(['product-points']);
    expect(box().querySelectorAll('.show_tip')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'O punktach za ten zakup' })).toBeNull();
  });

  it.each([
    ['projector-102', '34,00 pkt.'], // no size chosen: the product's figure
    ['projector-105', '5,00 pkt.'],
    ['projector-108', '24,00 pkt.'],
  ] as const)('%s shows %s', async (name, text) => {
    await openProductPage(name, { islands: ['product-points'] });
    expect(figure()).toBe(text);
    expect(box().classList.contains('--active')).toBe(true);
  });

  it('uses the English unit and the shop’s separators', async () => {
    document.documentElement.lang = 'en';
    loadProductPage('projector-108');
    (window as unknown as { app_shop: { vars: { currency: { decimalSeparator: string } } } }).app_shop.vars.currency.decimalSeparator = '.';
    await mountProductIslands(['product-points']);
    expect(figure()).toBe('24.00 pts');
  });
});
