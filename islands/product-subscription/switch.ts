// The form's own "one-off / subscription" radios (input[type=radio][name=subscription], value 1 = on):
// the shopper's change goes to the store, the store's mode comes back to them. Never restored on
// unmount: they say what the shopper chose, and the form posts them.
import type { ShopStore } from '../../core/store';
import type { Period } from './periods';

const isOn = (value: string): boolean => value === '1' || value === 'true';

/** The switch radios of the form, also those outside it that name it with form="…". */
export function switchRadios(form: HTMLFormElement | null): HTMLInputElement[] {
  if (!form) return [];
  return Array.from(form.elements).filter(
    (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.type === 'radio' && e.name === 'subscription',
  );
}

/** `period()`: the period that goes with a switch to subscription (the chosen one). Returns the stop function. */
export function bindSwitch(radios: HTMLInputElement[], store: ShopStore, period: () => Period | null): () => void {
  if (radios.length === 0) return () => {};
  const onChange = (event: Event): void => {
    const radio = event.currentTarget as HTMLInputElement;
    if (!radio.checked) return;
    const p = period();
    // No period offered: keep whatever days and rebate the store has.
    store.getState().product.setSubscription(isOn(radio.value), p?.days, p?.rebate);
  };
  for (const r of radios) r.addEventListener('change', onChange);
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.product.subscription === prev.product.subscription) return;
    for (const r of radios) r.checked = isOn(r.value) === s.product.subscription;
  });
  return () => {
    unsubscribe();
    for (const r of radios) r.removeEventListener('change', onChange);
  };
}
