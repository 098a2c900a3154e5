import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../core/events';
import { ADDED_KEY, type AddedView } from './added';
import { fillServerAdded, openAtLoad } from './server-added';
import { nameIconLink } from './at-load';
import { texts, type BuyTexts } from './texts';
import { loadProductPage, mountProductIslands, stopProductIslands } from '../../fixtures/product-page';

// #menu_preloader_add as the platform's product template renders it after a native add (idosell-markup.md).
const TEMPLATE =
  '<div id="menu_preloader_add" class="added"><h2 class="headline added__headline"><span class="headline__name added__headline_name">Produkt dodany do koszyka</span></h2>' +
  '<div class="added__block"><div class="added__product product"><a class="added__icon product__icon" href="/product-pol-101.html"><img src="/img/old.jpg" srcset="/img/old@2x.jpg 2x" alt="Sukienka"></a>' +
  '<h3 class="added__name_h3"><a class="added__name product__name" href="/product-pol-101.html">Sukienka</a></h3>' +
  '<div class="added__prices product__prices"><strong class="price"><span class="price__count">1 x </span><span class="price__unit">189,99 zł</span></strong>' +
  '<span class="price --value"><span class="price__value_text">Wartość:</span><strong class="price__value">189,99 zł</strong></span></div></div>' +
  '<div class="added__buttons"><a class="added__button --close" href="#close">Kontynuuj zakupy</a><a class="added__button --basket btn --solid --medium" href="/basketedit.php">Przejdź do koszyka</a></div></div>' +
  '<section id="products_associated_zone4" class="hotspot__wrapper mx-n4 mt-4 mb-n4 p-4 --added" data-pagetype="projector" data-zone="4" data-products="101"></section></div>';

const t = texts.variants.pl as unknown as BuyTexts;
const view = (over: Partial<AddedView> = {}): AddedView => ({
  name: 'Sukienka midi Kalina', link: '/product-pol-101-Sukienka-midi-Kalina.html', icon: '/img/101.jpg', count: 2, unitPrice: '189,99 zł',
  worth: '379,98 zł', size: 'M', basketWorth: '379,98 zł', toFreeShipping: 20.02, toFreeShippingFormatted: null, ...over,
});

const opens = () => {
  const asked: unknown[] = [];
  const stop = on('storefront:modal-open', (e) => asked.push(e.detail));
  return { asked, stop };
};

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  delete (window as { app_shop?: unknown }).app_shop;
});

describe('the template’s #menu_preloader_add at load', () => {
  it('is opened by the load job while the buy button still waits for the shopper; not with data-added="status"', async () => {
    for (const added of ['', 'status']) {
      loadProductPage('projector-101', { edit: (html) => (added ? html.replace('id="projector_buttons_section"', `id="projector_buttons_section" data-added="${added}"`) : html) });
      document.body.insertAdjacentHTML('beforeend', TEMPLATE);
      const { asked, stop } = opens();
      await mountProductIslands(['product-buy'], { wake: false });
      expect([added, asked]).toEqual([added, added ? [] : [{ id: 'menu_preloader_add', className: '--added' }]]);
      expect(document.getElementById('projector_buttons_section')!.getAttribute('data-storefront-product-buy')).toBe('waiting');
      stop();
      stopProductIslands();
    }
  });

  it('is opened in the shared modal, as menu_alert.js opens it', () => {
    document.body.innerHTML = TEMPLATE;
    const { asked, stop } = opens();
    expect(openAtLoad()).toBe('opened');
    expect(asked).toEqual([{ id: 'menu_preloader_add', className: '--added' }]);
    stop();
  });

  it('not when the quick-buy’s flag says the add was shown; the flag is cleared on every page', () => {
    localStorage.setItem(ADDED_KEY, 'true');
    document.body.innerHTML = TEMPLATE;
    const { asked, stop } = opens();
    expect(openAtLoad()).toBe('flagged');
    expect(asked).toEqual([]);
    expect(localStorage.getItem(ADDED_KEY)).toBeNull();
    localStorage.setItem(ADDED_KEY, 'true');
    document.body.innerHTML = '';
    expect(openAtLoad()).toBe('none');
    expect(localStorage.getItem(ADDED_KEY)).toBeNull();
    stop();
  });

  it('not when the theme’s quick-buy file ran first and moved the flag into app_shop.vars.addedToBasket', () => {
    document.body.innerHTML = TEMPLATE;
    // hotspots_add_to_basket.js, a classic script before ours: the key becomes the vars' flag and is removed.
    localStorage.setItem(ADDED_KEY, 'true');
    const app_shop = { vars: {} as Record<string, unknown>, fn: {}, fnrun: {} };
    (window as { app_shop?: unknown }).app_shop = app_shop;
    if (localStorage.getItem(ADDED_KEY)) app_shop.vars.addedToBasket = true;
    localStorage.removeItem(ADDED_KEY);
    const { asked, stop } = opens();
    expect(openAtLoad()).toBe('flagged');
    expect(asked).toEqual([]);
    // Without the flag in either place, it opens.
    app_shop.vars = {};
    expect(openAtLoad()).toBe('opened');
    stop();
  });

  it('left to the theme while its menu_alert.js entry is queued, and the console says so', () => {
    document.body.innerHTML = TEMPLATE;
    (window as { app_shop?: unknown }).app_shop = { fnrun: { all: [{ f: () => {}, w: '#menu_preloader_add' }] } };
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { asked, stop } = opens();
    expect(openAtLoad()).toBe('theme');
    expect(asked).toEqual([]);
    expect(info.mock.calls[0]?.[0]).toContain('[storefront:product-buy] the theme opens #menu_preloader_add itself');
    stop();
  });
});

