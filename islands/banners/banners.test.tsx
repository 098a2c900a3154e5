import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { loadPage, mountWoken, byId } from '../../fixtures/header-page';
import { deleteCookie, getCookie, setCookie } from '../../core/dom/cookies';
import { getShopStore, type Basket } from '../../core/store';
import { unmountAll } from '../../core/mount/runtime';
import { BANNER_COOKIES, freeShippingReached, kindOf } from './kinds';
import island from './index';

const basket = (toShippingFree: number): Basket => ({
  products: [],
  user: null,
  worth_net_formatted: '',
  worth_formatted: '',
  shippingCost_net_formatted: '',
  shippingCost_formatted: '',
  toShippingFree,
  productsCounter: 1,
});
const setBasket = (b: Basket | null) => act(() => getShopStore().getState().basket.setBasket(b));
/** The cookie strings the page writes, to read their expiry. */
const writes = () => {
  let proto: object | null = document;
  let desc: PropertyDescriptor | undefined;
  while (proto && !(desc = Object.getOwnPropertyDescriptor(proto, 'cookie'))) proto = Object.getPrototypeOf(proto);
  if (!desc?.get || !desc.set || proto === document) throw new Error('document.cookie is not an accessor on a prototype here');
  const seen: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => desc.get!.call(document),
    set: (v: string) => (seen.push(v), desc.set!.call(document, v)),
  });
  return seen;
};
const daysUntil = (cookie: string) => (Date.parse(/expires=([^;]+)/.exec(cookie)![1]!) - Date.now()) / 864e5;

afterEach(() => {
  if (Object.hasOwn(document, 'cookie')) delete (document as unknown as Record<string, unknown>).cookie;
  Object.values(BANNER_COOKIES).forEach((name) => deleteCookie(name));
});

describe('banner kinds', () => {
  it('knows the two banners and their real cookie names', () => {
    const el = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html }).firstElementChild!;
    expect(kindOf(el('<div id="rabateCode"></div>'))).toBe('promo');
    expect(kindOf(el('<div class="freeShipping"></div>'))).toBe('free-shipping');
    expect(kindOf(el('<div></div>'))).toBeNull();
    expect(BANNER_COOKIES).toEqual({ promo: 'rabateCode_clicked', 'free-shipping': 'freeeshipping_clicked' });
  });

  it('is active when nothing is left to free shipping, unknown without a basket', () => {
    expect(freeShippingReached(0)).toBe(true);
    expect(freeShippingReached(0.01)).toBe(false);
    expect(freeShippingReached(undefined)).toBeNull();
    expect(freeShippingReached(NaN)).toBeNull();
  });

  it('reads data-banner-days and reports a bad value', () => {
    const el = document.createElement('div');
    el.id = 'freeShipping';
    expect(island.readConfig!(el)).toEqual({ kind: 'free-shipping', days: 1, cookie: 'freeeshipping_clicked' });
    el.dataset.bannerDays = '7';
    expect(island.readConfig!(el).days).toBe(7);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.dataset.bannerDays = 'forever';
    expect(island.readConfig!(el).days).toBe(1);
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:banners] data-banner-days="forever"');
  });

  it('writes only its own cookie names: data-banner-cookie off the fixed list is refused', () => {
    const el = document.createElement('div');
    el.id = 'rabateCode';
    el.dataset.bannerCookie = 'freeeshipping_clicked';
    expect(island.readConfig!(el).cookie).toBe('freeeshipping_clicked');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const name of ['shop_session', 'PHPSESSID', 'rabateCode_clicked; path=/', 'ck_cook']) {
      el.dataset.bannerCookie = name;
      expect(island.readConfig!(el).cookie).toBe('rabateCode_clicked');
    }
    expect(String(error.mock.calls[0]?.[0])).toBe(
      '[storefront:banners] data-banner-cookie="shop_session" is not one of the cookies this island may write (rabateCode_clicked, freeeshipping_clicked); using rabateCode_clicked',
    );
    expect(error).toHaveBeenCalledTimes(4);
  });
});

