import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveTexts } from '../../core/texts';
import { clientDataDocument, parseClientDataReply, readErrno, uniqueAliases } from './api';
import { extraFields } from './checks';
import { proposedLogin, ruleText, serverText, summaryText } from './messages';
import { texts } from './texts';

const pl = resolveTexts(texts, { language: 'pl' });
const en = resolveTexts(texts, { language: 'en' });

// Every validation code of spec section 8, as written there (illegal_characters_* expanded).
const FIELDS = ['firstname', 'lastname', 'city', 'street', 'phone', 'phone2', 'firm', 'nip', 'additional'];
const SPEC_CODES = [
  'birth_date', ...FIELDS.map((f) => `illegal_characters_${f}`), ...FIELDS.map((f) => `illegal_characters_delivery_${f}`),
  'incorect_delivery_region', 'incorect_delivery_zipcode', 'incorect_email', 'incorect_invoice_phone', 'incorect_invoice_zipcode',
  'incorect_login', 'incorect_nip', 'incorect_phone', 'incorect_shops', 'incorect_zipcode', 'incorrect_region', 'invalid_format',
  'login_equals_password', 'login_taken', 'login_taken_login_propose', 'used_login', 'no_city', 'no_delivery_city',
  'no_delivery_firstname', 'no_delivery_lastname', 'no_delivery_street', 'no_firmname', 'no_firstname', 'no_invoice_city',
  'no_invoice_firmname', 'no_invoice_firstname', 'no_invoice_lastname', 'no_invoice_street', 'no_invoice_street_number',
  'no_login', 'no_name', 'no_password', 'no_street', 'no_street_number', 'no_street_number_uk', 'not_equal_passwords',
  'password_to_long', 'password_to_short', 'incorrect_iban',
];

// The platform's own code names (reference section 6), with its spelling.
const PLATFORM_CODES = [
  'birth_date', ...['city', 'firm', 'firstname', 'lastname', 'nip', 'phone', 'phone2', 'street'].map((f) => `illegal_characters_client_${f}`),
  ...['additional', 'city', 'firstname', 'lastname', 'phone', 'street'].map((f) => `illegal_characters_delivery_${f}`),
  ...['delivery_region', 'delivery_zipcode', 'email', 'invoice_phone', 'invoice_zipcode', 'login', 'nip', 'phone', 'shops', 'zipcode'].map((f) => `incorect_${f}`),
  'incorrect_region', 'invalid_format', 'login_equals_password', 'login_taken', 'login_taken_login_propose', 'no_city',
  ...['city', 'firstname', 'lastname', 'street'].map((f) => `no_delivery_${f}`), 'no_firmname', 'no_firstname',
  ...['city', 'firmname', 'firstname', 'lastname', 'street', 'street_number'].map((f) => `no_invoice_${f}`),
  'no_login', 'no_name', 'no_password', 'no_street', 'no_street_number', 'no_street_number_uk', 'not_equal_passwords',
  'password_to_long', 'password_to_short', 'used_login', 'incorrect_iban',
];

