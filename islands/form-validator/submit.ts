// The submit of a validated form (spec section 4): the whole form is checked first. Failing → the
// form gets --fail-validation, one summary is said ('N pól wymaga poprawy'; each field's message stays
// on its field, not spoken) and the first error is scrolled to and focused. Passing → data-handled,
// --submitting, and the form is sent natively once; every later submit is blocked. If our own check
// breaks, the form is still sent: the shop validates it anyway.
import { ajaxValidationWithData } from './api';
import type { Texts } from './messages';
import type { Announcement, Validator } from './validator';

export interface SubmitOptions {
  timeout: number;
  /** ajaxValidationWithData: the form's data is POSTed here before a passing submit goes ahead. */
  formValidationUrl: string | null;
  texts(): Texts;
  onFormMessage(text: string | null): void;
  /** The form's live region: the summary of a failed submit. */
  announce?(announcement: Announcement): void;
}

export function attachSubmit(form: HTMLFormElement, validator: Validator, opts: SubmitOptions): () => void {
  let phase: 'idle' | 'checking' | 'passing' = 'idle';
  let detached = false;

  /** ajaxValidationWithData; true when the form may go. A failed call counts as no error. */
  async function formCheck(): Promise<boolean> {
    if (!opts.formValidationUrl) return true;
    const reply = await ajaxValidationWithData(opts.formValidationUrl, new FormData(form), { timeout: opts.timeout });
    if (!reply?.error) return true;
    const t = opts.texts();
    const text = reply.message || t.formError || t.generic;
    if (!reply.field || !validator.showError(reply.field, text)) opts.onFormMessage(text);
    return false;
  }

  function submitNatively(submitter: HTMLElement | null) {
    const proto = HTMLFormElement.prototype;
    // The prototype's methods: a control named "submit" shadows form.submit.
    if (typeof proto.requestSubmit === 'function') {
      try {
        // The submit event comes back to onSubmit once, marked 'passing', and goes through untouched;
        // the shopper's button (its name and value) goes with it when it belongs to the form.
        const own = submitter && (submitter as HTMLButtonElement | HTMLInputElement).form === form ? submitter : undefined;
        phase = 'passing';
        proto.requestSubmit.call(form, own);
        return;
      } catch {
        // A submitter that is not a submit button: fall through to a plain submit.
      }
    }
    phase = 'idle';
    proto.submit.call(form);
  }

  async function checkThenSubmit(submitter: HTMLElement | null) {
    phase = 'checking';
    opts.onFormMessage(null);
    const ok = (await validator.checkAll()) && !detached && (await formCheck());
    if (detached) return;
    if (!ok) {
      phase = 'idle';
      form.classList.add('--fail-validation');
      // A refusal of the whole form is already in the alert; fields in error are counted.
      const count = validator.errorCount();
      if (count > 0) opts.announce?.({ kind: 'summary', count });
      validator.focusFirstError();
      return;
    }
    form.classList.remove('--fail-validation');
    form.setAttribute('data-handled', 'true');
    // IdoSell marks only forms without .is-validated as submitting (reference section 8).
    if (!form.classList.contains('is-validated')) form.classList.add('--submitting');
    submitNatively(submitter);
  }

  const onSubmit = (e: SubmitEvent) => {
    if (phase === 'passing') {
      // Our own requestSubmit: the browser posts the form. Later submits are blocked by data-handled.
      phase = 'idle';
      return;
    }
    e.preventDefault();
    if (phase === 'checking' || form.hasAttribute('data-handled')) return;
    void checkThenSubmit(e.submitter ?? null).catch((err: unknown) => {
      // Our failure must not cost the shopper the order: let the shop validate.
      console.error('[storefront:form-validator] the submit check failed; submitting without it:', err);
      submitNatively(null);
    });
  };

  /** Back from the next page (back/forward cache): the form may be sent again. */
  const onPageShow = (e: PageTransitionEvent) => {
    if (!e.persisted) return;
    form.removeAttribute('data-handled');
    form.classList.remove('--submitting');
    phase = 'idle';
  };

  form.addEventListener('submit', onSubmit);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    detached = true;
    form.removeEventListener('submit', onSubmit);
    window.removeEventListener('pageshow', onPageShow);
  };
}
