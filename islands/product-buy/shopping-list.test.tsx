// The shopping-list link of the buy section (and the name's own action) hand the product and size to the
// theme's list dialog (app_shop.fn.shoppingList.addProductToList) after the size check, as the theme's
// product script does; without it the link is the server's link.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { loadProductPage, mountProductIslands } from '../../fixtures/product-page';
import { getShopStore } from '../../core/store';

type Page = { app_shop?: Record<string, unknown> };
const page = window as unknown as Page;
afterEach(() => delete page.app_shop);

function withList(add: (items: unknown) => void) {
  page.app_shop = { ...(page.app_shop ?? {}), fn: { shoppingList: { addProductToList: add } } };
}
const alertText = () => screen.getAllByRole('alert').map((el) => el.textContent).join(' ');

describe('product-buy: the shopping-list link', () => {
  it('gives the product and the chosen size to the theme’s list dialog, as its product script does (the link does not navigate)', async () => {
    const add = vi.fn();
    loadProductPage('projector-101');
    withList(add);
    await mountProductIslands(['product-buy']);
    const link = screen.getByRole('link', { name: 'Dodaj do listy zakupowej' });
    expect(fireEvent.click(link)).toBe(false);
    expect(add).toHaveBeenCalledExactlyOnceWith([['101', '3']]);
  });

  it('an icon link named only by its title keeps it, with its aria-describedby and the element it points to', async () => {
    loadProductPage('projector-101', {
      edit: (h) =>
        h.replace(
          '<a class="projector_buy__shopping_list" href="#addToShoppingList">Dodaj do listy zakupowej</a>',
          '<a class="projector_buy__shopping_list" href="#addToShoppingList" title="Dodaj do listy zakupowej" aria-describedby="sl_hint"><span class="icon"></span></a><span id="sl_hint" class="sl_hint" hidden>Zapisz produkt na później</span>',
        ),
    });
    await mountProductIslands(['product-buy']);
    const link = screen.getByRole('link', { name: 'Dodaj do listy zakupowej', description: 'Zapisz produkt na później' });
    expect(link.getAttribute('title')).toBe('Dodaj do listy zakupowej');
    const hint = document.getElementById('sl_hint')!;
    expect(hint.hidden).toBe(true);
    expect(hint.className).toBe('sl_hint');
    expect(document.querySelectorAll('#sl_hint')).toHaveLength(1);
  });

  it('no size chosen: the buy section’s "choose a size" instead, nothing added', async () => {
    const add = vi.fn();
    loadProductPage('projector-101');
    withList(add);
    await mountProductIslands(['product-buy']);
    act(() => getShopStore().getState().product.selectSize(null));
    expect(fireEvent.click(screen.getByRole('link', { name: 'Dodaj do listy zakupowej' }))).toBe(false);
    expect(alertText()).toContain('Wybierz rozmiar');
    expect(add).not.toHaveBeenCalled();
  });

  it('the name’s own action (.product_name__action.--shopping-list) does the same', async () => {
    const add = vi.fn();
    loadProductPage('projector-101');
    withList(add);
    document.getElementById('content')!.insertAdjacentHTML('afterbegin', '<h1 class="product_name__name">Kalina</h1><a class="product_name__action --shopping-list" href="#addToShoppingList" title="Dodaj do listy zakupowej"><i class="icon-list"></i></a>');
    await mountProductIslands(['product-buy']);
    expect(fireEvent.click(document.querySelector('.product_name__action i')!)).toBe(false);
    expect(add).toHaveBeenCalledExactlyOnceWith([['101', '3']]);
  });

  it('without the theme’s dialog the link is the server’s link (it navigates); a dialog that throws is logged', async () => {
    loadProductPage('projector-101');
    await mountProductIslands(['product-buy']);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Dodaj do listy zakupowej' }))).toBe(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    withList(() => {
      throw new Error('list broke');
    });
    fireEvent.click(screen.getByRole('link', { name: 'Dodaj do listy zakupowej' }));
    expect(String(error.mock.calls[0]![0])).toContain("[storefront:product-buy] the theme's app_shop.fn.shoppingList.addProductToList failed");
  });

  it('keeps every attribute that names or describes the link (an icon link named only by its title)', async () => {
    loadProductPage('projector-101', {
      edit: (h) =>
        h.replace(
          '<a class="projector_buy__shopping_list" href="#addToShoppingList">Dodaj do listy zakupowej',
          '<a class="projector_buy__shopping_list" id="sl_link" href="#addToShoppingList" title="Dodaj do listy zakupowej" aria-describedby="sl_hint"><i class="icon-list"></i>',
        ),
    });
    // The description the theme points at, outside the re-rendered section.
    document.getElementById('content')!.insertAdjacentHTML('beforeend', '<span id="sl_hint" hidden>Zapisz na później</span>');
    await mountProductIslands(['product-buy']);
    const link = screen.getByRole('link', { name: 'Dodaj do listy zakupowej', description: 'Zapisz na później' });
    expect(link.id).toBe('sl_link');
  });
});