describe('banners on the sample header', () => {
  it('closing the promo banner stores its cookie for one day and removes it', async () => {
    loadPage();
    await mountWoken(['banners']);
    const seen = writes();
    const close = byId('rabateCode').querySelector<HTMLElement>('.rabateCode__close')!;
    expect(close.getAttribute('role')).toBe('button');
    fireEvent.click(close);
    expect(document.getElementById('rabateCode')).toBeNull();
    expect(document.cookie, seen.join(' / ')).toContain('rabateCode_clicked=');
    const written = seen.find((c) => c.startsWith('rabateCode_clicked='))!;
    expect(daysUntil(written)).toBeGreaterThan(0.99);
    expect(daysUntil(written)).toBeLessThanOrEqual(1);
    // The other banner is untouched.
    expect(document.getElementById('freeShipping')).not.toBeNull();
    expect(getCookie('freeeshipping_clicked')).toBeNull();
  });

  it('closing the free-shipping banner by Space stores its own cookie for the configured days', async () => {
    loadPage({ header: (h) => h.replace('<div id="freeShipping" class="freeShipping">', '<div id="freeShipping" class="freeShipping" data-banner-days="3">') });
    await mountWoken(['banners']);
    const seen = writes();
    fireEvent.keyDown(byId('freeShipping').querySelector('.freeShipping__close')!, { key: ' ' });
    expect(document.getElementById('freeShipping')).toBeNull();
    const written = seen.find((c) => c.startsWith('freeeshipping_clicked='))!;
    expect(daysUntil(written)).toBeGreaterThan(2.99);
    expect(daysUntil(written)).toBeLessThanOrEqual(3);
  });

  it('removes a banner at load when its cookie exists', async () => {
    setCookie('freeeshipping_clicked', 'true', { days: 1 });
    loadPage();
    await mountWoken(['banners']);
    expect(document.getElementById('freeShipping')).toBeNull();
    expect(document.getElementById('rabateCode')).not.toBeNull();
  });

  it('marks free shipping active live from the basket, and leaves the server class without one', async () => {
    loadPage({ header: (h) => h.replace('<div id="freeShipping" class="freeShipping">', '<div id="freeShipping" class="freeShipping --active">') });
    await mountWoken(['banners']);
    const banner = byId('freeShipping');
    expect(banner.classList.contains('--active')).toBe(true);
    setBasket(basket(120.5));
    expect(banner.classList.contains('--active')).toBe(false);
    setBasket(basket(0));
    expect(banner.classList.contains('--active')).toBe(true);
    // The promo banner has no active state.
    expect(byId('rabateCode').classList.contains('--active')).toBe(false);
    unmountAll();
    expect(banner.classList.contains('--active')).toBe(true);
    // Stopped: the basket no longer moves the class.
    setBasket(basket(50));
    expect(banner.classList.contains('--active')).toBe(true);
  });

  it('names a close link that has no name of its own, by its kind (and leaves the name on unmount as it was)', async () => {
    loadPage({ header: (h) => h.replace(' aria-label="Zamknij informację o kodzie rabatowym"', '').replace(' aria-label="Zamknij informację o darmowej dostawie"', '') });
    await mountWoken(['banners']);
    const promo = byId('rabateCode').querySelector('.rabateCode__close')!;
    const free = byId('freeShipping').querySelector('.freeShipping__close')!;
    expect(promo.getAttribute('aria-label')).toBe('Zamknij informację o kodzie rabatowym');
    expect(free.getAttribute('aria-label')).toBe('Zamknij informację o darmowej dostawie');
    unmountAll();
    expect(promo.hasAttribute('aria-label')).toBe(false);
    expect(free.hasAttribute('aria-label')).toBe(false);
  });

  it('puts the close link back as the server sent it when unmounted', async () => {
    loadPage();
    await mountWoken(['banners']);
    const close = byId('rabateCode').querySelector<HTMLElement>('.rabateCode__close')!;
    expect(close.getAttribute('role')).toBe('button');
    unmountAll();
    expect(close.hasAttribute('role')).toBe(false);
    // Its listeners are gone: a click is the theme's again.
    fireEvent.click(close);
    expect(document.getElementById('rabateCode')).not.toBeNull();
    expect(getCookie('rabateCode_clicked')).toBeNull();
  });
});
