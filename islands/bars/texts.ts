import { defineTexts } from '../../core/texts/define';

// Only used when the theme's close link has no aria-label of its own.
export const texts = defineTexts('bars', {
  pl: { close: 'Zamknij pasek informacyjny' },
  en: { close: 'Close the information bar' },
});
