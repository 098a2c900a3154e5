import { defineTexts } from '../../core/texts/define';

// Spec section 8's instalment messages; {name} is the instalment system, {limit} the sum or count not met.
export const texts = defineTexts('instalments', {
  pl: {
    title: 'Zakup na raty',
    product: 'Ten produkt: {amount}',
    basketWithProduct: 'Koszyk z tym produktem: {amount}',
    basket: 'Koszyk: {amount}',
    calculate: 'Oblicz ratę',
    newWindow: '(otwiera się w nowym oknie)',
    netSuffix: ' net',
    notAllPayable: 'Nie wszystkie produkty w koszyku mogą zostać opłacone w ratach.',
    tooMany:
      'Zbyt wiele produktów w koszyku, aby kupić je na raty ({name}: najwyżej {limit} różnych produktów). Zmniejsz liczbę różnych produktów w koszyku; liczba sztuk jednego produktu nie jest ograniczona.',
    productMin: 'Wartość produktu jest niższa niż minimalna kwota {limit} dla rat {name}. Zwiększ liczbę sztuk produktu.',
    productMax: 'Wartość produktu przekracza maksymalną kwotę {limit} dla rat {name}. Zmniejsz liczbę sztuk produktu.',
    basketMin: 'Wartość koszyka jest niższa niż minimalna kwota {limit} dla rat {name}. Dodaj produkty do koszyka lub zwiększ ich liczbę.',
    basketMax: 'Wartość koszyka przekracza maksymalną kwotę {limit} dla rat {name}. Usuń część produktów z koszyka lub zmniejsz ich liczbę.',
    close: 'Zamknij',
    closeSign: '×',
  },
  en: {
    title: 'Buy in instalments',
    product: 'This product: {amount}',
    basketWithProduct: 'Basket with this product: {amount}',
    basket: 'Basket: {amount}',
    calculate: 'Calculate the instalment',
    newWindow: '(opens in a new window)',
    notAllPayable: 'Not all products in the basket may be paid by instalments.',
    tooMany:
      'Too many products in the basket for instalments ({name}: at most {limit} different products). Reduce the number of different products in the basket; the units of one product are not limited.',
    productMin: 'The product sum is below the minimum of {limit} for {name} instalments. Raise the quantity.',
    productMax: 'The product sum is above the maximum of {limit} for {name} instalments. Lower the quantity.',
    basketMin: 'The basket sum is below the minimum of {limit} for {name} instalments. Add products to the basket or raise their quantity.',
    basketMax: 'The basket sum is above the maximum of {limit} for {name} instalments. Remove products from the basket or lower their quantity.',
    close: 'Close',
  },
});
