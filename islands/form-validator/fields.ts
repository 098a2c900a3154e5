// Reading a form's fields as IdoSell marks them (reference section 8): which controls are validated,
// what kind each is (data-graphql, legacy data-validate, the input type), the wrapper that carries the
// state classes, its message element and the linked fields (street ↔ number, phone prefix, login ↔
// password). Reading only: nothing here writes a value.
import { ownQuery } from '../../core/dom/own';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FieldKind =
  | 'firstname' | 'lastname' | 'firm' | 'nip' | 'street' | 'streetNumber' | 'zipcode' | 'city' | 'phone' | 'email'
  | 'phoneEmail' | 'birthdate' | 'login' | 'password' | 'passwordRepeat' | 'iban' | 'generic';

export interface Field {
  control: Control;
  kind: FieldKind;
  /** The element with the state classes: `.f-feedback`, legacy `.has-feedback`, else the nearest group. */
  wrapper: HTMLElement;
  /** Legacy markup (`.has-feedback`) also gets has-error / has-success. */
  legacy: boolean;
}

const ISLAND = '[storefront:form-validator]';

/** Controls the validator looks after. */
export const FIELD_SELECTOR = '.--validate, .validate, [data-validation-url]';

const GRAPHQL_KINDS: Record<string, FieldKind> = {
  firstname: 'firstname',
  lastname: 'lastname',
  firm: 'firm',
  additional: 'firm',
  nip: 'nip',
  street: 'street',
  zipcode: 'zipcode',
  city: 'city',
  phone: 'phone',
  email: 'email',
  birthdate: 'birthdate',
  login: 'login',
  password: 'password',
  iban: 'iban',
};

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** The field's kind from data-graphql ("phone email" = both), legacy data-validate, data-name, type. */
export function kindOf(control: Control): FieldKind {
  const marks = `${control.dataset.graphql ?? ''} ${control.dataset.validate ?? ''}`.toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (marks.includes('phone') && marks.includes('email')) return 'phoneEmail';
  for (const m of marks) if (GRAPHQL_KINDS[m]) return GRAPHQL_KINDS[m]!;
  const name = control.dataset.name ?? '';
  if (name === 'streetNumber') return 'streetNumber';
  if (name === 'passwordRepeat') return 'passwordRepeat';
  if (control instanceof HTMLInputElement) {
    if (control.type === 'email') return 'email';
    if (control.type === 'tel') return 'phone';
  }
  return 'generic';
}

function wrapperOf(control: Control, form: HTMLElement): HTMLElement {
  const group = control.closest<HTMLElement>('.f-feedback, .has-feedback, .f-group, .form-group');
  return group && form.contains(group) ? group : (control.parentElement ?? form);
}

/** Every validated control of the form, in document order. */
export function readFields(form: HTMLElement): Field[] {
  const out: Field[] = [];
  for (const el of form.querySelectorAll(FIELD_SELECTOR)) {
    if (!isControl(el) || (el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type))) continue;
    // File types and sizes are the file-upload island's; only a required file input is checked here.
    if (el instanceof HTMLInputElement && el.type === 'file' && !el.required) continue;
    const wrapper = wrapperOf(el, form);
    out.push({ control: el, kind: kindOf(el), wrapper, legacy: wrapper.matches('.has-feedback, .form-group') });
  }
  return out;
}

/** The element a `data-concat-*` selector names, or null (an invalid selector is reported). */
export function linked(control: Control, attr: string): Control | null {
  const selector = control.getAttribute(attr);
  if (!selector) return null;
  try {
    const el = ownQuery<Element>(control.ownerDocument, selector);
    return el && isControl(el) ? el : null;
  } catch {
    console.error(`${ISLAND} ${attr}="${selector.slice(0, 60)}" on #${control.id || control.name} is not a valid selector; ignored`);
    return null;
  }
}

/** Whether the field must be filled: `required`, or a `--required` wrapper (IdoSell's own marker). */
export const isRequired = (f: Field): boolean =>
  f.control.required || f.wrapper.classList.contains('--required') || f.control.classList.contains('--required');

/** The field's value as the shop would receive it (files count by name only). */
export function valueOf(control: Control): string {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') return control.checked ? control.value || 'on' : '';
    if (control.type === 'file') return Array.from(control.files ?? []).map((f) => f.name).join(', ');
  }
  return control.value;
}

export const isCheckbox = (c: Control): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

/** A select whose first option is a placeholder: `.--placeholder` on it or its wrapper. */
export const hasPlaceholder = (f: Field): boolean =>
  f.control instanceof HTMLSelectElement && (f.control.classList.contains('--placeholder') || f.wrapper.classList.contains('--placeholder'));

/** Choices (checkbox, radio, select) are checked at once; typing waits for the pause. */
export const isChoice = (c: Control): boolean => c instanceof HTMLSelectElement || isCheckbox(c);

/** minlength / maxlength as numbers (absent or invalid → null). */
export function limitsOf(control: Control): { min: number | null; max: number | null } {
  const num = (attr: string) => {
    const raw = control.getAttribute(attr);
    const n = raw === null ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : null;
  };
  return { min: num('minlength'), max: num('maxlength') };
}

/** Changed since the server sent it (typed or restored by the browser before the island woke). */
export function isDirty(c: Control): boolean {
  if (c instanceof HTMLSelectElement) return [...c.options].some((o) => o.selected !== o.defaultSelected);
  if (isCheckbox(c)) return c.checked !== c.defaultChecked;
  return c.value !== c.defaultValue;
}
