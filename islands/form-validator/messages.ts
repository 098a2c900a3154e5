// From a rule's or the shop's code to the text the shopper reads. Precedence for a server code:
// the catalogue text (page override > language variant > Polish default), then the server's own
// message, then the generic text for a known code whose text is empty; an unknown code with no
// message shows nothing (the field is still marked, as on the platform). Everything returned is plain text, written with textContent.
import { formatText, type ResolvedTexts } from '../../core/texts';
import { PASSWORD_MAX, PASSWORD_MIN, POSTCODE_FORMATS, type RuleResult } from './rules';
import type { FormValidatorTextKey } from './texts';

export type Texts = ResolvedTexts<FormValidatorTextKey>;

export interface ServerMessage {
  code: string;
  message: string;
}

export const ZIP_CODES: ReadonlySet<string> = new Set(['incorect_zipcode', 'incorect_delivery_zipcode', 'incorect_invoice_zipcode']);

const catalogueKey = (t: Texts, code: string): FormValidatorTextKey | null => {
  if (Object.hasOwn(t, code)) return code as FormValidatorTextKey;
  return code.startsWith('illegal_characters') ? 'illegal_characters' : null;
};

/** The valid formats for the country's postcodes, as the hint after a postcode error; '' when unknown. */
export function postcodeHint(t: Texts, country: string | null): string {
  const formats = country ? POSTCODE_FORMATS[country] : undefined;
  return formats && t.postcodeFormats ? formatText(t.postcodeFormats, { formats: formats.join(', ') }) : '';
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** Text of a failed client rule. */
export function ruleText(result: Extract<RuleResult, { ok: false }>, t: Texts, country: string | null = null): string {
  const params = { email: t.emailExample, ...result.params };
  const text = formatText(t[result.code] || t.generic, params);
  if (result.code === 'incorect_zipcode') return join(text, postcodeHint(t, country));
  return text;
}

/** The login a 'login_taken_login_propose' reply suggests: the last word after a colon of its message. */
export function proposedLogin(message: string): string | null {
  const m = /:\s*([^\s:]+)\s*$/.exec(message);
  return m ? m[1]! : null;
}

/**
 * Text of a code the shop answered. `formats` is the platform's own list of postcode formats (the second
 * message's `message` of an `incorect_zipcode` reply); without it the hint comes from our table.
 * An unknown code shows the shop's own message, else nothing: the field is still marked as an error.
 */
export function serverText(msg: ServerMessage, t: Texts, country: string | null = null, formats = ''): string {
  const key = catalogueKey(t, msg.code);
  const own = msg.message.trim();
  let text = key ? t[key] : '';
  if (text.includes('{login}')) {
    const login = proposedLogin(own);
    text = login ? formatText(text, { login }) : '';
  }
  if (!text) return own || (key ? t.generic : '');
  text = formatText(text, { email: t.emailExample, n: msg.code === 'password_to_long' ? PASSWORD_MAX : PASSWORD_MIN });
  if (!ZIP_CODES.has(msg.code)) return text;
  const hint = formats.trim() && t.postcodeFormats ? formatText(t.postcodeFormats, { formats: formats.trim() }) : postcodeHint(t, country);
  return join(text, hint);
}

function pluralRules(language: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language || 'pl');
  } catch {
    // A malformed language tag from the page: Polish is the shop's default.
    return new Intl.PluralRules('pl');
  }
}

/** 'N pól wymaga poprawy' with the language's plural form (1 pole, 2–4 pola, 5+ pól, 22 pola). */
export function summaryText(count: number, t: Texts, language = 'pl'): string {
  const rule = pluralRules(language).select(count);
  const key = rule === 'one' ? 'invalidFieldsOne' : rule === 'few' ? 'invalidFieldsFew' : rule === 'many' ? 'invalidFieldsMany' : 'invalidFieldsOther';
  return formatText(t[key], { n: count });
}
