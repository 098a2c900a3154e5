import { defineTexts } from '../../core/texts/define';

// The name of a trigger that has no words of its own (an icon, "?", "i"); one with words is named by them.
export const texts = defineTexts('tooltips', {
  pl: { more: 'Więcej informacji' },
  en: { more: 'More information' },
});
