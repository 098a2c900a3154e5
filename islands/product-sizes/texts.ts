import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('product-sizes', {
  pl: {
    label: 'Rozmiar',
    unavailable: 'niedostępny',
    unavailableOption: '{name} (niedostępny)',
    choose: 'Wybierz rozmiar',
  },
  en: {
    label: 'Size',
    unavailable: 'unavailable',
    unavailableOption: '{name} (unavailable)',
    choose: 'Choose a size',
  },
});
