import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mountWoken } from '../../fixtures/header-page';
import { boot, type BootHandle } from '../../core/mount/boot';
import { registry } from '../../src/registry';
import { firstScan } from '../../fixtures/boot-entry';
import { go } from './navigate';
import { untilCalled, untilDom } from '../../fixtures/until';

const scripts: Array<{ code: unknown; caller: string }> = [];
vi.mock('../../core/dom/run-script', () => ({
  runScript: vi.fn(async (code: unknown, opts: { caller: string }) => {
    scripts.push({ code, caller: opts.caller });
    return 'ran';
  }),
}));

const win = window as unknown as Record<string, unknown>;
const DATA = { currency: 'zł', basketCost: 495.96, basketCostNet: 403.22, basketCount: 3, price: 189.99, priceNet: 154.46 };

const SANTANDER =
  '<a class="projector_instalments__item" id="santander" href="https://raty.example/santander?amount=189.99" data-instalments="Santander eRaty" data-window="https://raty.example/santander?amount={price}" data-min-price="100" data-max-price="20000" data-price-type="gross" data-max-quantity="10"><span>Santander eRaty</span></a>';
const MBANK =
  '<a class="projector_instalments__item" id="mbank" href="https://raty.example/mbank?amount=154.46" data-instalments="mBank Raty" data-window="https://raty.example/mbank?amount={price}" data-min-price="300" data-max-price="5000" data-price-type="net"><span>mBank Raty</span></a>';

const productPage = (items = SANTANDER + MBANK) => {
  document.body.innerHTML =
    '<div id="container" class="projector_page"><main id="content"><div id="projector_instalments" class="projector_instalments">' +
    `<a class="projector_instalments__link" href="#showInstalments">Kup na raty — oblicz ratę</a><div class="projector_instalments__items">${items}</div></div></main></div>`;
};
const basketPage = (items: string) => {
  document.body.innerHTML = `<div id="container" class="basketedit_page"><main id="content"><div id="instalment_payment_basket">${items}</div></main></div>`;
};
const container = () => document.querySelector('#projector_instalments, #instalment_payment_basket');
// 'interaction': the shopper's pointer over the links wakes it.
const mount = () => mountWoken(['instalments'], container);
const click = (el: Element) => fireEvent.click(el, { button: 0 });
const byId = (id: string) => document.getElementById(id)!;
const popup = () => screen.queryByRole('dialog', { name: 'Zakup na raty' });
const spyGo = () => ({ open: vi.spyOn(go, 'open').mockImplementation(() => {}), assign: vi.spyOn(go, 'assign').mockImplementation(() => {}) });

afterEach(() => {
  scripts.length = 0;
  delete win.instalmentData;
  delete win.calculate_instalments;
  document.documentElement.removeAttribute('lang');
  vi.restoreAllMocks();
});

