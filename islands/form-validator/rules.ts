// The client-side field rules of spec section 5, as pure functions of the typed value. None of them
// throws, none changes the value; each answers ok or the catalogue code (texts.ts) with its parameters.
// What only the shop knows (NIP checksum per country, taken logins, the existing client, the IBAN) is
// asked of the server afterwards (api.ts); these rules only stop what is certainly wrong.

export type RuleCode =
  | 'required'
  | 'mandatory'
  | 'selectOption'
  | 'minLength'
  | 'maxLength'
  | 'incorect_email'
  | 'incorect_phone'
  | 'password_to_short'
  | 'password_to_long'
  | 'not_equal_passwords'
  | 'no_street_number'
  | 'no_street_number_uk'
  | 'incorect_zipcode'
  | 'incorrect_iban'
  | 'noDigits';

export type RuleParams = Readonly<Record<string, string | number>>;
export type RuleResult = { ok: true } | { ok: false; code: RuleCode; params?: RuleParams };

/** Spec section 9. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
export const PHONE_MIN = 9;

const OK: RuleResult = { ok: true };
const fail = (code: RuleCode, params?: RuleParams): RuleResult => (params ? { ok: false, code, params } : { ok: false, code });

export const isBlank = (value: string): boolean => value.trim() === '';

/** A required text field left empty (spaces count as empty). */
export function requiredRule(value: string, required: boolean): RuleResult {
  return required && isBlank(value) ? fail('required') : OK;
}

/** A required checkbox must be checked; a checked one is success. */
export function checkboxRule(checked: boolean, required: boolean): RuleResult {
  return required && !checked ? fail('mandatory') : OK;
}

/**
 * A select whose first option is a placeholder ('Wybierz kraj'): index 0 (or an empty value) is no choice.
 * Only a required select is an error then; an optional one simply stays empty.
 */
export function selectRule(selectedIndex: number, value: string, required: boolean): RuleResult {
  const chosen = selectedIndex >= 1 && value !== '';
  return required && !chosen ? fail('selectOption') : OK;
}

/** minlength / maxlength, counted as the browser counts them (UTF-16 units). Empty is left to `required`. */
export function lengthRule(value: string, limits: { min?: number | null; max?: number | null }): RuleResult {
  if (value === '') return OK;
  const { min, max } = limits;
  if (min != null && value.length < min) return fail('minLength', { n: min });
  if (max != null && value.length > max) return fail('maxLength', { n: max });
  return OK;
}

/** First and last names: a digit is refused here whatever the shop answers (as the platform's own form does). */
export function noDigitsRule(value: string): RuleResult {
  return /\d/.test(value) ? fail('noDigits') : OK;
}

/** Password length 6–30 unless the field narrows it (minlength/maxlength). */
export function passwordRule(value: string, min: number = PASSWORD_MIN, max: number = PASSWORD_MAX): RuleResult {
  if (value === '') return OK;
  if (value.length < min) return fail('password_to_short', { n: min });
  if (value.length > max) return fail('password_to_long', { n: max });
  return OK;
}

/** The repeated password must equal the password (only once both are typed). */
export function passwordRepeatRule(repeat: string, password: string): RuleResult {
  return repeat !== '' && password !== '' && repeat !== password ? fail('not_equal_passwords') : OK;
}

// The HTML standard's valid e-mail address, plus a dotted domain with a 2+ letter top level: a shop
// cannot deliver to `jan@localhost`. No consecutive dots anywhere.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL.test(v) && !v.includes('..') && !v.startsWith('.') && !v.includes('.@');
}

/** E-mail fields; the message carries an example address ({email}). */
export function emailRule(value: string): RuleResult {
  return isBlank(value) || isEmail(value) ? OK : fail('incorect_email');
}

/** Characters counted towards the phone minimum: everything but spaces. */
export const phoneLength = (value: string): number => value.replace(/\s/g, '').length;

/**
 * Phone with no region: 9 characters or more. With a region the shop's own rule for that country
 * applies (server check), so the client lets it through.
 */
