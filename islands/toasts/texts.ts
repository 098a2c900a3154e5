import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('toasts', {
  pl: { region: 'Powiadomienia', close: 'Zamknij powiadomienie', closeSign: '×' },
  en: { region: 'Notifications', close: 'Close notification' },
});
