import { defineTexts } from '../../core/texts/define';

// Only used when the theme's close link has no accessible name of its own.
export const texts = defineTexts('banners', {
  pl: { closePromo: 'Zamknij informację o kodzie rabatowym', closeFreeShipping: 'Zamknij informację o darmowej dostawie' },
  en: { closePromo: 'Close the discount code notice', closeFreeShipping: 'Close the free shipping notice' },
});
