// A bundle page: the parts' fields (in the form, or owned by it through form="projector_form") go
// with the add post, whichever add mode the section asks for.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { loadProductPage, mountProductIslands } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { untilDom } from '../../fixtures/until';

const buyButton = () => screen.getByRole('button', { name: /Dodaj do koszyka|Dodawanie/ });
const statusText = () => screen.getAllByRole('status').map((el) => el.textContent).join(' ');

/** The theme's bundle block: part 7001 inside the form, 7002 outside it with form="projector_form", 7003 unticked. */
const part = (id: string, size: string, checked: boolean, owner = '') => `
  <div class="projector_bundle__item swiper-slide">
    <input type="hidden" name="bundled_product[${id}]" value="${id}"${owner}>
    <input type="hidden" name="bundled_size[${id}]" value="${size}"${owner}>
    <input class="projector_bundle__checkbox" type="checkbox" name="bundled_quantity[${id}]" value="1" data-unit_sellby="1" data-unit_precision="0" data-amount="5"${checked ? ' checked' : ''}${owner}>
  </div>`;
const inside = `<div id="projector_bundle_product" class="projector_bundle"><div class="projector_bundle__block swiper">${part('7001', 'uniw', true)}${part('7003', 'M', false)}</div></div>`;
const outside = `<div class="projector_bundle__extra">${part('7002', 'L', true, ' form="projector_form"')}</div>`;

/** The add posts the page sent, their bodies read as they arrive. */
async function bundlePage(addMode?: 'graphql'): Promise<Array<Promise<URLSearchParams>>> {
  const posts: Array<Promise<URLSearchParams>> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('basketchange.php')) posts.push(request.clone().text().then((body) => new URLSearchParams(body)));
  });
  loadProductPage('projector-101', { edit: (h) => h.replace('<div id="projector_prices_section"', `${inside}<div id="projector_prices_section"`) });
  document.getElementById('content')!.insertAdjacentHTML('beforeend', outside);
  if (addMode) document.getElementById('projector_buttons_section')!.setAttribute('data-add-mode', addMode);
  await mountProductIslands(['product-buy']);
  return posts;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('product-buy on a bundle page', () => {
  it.each([['form (default)', undefined], ['data-add-mode="graphql"', 'graphql' as const]])('%s: the add post carries the parts’ fields, form= owners included', async (_name, mode) => {
    const posts = await bundlePage(mode);
    expect(document.querySelector('#projector_form #projector_bundle_product')).not.toBeNull();
    fireEvent.click(buyButton());
    // The add is over once the button drops its busy look (the outcome is shown with it).
    await untilDom(() => !document.querySelector('.projector_buy__button.--loading'));
    expect(statusText()).toContain('Produkt został dodany.');
    expect(posts).toHaveLength(1);
    const body = await posts[0]!;
    expect(body.get('product')).toBe('101');
    expect([body.get('bundled_product[7001]'), body.get('bundled_size[7001]'), body.get('bundled_quantity[7001]')]).toEqual(['7001', 'uniw', '1']);
    expect([body.get('bundled_product[7002]'), body.get('bundled_size[7002]'), body.get('bundled_quantity[7002]')]).toEqual(['7002', 'L', '1']);
    // An unticked part is left out of the set, as the browser's own post leaves it.
    expect(body.get('bundled_quantity[7003]')).toBeNull();
  });

  it('no part ticked: the buy button says so and sends nothing (product-form counts the parts)', async () => {
    const posts: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('basketchange.php')) posts.push(request.url);
    });
    loadProductPage('projector-101', { edit: (h) => h.replace('<div id="projector_prices_section"', `${inside}<div id="projector_prices_section"`) });
    document.getElementById('content')!.insertAdjacentHTML('beforeend', outside);
    // A collection, as the template's product_config says where it renders the parts' checkboxes.
    (window as unknown as { product_config: Record<string, unknown> }).product_config.isCollection = true;
    await mountProductIslands(['product-form', 'product-buy']);
    for (const box of document.querySelectorAll<HTMLInputElement>('.projector_bundle__checkbox:checked')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(screen.getAllByRole('alert').map((el) => el.textContent).join(' ')).toContain('Zaznacz co najmniej jeden produkt zestawu.');
    expect(posts).toEqual([]);
  });
});
