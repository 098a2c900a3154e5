import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('modal', {
  pl: { close: 'Zamknij okno', closeSign: '×', label: 'Okno dialogowe' },
  en: { close: 'Close dialog', label: 'Dialog' },
});
