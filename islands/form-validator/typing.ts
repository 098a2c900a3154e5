// When a field is checked as the shopper goes: a choice at once, typing once it stops for the configured
// delay, a blur at once (not for an untouched empty field), and several fields changing within one task
// (autofill) as one round over the whole form.
import { isChoice, valueOf, type Control, type Field } from './fields';
import type { Mode } from './round';
import { isBlank } from './rules';

/** Several inputs changing within this window (one task / frame) is autofill: the whole form is re-checked. */
export const AUTOFILL_WINDOW_MS = 20;

export interface TypingDeps {
  fields: readonly Field[];
  delay: number;
  /** Fields the shopper has typed in or left. */
  touched: Set<Field>;
  /** A field was checked and shows its outcome. */
  shown(f: Field): boolean;
  affected(control: EventTarget | null): Field[];
  run(list: Field[], mode?: Mode): void;
}

export interface Typing {
  /** Drops every pending check (a submit checks every field itself). */
  cancelAll(): void;
  destroy(): void;
}

export function watchTyping(form: HTMLFormElement, { fields, delay, touched, shown, affected, run }: TypingDeps): Typing {
  const byControl = new Map<Control, Field>(fields.map((f) => [f.control, f]));
  const timers = new Map<Field, ReturnType<typeof setTimeout>>();
  let batch = new Set<Field>();
  let batchTimer: ReturnType<typeof setTimeout> | null = null;

  const cancelTimer = (f: Field) => {
    const id = timers.get(f);
    if (id !== undefined) clearTimeout(id);
    timers.delete(f);
  };
  const cancelBatch = () => {
    if (batchTimer !== null) clearTimeout(batchTimer);
    batchTimer = null;
    batch = new Set();
  };

  function flushBatch() {
    batchTimer = null;
    const changed = [...batch];
    batch = new Set();
    if (changed.length > 1) {
      fields.forEach(cancelTimer);
      // Worth re-checking on autofill: filled, touched or already shown.
      run(fields.filter((f) => touched.has(f) || shown(f) || !isBlank(valueOf(f.control))), 'object');
      return;
    }
    const f = changed[0];
    if (!f) return;
    cancelTimer(f);
    if (isChoice(f.control)) run([f]);
    else
      timers.set(
        f,
        setTimeout(() => {
          timers.delete(f);
          run([f]);
        }, delay),
      );
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
    if (batch.has(f) && batch.size === 1 && batchTimer !== null) cancelBatch();
    else if (batch.has(f)) return; // part of an autofill round that is about to run
    cancelTimer(f);
    run([f]);
  };

  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  form.addEventListener('focusout', onBlur);
  const cancelAll = () => {
    cancelBatch();
    fields.forEach(cancelTimer);
  };
  return {
    cancelAll,
    destroy() {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('focusout', onBlur);
      cancelAll();
    },
  };
}
