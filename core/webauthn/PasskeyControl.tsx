// The one passkey control both islands show: hidden until WebAuthn and a platform authenticator are
// confirmed, then a button (or the server's Smile link, enhanced in place) that runs one attempt at a
// time, with the outcome in a role=alert (errors) or role=status (success) region. The password form
// next to it is never touched.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../texts';
import { passkeyAvailability } from './availability';
import type { PasskeyConfig, ServerParts } from './config';
import { toPasskeyError } from './errors';
import { errorMessage, passkeyErrorTexts } from './texts';
import { useUid } from '../ui/use-uid';

export type Phase = 'checking' | 'unavailable' | 'ready' | 'busy';

interface Outcome {
  tone: 'error' | 'success';
  text: string;
}

export interface PasskeyControlProps {
  island: string;
  config: PasskeyConfig;
  label: string;
  busyLabel: string;
  /** One attempt; resolves with the success text. Must stop when the signal aborts (unmount). */
  attempt: (signal: AbortSignal) => Promise<string>;
}

/** Shows a server span with this text, or hides it while empty. */
function write(span: HTMLElement | null, text: string): void {
  if (!span) return;
  span.textContent = text;
  span.classList.toggle('--hide', !text);
}

/** The Smile block, enhanced in place: shown, its link a keyboard-usable button, messages in its spans. */
function useServerParts(parts: ServerParts | null, shown: boolean, phase: Phase, outcome: Outcome | null, unsupportedText: string, start: () => void): void {
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (!parts || !shown) return;
    const { block, link } = parts;
    const wasHidden = block.classList.contains('--hide');
    block.classList.remove('--hide');
    link.setAttribute('role', 'button');
    const onClick = (e: MouseEvent) => {
      e.preventDefault();
      startRef.current();
    };
    // A link answers Enter by itself; a button also answers Space.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ') return;
      e.preventDefault();
      startRef.current();
    };
    link.addEventListener('click', onClick);
    link.addEventListener('keydown', onKey);
    return () => {
      link.removeEventListener('click', onClick);
      link.removeEventListener('keydown', onKey);
      link.removeAttribute('role');
      link.removeAttribute('aria-disabled');
      link.removeAttribute('aria-busy');
      write(parts.error, '');
      write(parts.success, '');
      if (wasHidden) block.classList.add('--hide');
    };
  }, [parts, shown]);
  useEffect(() => {
    if (!parts || !shown) return;
    parts.link.setAttribute('aria-disabled', String(phase !== 'ready'));
    parts.link.setAttribute('aria-busy', String(phase === 'busy'));
    write(parts.error, outcome?.tone === 'error' ? outcome.text : phase === 'unavailable' ? unsupportedText : '');
    write(parts.success, outcome?.tone === 'success' ? outcome.text : '');
  }, [parts, shown, phase, outcome, unsupportedText]);
}

export function PasskeyControl({ island, config, label, busyLabel, attempt }: PasskeyControlProps) {
  const t = useTexts(passkeyErrorTexts);
  const [phase, setPhase] = useState<Phase>('checking');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running = useRef<AbortController | null>(null);
  // Set in the handler itself, so a double press before the next render cannot start a second attempt.
  const busy = useRef(false);
  const id = useUid();
  const { accountsUrl, flags, unsupported, parts } = config;

  useEffect(() => {
    if (!accountsUrl) return;
    let live = true;
    void passkeyAvailability(flags).then((a) => {
      if (!live) return;
      if (a.available) return setPhase('ready');
      // Not an error: most browsers without a platform authenticator simply do not get the control.
      console.info(`[storefront:${island}] passkeys unavailable (code 1, ${a.reason}); the password form is the way in`);
      setPhase('unavailable');
    });
    return () => {
      live = false;
      running.current?.abort();
    };
  }, [accountsUrl, flags, island]);

  const start = useCallback(() => {
    if (phase !== 'ready' || busy.current) return;
    busy.current = true;
    setPhase('busy');
    setOutcome(null);
    const ac = new AbortController();
    running.current = ac;
    attempt(ac.signal).then(
      (text) => {
        busy.current = false;
        if (ac.signal.aborted) return;
        setOutcome({ tone: 'success', text });
        setPhase('ready');
      },
      (e: unknown) => {
        busy.current = false;
        if (ac.signal.aborted) return;
        const err = toPasskeyError(e);
        const line = `[storefront:${island}] passkey attempt failed (${err.kind}): ${err.message}`;
        // The shopper saying no is not a fault; everything else is worth a console error.
        if (err.kind === 'cancelled') console.info(line);
        else console.error(line);
        setOutcome({ tone: 'error', text: errorMessage(err, t) });
        setPhase('ready');
      },
    );
  }, [attempt, island, phase, t]);

  const shown = phase === 'ready' || phase === 'busy' || (phase === 'unavailable' && unsupported === 'disable');
  useServerParts(parts, shown, phase, outcome, t.unsupported, start);
  if (parts || !shown) return null;

  const errorText = outcome?.tone === 'error' ? outcome.text : '';
  // 'browser not supported' is a standing fact, not the answer to a press: polite, not an alert.
  const statusText = outcome?.tone === 'success' ? outcome.text : phase === 'unavailable' ? t.unsupported : '';
  return (
    <div className={`passkey passkey--${phase}`}>
      <button
        type="button"
        className="btn passkey__button"
        aria-disabled={phase !== 'ready' || undefined}
        aria-busy={phase === 'busy' || undefined}
        aria-describedby={`${id}-error ${id}-status`}
        onClick={start}
      >
        {phase === 'busy' ? busyLabel : label}
      </button>
      <p id={`${id}-error`} className="passkey__message --error" role="alert">
        {errorText}
      </p>
      <p id={`${id}-status`} className="passkey__message --success" role="status">
        {statusText}
      </p>
    </div>
  );
}
