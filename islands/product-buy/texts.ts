import { defineTexts, formatText } from '../../core/texts/define';
import type { RefusalType } from './return-page';
import type { ResolvedTexts } from '../../core/texts/define';

export const texts = defineTexts('product-buy', {
  pl: {
    quantity: 'Ilość',
    decrease: 'Zmniejsz ilość',
    increase: 'Zwiększ ilość',
    minusSign: '−',
    plusSign: '+',
    add: 'Dodaj do koszyka',
    adding: 'Dodawanie do koszyka…',
    buyForPoints: 'Kup za punkty',
    pointsTipLabel: 'O płaceniu punktami',
    pointsTip: 'Ten produkt możesz kupić za zebrane punkty lojalnościowe. Masz teraz {points} pkt.',
    pointsTipNoCount: 'Ten produkt możesz kupić za zebrane punkty lojalnościowe.',
    chooseSize: 'Wybierz rozmiar',
    unavailable: 'Produkt niedostępny',
    bundleEmpty: 'Zaznacz co najmniej jeden produkt zestawu.',
    phonePrice: 'Cenę tego produktu podamy telefonicznie lub mailowo.',
    contact: 'Skontaktuj się z nami',
    pointsOnly: 'Ten produkt można kupić wyłącznie za punkty lojalnościowe.',
    signIn: 'Zaloguj się, aby go zamówić.',
    added: 'Produkt został dodany.',
    addError: 'Wystąpił błąd podczas dodawania produktu.',
    addUnconfirmed: 'Nie udało się potwierdzić, czy produkt trafił do koszyka. Sprawdź koszyk, zanim dodasz go ponownie.',
    error100: 'Sklep prowadzi sprzedaż wyłącznie hurtową. Zaloguj się na konto hurtowe, aby złożyć zamówienie.',
    error109: 'Nie osiągnięto minimalnej wartości zamówienia hurtowego. Sprawdź koszyk.',
    error110: 'Ten produkt nie jest już dostępny.',
    error115: 'Twój koszyk jest pusty.',
    error123: 'W otwartych zamówieniach masz już zbyt dużo tego produktu.',
    returnTooMuch: 'Tego produktu możesz zamówić najwyżej {n}.',
    returnTooMuchSize: 'Tego rozmiaru możesz zamówić najwyżej {n}.',
    returnNotEnough: 'Tego produktu musisz zamówić co najmniej {n}.',
    returnNotEnoughSize: 'Tego rozmiaru musisz zamówić co najmniej {n}.',
    returnLimitUnknown: 'Zamawiana ilość jest poza dozwolonym zakresem.',
    returnNotAvailable: 'Produkt jest niedostępny w wybranej ilości lub rozmiarze.',
    returnNotFound: 'Nie znaleziono tego produktu w sklepie.',
    returnInvalidPoints: 'Nie udało się dodać produktu kupowanego za punkty. Skontaktuj się ze sklepem.',
    returnBasketFull: 'Koszyk zawiera już najwięcej produktów, ile można zamówić.',
    min: 'Minimalnie możesz zamówić {n}',
    max: 'Maksymalnie możesz zamówić {n}',
    minimum: 'Minimalna ilość to {n}',
    step: 'Ten produkt sprzedajemy w wielokrotnościach {n}',
    addedTitle: 'Dodano do koszyka',
    addedClose: 'Zamknij',
    addedCloseSign: '×',
    addedSize: 'Rozmiar: {size}',
    addedCount: '{n} × ',
    addedWorth: 'Wartość:',
    addedBasketWorth: 'Wartość koszyka: {amount}.',
    addedToFreeShipping: 'Do darmowej dostawy brakuje: {amount}.',
    addedFreeShipping: 'Masz darmową dostawę.',
    addedContinue: 'Kontynuuj zakupy',
    addedGoToBasket: 'Przejdź do koszyka',
  },
  en: {
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    add: 'Add to basket',
    adding: 'Adding to basket…',
    buyForPoints: 'Buy with points',
    pointsTipLabel: 'About paying with points',
    pointsTip: 'You can buy this product with the loyalty points you have collected. You have {points} pts now.',
    pointsTipNoCount: 'You can buy this product with the loyalty points you have collected.',
    chooseSize: 'Choose a size',
    unavailable: 'Product unavailable',
    bundleEmpty: 'Tick at least one product of the set.',
    phonePrice: 'We will give you the price of this product by phone or e-mail.',
    contact: 'Contact us',
    pointsOnly: 'This product can only be bought with loyalty points.',
    signIn: 'Sign in to order it.',
    added: 'The product has been added.',
    addError: 'An error occurred while adding the product.',
    addUnconfirmed: 'We could not confirm whether the product reached your basket. Check the basket before adding it again.',
    error100: 'This shop sells wholesale only. Sign in to a wholesale account to order.',
    error109: 'The minimum wholesale order value has not been reached. Check your basket.',
    error110: 'This product is no longer available.',
    error115: 'Your basket is empty.',
    error123: 'You already have too much of this product in open orders.',
    returnTooMuch: 'You can order at most {n} of this product.',
    returnTooMuchSize: 'You can order at most {n} of this size.',
    returnNotEnough: 'You must order at least {n} of this product.',
    returnNotEnoughSize: 'You must order at least {n} of this size.',
    returnLimitUnknown: 'The amount is outside the allowed range.',
    returnNotAvailable: 'The product is not available in the chosen amount or size.',
    returnNotFound: 'This product was not found in the shop.',
    returnInvalidPoints: 'The product bought with points could not be added. Please contact the shop.',
    returnBasketFull: 'Your basket already holds the most products you can order.',
    min: 'You can order at least {n}',
    max: 'You can order at most {n}',
    minimum: 'The minimum quantity is {n}',
    step: 'This product is sold in multiples of {n}',
    addedTitle: 'Added to basket',
    addedClose: 'Close',
    addedSize: 'Size: {size}',
    addedWorth: 'Value:',
    addedBasketWorth: 'Basket value: {amount}.',
    addedToFreeShipping: '{amount} left to free shipping.',
    addedFreeShipping: 'Your shipping is free.',
    addedContinue: 'Continue shopping',
    addedGoToBasket: 'Go to basket',
  },
});

