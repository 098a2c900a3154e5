import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isAbortError, isShopApiError } from '../../core/http';
import { formatText, useTexts } from '../../core/texts';
import { observeProduct } from './api';
import { emailProblem, type EmailProblem } from './notify';
import { texts } from './texts';
import { useUid } from '../../core/ui/use-uid';

interface Props {
  labelledBy: string;
  product: string;
  size: string;
  email: string;
  onEmail: (email: string) => void;
}

type Outcome = { ok: boolean; text: string } | null;

/**
 * Lives inside the product form, so it has no <form> of its own there and no `name`s (nothing of it
 * is ever posted with the product). Its controls belong to an empty form outside the product form:
 * the product form's own validation never sees this field.
 */
export function NotifyForm({ labelledBy, product, size, email, onEmail }: Props) {
  const t = useTexts(texts);
  const ids = useUid();
  const formId = `${ids}-form`;
  const [problem, setProblem] = useState<EmailProblem>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = () => {
    if (sending.current) return; // a double click sends once
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      setOutcome(null);
      input.current?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    setOutcome(null);
    const ctl = new AbortController();
    controller.current = ctl;
    observeProduct({ product, size, email }, ctl.signal)
      .then(
        (reply) => {
          if (reply.ok) return setOutcome({ ok: true, text: t.success });
          if (reply.error === 'other') console.warn(`[storefront:product-notify] the shop refused the notify request for product ${product}, size "${size}" with errdesc "${reply.errdesc}"`);
          setOutcome({ ok: false, text: reply.error === 'mail' ? t.errorMail : reply.error === 'increase_quantity' ? t.errorQuantity : t.errorOther });
        },
        (err: unknown) => {
          if (isAbortError(err)) return;
          console.error(`[storefront:product-notify] notify request for product ${product}, size "${size}" failed: ${err instanceof Error ? err.message : String(err)}`);
          // A body that is not JSON: the shop answered, but not in words we can read.
          const parse = isShopApiError(err) && err.kind === 'parse';
          setOutcome({ ok: false, text: parse ? t.errorOther : t.error });
        },
      )
      .finally(() => {
        if (ctl.signal.aborted) return;
        sending.current = false;
        setBusy(false);
      });
  };

  const errorText = problem === 'required' ? t.required : problem === 'invalid' ? formatText(t.invalidEmail, { email: t.emailExample }) : null;
  return (
    <div role="group" aria-labelledby={labelledBy} className="projector_tell_availability__form">
      {createPortal(<form id={formId} hidden noValidate onSubmit={(e) => e.preventDefault()} />, document.body)}
      <label htmlFor={`${ids}-email`} className="projector_tell_availability__label">{t.emailLabel}</label>
      <input ref={input} id={`${ids}-email`} type="email" autoComplete="email" form={formId} className="projector_tell_availability__email"
        value={email} aria-required="true" aria-invalid={problem ? true : undefined} aria-describedby={errorText ? `${ids}-problem` : undefined}
        onChange={(e) => onEmail(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault(); // never the product form's implicit submit
          send();
        }} />
      {errorText && <p id={`${ids}-problem`} className="projector_tell_availability__problem">{errorText}</p>}
      <button type="button" form={formId} className="projector_tell_availability__send btn --solid" aria-disabled={busy || undefined} onClick={send}>
        {busy ? t.sending : t.send}
      </button>
      <p className="projector_tell_availability__message --success" role="status">{outcome?.ok ? outcome.text : null}</p>
      <p className="projector_tell_availability__message --error" role="alert">{outcome && !outcome.ok ? outcome.text : null}</p>
    </div>
  );
}
