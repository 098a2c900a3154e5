// One check round's outcomes: each field's client verdict, then ONE aliased validateClientData request for
// every server-checked field of the round, plus the verify_iban and validation-url calls. Writes nothing:
// the validator (validator.ts) shows what comes back, for the fields the round still owns.
import { checkValidationUrl, validateClientData, verifyIban, type ErrnoReply, type InputShape } from './api';
import { clientVerdict, concerns, NUMBER_CODES, type CheckContext, type ServerPlan } from './checks';
import type { Outcome } from './dom-state';
import { valueOf, type Field } from './fields';
import { ruleText, serverText, ZIP_CODES, type Texts } from './messages';
import { countryOf, streetNumberRule } from './rules';

/** 'field': the shopper's field (and those linked to it); 'object': a submit, every field. */
export type Mode = 'field' | 'object';

export interface RoundInput {
  list: Field[];
  mode: Mode;
  ctx: CheckContext;
  texts: Texts;
  config: { timeout: number; inputShape: InputShape; clientExistsHint: boolean; signinUrl: string };
  signal: AbortSignal;
  /** The house-number field a street's data-concat-from names. */
  numberOf(street: Field): Field | null;
  /** The shopper has been to this number field (its street's missing number is shown there then). */
  seen(number: Field): boolean;
  /** The number field's answer belongs to this round from now on. */
  claim(number: Field): void;
}

/** The number field's own outcome gives way to the street's missing-number result, except a specific error of its own. */
const overridable = (o: Outcome | undefined) => !o || o.state !== 'error' || o.code === 'required';

/** Each field's outcome (the number fields its streets speak for included). */
export async function roundOutcomes({ list, mode, ctx, texts: t, config, signal, numberOf, seen, claim }: RoundInput): Promise<Map<Field, Outcome>> {
  const outcomes = new Map<Field, Outcome>();
  const plans: Array<{ field: Field; plan: ServerPlan }> = [];

  for (const f of list) {
    const verdict = clientVerdict(f, ctx);
    const country = countryOf(ctx.region(f));
    if (verdict.kind === 'error') outcomes.set(f, { state: 'error', code: verdict.result.code, text: ruleText(verdict.result, t, country) });
    else if (verdict.kind === 'empty') outcomes.set(f, { state: 'empty' });
    else if (verdict.kind === 'success') outcomes.set(f, { state: 'success' });
    else plans.push({ field: f, plan: verdict.plan });
    // The street's missing house number is shown on the number field (once the shopper got there).
    if (f.kind === 'street') {
      const number = numberOf(f);
      const rule = streetNumberRule(valueOf(f.control), number ? valueOf(number.control) : null, country);
      if (!rule.ok && number && (mode === 'object' || seen(number) || list.includes(number))) {
        if (overridable(outcomes.get(number))) outcomes.set(number, { state: 'error', code: rule.code, text: ruleText(rule, t, country) });
        claim(number);
      }
    }
  }

  const graphqlPlans = plans.filter((p): p is { field: Field; plan: Extract<ServerPlan, { type: 'graphql' }> } => p.plan.type === 'graphql');
  const opts = { signal, timeout: config.timeout };
  const calls: Array<Promise<void>> = [];
  if (graphqlPlans.length) {
    calls.push(
      validateClientData(graphqlPlans.map((p) => ({ id: p.field.control.id || p.field.control.name, input: p.plan.input })), { ...opts, shape: config.inputShape }).then((replies) => {
        replies.forEach((reply, i) => {
          const f = graphqlPlans[i]!.field;
          const country = countryOf(ctx.region(f));
          const mine = (reply?.messages ?? []).filter((m) => concerns(f.kind, m.code));
          const numberMsg = f.kind === 'street' ? mine.find((m) => NUMBER_CODES.has(m.code)) : undefined;
          const own = mine.filter((m) => m !== numberMsg);
          if (numberMsg) {
            const number = numberOf(f);
            if (number && overridable(outcomes.get(number))) outcomes.set(number, { state: 'error', code: numberMsg.code, text: serverText(numberMsg, t, country) });
            else if (!number) own.unshift(numberMsg);
          }
          // incorect_zipcode: the platform's second message carries the allowed formats.
          const formats = own[0] && ZIP_CODES.has(own[0].code) ? (reply?.messages[1]?.message ?? '') : '';
          if (own.length) outcomes.set(f, { state: 'error', code: own[0]!.code, text: serverText(own[0]!, t, country, formats) });
          else if (reply?.clientExists && config.clientExistsHint) {
            outcomes.set(f, { state: 'success', text: t.clientExists, link: { text: t.signIn, href: config.signinUrl } });
          } else outcomes.set(f, { state: 'success' });
        });
      }),
    );
  }
  const errnoOutcome = (reply: ErrnoReply | null, code: string): Outcome =>
    reply?.error ? { state: 'error', text: serverText({ code, message: reply.message }, t) } : { state: 'success' };
  for (const { field, plan } of plans) {
    if (plan.type === 'iban') calls.push(verifyIban(plan.value, opts).then((r) => void outcomes.set(field, errnoOutcome(r, 'incorrect_iban'))));
    if (plan.type === 'url') calls.push(checkValidationUrl(plan.url, plan.method, plan.fields, opts).then((r) => void outcomes.set(field, errnoOutcome(r, 'validation_url'))));
  }
  await Promise.all(calls);
  return outcomes;
}