describe('the template’s dialog after the island’s own add', () => {
  it('gets the line as the basket holds it, as text, in the template’s own elements', () => {
    document.body.innerHTML = TEMPLATE;
    const root = document.getElementById('menu_preloader_add')!;
    fillServerAdded(root, view({ name: '<b>Sukienka</b> midi' }), t);
    expect(root.querySelector('.added__name')!.textContent).toBe('<b>Sukienka</b> midi');
    expect(root.querySelector('.added__name')!.getAttribute('href')).toBe('/product-pol-101-Sukienka-midi-Kalina.html');
    expect(root.querySelector('.added__icon')!.getAttribute('href')).toBe('/product-pol-101-Sukienka-midi-Kalina.html');
    const img = root.querySelector('img')!;
    expect([img.getAttribute('src'), img.hasAttribute('srcset'), img.getAttribute('alt')]).toEqual(['/img/101.jpg', false, 'Sukienka']);
    expect(root.querySelector('.price__count')!.textContent).toBe('2 × ');
    expect(root.querySelector('.price__unit')!.textContent).toBe('189,99 zł');
    expect(root.querySelector('.price__value')!.textContent).toBe('379,98 zł');
    expect(root.querySelector<HTMLElement>('.price.--value')!.hidden).toBe(false);
    expect(root.querySelector('#products_associated_zone4')).not.toBeNull();
  });

  it('one unit: no count and no worth line; a javascript: link is refused', () => {
    document.body.innerHTML = TEMPLATE;
    const root = document.getElementById('menu_preloader_add')!;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fillServerAdded(root, view({ count: 1, link: 'javascript:alert(1)' }), t);
    expect(root.querySelector('.price__count')!.textContent).toBe('');
    expect(root.querySelector<HTMLElement>('.price.--value')!.hidden).toBe(true);
    expect(root.querySelector('.added__name')!.getAttribute('href')).not.toContain('javascript');
  });
});

describe('the template picture link', () => {
  it('a picture link with no name gets the product’s; one with a name keeps it', () => {
    document.body.innerHTML = TEMPLATE.replace('alt="Sukienka"', 'alt=""');
    const root = document.getElementById('menu_preloader_add')!;
    nameIconLink(root);
    expect(root.querySelector('a.added__icon')!.getAttribute('aria-label')).toBe('Sukienka');
    document.body.innerHTML = TEMPLATE;
    nameIconLink(document.getElementById('menu_preloader_add')!);
    expect(document.querySelector('a.added__icon')!.hasAttribute('aria-label')).toBe(false);
  });
});
