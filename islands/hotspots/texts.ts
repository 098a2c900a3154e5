import { defineTexts } from '../../core/texts';

export const texts = defineTexts('hotspots', {
  pl: {
    carousel: 'karuzela',
    slide: 'slajd',
    label: 'Polecane produkty',
    slideLabel: '{n} z {total}',
    previous: 'Poprzednie produkty',
    next: 'Następne produkty',
    shown: 'Produkty {from}–{to} z {total}',
    shownOne: 'Produkt {from} z {total}',
  },
  en: {
    carousel: 'carousel',
    slide: 'slide',
    label: 'Recommended products',
    slideLabel: '{n} of {total}',
    previous: 'Previous products',
    next: 'Next products',
    shown: 'Products {from}–{to} of {total}',
    shownOne: 'Product {from} of {total}',
  },
});
