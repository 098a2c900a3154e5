// The validator of one form: runs check rounds (round.ts: the client checks, then one request for every
// server-checked field) when the shopper's typing asks (typing.ts), with the fields linked to them
// (links.ts), and writes the outcomes of the fields each round still owns (dom-state.ts), saying what is new
// in one announcement.
// It never writes a value. `destroy()` removes every listener, timer, request and added attribute.
import type { InputShape } from './api';
import { applyOutcome, ensureMessage, focusField, type FieldState, type Outcome } from './dom-state';
import { isDirty, readFields, type Field } from './fields';
import { readLinks } from './links';
import type { Texts } from './messages';
import { roundOutcomes, type Mode } from './round';
import { watchTyping } from './typing';

export { AUTOFILL_WINDOW_MS } from './typing';

export interface ValidatorConfig {
  /** Typing is checked this many ms after it stops (spec: 500). */
  delay: number;
  /** Timeout of each validation call; a timed-out call counts as no error. */
  timeout: number;
  /** Where the "log in instead" hint leads. */
  signinUrl: string;
  /** Show the hint when the e-mail belongs to an existing client. */
  clientExistsHint: boolean;
  /** The country select whose value overrides the fields' data-region. */
  regionSelect: string;
  /** ClientDataInput as the platform takes it (default) or the spec's flat listing (data-validation-input="spec"). */
  inputShape: InputShape;
}

/** What the form's one live region says after a check the shopper caused. */
export type Announcement = { kind: 'text'; text: string } | { kind: 'summary'; count: number };

export interface ValidatorHooks {
  texts(): Texts;
  /** Says what a check found (the field messages themselves are not live regions). */
  announce?(announcement: Announcement): void;
}

/** 'each': say what this round newly shows (a check the shopper caused); 'none': a submit or the mount. */
type Voice = 'each' | 'none';

interface Round {
  ctrl: AbortController;
  fields: Set<Field>;
}

export interface Validator {
  /** Checks these fields now (the debounce skipped). Resolves to whether none ended in error. */
  check(fields: Field[], mode?: Mode): Promise<boolean>;
  /** The object check of a submit: every field, pending typing checks dropped. */
  checkAll(): Promise<boolean>;
  /** Shows an error on the field with this name; false when the form has none. */
  showError(name: string, text: string): boolean;
  /** Scrolls to and focuses the first field in error. */
  focusFirstError(): void;
  /** How many fields are in error now. */
  errorCount(): number;
  readonly fields: readonly Field[];
  destroy(): void;
}

export function createValidator(form: HTMLFormElement, config: ValidatorConfig, hooks: ValidatorHooks): Validator {
  const fields = readFields(form);
  const undo: Array<() => void> = [];
  const messages = new Map<Field, HTMLElement>(fields.map((f) => [f, ensureMessage(f, undo)]));
  const states = new Map<Field, FieldState>();
  const shown = (f: Field) => states.has(f);
  const touched = new Set<Field>();
  const current = new Map<Field, Round>();
  let destroyed = false;
  const links = readLinks(form, fields, config.regionSelect);

  /** Returns the field's message text when it changed (and is not empty), else null; null too for a
   *  message that is a live region itself (a file field's, see ensureMessage), which says it already. */
  const show = (field: Field, outcome: Outcome): string | null => {
    states.set(field, outcome.state);
    const message = messages.get(field)!;
    if (!applyOutcome(field, message, outcome)) return null;
    if (message.closest('[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]')) return null;
    return message.textContent?.trim() || null;
  };
  const errorCount = () => fields.filter((f) => states.get(f) === 'error').length;

  /** The field's answer now belongs to this round; an older round left with no field is aborted. */
  function claim(f: Field, round: Round) {
    const old = current.get(f);
    if (old === round) return;
    if (old) {
      old.fields.delete(f);
      if (old.fields.size === 0) old.ctrl.abort();
    }
    round.fields.add(f);
    current.set(f, round);
  }
  const live = (round: Round, f: Field) => !destroyed && current.get(f) === round;

  async function check(requested: Field[], mode: Mode = 'field', voice: Voice = 'none'): Promise<boolean> {
    const list = links.withLinked(requested, shown);
    const round: Round = { ctrl: new AbortController(), fields: new Set() };
    list.forEach((f) => claim(f, round));
    const outcomes = await roundOutcomes({
      list,
      mode,
      ctx: links.ctx,
      texts: hooks.texts(),
      config,
      signal: round.ctrl.signal,
      numberOf: links.numberOf,
      seen: (number) => touched.has(number),
      claim: (number) => claim(number, round),
    });

    let ok = true;
    const said: string[] = [];
    for (const f of fields) {
      const outcome = outcomes.get(f);
      if (!outcome) continue;
      if (outcome.state === 'error') ok = false;
      if (live(round, f)) {
        const text = show(f, outcome);
        if (text) said.push(text);
        current.delete(f);
      }
    }
    // One announcement per round: the one new message, or how many fields need correcting.
    if (voice === 'each' && said.length > 0 && !destroyed) {
      const count = errorCount();
      hooks.announce?.(said.length === 1 || count === 0 ? { kind: 'text', text: said.join(' ') } : { kind: 'summary', count });
    }
    return ok;
  }

  const run = (list: Field[], mode: Mode = 'field', voice: Voice = 'each') => {
    void check(list, mode, voice).catch((err: unknown) => console.error('[storefront:form-validator] a check failed:', err));
  };

  const hadNoValidate = form.noValidate;
  // Our messages replace the browser's bubbles (which would stop the submit event from firing at all).
  form.noValidate = true;
  const typing = watchTyping(form, { fields, delay: config.delay, touched, shown, affected: (c) => links.affected(c, shown), run: (list, mode) => run(list, mode) });

  // Typed (or restored by the browser) before the island woke: check it now, like a blur.
  const early = fields.filter((f) => isDirty(f.control) && f.control !== f.control.ownerDocument.activeElement);
  early.forEach((f) => touched.add(f));
  if (early.length) run(early, 'object', 'none');

  return {
    check,
    fields,
    async checkAll() {
      typing.cancelAll();
      fields.forEach((f) => touched.add(f));
      // Said by the submit as one summary, not field by field.
      return check(fields, 'object', 'none');
    },
    errorCount,
    showError(name, text) {
      const target = fields.find((f) => f.control.name === name);
      if (target) show(target, { state: 'error', text });
      return Boolean(target);
    },
    focusFirstError() {
      const first = fields.find((f) => states.get(f) === 'error');
      if (first) focusField(first);
    },
    destroy() {
      destroyed = true;
      form.noValidate = hadNoValidate;
      typing.destroy();
      for (const round of new Set(current.values())) round.ctrl.abort();
      current.clear();
      messages.forEach((m) => delete m.dataset.validatorShown);
      undo.reverse().forEach((u) => u());
    },
  };
}
