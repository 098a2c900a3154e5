// The field around a file input: its message and description elements, tied by aria-describedby.
// Everything added or changed here is put back by restore(), so unmounting leaves the server HTML.

export interface FieldParts {
  /** Shows (or with '' removes) the field's description: picture formats and size. */
  setHint(text: string): void;
  /** The rejection message in the field's `.f-message`, with aria-invalid and `--error`. */
  showError(text: string): void;
  /** Takes back what showError put there (never another script's message). */
  clearError(): void;
  restore(): void;
}

function uniqueId(base: string): string {
  let id = base;
  for (let n = 2; document.getElementById(id); n++) id = `${base}_${n}`;
  return id;
}

export function enhanceField(input: HTMLInputElement): FieldParts {
  const field = input.closest<HTMLElement>('.f-group, .f-feedback');
  const feedback = input.closest<HTMLElement>('.f-feedback') ?? field;
  const base = input.id || input.name.replace(/\W+/g, '_') || 'file_upload';
  const undo: Array<() => void> = [];

  // IdoSell's own script creates `.f-message` when a field has none; so do we.
  let message = field?.querySelector<HTMLElement>('.f-message') ?? null;
  if (!message) {
    const created = document.createElement('div');
    created.className = 'f-message';
    if (field) field.append(created);
    else input.after(created);
    message = created;
    undo.push(() => created.remove());
  }
  const messageEl = message;
  if (!messageEl.id) {
    messageEl.id = uniqueId(`${base}_message`);
    undo.push(() => messageEl.removeAttribute('id'));
  }

  const describedBefore = input.getAttribute('aria-describedby');
  const describe = (id: string) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(id)) input.setAttribute('aria-describedby', [...ids, id].join(' '));
  };
  describe(messageEl.id);

  let hint: HTMLElement | null = null;
  let shownError: string | null = null;
  let setInvalid = false;
  let addedErrorClass = false;

  const clearError = () => {
    if (shownError !== null && messageEl.textContent === shownError) messageEl.textContent = '';
    shownError = null;
    if (setInvalid) input.removeAttribute('aria-invalid');
    if (addedErrorClass) feedback?.classList.remove('--error');
    setInvalid = addedErrorClass = false;
  };

  return {
    setHint(text) {
      if (!text) {
        hint?.remove();
        hint = null;
        return;
      }
      if (!hint) {
        hint = document.createElement('div');
        hint.className = 'f-description --file-upload';
        hint.id = uniqueId(`${base}_formats`);
        // Before the message, so the shopper reads what is allowed before what went wrong.
        if (messageEl.parentElement) messageEl.before(hint);
        else input.after(hint);
        describe(hint.id);
      }
      hint.textContent = text;
    },
    showError(text) {
      clearError();
      messageEl.textContent = text;
      shownError = text;
      if (input.getAttribute('aria-invalid') !== 'true') {
        input.setAttribute('aria-invalid', 'true');
        setInvalid = true;
      }
      if (feedback && !feedback.classList.contains('--error')) {
        feedback.classList.add('--error');
        addedErrorClass = true;
      }
    },
    clearError,
    restore() {
      clearError();
      hint?.remove();
      hint = null;
      if (describedBefore === null) input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', describedBefore);
      undo.reverse().forEach((fn) => fn());
    },
  };
}
