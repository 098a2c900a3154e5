import { defineTexts } from '../../core/texts/define';

// The error messages are shared by both passkey islands: core/webauthn/texts.ts ('passkeys.*').
export const texts = defineTexts('passkey-register', {
  pl: {
    action: 'Zapisz klucz dostępu na tym urządzeniu',
    busy: 'Zapisywanie klucza dostępu…',
    success: 'Zapisano klucz dostępu dla konta {login}. Następnym razem zalogujesz się bez hasła.',
  },
  en: {
    action: 'Save a passkey on this device',
    busy: 'Saving the passkey…',
    success: 'Passkey saved for {login}. Next time you can sign in without a password.',
  },
});
