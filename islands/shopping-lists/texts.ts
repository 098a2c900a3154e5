import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('shopping-lists', {
  // The name the shopper's first list gets (the spec: the shop language's 'shopping list' label).
  pl: { defaultName: 'Lista zakupowa' },
  en: { defaultName: 'Shopping list' },
});
