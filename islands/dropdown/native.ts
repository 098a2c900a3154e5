// The native <select> under the custom dropdown: read its options, change it as a shopper would (with the
// input and change events forms listen to), and hear every change other code makes to it.

export interface NativeOption {
  label: string;
  disabled: boolean;
}

export function readOptions(select: HTMLSelectElement): NativeOption[] {
  return Array.from(select.options).map((o) => ({
    label: (o.label || o.text).trim(),
    disabled: o.disabled || (o.parentElement instanceof HTMLOptGroupElement && o.parentElement.disabled),
  }));
}

const proto = () => HTMLSelectElement.prototype;
const descriptor = (name: 'value' | 'selectedIndex') => Object.getOwnPropertyDescriptor(proto(), name);

/** Selects option `index` and fires input + change, as a shopper's choice in the native select does. */
export function chooseNative(select: HTMLSelectElement, index: number): boolean {
  if (index < 0 || index >= select.options.length || select.selectedIndex === index) return false;
  select.selectedIndex = index;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/**
 * Calls `onChange` whenever the select may show something else: its events, its options or attributes
 * changing, a form reset, and assignments to `value` / `selectedIndex` by other scripts (those fire no
 * event, so the two properties are wrapped on this element only, and unwrapped by the returned function).
 */
export function watchNative(select: HTMLSelectElement, onChange: () => void): () => void {
  select.addEventListener('change', onChange);
  select.addEventListener('input', onChange);
  const mo = new MutationObserver(onChange);
  mo.observe(select, { childList: true, subtree: true, attributes: true, characterData: true });
  const form = select.form;
  // A reset changes the value after the event: look once it has happened.
  const onReset = () => setTimeout(onChange, 0);
  form?.addEventListener('reset', onReset);
  const wrapped: Array<[string, PropertyDescriptor | undefined]> = [];
  for (const name of ['value', 'selectedIndex'] as const) {
    const d = descriptor(name);
    if (!d?.get || !d.set) continue;
    // An own property already there (some DOM implementations keep one) is put back on unwrap.
    const own = Object.getOwnPropertyDescriptor(select, name);
    if (own && !own.configurable) continue;
    Object.defineProperty(select, name, {
      configurable: true,
      enumerable: d.enumerable,
      get() {
        return d.get!.call(this);
      },
      set(v: unknown) {
        d.set!.call(this, v);
        onChange();
      },
    });
    wrapped.push([name, own]);
  }
  return () => {
    select.removeEventListener('change', onChange);
    select.removeEventListener('input', onChange);
    mo.disconnect();
    form?.removeEventListener('reset', onReset);
    for (const [name, own] of wrapped) {
      delete (select as unknown as Record<string, unknown>)[name];
      if (own) Object.defineProperty(select, name, own);
    }
  };
}