describe('<Instalments> on a product page', () => {
  it('an in-limit product with an empty basket runs the system’s link at once (new window for data-window), no popup', async () => {
    win.instalmentData = { ...DATA, basketCount: 0, basketCost: 0, basketCostNet: 0 };
    const nav = spyGo();
    productPage();
    await mount();
    // The link's own handlers (IdoSell's inline calculate_instalments) do not run as well.
    const own = vi.fn();
    byId('santander').addEventListener('click', own);
    expect(click(byId('santander'))).toBe(false);
    expect(nav.open).toHaveBeenCalledExactlyOnceWith('https://raty.example/santander?amount=189.99');
    expect(nav.assign).not.toHaveBeenCalled();
    expect(popup()).toBeNull();
    expect(own).not.toHaveBeenCalled();
  });

  it('a link without data-window runs in this tab', async () => {
    win.instalmentData = { ...DATA, basketCount: 0 };
    const nav = spyGo();
    productPage('<a class="projector_instalments__item" id="own" href="/raty.php?amount={price}" data-instalments="Własne">Własne</a>');
    await mount();
    click(byId('own'));
    expect(nav.assign).toHaveBeenCalledExactlyOnceWith('/raty.php?amount=189.99');
  });

  it('with a basket the popup offers this product and the basket with it; Escape closes and focus returns', async () => {
    win.instalmentData = DATA;
    const nav = spyGo();
    productPage();
    await mount();
    byId('santander').focus();
    click(byId('santander'));
    expect(nav.open).not.toHaveBeenCalled();
    const d = popup()!;
    expect(d.className).toBe('modal --instalments');
    const system = within(d).getByRole('listitem');
    expect(within(system).getByRole('heading', { name: 'Santander eRaty' })).toBeTruthy();
    const links = within(system).getAllByRole('link', { name: 'Oblicz ratę (otwiera się w nowym oknie)' });
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['https://raty.example/santander?amount=189.99', '_blank', 'noopener noreferrer'],
      ['https://raty.example/santander?amount=685.95', '_blank', 'noopener noreferrer'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-describedby') && byId(a.getAttribute('aria-describedby')!).textContent)).toEqual([
      'Ten produkt: 189,99 zł',
      'Koszyk z tym produktem: 685,95 zł',
    ]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(byId('santander'));
  });

  it('refuses below the minimum (net system: net price, " net" suffix) and above the maximum, with section 8 advice', async () => {
    win.instalmentData = DATA;
    const nav = spyGo();
    productPage();
    await mount();
    click(byId('mbank'));
    expect(nav.open).not.toHaveBeenCalled();
    expect(popup()!.querySelector('.instalments_popup__refusal')!.textContent).toBe(
      'Wartość produktu jest niższa niż minimalna kwota 300,00 zł net dla rat mBank Raty. Zwiększ liczbę sztuk produktu.',
    );
    expect(within(popup()!).queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    win.instalmentData = { ...DATA, price: 25000, priceNet: 20325.2 };
    click(byId('santander'));
    expect(popup()!.querySelector('.instalments_popup__refusal')!.textContent).toBe(
      'Wartość produktu przekracza maksymalną kwotę 20 000,00 zł dla rat Santander eRaty. Zmniejsz liczbę sztuk produktu.',
    );
  });

  it('the basket with the product: too many distinct products, not all payable', async () => {
    win.instalmentData = { ...DATA, basketCount: 10 };
    spyGo();
    productPage(SANTANDER.replace('data-max-quantity="10"', 'data-max-quantity="10" data-alert=""'));
    await mount();
    click(byId('santander'));
    expect(popup()!.querySelector('.--basket .instalments_popup__refusal')!.textContent).toBe(
      'Zbyt wiele produktów w koszyku, aby kupić je na raty (Santander eRaty: najwyżej 10 różnych produktów). Zmniejsz liczbę różnych produktów w koszyku; liczba sztuk jednego produktu nie jest ograniczona.',
    );
    expect(within(popup()!).getAllByRole('link')).toHaveLength(1);
  });

  it('the "calculate" link lists every system', async () => {
    win.instalmentData = DATA;
    spyGo();
    productPage();
    await mount();
    expect(click(document.querySelector('.projector_instalments__link')!)).toBe(false);
    const names = within(popup()!).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Santander eRaty', 'mBank Raty']);
  });

  it('English texts', async () => {
    document.documentElement.lang = 'en';
    win.instalmentData = DATA;
    spyGo();
    productPage();
    await mount();
    click(byId('mbank'));
    expect(screen.getByRole('dialog', { name: 'Buy in instalments' }).querySelector('.instalments_popup__refusal')!.textContent).toBe(
      'The product sum is below the minimum of 300,00 zł net for mBank Raty instalments. Raise the quantity.',
    );
  });

  it('without instalment data the links are left as the page has them (reported)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const nav = spyGo();
    productPage();
    await mount();
    const seen: boolean[] = [];
    byId('santander').addEventListener('click', (e) => {
      seen.push(e.defaultPrevented);
      e.preventDefault(); // keep happy-dom from navigating
    });
    click(byId('santander'));
    // The link's own handler ran, on an event we did not touch.
    expect(seen).toEqual([false]);
    expect(nav.open).not.toHaveBeenCalled();
    expect(popup()).toBeNull();
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:instalments] the page has no instalmentData');
  });
});

