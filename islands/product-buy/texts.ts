import { defineTexts } from '../../core/texts';
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
    chooseSize: 'Wybierz rozmiar',
    unavailable: 'Produkt niedostępny',
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
    min: 'Minimalnie możesz zamówić {n}',
    max: 'Maksymalnie możesz zamówić {n}',
    minimum: 'Minimalna ilość to {n}',
    step: 'Ten produkt sprzedajemy w wielokrotnościach {n}',
  },
  en: {
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    add: 'Add to basket',
    adding: 'Adding to basket…',
    buyForPoints: 'Buy with points',
    chooseSize: 'Choose a size',
    unavailable: 'Product unavailable',
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
    min: 'You can order at least {n}',
    max: 'You can order at most {n}',
    minimum: 'The minimum quantity is {n}',
    step: 'This product is sold in multiples of {n}',
  },
});

type BuyTexts = ResolvedTexts<keyof typeof texts.variants.pl & string>;

/** The platform's numbered errors (reference section 0) have their own text; others show the server's message. */
const CODED = { '100': 'error100', '109': 'error109', '110': 'error110', '115': 'error115', '123': 'error123' } as const;

export function refusal(t: BuyTexts, code: string | null, message: string | null): string {
  const key = code !== null && code in CODED ? CODED[code as keyof typeof CODED] : null;
  if (key) return t[key];
  return [t.addError, message].filter(Boolean).join(' ');
}
