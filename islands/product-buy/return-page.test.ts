import { describe, expect, it } from 'vitest';
import { readReturnPage } from './return-page';
import { refusal, texts } from './texts';
import type { BuyTexts } from './texts';

// The return template's block, as the platform renders it.
const returnPageHtml = (type: string, label: string | null, messageType = 'error') =>
  `<!doctype html><html><body><div id="container" class="return_page"><main id="content"><div class="n54531_outline" id="return_${messageType}">` +
  `<div class="n54531_outline_sub menu_messages_${messageType}" id="return_sub_${type}">${label === null ? '' : `<h3 class="return_label">${label}</h3>`}</div></div></main></div></body></html>`;
const at = (type: string) => `http://shop.test/return.php?type=${type}`;

describe('the return page: why a form post was refused', () => {
  it('reads the type from the address and the message from the page, with the limit of a quantity type', () => {
    expect(readReturnPage(at('too_much_product_size'), returnPageHtml('too_much_product_size', 'Możesz zamówić najwyżej 5 szt. tego rozmiaru.'))).toEqual({
      type: 'too_much_product_size', message: 'Możesz zamówić najwyżej 5 szt. tego rozmiaru.', limit: 5,
    });
    expect(readReturnPage(at('not_enough_product'), returnPageHtml('not_enough_product', '  Musisz zamówić\n co najmniej 2,5 m '))).toEqual({
      type: 'not_enough_product', message: 'Musisz zamówić co najmniej 2,5 m', limit: 2.5,
    });
    expect(readReturnPage(at('products_not_available'), returnPageHtml('products_not_available', 'Brak 3 szt.'))).toEqual({ type: 'products_not_available', message: 'Brak 3 szt.', limit: null });
  });

  it('keeps text only: a link or markup in the message is read as its words, nothing runs', () => {
    const reason = readReturnPage(at('order_invalidpoints'), returnPageHtml('order_invalidpoints', 'Błąd. <a href="/contact.php">Kontakt</a><img src=x onerror="window.__ran=1">'));
    expect(reason?.message).toBe('Błąd. Kontakt');
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });

  it('a known refusal without a message of its own; the communicate block when the page has only that', () => {
    expect(readReturnPage(at('basket_size'), returnPageHtml('basket_size', null))).toEqual({ type: 'basket_size', message: null, limit: null });
    const communicate = '<html><body><div id="menu_messages_warning" class="menu_messages_error"><div class="menu_messages_error_sub"><p>Koszyk jest pełny</p></div></div></body></html>';
    expect(readReturnPage(at('basket_size'), communicate)?.message).toBe('Koszyk jest pełny');
  });

  it('an unknown type counts when its block is an error or a warning; a success or note page is not a refusal', () => {
    expect(readReturnPage(at('rebates_code_undefined'), returnPageHtml('rebates_code_undefined', 'Nie ma takiego kodu'))).toMatchObject({ type: 'rebates_code_undefined', message: 'Nie ma takiego kodu' });
    expect(readReturnPage(at('something_new'), returnPageHtml('something_new', 'Ok', 'success'))).toBeNull();
    expect(readReturnPage(at('add_basket'), returnPageHtml('add_basket', 'Dodano', 'error'))).toBeNull();
  });

  it('where the fetch does not give the final address, the return template’s block on a return page says it', () => {
    expect(readReturnPage('', returnPageHtml('too_much_product', 'Najwyżej 5 szt.'))).toEqual({ type: 'too_much_product', message: 'Najwyżej 5 szt.', limit: 5 });
    expect(readReturnPage('http://shop.test/basketchange.php', returnPageHtml('products_not_available', 'Brak'))).toMatchObject({ type: 'products_not_available' });
  });

  it('any other page is not a return page', () => {
    const basket = '<html><body><div id="container" class="basketedit_page"><main id="content"><div id="return_sub_x" class="menu_messages_error">?</div></main></div></body></html>';
    expect(readReturnPage('http://shop.test/basketedit.php', basket)).toBeNull();
    expect(readReturnPage('', '<html><body><p>Koszyk</p></body></html>')).toBeNull();
  });
});

describe('what a refusal says', () => {
  const pl = Object.fromEntries(Object.entries(texts.variants.pl)) as unknown as BuyTexts;
  const en = { ...pl, ...texts.variants.en } as BuyTexts;

  it('the shop’s own message first; else our text with the limit; a quantity refusal without its limit says so', () => {
    expect(refusal(pl, 'too_much_product_size', 'Możesz zamówić najwyżej 5 szt.', 5)).toBe('Możesz zamówić najwyżej 5 szt.');
    expect(refusal(pl, 'too_much_product_size', null, 5)).toBe('Tego rozmiaru możesz zamówić najwyżej 5.');
    expect(refusal(en, 'not_enough_product', null, 2)).toBe('You must order at least 2 of this product.');
    expect(refusal(pl, 'too_much_product', null, null)).toBe('Zamawiana ilość jest poza dozwolonym zakresem.');
    expect(refusal(pl, 'products_not_available', null)).toBe('Produkt jest niedostępny w wybranej ilości lub rozmiarze.');
    expect(refusal(en, 'basket_size', null)).toBe('Your basket already holds the most products you can order.');
  });

  it('numbered platform errors in their own words; anything else the generic error with the message', () => {
    expect(refusal(pl, '110', 'x')).toBe('Ten produkt nie jest już dostępny.');
    expect(refusal(pl, 'rebates_code_undefined', 'Nie ma takiego kodu')).toBe('Wystąpił błąd podczas dodawania produktu. Nie ma takiego kodu');
    expect(refusal(pl, null, null)).toBe('Wystąpił błąd podczas dodawania produktu.');
  });
});
