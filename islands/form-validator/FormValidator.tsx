import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useTexts } from '../../core/texts';
import { texts } from './texts';
import { attachSubmit } from './submit';
import { createValidator, type ValidatorConfig } from './validator';

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
 * only the form-level live region for an ajaxValidationWithData refusal.
 */
export function FormValidator({ config, container }: IslandProps<FormValidatorConfig>) {
  const t = useTexts(texts);
  const textsRef = useRef(t);
  useEffect(() => {
    textsRef.current = t;
  }, [t]);
  const [formMessage, setFormMessage] = useState<string | null>(null);

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
    const texts = () => textsRef.current;
    const validator = createValidator(form, config, { texts });
    const detach = attachSubmit(form, validator, { ...config, texts, onFormMessage: setFormMessage });
    return () => {
      detach();
      validator.destroy();
    };
  }, [container, config]);

  return (
    <div className="f-message --form" role="alert">
      {formMessage}
    </div>
  );
}
