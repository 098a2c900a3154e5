// What one field needs checked: its client rules (rules.ts) give a final outcome or hand over to the
// shop (validateClientData input, verify_iban, or the field's own validation-url). Pure apart from
// reading the form's controls.
import { safeUrl } from '../../core/dom/safe-url';
import type { BillingData, ClientDataInput } from './api';
import { isChoice, isCheckbox, hasPlaceholder, isRequired, limitsOf, linked, valueOf, type Field, type FieldKind } from './fields';
import {
  checkboxRule, countryOf, emailRule, ibanRule, isBlank, isPhoneLike, lengthRule, noDigitsRule, normaliseIban, passwordRepeatRule,
  passwordRule, PASSWORD_MAX, PASSWORD_MIN, phoneOrEmailRule, phoneRule, postcodeRule, requiredRule, selectRule,
  type RuleResult,
} from './rules';

export type ServerPlan =
  | { type: 'graphql'; input: ClientDataInput }
  | { type: 'iban'; value: string }
  | { type: 'url'; url: string; method: 'get' | 'post'; fields: Record<string, string> };

export type ClientVerdict =
  | { kind: 'empty' }
  | { kind: 'error'; result: Extract<RuleResult, { ok: false }> }
  | { kind: 'success' }
  | { kind: 'server'; plan: ServerPlan };

/** Codes that concern the login, the password, and the house number (shown on those fields). */
export const LOGIN_CODES = new Set(['no_login', 'incorect_login', 'login_taken', 'login_taken_login_propose', 'used_login']);
export const PASSWORD_CODES = new Set(['no_password', 'password_to_short', 'password_to_long', 'login_equals_password', 'not_equal_passwords']);
export const NUMBER_CODES = new Set(['no_street_number', 'no_street_number_uk', 'no_invoice_street_number']);

/** Whether a code the shop answered for a field of this kind is about that field. */
export function concerns(kind: FieldKind, code: string): boolean {
  if (kind === 'login') return !PASSWORD_CODES.has(code);
  if (kind === 'password') return !LOGIN_CODES.has(code);
  return true;
}

export interface CheckContext {
  /** The region (country id or ISO code) that applies to the field, or null. */
  region(field: Field): string | null;
  /** The phone prefix control linked to a phone field (data-concat-to on the prefix). */
  prefixOf(field: Field): HTMLSelectElement | HTMLInputElement | null;
  /** The form's password field (for the repeat). */
  password(): Field | null;
}

const bad = (r: RuleResult): ClientVerdict | null => (r.ok ? null : { kind: 'error', result: r });

function streetValue(field: Field): string {
  const number = linked(field.control, 'data-concat-from');
  return [valueOf(field.control).trim(), number ? valueOf(number).trim() : ''].filter(Boolean).join(' ');
}

/** The platform's ClientDataInput for a field kind (reference section 6); null when the shop has no check for it. */
function graphqlInput(field: Field, value: string, ctx: CheckContext): ClientDataInput | null {
  const region = ctx.region(field);
  // No region (or an empty data-region): the country is left out rather than written as `country: }`.
  const country = region ? { country: region } : {};
  const v = value.trim();
  const billing = (data: BillingData): ClientDataInput => ({ clientData: { clientBillingData: data } });
  switch (field.kind) {
    case 'firstname': return billing({ firstname: v });
    case 'lastname': return billing({ lastname: v });
    case 'firm': return billing({ companyName: v });
    case 'city': return billing({ city: v });
    case 'street': return billing({ street: streetValue(field), ...country });
    case 'zipcode': return billing({ zipcode: v, ...country });
    case 'nip': return { clientData: { clientBillingData: { ...country }, taxNumber: v } };
    case 'email': return { clientData: { email: v } };
    case 'birthdate': return { clientData: { birthDate: v } };
    case 'phone': {
      // Without a region the platform checks the phone's length locally only (phoneRule did).
      if (!region) return null;
      const prefix = ctx.prefixOf(field);
      return billing({ phone: `${prefix?.value.trim() ?? ''}${v}`, ...country });
    }
    case 'phoneEmail':
      if (!isPhoneLike(v)) return { clientData: { email: v } };
      return region ? billing({ phone: v, ...country }) : null;
    case 'login': {
      const password = linked(field.control, 'data-concat-password');
      const pw = password ? valueOf(password) : '';
      return { loginAndPassword: { login: v, ...(pw ? { password: pw } : {}) } };
    }
    case 'password': {
      const login = linked(field.control, 'data-concat-login');
      const lg = login ? valueOf(login).trim() : '';
      // Sent with the login so the shop can say the two are equal.
      return { loginAndPassword: { ...(lg ? { login: lg } : {}), password: value } };
    }
    default: return null;
  }
}

