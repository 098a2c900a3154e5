import { defineTexts } from '../../core/texts';

export const texts = defineTexts('product-notify', {
  pl: {
    open: 'Powiadom mnie o dostępności',
    emailLabel: 'Twój adres e-mail',
    send: 'Powiadom mnie',
    sending: 'Wysyłanie…',
    success: 'Powiadomimy Cię e-mailem, gdy produkt będzie dostępny.',
    error: 'Nie udało się zapisać prośby o powiadomienie. Spróbuj ponownie.',
    required: 'Proszę wypełnić to pole.',
    invalidEmail: 'Niepoprawnie wpisany adres e-mail. Wpisz pełny adres e-mail, np. {email}',
    emailExample: 'jan.kowalski@example.com',
  },
  en: {
    open: 'Notify me when available',
    emailLabel: 'Your e-mail address',
    send: 'Notify me',
    sending: 'Sending…',
    success: 'We will e-mail you when the product is available.',
    error: 'Your notification request could not be saved. Please try again.',
    required: 'This field is required.',
    invalidEmail: 'Incorrectly typed e-mail address. Enter the full e-mail address, e.g. {email}',
    emailExample: 'john.smith@example.com',
  },
});
