import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('region-forced', {
  pl: {
    title: 'Zmieniono region dostawy',
    intro: 'Ceny, dostępność i koszty dostawy pokazujemy dla wybranego regionu.',
    currency: 'Waluta',
    country: 'Kraj dostawy',
    zipcode: 'Kod pocztowy',
    defaultValue: '(domyślnie: {value})',
    continue: 'Kontynuuj',
    unset: 'Przywróć domyślny',
    unsetting: 'Przywracanie…',
    close: 'Zamknij',
    closeSign: '×',
  },
  en: {
    title: 'Your delivery region has been changed',
    intro: 'Prices, availability and delivery costs are shown for the chosen region.',
    currency: 'Currency',
    country: 'Delivery country',
    zipcode: 'Postcode',
    defaultValue: '(default: {value})',
    continue: 'Continue',
    unset: 'Restore default',
    unsetting: 'Restoring…',
    close: 'Close',
  },
});
