// How a form's fields depend on each other: the country select whose value is the region of the fields that
// have one, the phone prefix that feeds a phone field, the street and its number, the login and its
// password, a password and its repeat. Read once, when the validator starts.
import type { CheckContext } from './checks';
import { linked, valueOf, type Control, type Field } from './fields';
import { isBlank } from './rules';

export interface FormLinks {
  ctx: CheckContext;
  /** The street's number field, if the form splits them. */
  numberOf(street: Field): Field | null;
  /** These fields and the ones to re-check with them, in the form's order; `shown` says a field was checked. */
  withLinked(list: Field[], shown: (f: Field) => boolean): Field[];
  /** The fields a change of this control affects: its own, and those a prefix or the region select feeds. */
  affected(control: EventTarget | null, shown: (f: Field) => boolean): Field[];
}

export function readLinks(form: HTMLFormElement, fields: readonly Field[], regionSelector: string): FormLinks {
  const byControl = new Map<Control, Field>(fields.map((f) => [f.control, f]));
  const regionSelect = (() => {
    try {
      return regionSelector ? form.querySelector<HTMLSelectElement | HTMLInputElement>(regionSelector) : null;
    } catch {
      console.error(`[storefront:form-validator] data-region-select="${regionSelector}" is not a valid selector; ignored`);
      return null;
    }
  })();
  // Phone prefix controls: data-concat-to names the phone field.
  const prefixes = new Map<Field, HTMLSelectElement | HTMLInputElement>();
  for (const el of form.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select[data-concat-to], input[data-concat-to]')) {
    const target = linked(el, 'data-concat-to');
    const f = target ? byControl.get(target) : undefined;
    if (f && (f.kind === 'phone' || f.kind === 'phoneEmail')) prefixes.set(f, el);
  }

  const ctx: CheckContext = {
    region(field) {
      if (!('region' in field.control.dataset)) return null;
      const chosen = regionSelect?.value.trim();
      return chosen || field.control.dataset.region?.trim() || null;
    },
    prefixOf: (field) => prefixes.get(field) ?? null,
    password: () => fields.find((f) => f.kind === 'password') ?? null,
  };

  const streetOf = (number: Field) => {
    const c = linked(number.control, 'data-concat-to');
    const f = c ? byControl.get(c) : undefined;
    return f?.kind === 'street' ? f : null;
  };

  return {
    ctx,
    numberOf(street) {
      const c = linked(street.control, 'data-concat-from');
      return c ? (byControl.get(c) ?? null) : null;
    },
    withLinked(list, shown) {
      const out = new Set(list);
      for (const f of list) {
        if (f.kind === 'streetNumber') {
          const s = streetOf(f);
          if (s && !isBlank(valueOf(s.control))) out.add(s);
        }
        const related =
          f.kind === 'login' ? fields.filter((p) => p.kind === 'password' && linked(p.control, 'data-concat-login') === f.control)
            : f.kind === 'password' ? fields.filter((p) => p.kind === 'passwordRepeat')
              : [];
        for (const r of related) if (shown(r)) out.add(r);
      }
      return fields.filter((f) => out.has(f));
    },
    affected(control, shown) {
      if (!(control instanceof Element)) return [];
      const own = byControl.get(control as Control);
      const fed =
        control === regionSelect
          ? fields.filter((f) => 'region' in f.control.dataset && shown(f))
          : [...prefixes].filter(([f, p]) => p === control && shown(f)).map(([f]) => f);
      return own ? [own, ...fed] : fed;
    },
  };
}
