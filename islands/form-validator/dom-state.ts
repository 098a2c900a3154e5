// Writing a field's state into the page: state classes on the wrapper, aria-invalid on the control,
// the message (plain text, plus the optional "log in instead" link) in the field's `.f-message`, tied
// to the control by aria-describedby. The messages are not live regions (a failed submit would say
// every field's message at once): the island's one region says what a check or a submit found
// (FormValidator.tsx). Never touches a value. Everything it changes in the markup is undone by the
// returned `undo` functions when the island unmounts.
import type { Field } from './fields';
import { scrollBehavior } from '../../core/dom/motion';
import { setUrlAttribute } from '../../core/dom/safe-url';

export type FieldState = 'empty' | 'success' | 'error';

export interface Outcome {
  state: FieldState;
  text?: string;
  /** The rule or server code behind an error. */
  code?: string;
  /** A sign-in suggestion after the text (the e-mail belongs to an existing client). */
  link?: { text: string; href: string };
}

const STATES: FieldState[] = ['empty', 'success', 'error'];
let uid = 0;

const LIVE_ROLES = new Set(['alert', 'status', 'log']);

/** Takes an attribute off the element; `undo` puts the server's value back. */
function drop(el: HTMLElement, name: string, undo: Array<() => void>): void {
  const before = el.getAttribute(name);
  if (before === null) return;
  el.removeAttribute(name);
  undo.push(() => el.setAttribute(name, before));
}

/**
 * The field's message element: the wrapper's `.f-message`, else one created at the end of the wrapper.
 * Either way it is named by the control's aria-describedby, and is not a live region (the server's
 * aria-live="polite" and a live role are taken off while the island runs; not a file input's, below).
 */
export function ensureMessage(field: Field, undo: Array<() => void>): HTMLElement {
  const { control, wrapper } = field;
  let message = wrapper.querySelector<HTMLElement>('.f-message');
  if (!message) {
    message = control.ownerDocument.createElement('div');
    message.className = 'f-message';
    message.id = `${control.id || control.name || 'field'}_message_${++uid}`;
    wrapper.append(message);
    const created = message;
    undo.push(() => created.remove());
  }
  if (!message.id) {
    message.id = `${control.id || control.name || 'field'}_message_${++uid}`;
    const el = message;
    undo.push(() => el.removeAttribute('id'));
  }
  // A file input's message is also the file-upload island's, which says its rejections through the
  // server's live region: left as it is (an optional file field's message is empty after a submit).
  if (!(control instanceof HTMLInputElement && control.type === 'file')) {
    drop(message, 'aria-live', undo);
    if (LIVE_ROLES.has(message.getAttribute('role')?.trim().toLowerCase() ?? '')) drop(message, 'role', undo);
  }
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!ids.includes(message.id)) {
    const before = control.getAttribute('aria-describedby');
    control.setAttribute('aria-describedby', [...ids, message.id].join(' '));
    undo.push(() => (before === null ? control.removeAttribute('aria-describedby') : control.setAttribute('aria-describedby', before)));
  }
  return message;
}

/**
 * Shows the outcome on the field. The message is replaced only when it changes; returns whether it
 * did (what is new is what the island may say).
 */
export function applyOutcome(field: Field, message: HTMLElement, outcome: Outcome): boolean {
  const { wrapper, control } = field;
  for (const s of STATES) wrapper.classList.toggle(`--${s}`, s === outcome.state);
  if (field.legacy) {
    wrapper.classList.toggle('has-error', outcome.state === 'error');
    wrapper.classList.toggle('has-success', outcome.state === 'success');
  }
  if (outcome.state === 'error') control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');

  const key = `${outcome.text ?? ''}\u0000${outcome.link?.text ?? ''}\u0000${outcome.link?.href ?? ''}`;
  if (message.dataset.validatorShown === key) return false;
  message.dataset.validatorShown = key;
  const doc = message.ownerDocument;
  const parts: Node[] = [];
  if (outcome.text) parts.push(doc.createTextNode(outcome.text));
  if (outcome.link) {
    const a = doc.createElement('a');
    setUrlAttribute(a, 'href', outcome.link.href, 'form-validator');
    a.className = 'f-message__link';
    a.textContent = outcome.link.text;
    if (parts.length) parts.push(doc.createTextNode(' '));
    parts.push(a);
  }
  message.replaceChildren(...parts);
  return true;
}

/** Scrolls the control into view and focuses it (after a failed submit). */
export function focusField(field: Field): void {
  const { control } = field;
  // Instant under reduced motion ('auto' would follow a theme's CSS scroll-behavior: smooth).
  if (typeof control.scrollIntoView === 'function') control.scrollIntoView({ block: 'center', behavior: scrollBehavior('smooth') });
  control.focus({ preventScroll: true });
}
