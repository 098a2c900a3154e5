// The validator of one form: listens to typing, blur and autofill; runs check rounds (round.ts: the
// client checks, then one request for every server-checked field) and writes the outcomes of the fields
// each round still owns (dom-state.ts), saying what is new in one announcement.
// It never writes a value. `destroy()` removes every listener, timer, request and added attribute.
import type { InputShape } from './api';
import type { CheckContext } from './checks';
import { applyOutcome, ensureMessage, focusField, type FieldState, type Outcome } from './dom-state';
import { isChoice, isDirty, linked, readFields, valueOf, type Control, type Field } from './fields';
import type { Texts } from './messages';
import { isBlank } from './rules';
import { roundOutcomes, type Mode } from './round';

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

/** Several inputs changing within this window (one task / frame) is autofill: the whole form is re-checked. */
export const AUTOFILL_WINDOW_MS = 20;

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
  const byControl = new Map<Control, Field>(fields.map((f) => [f.control, f]));
  const undo: Array<() => void> = [];
  const messages = new Map<Field, HTMLElement>(fields.map((f) => [f, ensureMessage(f, undo)]));
  const states = new Map<Field, FieldState>();
  const touched = new Set<Field>();
  const timers = new Map<Field, ReturnType<typeof setTimeout>>();
  const current = new Map<Field, Round>();
  let batch = new Set<Field>();
  let batchTimer: ReturnType<typeof setTimeout> | null = null;
  let destroyed = false;

  const regionSelect = (() => {
    try {
      return config.regionSelect ? form.querySelector<HTMLSelectElement | HTMLInputElement>(config.regionSelect) : null;
    } catch {
      console.error(`[storefront:form-validator] data-region-select="${config.regionSelect}" is not a valid selector; ignored`);
      return null;
    }
  })();
  /** Phone prefix controls: data-concat-to names the phone field. */
  const prefixes = new Map<Field, HTMLSelectElement | HTMLInputElement>();
  for (const el of form.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select[data-concat-to], input[data-concat-to]')) {
    const target = linked(el, 'data-concat-to');
    const f = target ? byControl.get(target) : undefined;
    if (f && (f.kind === 'phone' || f.kind === 'phoneEmail')) prefixes.set(f, el);
  }

  const ctx: CheckContext = {
    region(field) {
      if (!('region' in field.control.dataset)) return null;
      const chosen = regionSelect?.value.trim();
      return chosen || field.control.dataset.region?.trim() || null;
    },
    prefixOf: (field) => prefixes.get(field) ?? null,
    password: () => fields.find((f) => f.kind === 'password') ?? null,
  };

  const numberOf = (street: Field) => {
    const c = linked(street.control, 'data-concat-from');
    return c ? (byControl.get(c) ?? null) : null;
  };
  const streetOf = (number: Field) => {
    const c = linked(number.control, 'data-concat-to');
    const f = c ? byControl.get(c) : undefined;
    return f?.kind === 'street' ? f : null;
  };

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

  /** Fields to re-check with this one: the street of a number, the password of a login, the repeat of a password. */
  function withLinked(list: Field[]): Field[] {
    const out = new Set(list);
    for (const f of list) {
      if (f.kind === 'streetNumber') {
        const s = streetOf(f);
        if (s && !isBlank(valueOf(s.control))) out.add(s);
      }
      const related =
        f.kind === 'login' ? fields.filter((p) => p.kind === 'password' && linked(p.control, 'data-concat-login') === f.control)
          : f.kind === 'password' ? fields.filter((p) => p.kind === 'passwordRepeat')
            : [];
      for (const r of related) if (states.has(r)) out.add(r);
    }
    return fields.filter((f) => out.has(f));
  }

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
  function startRound(list: Field[]): Round {
    const round: Round = { ctrl: new AbortController(), fields: new Set() };
    list.forEach((f) => claim(f, round));
    return round;
  }
  const live = (round: Round, f: Field) => !destroyed && current.get(f) === round;

  async function check(requested: Field[], mode: Mode = 'field', voice: Voice = 'none'): Promise<boolean> {
    const list = withLinked(requested);
    const round = startRound(list);
    const outcomes = await roundOutcomes({
      list,
      mode,
      ctx,
      texts: hooks.texts(),
      config,
      signal: round.ctrl.signal,
      numberOf,
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

  const cancelTimer = (f: Field) => {
    const id = timers.get(f);
    if (id !== undefined) clearTimeout(id);
    timers.delete(f);
  };

  /** Fields worth re-checking on autofill: filled, touched or already shown. */
  const filledOrSeen = () => fields.filter((f) => touched.has(f) || states.has(f) || !isBlank(valueOf(f.control)));

  function flushBatch() {
    batchTimer = null;
    const changed = [...batch];
    batch = new Set();
    if (changed.length > 1) {
      changed.forEach(cancelTimer);
      fields.forEach(cancelTimer);
      run(filledOrSeen(), 'object');
      return;
    }
    const f = changed[0];
    if (!f) return;
    cancelTimer(f);
    if (isChoice(f.control)) run([f]);
    else timers.set(f, setTimeout(() => {
      timers.delete(f);
      run([f]);
    }, config.delay));
  }

  /** Fields a change of this control affects (the control itself, or the fields a prefix / region select feeds). */
  function affected(control: EventTarget | null): Field[] {
    if (!(control instanceof Element)) return [];
    const own = byControl.get(control as Control);
    const fed =
      control === regionSelect
        ? fields.filter((f) => 'region' in f.control.dataset && states.has(f))
        : [...prefixes].filter(([f, p]) => p === control && states.has(f)).map(([f]) => f);
    return own ? [own, ...fed] : fed;
  }

  const onInput = (e: Event) => {
    if (form.hasAttribute('data-handled')) return;
    for (const f of affected(e.target)) {
      touched.add(f);
      batch.add(f);
    }
    if (batch.size && batchTimer === null) batchTimer = setTimeout(flushBatch, AUTOFILL_WINDOW_MS);
  };

  const onBlur = (e: FocusEvent) => {
    const f = e.target instanceof Element ? byControl.get(e.target as Control) : undefined;
    if (!f || isChoice(f.control)) return;
    // Tabbing through an untouched empty field says nothing yet; the submit will.
    if (!touched.has(f) && isBlank(valueOf(f.control))) return;
    touched.add(f);
    if (batch.has(f) && batch.size === 1 && batchTimer !== null) {
      clearTimeout(batchTimer);
      batchTimer = null;
      batch = new Set();
    } else if (batch.has(f)) return; // part of an autofill round that is about to run
    cancelTimer(f);
    run([f]);
  };

  const hadNoValidate = form.noValidate;
  // Our messages replace the browser's bubbles (which would stop the submit event from firing at all).
  form.noValidate = true;
  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  form.addEventListener('focusout', onBlur);

  // Typed (or restored by the browser) before the island woke: check it now, like a blur.
  const early = fields.filter((f) => isDirty(f.control) && f.control !== f.control.ownerDocument.activeElement);
  early.forEach((f) => touched.add(f));
  if (early.length) run(early, 'object', 'none');

  return {
    check,
    fields,
    async checkAll() {
      if (batchTimer !== null) clearTimeout(batchTimer);
      batchTimer = null;
      batch = new Set();
      fields.forEach(cancelTimer);
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
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('focusout', onBlur);
      if (batchTimer !== null) clearTimeout(batchTimer);
      fields.forEach(cancelTimer);
      for (const round of new Set(current.values())) round.ctrl.abort();
      current.clear();
      messages.forEach((m) => delete m.dataset.validatorShown);
      undo.reverse().forEach((u) => u());
    },
  };
}