/** The client rules of one field; a passing field with a server check hands over to it. */
export function clientVerdict(field: Field, ctx: CheckContext): ClientVerdict {
  const { control, kind } = field;
  const required = isRequired(field);
  const value = valueOf(control);

  if (isCheckbox(control)) return bad(checkboxRule(control.checked, required)) ?? (control.checked ? { kind: 'success' } : { kind: 'empty' });
  if (control instanceof HTMLSelectElement && hasPlaceholder(field)) {
    return bad(selectRule(control.selectedIndex, control.value, required)) ?? (control.selectedIndex >= 1 && control.value !== '' ? { kind: 'success' } : { kind: 'empty' });
  }
  if (isBlank(value)) return bad(requiredRule(value, required)) ?? { kind: 'empty' };
  if (isChoice(control)) return { kind: 'success' };

  const region = ctx.region(field);
  const country = countryOf(region);
  const limits = limitsOf(control);
  const local =
    kind === 'password'
      ? passwordRule(value, limits.min ?? PASSWORD_MIN, limits.max ?? PASSWORD_MAX)
      : kind === 'passwordRepeat'
        ? (lengthRule(value, limits).ok ? passwordRepeatRule(value, ctx.password() ? valueOf(ctx.password()!.control) : '') : lengthRule(value, limits))
        : lengthRule(value, limits);
  const rule =
    bad(local) ??
    bad(kind === 'firstname' || kind === 'lastname' ? noDigitsRule(value) : { ok: true }) ??
    bad(kind === 'email' ? emailRule(value) : { ok: true }) ??
    bad(kind === 'phone' ? phoneRule(value, region) : { ok: true }) ??
    bad(kind === 'phoneEmail' ? phoneOrEmailRule(value, region) : { ok: true }) ??
    bad(kind === 'zipcode' ? postcodeRule(value, country) : { ok: true }) ??
    bad(kind === 'iban' ? ibanRule(value) : { ok: true });
  if (rule) return rule;

  const url = fieldValidationUrl(control);
  if (url) {
    const method = (control.dataset.ajaxtype ?? 'post').trim().toLowerCase() === 'get' ? 'get' : 'post';
    const name = control.dataset.validation || control.name;
    const fields: Record<string, string> = { ...extraFields(control.dataset.serialize), [name]: value };
    return { kind: 'server', plan: { type: 'url', url, method, fields } };
  }
  if (kind === 'iban') return { kind: 'server', plan: { type: 'iban', value: normaliseIban(value) } };
  const input = graphqlInput(field, value, ctx);
  return input ? { kind: 'server', plan: { type: 'graphql', input } } : { kind: 'success' };
}

const refused = new WeakSet<Element>();

/** A field's validation-url gets the field's value: this shop's own http(s) address only (reported once per field). */
function fieldValidationUrl(control: HTMLElement): string | null {
  const url = control.dataset.validationUrl;
  if (!url || safeUrl(url, { sameOrigin: true })) return url || null;
  if (!refused.has(control)) {
    refused.add(control);
    console.error(`[storefront:form-validator] data-validation-url="${url.slice(0, 80)}" on a field is not an http(s) address on this shop; that check is skipped`);
  }
  return null;
}

/** data-serialize: extra fields sent with a validation-url check, written as a query string `a=1&b=2`. */
export function extraFields(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  return Object.fromEntries(new URLSearchParams(raw.replace(/^\?/, '')));
}
