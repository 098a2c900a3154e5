import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('partial-load', {
  pl: { loaded: 'Załadowano stronę: {title}', loading: 'Ładowanie strony…' },
  en: { loaded: 'Page loaded: {title}', loading: 'Loading the page…' },
});
