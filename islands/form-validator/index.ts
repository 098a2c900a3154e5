import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { FormValidator, type FormValidatorConfig } from './FormValidator';

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
      signinUrl: data.string('signin-url', '/signin.php').trim() || '/signin.php',
      clientExistsHint: data.boolean('client-exists-hint', true),
      regionSelect: data.string('region-select', '[name=client_region]').trim(),
      inputShape: data.oneOf('validation-input', ['platform', 'spec'] as const, 'platform'),
      formValidationUrl: el instanceof HTMLFormElement && url ? url : null,
    };
  },
  Component: FormValidator,
});
