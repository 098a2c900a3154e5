import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { safeUrl, safeUrlOption } from '../../core/dom/safe-url';
import { FormValidator, type FormValidatorConfig } from './FormValidator';

/** ajaxValidationWithData posts the whole form (passwords included) there: this shop's own address only. */
function formUrl(url: string): string | null {
  if (safeUrl(url, { sameOrigin: true })) return url;
  console.error(`[storefront:form-validator] data-validation-url="${url.slice(0, 80)}" is not an http(s) address on this shop; the form is sent without that check`);
  return null;
}

// Appends only a form-level live region; the fields' states and messages go into the server's own
// `.f-feedback` wrappers and `.f-message` elements. Options live on the form (or the data-island element).
export default defineIsland<FormValidatorConfig>({
  name: 'form-validator',
  host: 'append',
  readConfig: (el) => {
    const data = dataReader(el, 'form-validator');
    const url = data.string('validation-url', '').trim();
    return {
      delay: data.number('validation-delay', 500, { min: 0, max: 10000, integer: true }),
      timeout: data.number('validation-timeout', 5000, { min: 500, max: 30000, integer: true }),
      // Written to a link's href for signing in: an http(s) address on this shop only.
      signinUrl: safeUrlOption('form-validator', 'data-signin-url', data.string('signin-url', '/signin.php').trim() || '/signin.php', '/signin.php', {
        sameOrigin: true,
      }),
      clientExistsHint: data.boolean('client-exists-hint', true),
      regionSelect: data.string('region-select', '[name=client_region]').trim(),
      inputShape: data.oneOf('validation-input', ['platform', 'spec'] as const, 'platform'),
      formValidationUrl: el instanceof HTMLFormElement && url ? formUrl(url) : null,
    };
  },
  Component: FormValidator,
});
