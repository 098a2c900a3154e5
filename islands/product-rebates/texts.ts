import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('product-rebates', {
  pl: {
    label: 'Kup więcej, zapłać mniej',
    from: 'od {n}',
    base: '{n}',
    perUnit: '{price} / {unit}',
    percentOpen: '(-',
    percentClose: '%)',
    next: 'Kup jeszcze {n} {unit}, a zapłacisz {price} za {unit1}',
  },
  en: {
    label: 'Buy more, pay less',
    from: 'from {n}',
    next: 'Buy {n} {unit} more and pay {price} per {unit1}',
  },
});
