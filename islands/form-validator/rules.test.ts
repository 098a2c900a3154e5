import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkboxRule, countryOf, emailRule, formatPattern, ibanRule, isEmail, isPhoneLike, lengthRule, normaliseIban,
  passwordRepeatRule, passwordRule, phoneOrEmailRule, phoneRule, postcodeRule, POSTCODE_FORMATS, requiredRule,
  selectRule, streetNumberRule, type RuleResult,
} from './rules';

const code = (r: RuleResult) => (r.ok ? null : r.code);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const region = fc.option(fc.oneof(fc.constant('1143020003'), fc.constant('GB'), fc.string()), { nil: null });

describe('rules never throw on any string', () => {
  it('for every rule', () => {
    fc.assert(
      fc.property(anyText, anyText, region, fc.boolean(), fc.integer({ min: -1, max: 5 }), (a, b, r, flag, i) => {
        requiredRule(a, flag);
        checkboxRule(flag, flag);
        selectRule(i, a, flag);
        lengthRule(a, { min: i, max: i + 3 });
        passwordRule(a);
        passwordRepeatRule(a, b);
        emailRule(a);
        phoneRule(a, r);
        phoneOrEmailRule(a, r);
        streetNumberRule(a, flag ? b : null, countryOf(r));
        postcodeRule(a, countryOf(r));
        ibanRule(a);
        normaliseIban(a);
        countryOf(a);
      }),
    );
  });
});

describe('required, checkbox, select', () => {
  it('required: blank is an error only when required', () => {
    fc.assert(fc.property(fc.stringMatching(/^\s*$/), (blank) => {
      expect(code(requiredRule(blank, true))).toBe('required');
      expect(requiredRule(blank, false).ok).toBe(true);
    }));
    fc.assert(fc.property(fc.string().filter((s) => s.trim() !== ''), (v) => void expect(requiredRule(v, true).ok).toBe(true)));
  });

  it('a required checkbox must be checked', () => {
    expect(code(checkboxRule(false, true))).toBe('mandatory');
    expect(checkboxRule(true, true).ok).toBe(true);
    expect(checkboxRule(false, false).ok).toBe(true);
  });

  it('a placeholder select needs an option past the first', () => {
    expect(code(selectRule(0, '', true))).toBe('selectOption');
    expect(code(selectRule(-1, '', true))).toBe('selectOption');
    expect(code(selectRule(2, '', true))).toBe('selectOption');
    expect(selectRule(0, '', false).ok).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 1, max: 200 }), fc.string({ minLength: 1 }), (i, v) => void expect(selectRule(i, v, true).ok).toBe(true)));
  });
});

describe('lengths', () => {
  it('min and max with the limit as {n}', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.string({ minLength: 1, maxLength: 80 }), (min, extra, v) => {
        const max = min + extra;
        const r = lengthRule(v, { min, max });
        if (v.length < min) expect(r).toEqual({ ok: false, code: 'minLength', params: { n: min } });
        else if (v.length > max) expect(r).toEqual({ ok: false, code: 'maxLength', params: { n: max } });
        else expect(r.ok).toBe(true);
      }),
    );
    expect(lengthRule('', { min: 3 }).ok).toBe(true); // empty is required's business
  });

  it('password 6–30, messages carry the limit', () => {
    fc.assert(fc.property(fc.string({ minLength: 6, maxLength: 30 }), (p) => void expect(passwordRule(p).ok).toBe(true)));
    expect(passwordRule('12345')).toEqual({ ok: false, code: 'password_to_short', params: { n: 6 } });
    expect(passwordRule('x'.repeat(31))).toEqual({ ok: false, code: 'password_to_long', params: { n: 30 } });
    expect(passwordRule('abcdefgh', 8, 10).ok).toBe(true);
  });

  it('the repeated password must be equal', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (p) => void expect(passwordRepeatRule(p, p).ok).toBe(true)));
    expect(code(passwordRepeatRule('secret1', 'secret2'))).toBe('not_equal_passwords');
  });
});

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const validEmail = fc.tuple(fc.stringMatching(/^[A-Za-z0-9_+-]{1,12}(\.[A-Za-z0-9_+-]{1,8})?$/), fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);

describe('e-mail', () => {
  it('accepts generated addresses (also with spaces around) and the example', () => {
    fc.assert(fc.property(validEmail, (e) => {
      expect(isEmail(e)).toBe(true);
      expect(emailRule(` ${e} `).ok).toBe(true);
    }));
    expect(isEmail('jan.kowalski@example.com')).toBe(true);
  });

  it('rejects known bad ones', () => {
    for (const bad of ['jan', 'jan@', '@example.com', 'jan@localhost', 'jan..k@example.com', 'jan@exa mple.com', 'jan@example.c', 'jan@@example.com', '.jan@example.com', 'jan.@example.com', 'jan@-example.com']) {
      expect(code(emailRule(bad)), bad).toBe('incorect_email');
    }
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('@') && s.trim() !== ''), (s) => void expect(emailRule(s).ok).toBe(false)));
  });
});

