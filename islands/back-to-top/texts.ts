import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('back-to-top', {
  pl: { label: 'Przewiń do góry strony' },
  en: { label: 'Back to top' },
});
