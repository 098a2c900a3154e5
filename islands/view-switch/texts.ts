import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('view-switch', {
  pl: { toDesktop: 'Wersja na komputer', toResponsive: 'Wersja mobilna' },
  en: { toDesktop: 'Desktop version', toResponsive: 'Mobile version' },
});
