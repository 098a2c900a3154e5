import { defineTexts } from '../../core/texts';

export const texts = defineTexts('product-subscription', {
  pl: {
    label: 'Dostawa w subskrypcji co:',
    days: '{days} dni',
  },
  en: {
    label: 'Subscription delivery every:',
    days: '{days} days',
  },
});
