import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { selectLanguage, useShop } from '../../core/store';
import { useTexts } from '../../core/texts';
import { summaryText } from './messages';
import { texts } from './texts';
import { attachSubmit } from './submit';
import { createValidator, type Announcement, type ValidatorConfig } from './validator';

export interface FormValidatorConfig extends ValidatorConfig {
  /** ajaxValidationWithData: the form's data is POSTed here before a passing submit goes ahead. */
  formValidationUrl: string | null;
}

/** The form the island looks after: its container, or the form around / inside a data-island element. */
export function formOf(container: HTMLElement): HTMLFormElement | null {
  if (container instanceof HTMLFormElement) return container;
  return container.closest('form') ?? container.querySelector('form');
}

/**
 * Enhances the server's form in place (validator.ts does the work on the form's own fields); renders
 * the form's two live regions: the alert for an ajaxValidationWithData refusal, and the polite one
 * that says what a check found (one message, or one summary for a failed submit) — the fields' own
 * messages are not live.
 */
export function FormValidator({ config, container }: IslandProps<FormValidatorConfig>) {
  const t = useTexts(texts);
  const language = useShop(selectLanguage);
  const textsRef = useRef(t);
  const languageRef = useRef(language);
  useEffect(() => {
    textsRef.current = t;
    languageRef.current = language;
  }, [t, language]);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  // A new node per announcement: the same summary after a second failed submit is said again.
  const [spoken, setSpoken] = useState<{ text: string; n: number } | null>(null);

  // A layout effect, so that unmounting gives the form back at once (listeners, noValidate, the
  // attributes and messages the validator added): passive cleanups of an unmounted tree run after
  // paint in the lean build (Preact), where theme code that unmounts and then submits or reads the
  // form would still meet the validator.
  useLayoutEffect(() => {
    const form = formOf(container);
    if (!form) {
      console.error('[storefront:form-validator] no <form> at or inside the container; nothing to validate');
      return;
    }
    const currentTexts = () => textsRef.current;
    const announce = (a: Announcement) => {
      const text = a.kind === 'summary' ? summaryText(a.count, textsRef.current, languageRef.current) : a.text;
      setSpoken((prev) => ({ text, n: (prev?.n ?? 0) + 1 }));
    };
    const validator = createValidator(form, config, { texts: currentTexts, announce });
    const detach = attachSubmit(form, validator, { ...config, texts: currentTexts, onFormMessage: setFormMessage, announce });
    return () => {
      detach();
      validator.destroy();
    };
  }, [container, config]);

  return (
    <>
      <div className="f-message --form" role="alert">
        {formMessage}
      </div>
      <div className="form-validator__status sr-only" role="status" style={VISUALLY_HIDDEN}>
        {spoken && <span key={spoken.n}>{spoken.text}</span>}
      </div>
    </>
  );
}
