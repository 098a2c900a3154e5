import { defineTexts } from '../../core/texts';

export const texts = defineTexts('product-prices', {
  pl: {
    phone: 'Cena na telefon',
    gratis: 'Gratis!',
    gross: 'brutto',
    net: 'netto',
    percent: '-{percent}%',
    points: 'pkt.',
  },
  en: {
    phone: 'Price on request',
    gratis: 'Free!',
    gross: 'gross',
    net: 'net',
    percent: '-{percent}%',
    points: 'pts',
  },
});
