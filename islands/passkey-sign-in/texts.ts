import { defineTexts } from '../../core/texts/define';

// The error messages are shared by both passkey islands: core/webauthn/texts.ts ('passkeys.*').
export const texts = defineTexts('passkey-sign-in', {
  pl: {
    action: 'Zaloguj się kluczem dostępu',
    busy: 'Logowanie kluczem dostępu…',
    success: 'Zalogowano jako {login}.',
  },
  en: {
    action: 'Sign in with a passkey',
    busy: 'Signing in with a passkey…',
    success: 'Signed in as {login}.',
  },
});
