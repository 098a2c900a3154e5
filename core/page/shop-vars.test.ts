import { describe, expect, it, vi } from 'vitest';
import { PLN_FORMAT } from '../money';
import { readShopVars } from './shop-vars';

const win = (globals: Record<string, unknown>) => globals as unknown as Window;

describe('readShopVars', () => {
  it('gives Polish defaults on a page without app_shop', () => {
    expect(readShopVars(win({}))).toEqual({
      priceType: 'gross',
      currency: PLN_FORMAT,
      logged: false,
      contactLink: '/contact.php',
      blacklist: { extensions: [], mimes: [] },
      language: 'pl',
      cacheHtml: false,
      clientPoints: null,
    });
  });

  it('reads the head script and the header ajaxLoad globals', () => {
    const vars = readShopVars(
      win({
        client_points: '1 250',
        app_shop: {
          urls: { prefix: '/gfx/eng/', contact: '/en/contact' },
          vars: {
            priceType: 'net',
            currency: { id: 'EUR', symbol: '€', format: 'x###,##0.00', beforeValue: 'true', space: false, decimalSeparator: '.', groupingSeparator: ',' },
            language: { id: 'eng', symbol: 'en', name: 'English' },
            logged: 'true',
            blacklist_extension: ['.EXE', 'bat', 'js'],
            blacklist_mime: 'application/x-msdownload, text/javascript',
            cache_html: true,
          },
        },
      }),
    );
    expect(vars).toEqual({
      priceType: 'net',
      currency: { id: 'EUR', symbol: '€', format: 'x###,##0.00', beforeValue: true, space: false, decimalSeparator: '.', groupingSeparator: ',' },
      logged: true,
      contactLink: '/en/contact',
      blacklist: { extensions: ['exe', 'bat', 'js'], mimes: ['application/x-msdownload', 'text/javascript'] },
      language: 'en',
      cacheHtml: true,
      clientPoints: '1 250',
    });
  });

  it('falls back to client_login, contact_link and the loose currency globals', () => {
    const vars = readShopVars(
      win({
        client_login: 'true',
        currency_decimal_separator: '.',
        currency_grouping_separator: '',
        app_shop: { vars: { priceType: 'bogus', symbol: '$', id: 'USD', contact_link: '/kontakt', currency: { space: ' ' } } },
      }),
    );
    expect(vars.priceType).toBe('gross');
    expect(vars.logged).toBe(true);
    expect(vars.contactLink).toBe('/kontakt');
    expect(vars.currency).toMatchObject({ id: 'USD', symbol: '$', decimalSeparator: '.', groupingSeparator: '', space: true });
  });

  it('ignores garbage', () => {
    const vars = readShopVars(win({ client_points: '<b>9</b>', app_shop: { vars: { currency: 'PLN', logged: {}, blacklist_extension: 5, language: 'pl' } } }));
    expect(vars.clientPoints).toBeNull();
    expect(vars.currency).toEqual(PLN_FORMAT);
    expect(vars.logged).toBe(false);
    expect(vars.blacklist.extensions).toEqual([]);
  });

  it('elements standing in for its globals (DOM clobbering) are not read; client-new\'s own <input id="client_login"> is expected', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<form name="app_shop"><input name="vars"></form><input id="client_login" name="client_login">';
    const page = window as unknown as Record<string, unknown>;
    page.app_shop = document.forms[0];
    page.client_login = document.getElementById('client_login');
    try {
      expect(readShopVars(window)).toMatchObject({ priceType: 'gross', currency: PLN_FORMAT, logged: false, contactLink: '/contact.php' });
      expect(error.mock.calls.map((c) => c[0])).toEqual([
        `[storefront] window.app_shop is a DOM element (<form name="app_shop">), not the page's data; the shop's settings are the defaults`,
      ]);
    } finally {
      delete page.app_shop;
      delete page.client_login;
    }
  });
});
