import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('product-points', {
  // The unit after the number (spec: points with 2 decimals and 'pkt.').
  pl: {
    unit: 'pkt.',
    tipLabel: 'O punktach za ten zakup',
    tip: 'Te punkty lojalnościowe przyznamy po opłaceniu zamówienia.',
    tipGuest: 'Te punkty lojalnościowe przyznamy po opłaceniu zamówienia. Zbierają je zarejestrowani klienci.',
  },
  en: {
    unit: 'pts',
    tipLabel: 'About the points for this purchase',
    tip: 'We add these loyalty points once the order is paid.',
    tipGuest: 'We add these loyalty points once the order is paid. Registered customers collect them.',
  },
});
