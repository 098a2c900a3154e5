// The added dialog after a confirmed add: an APG modal dialog in the platform's
// #menu_preloader_add classes, the line as the basket holds it, continue / go to the basket, zone 4,
// localStorage.addedtoBasket, one announcement, focus back on the buy button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadProductPage, mountProductIslands, openProductPage } from '../../fixtures/product-page';
import { mockShop } from '../../fixtures/mock-shop';
import { setFault } from '../../fixtures/mock-shop/faults';
import { watchLiveRegions } from '../../fixtures/live-announcements';
import { untilDom } from '../../fixtures/until';
import { on } from '../../core/events';

const buyButton = () => document.getElementById('projector_button_basket') as HTMLButtonElement;
const settled = () => untilDom(() => !document.querySelector('.projector_buy__button.--loading'));
const dialog = () => screen.queryByRole('dialog', { name: 'Dodano do koszyka' });

afterEach(() => localStorage.clear());

describe('product-buy: the added dialog', () => {
  it('opens after a confirmed add with the line as the basket holds it; focus inside; Escape closes and focus is back on the buy button', async () => {
    await openProductPage('projector-101', { islands: ['product-buy'] });
    const said = watchLiveRegions();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zwiększ ilość' }));
    buyButton().focus();
    await user.keyboard('{Enter}');
    await settled();
    const d = dialog()!;
    expect(d).not.toBeNull();
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(d.classList.contains('--added')).toBe(true);
    expect(d.contains(document.activeElement)).toBe(true);
    const added = d.querySelector('.added')!;
    expect(added.querySelector('.added__name')?.textContent).toBe('Sukienka midi Kalina');
    expect(added.querySelector('.price__count')?.textContent).toBe('2 × ');
    expect(added.querySelector('.price__unit')?.textContent).toMatch(/189,99\s?zł/);
    expect(added.querySelector('.price__value')?.textContent).toMatch(/379,98\s?zł/);
    expect(added.querySelector('.added__basket_worth')?.textContent).toMatch(/^Wartość koszyka: 379,98\s?zł\.$/);
    expect(within(d as HTMLElement).getByRole('link', { name: 'Przejdź do koszyka' }).getAttribute('href')).toBe('/basketedit.php');
    const zone = d.querySelector('section#products_associated_zone4.hotspot__wrapper')!;
    expect([zone.getAttribute('data-pagetype'), zone.getAttribute('data-zone'), zone.getAttribute('data-products')]).toEqual(['projector', '4', '101']);
    expect(localStorage.getItem('addedtoBasket')).toBe('true');
    // One announcement: the status line (the dialog is named, not a live region).
    expect(said.texts()).toEqual(['Produkt został dodany.']);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(buyButton());
    expect(document.body.textContent).toContain('Produkt został dodany.');
    said.stop();
  });

  it('"Kontynuuj zakupy" closes it; the picture and the name are one link (the picture out of the Tab order)', async () => {
    await openProductPage('projector-101', { islands: ['product-buy'] });
    fireEvent.click(buyButton());
    await settled();
    const d = dialog()!;
    const icon = d.querySelector('a.added__icon')!;
    expect([icon.getAttribute('tabindex'), icon.getAttribute('aria-hidden')]).toEqual(['-1', 'true']);
    expect(icon.getAttribute('href')).toBe(d.querySelector('a.added__name')!.getAttribute('href'));
    expect(d.querySelector('.price__count'), 'one unit: no count').toBeNull();
    fireEvent.click(within(d as HTMLElement).getByRole('button', { name: 'Kontynuuj zakupy' }));
    expect(dialog()).toBeNull();
  });

  it('data-added="status": the status line alone; localStorage is still set', async () => {
    await openProductPage('projector-101', { islands: ['product-buy'], edit: (f) => f.replace('id="projector_buttons_section"', 'id="projector_buttons_section" data-added="status"') });
    fireEvent.click(buyButton());
    await settled();
    expect(dialog()).toBeNull();
    expect(screen.getAllByRole('status').map((s) => s.textContent).join(' ')).toContain('Produkt został dodany.');
    expect(localStorage.getItem('addedtoBasket')).toBe('true');
  });

  it('a basket that cannot be read after the add: no dialog, no addedtoBasket (the add is not confirmed)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openProductPage('projector-101', { islands: ['product-buy'] });
    setFault('graphql:basket', '500');
    fireEvent.click(buyButton());
    await settled();
    expect(dialog()).toBeNull();
    expect(localStorage.getItem('addedtoBasket')).toBeNull();
    expect(mockShop().basket).toHaveLength(1);
  });

  it('a page whose template has #menu_preloader_add: the line goes into that markup and the shared modal is asked to open it; no dialog of ours', async () => {
    await openProductPage('projector-101', { islands: ['product-buy'] });
    document.body.insertAdjacentHTML('beforeend',
      '<div id="menu_preloader_add" class="added"><h2 class="headline added__headline"><span class="headline__name">Produkt dodany do koszyka</span></h2>' +
      '<h3 class="added__name_h3"><a class="added__name product__name" href="/x">?</a></h3><strong class="price"><span class="price__count"></span><span class="price__unit"></span></strong>' +
      '<section id="products_associated_zone4" class="hotspot__wrapper --added" data-pagetype="projector" data-zone="4" data-products="101"></section></div>');
    const asked: unknown[] = [];
    const stop = on('storefront:modal-open', (e) => asked.push(e.detail));
    fireEvent.click(buyButton());
    await untilDom(() => asked.length === 1);
    stop();
    expect(asked).toEqual([{ id: 'menu_preloader_add', className: '--added' }]);
    expect(document.querySelector('#menu_preloader_add .added__name')!.textContent).toBe('Sukienka midi Kalina');
    expect(dialog()).toBeNull();
    expect(document.querySelectorAll('#products_associated_zone4')).toHaveLength(1);
  });

  it('a page with a zone 4 of its own elsewhere: no second #products_associated_zone4, the console says why', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await openProductPage('projector-101', { islands: ['product-buy'] });
    document.body.insertAdjacentHTML('beforeend', '<section id="products_associated_zone4" class="hotspot__wrapper" data-pagetype="projector" data-zone="4" hidden></section>');
    fireEvent.click(buyButton());
    await settled();
    expect(dialog()).not.toBeNull();
    expect(document.querySelectorAll('#products_associated_zone4')).toHaveLength(1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('[storefront:product-buy] the page has its own #products_associated_zone4'));
  });

  it('English texts on an English page', async () => {
    loadProductPage('projector-101');
    document.documentElement.lang = 'en';
    try {
      await mountProductIslands(['product-buy']);
      fireEvent.click(buyButton());
      await settled();
      const d = screen.getByRole('dialog', { name: 'Added to basket' });
      expect(within(d).getByRole('button', { name: 'Continue shopping' })).toBeTruthy();
      expect(within(d).getByRole('link', { name: 'Go to basket' })).toBeTruthy();
    } finally {
      document.documentElement.lang = 'pl';
    }
  });
});
