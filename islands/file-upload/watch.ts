// The change check on one file input: bad files are dropped, each told in a toast and in the field.
import { showToast } from '../../core/toast';
import { checkFile, type UploadRules } from './check';
import type { FieldParts } from './field';

export function watchChanges(
  input: HTMLInputElement,
  rules: UploadRules,
  describe: (file: File, reason: 'type' | 'size') => string,
  field: Pick<FieldParts, 'showError' | 'clearError'>,
): () => void {
  const check = () => {
    const messages: string[] = [];
    for (const file of Array.from(input.files ?? [])) {
      const verdict = checkFile(file, rules);
      if (!verdict.ok) messages.push(describe(file, verdict.reason));
    }
    if (!messages.length) return field.clearError();
    // The spec: the input is cleared (every file of a multiple choice) and a toast shown.
    input.value = '';
    // The toast goes; the field keeps the message, tied to the input by aria-describedby.
    field.showError(messages.join(' '));
    messages.forEach((message) => showToast('error', message));
  };
  // Capture, so any later change listener (the theme's, the validator's) sees the cleared input.
  input.addEventListener('change', check, { capture: true });
  // A file chosen (or dropped) before the island woke is checked now.
  if (input.files?.length) check();
  return () => input.removeEventListener('change', check, { capture: true });
}