export function phoneRule(value: string, region: string | null): RuleResult {
  if (isBlank(value) || region) return OK;
  return phoneLength(value) >= PHONE_MIN ? OK : fail('incorect_phone');
}

/** Only digits, * # + ( ) and spaces: the field is read as a phone number. */
export const isPhoneLike = (value: string): boolean => /^[\d*#+()\s]+$/.test(value);

/** A field marked both phone and e-mail: judged as a phone when it looks like one, else as an e-mail. */
export function phoneOrEmailRule(value: string, region: string | null): RuleResult {
  if (isBlank(value)) return OK;
  return isPhoneLike(value) ? phoneRule(value, region) : emailRule(value);
}

/**
 * Street with its linked house-number field. A street that already carries a number ("Kwiatowa 5")
 * needs none; otherwise an empty number field is the missing-number result, shown on the number field.
 */
export function streetNumberRule(street: string, number: string | null, country: string | null): RuleResult {
  if (isBlank(street) || /\d/.test(street) || (number !== null && !isBlank(number))) return OK;
  return fail(country === 'GB' ? 'no_street_number_uk' : 'no_street_number');
}

/** Postcode formats per ISO country, X numeric and Y alphabetic; other characters are literal. */
export const POSTCODE_FORMATS: Readonly<Record<string, readonly string[]>> = {
  PL: ['XX-XXX'],
  DE: ['XXXXX'],
  FR: ['XXXXX'],
  CZ: ['XXX XX'],
  SK: ['XXX XX'],
  LT: ['LT-XXXXX', 'XXXXX'],
  US: ['XXXXX', 'XXXXX-XXXX'],
  GB: ['YX XYY', 'YXX XYY', 'YYX XYY', 'YYXX XYY', 'YXY XYY', 'YYXY XYY'],
};

const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** 'XX-XXX' → /^\d\d-\d\d\d$/; a space in a format is optional in the value ('110 00' or '11000'). */
export function formatPattern(format: string): RegExp {
  const body = [...format].map((ch) => (ch === 'X' ? '\\d' : ch === 'Y' ? '[A-Za-z]' : ch === ' ' ? ' ?' : escape(ch))).join('');
  return new RegExp(`^${body}$`, 'i');
}

/** Postcode in one of the country's formats; an unknown country is left to the server. */
export function postcodeRule(value: string, country: string | null): RuleResult {
  const formats = country ? POSTCODE_FORMATS[country] : undefined;
  if (isBlank(value) || !formats) return OK;
  const v = value.trim();
  return formats.some((f) => formatPattern(f).test(v)) ? OK : fail('incorect_zipcode', { formats: formats.join(', ') });
}

/** The account number as sent to verify_iban: spaces and dashes dropped, letters upper-cased. */
export const normaliseIban = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Bank account: only letters, digits, spaces and dashes, 15–34 significant characters (the shortest
 * IBAN is Norway's 15, the longest 34). The checksum itself is the payments endpoint's job.
 */
export function ibanRule(value: string): RuleResult {
  if (isBlank(value)) return OK;
  if (!/^[A-Za-z0-9\s-]+$/.test(value.trim())) return fail('incorrect_iban');
  const v = normaliseIban(value);
  return /^\d{15,34}$/.test(v) || /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v) ? OK : fail('incorrect_iban');
}

/**
 * IdoSell country ids (data-region) as the sample shop's country select has them; a theme may also
 * write an ISO code in data-region. Other ids are unknown here: their postcodes go to the server only.
 */
const REGION_IDS: Readonly<Record<string, string>> = {
  '1143020003': 'PL',
  '1143020057': 'CZ',
  '1143020143': 'DE',
};

/** ISO code for a data-region value, or null when it is not one we know. */
export function countryOf(region: string | null | undefined): string | null {
  const r = (region ?? '').trim();
  if (!r) return null;
  if (/^[A-Za-z]{2}$/.test(r)) return r.toUpperCase();
  return REGION_IDS[r] ?? null;
}