describe('the error catalogue', () => {
  it('has a Polish default and an English variant for every code of spec section 8', () => {
    for (const code of SPEC_CODES) {
      expect(texts.variants.pl[code as keyof typeof texts.variants.pl], code).toBeTruthy();
      expect(texts.variants.en?.[code as keyof typeof texts.variants.pl], code).toBeTruthy();
    }
  });

  it('has a Polish default and an English variant for every code name of the platform (reference section 6)', () => {
    for (const code of PLATFORM_CODES) {
      expect(texts.variants.pl[code as keyof typeof texts.variants.pl], code).toBeTruthy();
      expect(texts.variants.en?.[code as keyof typeof texts.variants.pl], code).toBeTruthy();
    }
    expect(serverText({ code: 'illegal_characters_client_firstname', message: '' }, pl)).toBe('Jeden z użytych znaków w imieniu jest niedozwolony.');
    expect(serverText({ code: 'illegal_characters_client_nip', message: '' }, en)).toBe('One of the characters in the tax number is invalid.');
    expect(pl.noDigits).toBe('Pole nie może zawierać cyfr.');
  });

  it('has the spec’s wording where the spec gives it', () => {
    expect(pl.required).toBe('Proszę wypełnić to pole.');
    expect(en.required).toBe('This field is required.');
    expect(en.mandatory).toBe('Mandatory field.');
    expect(pl.selectOption).toBe('Proszę wybrać opcję.');
    expect(ruleText({ ok: false, code: 'minLength', params: { n: 3 } }, pl)).toBe('Minimalna liczba znaków dla tego pola to 3');
    expect(ruleText({ ok: false, code: 'maxLength', params: { n: 40 } }, pl)).toBe('Maksymalna liczba znaków dla tego pola to 40');
    expect(ruleText({ ok: false, code: 'minLength', params: { n: 3 } }, en)).toBe('The minimum number of characters for this field is 3.');
    expect(ruleText({ ok: false, code: 'maxLength', params: { n: 40 } }, en)).toBe('The maximum number of characters for this field is 40.');
    expect(ruleText({ ok: false, code: 'password_to_short', params: { n: 6 } }, pl)).toMatch(/6 znaków\)\.$/);
    expect(ruleText({ ok: false, code: 'password_to_long', params: { n: 30 } }, pl)).toMatch(/30 znaków\)\.$/);
    expect(en.incorect_phone).toBe('Phone number should contain a minimum of 9 characters');
    expect(pl.incorect_phone).toBe('Wpisz swój telefon.');
    expect(ruleText({ ok: false, code: 'incorect_email' }, en)).toBe('Incorrectly typed e-mail address. Enter the full e-mail address, e.g. john.smith@example.com');
    expect(pl.incorrect_iban).toBe('Format numeru konta bankowego jest niepoprawny');
    expect(en.incorrect_iban).toBe('Bank account number format is invalid');
  });

  it('postcode errors list the formats with the X/Y hint', () => {
    expect(ruleText({ ok: false, code: 'incorect_zipcode', params: { formats: 'XX-XXX' } }, pl, 'PL')).toBe('Niepoprawny kod pocztowy. Poprawny format: XX-XXX (X – cyfra, Y – litera).');
    expect(serverText({ code: 'incorect_zipcode', message: 'x' }, en, 'GB')).toContain('YX XYY');
    expect(serverText({ code: 'incorect_zipcode', message: 'x' }, pl, null)).toBe('Niepoprawny kod pocztowy.');
    // The platform's own formats (its second message) win over our table.
    expect(serverText({ code: 'incorect_zipcode', message: 'x' }, pl, 'PL', 'XX-XXX, XXXXX')).toBe('Niepoprawny kod pocztowy. Poprawny format: XX-XXX, XXXXX (X – cyfra, Y – litera).');
  });
});

describe('serverText', () => {
  it('catalogue, then the server’s message; an unknown code with no message says nothing', () => {
    expect(serverText({ code: 'incorect_nip', message: 'Bad NIP' }, pl)).toBe('Niepoprawny numer NIP.');
    expect(serverText({ code: 'illegal_characters_zzz', message: '' }, pl)).toBe('Jeden z użytych znaków jest niedozwolony.');
    expect(serverText({ code: 'new_code', message: ' Serwer mówi ' }, pl)).toBe('Serwer mówi');
    expect(serverText({ code: 'new_code', message: '' }, pl)).toBe('');
    const blanked = resolveTexts(texts, { language: 'pl', overrides: { 'form-validator.login_taken': '' } });
    expect(serverText({ code: 'login_taken', message: 'Zajęty.' }, blanked)).toBe('Zajęty.');
    const overridden = resolveTexts(texts, { language: 'pl', overrides: { 'form-validator.incorect_nip': 'NIP?' } });
    expect(serverText({ code: 'incorect_nip', message: 'x' }, overridden)).toBe('NIP?');
  });

  it('the proposed login comes from the server’s message', () => {
    expect(serverText({ code: 'login_taken_login_propose', message: 'Ten login jest zajęty. Proponujemy: jan26' }, pl)).toBe('Ten login jest już zajęty. Proponujemy: jan26');
    expect(serverText({ code: 'login_taken_login_propose', message: 'zajęty' }, pl)).toBe('zajęty');
    expect(proposedLogin('Taken: ann.k')).toBe('ann.k');
  });

  it('never throws; says something for every known code', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (code, message) => {
      expect(typeof serverText({ code, message }, pl)).toBe('string');
    }));
    fc.assert(fc.property(fc.constantFrom(...PLATFORM_CODES, ...SPEC_CODES), fc.string(), (code, message) => {
      expect(serverText({ code, message }, pl).length).toBeGreaterThan(0);
    }));
  });
});

