import { defineTexts } from '../../core/texts';

export const texts = defineTexts('product-prices', {
  pl: {
    phone: 'Cena na telefon',
    gratis: 'Gratis!',
    gross: 'brutto',
    net: 'netto',
    percent: '-{percent}%',
    points: 'pkt.',
    rangeSeparator: ' – ',
    range: '{min} – {max}',
    newPriceUntil: 'Nowa cena obowiązuje do {date}',
  },
  en: {
    phone: 'Price on request',
    gratis: 'Free!',
    gross: 'gross',
    net: 'net',
    percent: '-{percent}%',
    points: 'pts',
    rangeSeparator: ' – ',
    range: '{min} – {max}',
    newPriceUntil: 'New price valid until {date}',
  },
});
