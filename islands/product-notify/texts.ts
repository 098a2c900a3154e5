import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('product-notify', {
  pl: {
    open: 'Powiadom mnie o dostępności',
    emailLabel: 'Twój adres e-mail',
    send: 'Powiadom mnie',
    sending: 'Wysyłanie…',
    success: 'Produkt został poprawnie dodany do powiadomień.',
    errorMail: 'Niepoprawny adres email',
    errorQuantity: 'Zwiększ ilość, aby sprawdzić koszt i czas dostawy',
    errorOther: 'Podczas dodawania produktu wystąpił błąd. Sprawdź poprawność wprowadzonych danych',
    error: 'Nie udało się połączyć ze sklepem. Spróbuj ponownie.',
    required: 'Proszę wypełnić to pole.',
    invalidEmail: 'Niepoprawnie wpisany adres e-mail. Wpisz pełny adres e-mail, np. {email}',
    emailExample: 'jan.kowalski@example.com',
  },
  en: {
    open: 'Notify me when available',
    emailLabel: 'Your e-mail address',
    send: 'Notify me',
    sending: 'Sending…',
    success: 'The product has been added to your notifications.',
    errorMail: 'Incorrect e-mail address',
    errorQuantity: 'Increase the quantity to check the delivery cost and time',
    errorOther: 'An error occurred while adding the product. Check the data you entered',
    error: 'Could not reach the shop. Please try again.',
    required: 'This field is required.',
    invalidEmail: 'Incorrectly typed e-mail address. Enter the full e-mail address, e.g. {email}',
    emailExample: 'john.smith@example.com',
  },
});
