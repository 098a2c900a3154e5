// The shopping-list dialog (the theme's `.sl_choose`), against the strict mock (documents
// validated against the SDL; lists kept in the mock's state).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, within } from '@testing-library/react';
import { loadPage } from '../../fixtures/header-page';
import { mountProductIslands } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { mockShop, createShoppingList } from '../../fixtures/mock-shop/state';
import { setFault } from '../../fixtures/mock-shop/faults';
import { untilDom } from '../../fixtures/until';
import { addDocument, createListDocument, listDocument, removeDocument } from './api';
import { readItems } from './ShoppingListDialog';
import { readLists } from './lists';

/** The template page's `.sl_choose` (a shopper with no list yet), read from the template page fixture. */
const SL_CHOOSE = /<div class="sl_choose sl_dialog">[\s\S]*?\n {4}<\/div>\n/.exec(
  readFileSync(resolve(import.meta.dirname, '../../fixtures/template-pages/projector-101.html'), 'utf8'),
)![0];

const sent: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/graphql/v1/' && new URL(request.url).search === '') void request.clone().text().then((b) => sent.push((JSON.parse(b) as { query: string }).query));
};
beforeEach(() => {
  sent.length = 0;
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  delete (window as unknown as { app_shop?: unknown }).app_shop;
});

/** A page with the header's list menu and the dialog's server markup (`lists`: entries the server rendered). */
async function mountDialogPage(lists = '', pageClass = 'projector_page'): Promise<void> {
  loadPage();
  document.getElementById('container')!.className = pageClass;
  document.body.insertAdjacentHTML('beforeend', lists ? SL_CHOOSE.replace('data-empty="true">', `data-empty="false">${lists}`) : SL_CHOOSE);
  (window as unknown as { app_shop: unknown }).app_shop = { fn: {}, vars: {} };
  await mountProductIslands(['shopping-list-dialog']);
}
const open = (items: unknown) =>
  act(() => (window as unknown as { app_shop: { fn: { shoppingList: { addProductToList: (i: unknown, cb?: () => void) => void } } } }).app_shop.fn.shoppingList.addProductToList(items));
const dialog = () => document.querySelector<HTMLElement>('[role=dialog]');
const say = () => dialog()?.querySelector('[role=status]')?.textContent ?? '';
const saved = (list: number) => mockShop().shoppingLists.find((l) => l.id === list)?.products ?? [];

describe('the calls (reference section 11), literal and valid', () => {
  it('builds the platform’s documents: ids unquoted, sizes quoted, onesize as uniw, the name escaped', () => {
    expect(createListDocument('Na "prezenty"')).toBe('mutation { shoppingListCreate(ShoppingListSettingsInput: { name: "Na \\"prezenty\\"", public: true }) { status id } }');
    expect(listDocument('7')).toBe('query { shoppingList(ShoppingListInput: { id: 7 }) { name link productCount } }');
    expect(addDocument('7', [['108', 'onesize'], ['101', '3']])).toBe(
      'mutation { addToShoppingList(ShoppingListInput: { id: 7 }, ShoppingListProduct: [{ id: 108, size: "uniw" }, { id: 101, size: "3" }]) { status } }',
    );
    expect(removeDocument('7', [['108', 'uniw']])).toContain('removeFromShoppingList(ShoppingListInput: { id: 7 }, ShoppingListProduct: [{ id: 108, size: "uniw" }])');
  });

  it('reads the items it is given and the server’s lists; nonsense is left out with a message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readItems([['108', 'uniw'], [101, '3'], ['x', 'y'], 'nope'])).toEqual([['108', 'uniw'], ['101', '3']]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[storefront:shopping-list-dialog] addProductToList: ["x","y"] is not [productId, size]'));
    const box = document.createElement('div');
    box.innerHTML = `${SL_CHOOSE}<div data-list_id="4" data-current="true"><span data-list_name>Prezenty</span><span data-list_count>3</span></div>`;
    expect(readLists(box)).toEqual([{ id: '4', name: 'Prezenty', count: 3, current: true }]);
    vi.restoreAllMocks();
  });
});

