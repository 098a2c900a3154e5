// The passkey islands' shared error messages (spec section 8 plus cancelling), one per PasskeyErrorKind.
// Both islands show them, so they share one namespace: page overrides use 'passkeys.<kind>'.
import { defineTexts, formatText, type ResolvedTexts } from '../texts/define';
import type { PasskeyError, PasskeyErrorKind } from './errors';

export const passkeyErrorTexts = defineTexts('passkeys', {
  pl: {
    unsupported: 'Ta przeglądarka lub to urządzenie nie obsługuje kluczy dostępu (kod 1). Zaloguj się hasłem.',
    missingUser: 'Nie można zapisać klucza dostępu: brakuje loginu klienta lub tokenu autoryzacji. Zaloguj się ponownie i spróbuj jeszcze raz.',
    responseMissing: 'Serwis logowania nie przysłał odpowiedzi. Spróbuj ponownie albo zaloguj się hasłem.',
    service: 'Serwis logowania odrzucił żądanie: {message}',
    serviceNoMessage: 'Serwis logowania odrzucił żądanie. Spróbuj ponownie albo zaloguj się hasłem.',
    http: 'Serwis logowania zwrócił błąd (HTTP {status}). Spróbuj później albo zaloguj się hasłem.',
    connection: 'Nie udało się połączyć z serwisem logowania. Sprawdź połączenie z internetem i spróbuj ponownie.',
    invalidToken: 'Sklep nie przyjął tokenu logowania. Spróbuj ponownie albo zaloguj się hasłem.',
    cancelled: 'Przerwano użycie klucza dostępu albo nie potwierdzono tożsamości. Spróbuj ponownie albo zaloguj się hasłem.',
    alreadyRegistered: 'Klucz dostępu do tego konta jest już zapisany na tym urządzeniu.',
    unknown: 'Nie udało się użyć klucza dostępu. Spróbuj ponownie albo zaloguj się hasłem.',
  },
  en: {
    unsupported: 'This browser or device does not support passkeys (code 1). Please sign in with your password.',
    missingUser: 'The passkey cannot be saved: the customer login or the authorisation token is missing. Sign in again and retry.',
    responseMissing: 'The sign-in service sent no answer. Try again or sign in with your password.',
    service: 'The sign-in service refused the request: {message}',
    serviceNoMessage: 'The sign-in service refused the request. Try again or sign in with your password.',
    http: 'The sign-in service returned an error (HTTP {status}). Try later or sign in with your password.',
    connection: 'Could not connect to the sign-in service. Check your internet connection and try again.',
    invalidToken: 'The shop did not accept the sign-in token. Try again or sign in with your password.',
    cancelled: 'The passkey was cancelled or your identity was not confirmed. Try again or sign in with your password.',
    alreadyRegistered: 'A passkey for this account is already saved on this device.',
    unknown: 'The passkey could not be used. Try again or sign in with your password.',
  },
});

export type PasskeyErrorTexts = ResolvedTexts<keyof (typeof passkeyErrorTexts)['variants']['pl']>;

/** The shopper's message for a failed attempt. The service's errorMsg is shown as text, never as HTML. */
export function errorMessage(error: Pick<PasskeyError, 'kind' | 'detail'>, t: PasskeyErrorTexts): string {
  const kind: PasskeyErrorKind = error.kind;
  if (kind === 'service') return error.detail ? formatText(t.service, { message: error.detail }) : t.serviceNoMessage;
  if (kind === 'http') return formatText(t.http, { status: error.detail || '?' });
  return t[kind];
}