export type BuyTexts = ResolvedTexts<keyof typeof texts.variants.pl & string>;

/** The platform's numbered errors (reference section 0) have their own text; others show the server's message. */
const CODED = { '100': 'error100', '109': 'error109', '110': 'error110', '115': 'error115', '123': 'error123' } as const;

/** The return page's refusal types (return-page.ts): our text when the page says nothing; {n} is the limit. */
const RETURNED = {
  too_much_product: 'returnTooMuch',
  too_much_product_size: 'returnTooMuchSize',
  not_enough_product: 'returnNotEnough',
  not_enough_product_size: 'returnNotEnoughSize',
  products_not_available: 'returnNotAvailable',
  products_not_found: 'returnNotFound',
  order_invalidpoints: 'returnInvalidPoints',
  basket_size: 'returnBasketFull',
} as const satisfies Record<RefusalType, keyof BuyTexts>;

/**
 * What a refusal says. The shop's own message first where it gives one (the return page's, already in the
 * shop's language, with its limit); else our text for the code, with the limit for a quantity refusal.
 */
export function refusal(t: BuyTexts, code: string | null, message: string | null, limit: number | null = null): string {
  const coded = code !== null && code in CODED ? CODED[code as keyof typeof CODED] : null;
  if (coded) return t[coded];
  const returned = code !== null && code in RETURNED ? RETURNED[code as RefusalType] : null;
  if (returned) {
    if (message) return message;
    const quantity = code!.startsWith('too_much') || code!.startsWith('not_enough');
    if (quantity && limit === null) return t.returnLimitUnknown;
    return formatText(t[returned], { n: limit ?? '' });
  }
  return [t.addError, message].filter(Boolean).join(' ');
}