describe('<Instalments> on the basket page (price 0)', () => {
  const ITEM = `<a id="basket_item" href="javascript:void(0)" data-window="https://raty.example/basket?amount={price}" onclick="calculate_instalments('100','20000','0','',$(this).attr('data-window'),'5','Santander eRaty','','gross'); return false;">Oblicz ratę</a>`;

  it('runs the link for the basket sum without a popup', async () => {
    win.instalmentData = { ...DATA, price: 0, priceNet: 0 };
    const nav = spyGo();
    basketPage(ITEM);
    await mount();
    expect(click(byId('basket_item'))).toBe(false);
    expect(nav.open).toHaveBeenCalledExactlyOnceWith('https://raty.example/basket?amount=495.96');
    expect(popup()).toBeNull();
  });

  it('refuses a basket out of limits or with too many products', async () => {
    win.instalmentData = { ...DATA, price: 0, priceNet: 0, basketCost: 30000 };
    const nav = spyGo();
    basketPage(ITEM);
    await mount();
    click(byId('basket_item'));
    expect(nav.open).not.toHaveBeenCalled();
    expect(popup()!.querySelector('.instalments_popup__refusal')!.textContent).toBe(
      'Wartość koszyka przekracza maksymalną kwotę 20 000,00 zł dla rat Santander eRaty. Usuń część produktów z koszyka lub zmniejsz ich liczbę.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    win.instalmentData = { ...DATA, price: 0, basketCount: 6 };
    click(byId('basket_item'));
    expect(popup()!.querySelector('.instalments_popup__refusal')!.textContent).toContain('najwyżej 5 różnych produktów');
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    win.instalmentData = { ...DATA, price: 0, basketCost: 50 };
    click(byId('basket_item'));
    expect(popup()!.querySelector('.instalments_popup__refusal')!.textContent).toBe(
      'Wartość koszyka jest niższa niż minimalna kwota 100,00 zł dla rat Santander eRaty. Dodaj produkty do koszyka lub zwiększ ich liczbę.',
    );
  });
});

describe('<Instalments> with a real shop’s links (reference section 16)', () => {
  // As IdoSell renders it: href javascript:, the lender's JavaScript with {calculate_price} in data-window,
  // and the inline call of the theme's calculate_instalments.
  const REAL = `<a class="projector_instalments__item" id="real" href="javascript:void(0)" data-instalments="Santander eRaty" data-window="window.open('https://raty.example/santander?amount={calculate_price}', 'raty')" onclick="calculate_instalments('100','20000','0','',$(this).attr('data-window'),'10','Santander eRaty','','gross'); return false;">Santander eRaty</a>`;

  it('evaluates the server’s link with the price, as the theme does, through run-script; the theme’s calculate_instalments stays reachable', async () => {
    win.instalmentData = { ...DATA, basketCount: 0, basketCost: 0, basketCostNet: 0 };
    const theirs = vi.fn();
    win.calculate_instalments = theirs;
    const nav = spyGo();
    productPage(REAL);
    await mount();
    expect(click(byId('real'))).toBe(false);
    expect(scripts).toEqual([{ code: "window.open('https://raty.example/santander?amount=189.99', 'raty')", caller: 'instalments (Santander eRaty)' }]);
    expect(nav.open).not.toHaveBeenCalled();
    expect(nav.assign).not.toHaveBeenCalled();
    // Not replaced, not removed: a theme script may still call it by name.
    expect(win.calculate_instalments).toBe(theirs);
    expect(typeof win.instalmentData).toBe('object');
  });

  it('in the popup a script link is a button that runs it', async () => {
    win.instalmentData = DATA;
    productPage(REAL);
    await mount();
    click(byId('real'));
    const dialog = popup()!;
    const buttons = within(dialog).getAllByRole('button', { name: 'Oblicz ratę' });
    fireEvent.click(buttons[0]!);
    expect(scripts.map((s) => s.code)).toEqual(["window.open('https://raty.example/santander?amount=189.99', 'raty')"]);
  });

  it('on the basket page reads the platform’s price (to_pay) as the basket sum, not as a product added to it', async () => {
    win.instalmentData = { ...DATA, price: 495.96, priceNet: 403.22 };
    const nav = spyGo();
    basketPage(`<a id="basket_real" href="javascript:void(0)" data-window="https://raty.example/basket?amount={calculate_price}" onclick="calculate_instalments('100','20000','0','',$(this).attr('data-window'),'5','Santander eRaty','','gross'); return false;">Oblicz ratę</a>`);
    await mount();
    click(byId('basket_real'));
    expect(nav.open).toHaveBeenCalledExactlyOnceWith('https://raty.example/basket?amount=495.96');
    expect(popup()).toBeNull();
  });
});

describe('<Instalments> wakes on the shopper’s first interaction', () => {
  const entry = registry.find((e) => e.name === 'instalments')!;
  const state = () => container()!.getAttribute('data-storefront-instalments');
  let handle: BootHandle | undefined;
  afterEach(() => {
    handle?.stop();
    handle = undefined;
  });
  it('is an interaction island: not loaded until the shopper points at, touches or focuses the links', async () => {
    expect(entry.trigger).toBe('interaction');
    productPage();
    handle = boot([entry]);
    // Claimed in the first scan; a trigger other than the shopper's would have written 'loading' at once.
    await firstScan();
    expect(state()).toBe('waiting');
    expect(container()!.querySelector('[data-island-host]')).toBeNull();
  });

  it('a tap that wakes it (touchstart, then the click at once) is held, then handled by the island: the link runs once, the server’s onclick never', async () => {
    win.instalmentData = { ...DATA, basketCount: 0, basketCost: 0, basketCostNet: 0 };
    const nav = spyGo();
    productPage();
    const own = vi.fn();
    byId('santander').addEventListener('click', own);
    handle = boot([entry]);
    await firstScan();
    fireEvent.touchStart(byId('santander'));
    // The click lands while the chunk is still loading: held, not followed.
    expect(click(byId('santander'))).toBe(false);
    expect(state()).toBe('loading');
    // Clicked again by the trigger once the island has mounted.
    await untilCalled(nav.open);
    expect(nav.open).toHaveBeenCalledExactlyOnceWith('https://raty.example/santander?amount=189.99');
    expect(state()).toBe('mounted');
    expect(own).not.toHaveBeenCalled();
    expect(popup()).toBeNull();
  });

  it('a keyboard shopper: focus wakes it, Enter’s click opens the popup once it has mounted', async () => {
    win.instalmentData = DATA;
    productPage();
    handle = boot([entry]);
    await firstScan();
    byId('santander').focus();
    expect(click(byId('santander'))).toBe(false);
    await untilDom(() => popup());
    expect(within(popup()!).getByText(/Santander eRaty/)).toBeTruthy();
  });
});
