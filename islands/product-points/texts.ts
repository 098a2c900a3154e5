import { defineTexts } from '../../core/texts';

export const texts = defineTexts('product-points', {
  // The unit after the number (spec: points with 2 decimals and 'pkt.').
  pl: { unit: 'pkt.' },
  en: { unit: 'pts' },
});