describe('api helpers', () => {
  it('builds one anonymous document, one aliased field per input id, literal arguments', () => {
    const { query, aliases } = clientDataDocument([
      { id: 'client_firstname', input: { clientData: { clientBillingData: { firstname: 'Jan "J"' } } } },
      { id: 'client_email', input: { clientData: { email: 'a@b.pl' } } },
    ]);
    expect(aliases).toEqual(['client_firstname', 'client_email']);
    expect(query).toBe([
      'query {',
      '  client_firstname: validateClientData(ClientDataInput: { clientData: { clientBillingData: { firstname: "Jan \\"J\\"" } } }) { messages { code message } }',
      '  client_email: validateClientData(ClientDataInput: { clientData: { email: "a@b.pl" } }) { messages { code message } clientExists }',
      '}',
    ].join('\n'));
  });

  it('aliases are valid GraphQL names and unique', () => {
    expect(uniqueAliases(['client-name', '1st', '', 'a', 'a', 'a_2'])).toEqual(['client_name', '_1st', 'field2', 'a', 'a_2', 'a_2_2']);
  });

  it('reads replies defensively', () => {
    expect(parseClientDataReply({ messages: [{ code: 'no_city', message: 'x' }], clientExists: null })).toEqual({ messages: [{ code: 'no_city', message: 'x' }], clientExists: null });
    expect(parseClientDataReply({ messages: [{ code: 'a' }], clientExists: true })).toEqual({ messages: [{ code: 'a', message: '' }], clientExists: true });
    for (const bad of [null, 'x', [], { messages: 'no' }, { messages: [{ message: 'no code' }] }, { unexpected: true }]) expect(parseClientDataReply(bad)).toBe(null);
  });

  it('errno: numbers, strings and booleans; anything else is no answer', () => {
    expect(readErrno({ errno: 1 })).toBe(true);
    expect(readErrno({ errno: '0' })).toBe(false);
    expect(readErrno({ errno: 'E12' })).toBe(true);
    expect(readErrno({ errno: false })).toBe(false);
    expect(readErrno({ ok: 1 })).toBe(null);
    expect(readErrno('errno')).toBe(null);
  });

  it('data-serialize is a query string of extra fields', () => {
    expect(extraFields('?shop=1&lang=pl')).toEqual({ shop: '1', lang: 'pl' });
    expect(extraFields(undefined)).toEqual({});
  });
});

describe('summaryText: how many fields need correcting', () => {
  it('Polish plural forms: 1 pole, 2–4 pola, 5–21 pól, 22–24 pola …', () => {
    const said = (n: number) => summaryText(n, pl, 'pl');
    expect(said(1)).toBe('1 pole wymaga poprawy');
    expect([2, 3, 4, 22, 104].map(said)).toEqual(['2 pola wymagają poprawy', '3 pola wymagają poprawy', '4 pola wymagają poprawy', '22 pola wymagają poprawy', '104 pola wymagają poprawy']);
    expect([5, 10, 12, 14, 21, 25].map(said)).toEqual(['5 pól wymaga poprawy', '10 pól wymaga poprawy', '12 pól wymaga poprawy', '14 pól wymaga poprawy', '21 pól wymaga poprawy', '25 pól wymaga poprawy']);
  });

  it('English, and a malformed language tag falls back to Polish', () => {
    expect(summaryText(1, en, 'en')).toBe('1 field needs correcting');
    expect(summaryText(10, en, 'en-GB')).toBe('10 fields need correcting');
    expect(summaryText(3, pl, '!!')).toBe('3 pola wymagają poprawy');
  });
});