describe('phone', () => {
  const phoneChars = fc.stringMatching(/^[\d+() ]{0,20}$/);
  it('with no region: 9 characters (spaces not counted) or more', () => {
    fc.assert(fc.property(fc.stringMatching(/^\+?\d{9,15}$/), (p) => void expect(phoneRule(p, null).ok).toBe(true)));
    fc.assert(fc.property(fc.stringMatching(/^\d{1,8}$/), (p) => void expect(code(phoneRule(p, null))).toBe('incorect_phone')));
    expect(code(phoneRule('123 456 78', null))).toBe('incorect_phone');
  });

  it('with a region the shop decides', () => {
    fc.assert(fc.property(phoneChars, (p) => void expect(phoneRule(p, '1143020003').ok).toBe(true)));
  });

  it('phone-or-e-mail: digits * # + ( ) and spaces are a phone, anything else an e-mail', () => {
    fc.assert(fc.property(fc.stringMatching(/^[\d*#+() ]+$/), (p) => void expect(isPhoneLike(p)).toBe(true)));
    expect(code(phoneOrEmailRule('12345', null))).toBe('incorect_phone');
    expect(phoneOrEmailRule('+48 (12) 345 67 89', null).ok).toBe(true);
    expect(phoneOrEmailRule('*100#123456', null).ok).toBe(true);
    expect(code(phoneOrEmailRule('123-456-789', null))).toBe('incorect_email'); // a dash is not a phone character
    expect(code(phoneOrEmailRule('jan@', null))).toBe('incorect_email');
    fc.assert(fc.property(validEmail, (e) => void expect(phoneOrEmailRule(e, null).ok).toBe(true)));
  });
});

describe('street and house number', () => {
  it('a street without a number needs the number field', () => {
    expect(code(streetNumberRule('Kwiatowa', '', 'PL'))).toBe('no_street_number');
    expect(code(streetNumberRule('Baker Street', null, 'GB'))).toBe('no_street_number_uk');
    expect(streetNumberRule('Kwiatowa', '5', 'PL').ok).toBe(true);
    expect(streetNumberRule('Kwiatowa 5', '', 'PL').ok).toBe(true);
    expect(streetNumberRule('', '', 'PL').ok).toBe(true);
    fc.assert(fc.property(fc.string(), fc.stringMatching(/^\d+[a-z]?$/), (street, n) => void expect(streetNumberRule(street, n, null).ok).toBe(true)));
  });
});

const fromFormat = (format: string) =>
  fc.tuple(...[...format].map((ch) => (ch === 'X' ? fc.integer({ min: 0, max: 9 }).map(String) : ch === 'Y' ? fc.constantFrom(...'ABCDEFGHJKLMNPRSTUWXYZ') : fc.constant(ch)))).map((p) => p.join(''));

describe('postcode', () => {
  it('accepts values generated from every format of every country', () => {
    for (const [country, formats] of Object.entries(POSTCODE_FORMATS)) {
      for (const f of formats) fc.assert(fc.property(fromFormat(f), (v) => void expect(postcodeRule(v, country).ok, `${country} ${v}`).toBe(true)), { numRuns: 20 });
    }
  });

  it('rejects known bad ones and lists the formats', () => {
    expect(postcodeRule('00950', 'PL')).toEqual({ ok: false, code: 'incorect_zipcode', params: { formats: 'XX-XXX' } });
    expect(code(postcodeRule('00-95', 'PL'))).toBe('incorect_zipcode');
    expect(code(postcodeRule('AB-CDE', 'PL'))).toBe('incorect_zipcode');
    expect(code(postcodeRule('00-950', 'DE'))).toBe('incorect_zipcode');
    expect(postcodeRule('110 00', 'CZ').ok).toBe(true);
    expect(postcodeRule('11000', 'CZ').ok).toBe(true);
    expect(postcodeRule('SW1A 1AA', 'GB').ok).toBe(true);
    fc.assert(fc.property(fc.stringMatching(/^\d{1,4}$|^\d{6,9}$/), (v) => void expect(postcodeRule(v, 'DE').ok).toBe(false)));
  });

  it('leaves unknown countries to the shop', () => {
    fc.assert(fc.property(fc.string(), (v) => void expect(postcodeRule(v, null).ok).toBe(true)));
    expect(postcodeRule('anything', 'JP').ok).toBe(true);
  });

  it('format letters: X a digit, Y a letter, the rest literal', () => {
    expect(formatPattern('XX-XXX').test('12-345')).toBe(true);
    expect(formatPattern('XX-XXX').test('12.345')).toBe(false);
    expect(formatPattern('YX XYY').test('A1 2BC')).toBe(true);
    expect(formatPattern('LT-XXXXX').test('LT-12345')).toBe(true);
  });

  it('knows the sample shop’s country ids and ISO codes', () => {
    expect(countryOf('1143020003')).toBe('PL');
    expect(countryOf('1143020143')).toBe('DE');
    expect(countryOf('gb')).toBe('GB');
    expect(countryOf('999')).toBe(null);
    expect(countryOf(null)).toBe(null);
  });
});

describe('bank account', () => {
  it('accepts the shapes of Polish NRBs and IBANs (the checksum is the server’s)', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{26}$/), (nrb) => void expect(ibanRule(nrb.replace(/(\d{4})/g, '$1 ')).ok).toBe(true)));
    fc.assert(fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/), (iban) => void expect(ibanRule(iban).ok).toBe(true)));
    expect(normaliseIban('pl61 1090-1014')).toBe('PL6110901014');
  });

  it('rejects what cannot be an account number', () => {
    for (const bad of ['12345', 'PL61 1090 1014 $000', '61109010140000071219812874000000000', 'XX']) expect(code(ibanRule(bad)), bad).toBe('incorrect_iban');
  });
});
