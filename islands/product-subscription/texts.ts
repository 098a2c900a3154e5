import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('product-subscription', {
  pl: {
    label: 'Dostawa w subskrypcji co:',
    days: '{days} dni',
    day: '{days} dzień',
  },
  en: {
    label: 'Subscription delivery every:',
    days: '{days} days',
    day: '{days} day',
  },
});
