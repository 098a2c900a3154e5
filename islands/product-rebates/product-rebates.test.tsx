import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { openProductPage } from '../../fixtures/product-page';
import { afterPaint } from '../../fixtures/until';
import { productDataFlat } from '../../fixtures/catalogue';
import { readProductData } from '../../core/product/data';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';
import { rebateOffer, type OfferInput } from './offer';

type FlatData = { sizes: Record<string, { rebateNumber?: unknown; price: { rebateNumber?: unknown }; price_normal?: { rebateNumber?: unknown } }>; order_quantity_range: Record<string, number | null> };
const data = () => (window as unknown as { product_data: FlatData }).product_data;
const store = () => getShopStore().getState().product;
const section = () => document.getElementById('projector_rebate_number_section')!;
const group = () => screen.getByRole('radiogroup', { name: 'Kup więcej, zapłać mniej' });
const radios = () => within(group()).getAllByRole('radio') as HTMLInputElement[];
const labels = () => radios().map((r) => r.labels?.[0]?.textContent);
const checked = () => radios().findIndex((r) => r.checked);
const nextLine = () => section().querySelector<HTMLElement>('.projector_multipack__next')!;

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('rebateOffer', () => {
  const model = readProductData({ product_data: productDataFlat(106) } as unknown as Window)!;
  const input = (quantity: number, over: Partial<OfferInput> = {}): OfferInput => ({
    model, size: null, fetched: false, subscription: false, rebate: null, priceType: 'gross', quantity, pageQuantity: 1, ...over,
  });

  it('one tier at most is active, the one the quantity is in; the next tier is cheaper and above it', () => {
    fc.assert(
      // The data's nextleft/nextprice were rendered for the page's quantity, 1.
      fc.property(fc.integer({ min: 1, max: 30 }), fc.constantFrom('gross' as const, 'net' as const), (quantity, priceType) => {
        const offer = rebateOffer(input(quantity, { priceType }))!;
        const active = offer.items.filter((i) => i.active);
        expect(active).toHaveLength(1);
        expect(active[0]!.threshold).toBeLessThanOrEqual(Math.max(quantity, 1));
        expect(offer.items.filter((i) => i.threshold > active[0]!.threshold && i.threshold <= quantity)).toEqual([]);
        if (offer.next) {
          expect(offer.next.left).toBeGreaterThan(0);
          expect(offer.next.price).toBeLessThan(active[0]!.price);
        } else {
          expect(quantity).toBeGreaterThanOrEqual(12);
        }
      }),
    );
  });

  it('uses the data’s own tier prices; with a rebated subscription price, the tier percent of it', () => {
    expect(rebateOffer(input(1))!.items.map((i) => [i.threshold, i.price, i.percent])).toEqual([
      [1, 19.99, null], [3, 18.99, 5], [6, 17.99, 10], [12, 16.99, 15],
    ]);
    const size = { ...model.sizes['6']!, priceSubscription: null };
    const sub = rebateOffer(input(1, { size, subscription: true, rebate: { type: 'quota', value: 9.99 } }))!;
    expect(sub.items.map((i) => i.price)).toEqual([10, 9.5, 9, 8.5]);
  });

  it('the next step: the data’s at the page’s quantity, else computed from the tiers', () => {
    expect(rebateOffer(input(1))!.next).toEqual({ left: 3, price: 18.99 });
    expect(rebateOffer(input(2))!.next).toEqual({ left: 1, price: 18.99 });
    expect(rebateOffer(input(7, { priceType: 'net' }))!.next).toEqual({ left: 5, price: 13.81 });
  });
});

describe('product-rebates on projector-106', () => {
  it('renders the tiers as a radio group with the theme’s classes, the base tier checked', async () => {
    await openProductPage('projector-106', { islands: ['product-rebates'] });
    expect(labels()).toEqual([
      '1 szt. 19,99 zł / szt.',
      'od 3 szt. 18,99 zł / szt. (-5%)',
      'od 6 szt. 17,99 zł / szt. (-10%)',
      'od 12 szt. 16,99 zł / szt. (-15%)',
    ]);
    expect(checked()).toBe(0);
    const items = section().querySelectorAll('.projector_multipack__wrapper > .projector_multipack__item.f-group.--radio');
    expect(Array.from(items, (i) => i.getAttribute('data-value'))).toEqual(['1', '3', '6', '12']);
    expect(items[0]!.classList.contains('--active')).toBe(true);
    expect(radios().map((r) => [r.name, r.getAttribute('form'), r.id])).toContainEqual(['multipack_radio', 'projector_form', 'multipackRadioItem2']);
    expect(nextLine().textContent).toBe('Kup jeszcze 3 szt., a zapłacisz 18,99 zł za szt.');
  });

  it('choosing a tier sets the quantity to its threshold', async () => {
    await openProductPage('projector-106', { islands: ['product-rebates'] });
    fireEvent.click(radios()[2]!);
    expect(store().quantity).toBe(6);
    expect(checked()).toBe(2);
    expect(section().querySelector('[data-value="6"]')!.classList.contains('--active')).toBe(true);
    expect(nextLine().textContent).toBe('Kup jeszcze 6 szt., a zapłacisz 16,99 zł za szt.');
  });

  it('follows the quantity: 5 is in the 3–5 tier, one more reaches the next', async () => {
    await openProductPage('projector-106', { islands: ['product-rebates'] });
    act(() => store().setQuantity(5));
    await afterPaint();
    expect(checked()).toBe(1);
    expect(nextLine().textContent).toBe('Kup jeszcze 1 szt., a zapłacisz 17,99 zł za szt.');
    act(() => store().setQuantity(20));
    await afterPaint();
    expect(checked()).toBe(3);
    expect(nextLine().hidden).toBe(true);
  });

  it('a choice is corrected to the order limits', async () => {
    await openProductPage('projector-106', {
      islands: ['product-rebates'],
      beforeMount: () => {
        data().order_quantity_range.max_quantity_per_order = 4;
      },
    });
    fireEvent.click(radios()[3]!);
    expect(store().quantity).toBe(4);
    expect(checked()).toBe(1);
  });

  it('a size without tiers hides the section; unmounting restores it', async () => {
    await openProductPage('projector-106', {
      islands: ['product-rebates'],
      beforeMount: () => {
        const s = data().sizes['6']!;
        delete s.rebateNumber;
        delete s.price.rebateNumber;
        delete s.price_normal!.rebateNumber;
      },
    });
    expect(section().hidden).toBe(true);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    act(() => store().selectSize('7'));
    await afterPaint();
    expect(section().hidden).toBe(false);
    expect(radios()).toHaveLength(4);
    act(() => store().selectSize('6'));
    await afterPaint();
    expect(section().hidden).toBe(true);
    act(() => unmountWithin(section()));
    expect(section().hidden).toBe(false);
  });

  it('net prices when the form says net; English texts', async () => {
    document.documentElement.lang = 'en';
    await openProductPage('projector-106', { islands: ['product-rebates'], edit: (h) => h.replace('data-price-type="gross"', 'data-price-type="net"') });
    const en = screen.getByRole('radiogroup', { name: 'Kup więcej, zapłać mniej' });
    expect(within(en).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)[1]).toBe('from 3 szt. 15,44 zł / szt. (-5%)');
    expect(nextLine().textContent).toBe('Buy 3 szt. more and pay 15,44 zł per szt.');
  });
});