describe('the dialog', () => {
  it('a shopper with no list: the first list is made as it opens (chosen); saving says so once, writes the count into the header menu and the dialog', async () => {
    await mountDialogPage();
    const opener = document.createElement('a');
    opener.href = '#addToShoppingList';
    opener.textContent = 'lista';
    document.body.append(opener);
    opener.focus();
    open([['108', 'uniw']]);
    await untilDom(() => !!dialog()?.querySelector('input[type=radio]:checked'));
    const d = dialog()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(within(d).getByRole('heading').textContent).toBe('Zapisz na liście zakupowej');
    expect(mockShop().shoppingLists.map((l) => l.name)).toEqual(['Lista zakupowa']);
    expect(sent[0]).toBe('mutation { shoppingListCreate(ShoppingListSettingsInput: { name: "Lista zakupowa", public: true }) { status id } }');
    expect(within(d).getByRole('radio', { name: /Lista zakupowa/ })).toHaveProperty('checked', true);
    // The header's list menu got an entry for it, from its skeleton (once the shop said its name and address).
    await untilDom(() => document.querySelector('.slt_lists__nav [data-list_id="1"]') !== null);
    expect(document.querySelector('.slt_lists__nav [data-list_id="1"] [data-list_name]')?.textContent).toBe('Lista zakupowa');
    fireEvent.click(within(d).getByRole('button', { name: 'Zapisz na wybranej liście' }));
    await untilDom(() => say() === 'Zapisano na liście „Lista zakupowa”.');
    expect(saved(1)).toEqual([{ productId: 108, size: 'uniw' }]);
    expect(document.querySelector('.slt_lists__nav [data-list_id="1"] [data-list_count]')?.textContent).toBe('1');
    expect(within(d).getByRole('radio', { name: /Lista zakupowa/ }).closest('.sl_choose__list')?.textContent).toContain('1 prod.');
    // Remove from it.
    fireEvent.click(within(d).getByRole('button', { name: 'Usuń z wybranej listy' }));
    await untilDom(() => say() === 'Usunięto z listy „Lista zakupowa”.');
    expect(saved(1)).toEqual([]);
    expect(document.querySelector('.slt_lists__nav [data-list_id="1"] [data-list_count]')?.textContent).toBe('0');
    // Escape closes, focus back on the opener.
    fireEvent.keyDown(document.activeElement ?? d, { key: 'Escape' });
    await untilDom(() => dialog() === null);
    expect(document.activeElement).toBe(opener);
  });

  it('creates a list by name (chosen and focused, said once); an empty name is said, nothing sent', async () => {
    createShoppingList('Ulubione');
    await mountDialogPage('<div class="sl_choose__list" data-list_id="1"><span data-list_name="true">Ulubione</span><span data-list_count="true">0</span></div>');
    open([['101', '3']]);
    await untilDom(() => dialog() !== null);
    const d = dialog()!;
    expect(within(d).getByRole('radio', { name: /Ulubione/ })).toHaveProperty('checked', true);
    expect(sent).toEqual([]);
    const field = within(d).getByLabelText('Nazwa nowej listy');
    fireEvent.click(within(d).getByRole('button', { name: 'Utwórz listę' }));
    expect(say()).toBe('Podaj nazwę listy.');
    fireEvent.input(field, { target: { value: 'Prezenty' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Utwórz listę' }));
    await vi.waitFor(() => expect(say()).toBe('Utworzono listę „Prezenty”.'));
    expect(within(d).getByRole('radio', { name: /Prezenty/ })).toHaveProperty('checked', true);
    // Focus moves to it in the next frame (a focus change is no DOM mutation: polled).
    await vi.waitFor(() => expect(document.activeElement).toBe(within(d).getByRole('radio', { name: /Prezenty/ })));
    fireEvent.click(within(d).getByRole('button', { name: 'Zapisz na wybranej liście' }));
    await untilDom(() => say() === 'Zapisano na liście „Prezenty”.');
    expect(saved(2)).toEqual([{ productId: 101, size: '3' }]);
  });

  it('a refusal gives the shop’s words; a failed call (HTTP 500) says try again; the dialog stays usable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A list the server rendered that the shop no longer knows.
    await mountDialogPage('<div class="sl_choose__list" data-list_id="9"><span data-list_name="true">Stara</span><span data-list_count="true">2</span></div>');
    open([['108', 'uniw']]);
    await untilDom(() => dialog() !== null);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Zapisz na wybranej liście' }));
    await untilDom(() => say() === 'Nie znaleziono listy zakupowej.');
    setFault('graphql:shoppingListDialog', '500');
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Zapisz na wybranej liście' }));
    await untilDom(() => say() === 'Nie udało się. Spróbuj ponownie za chwilę.');
    expect(within(dialog()!).getByRole('button', { name: 'Zapisz na wybranej liście' }).getAttribute('aria-disabled')).toBeNull();
    vi.restoreAllMocks();
  });

  it('the basket page’s “add to favourites” opens it with every basket line', async () => {
    await mountDialogPage('', 'basketedit_page');
    document.getElementById('content')!.insertAdjacentHTML(
      'beforeend',
      '<section id="Basket"><div class="basket__block --product" data-product-id="108" data-product-size="uniw"></div><div class="basket__block --product" data-product-id="101" data-product-size="3"></div></section><a class="tool__button --add-to-favorite" href="#fav">Do ulubionych</a>',
    );
    fireEvent.click(document.querySelector('.tool__button.--add-to-favorite')!);
    await untilDom(() => !!dialog()?.querySelector('input[type=radio]:checked'));
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Zapisz na wybranej liście' }));
    await untilDom(() => say().startsWith('Zapisano'));
    expect(saved(1)).toEqual([
      { productId: 108, size: 'uniw' },
      { productId: 101, size: '3' },
    ]);
  });

  it('waits for a call: at load only the theme’s name is answered, on the theme’s own object, whose other members stay', async () => {
    loadPage();
    document.body.insertAdjacentHTML('beforeend', SL_CHOOSE);
    // The theme's list manager (shoppinglist_manage.js) ran first and put its members on the object.
    const manager = { queryCombo: vi.fn(), deleteProductQuery: vi.fn(), updateListCount: vi.fn(), status: 'ready' };
    (window as unknown as { app_shop: unknown }).app_shop = { fn: { shoppingList: manager }, vars: {} };
    await mountProductIslands(['shopping-list-dialog']);
    const box = document.querySelector('.sl_choose')!;
    const fn = (window as unknown as { app_shop: { fn: { shoppingList: Record<string, unknown> } } }).app_shop.fn;
    expect(fn.shoppingList).toBe(manager);
    expect(Object.keys(fn.shoppingList).sort()).toEqual(['addProductToList', 'deleteProductQuery', 'queryCombo', 'status', 'updateListCount']);
    expect(box.getAttribute('data-storefront-shopping-list-dialog')).toBe('waiting');
    expect(dialog()).toBeNull();
    open([['108', 'uniw']]);
    await untilDom(() => !!dialog()?.querySelector('input[type=radio]:checked'));
    expect(box.getAttribute('data-storefront-shopping-list-dialog')).toBe('mounted');
    expect(fn.shoppingList.queryCombo).toBe(manager.queryCombo);
    // Gone from the page (a region swapped out): the theme's object is as the manager left it.
    act(() => box.remove());
    await untilDom(() => !('addProductToList' in fn.shoppingList));
    expect(Object.keys(fn.shoppingList).sort()).toEqual(['deleteProductQuery', 'queryCombo', 'status', 'updateListCount']);
  });

  it('left to the theme while its menu_shoppinglist.js entry is queued (app_shop.fnrun)', async () => {
    loadPage();
    document.body.insertAdjacentHTML('beforeend', SL_CHOOSE);
    (window as unknown as { app_shop: unknown }).app_shop = { fn: {}, fnrun: { all: [{ w: '.sl_choose', fn: () => {} }] }, runApp: () => {} };
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await mountProductIslands(['shopping-list-dialog']);
    await untilDom(() => document.querySelector('.sl_choose')?.getAttribute('data-storefront-shopping-list-dialog') === 'theme');
    expect((window as unknown as { app_shop: { fn: Record<string, unknown> } }).app_shop.fn.shoppingList).toBeUndefined();
    vi.restoreAllMocks();
  });
});
