// The product form's submit, in the background: one request at a time (a double click adds once),
// the basket slice refreshed and `storefront:product-added` fired on success.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { emit } from '../../core/events';
import { getShopStore } from '../../core/store';
import { formatQuantity } from '../../core/product/quantity';
import { addToBasket } from './api';

export type AddOutcome = { kind: 'added'; message: string | null } | { kind: 'failed'; message: string | null };

export interface AddOptions {
  form: HTMLFormElement | null;
  /** Decides what a submit does; returns false to stop it (a message was shown instead). */
  allow: (forPoints: boolean) => boolean;
  /** The corrected amount to send. */
  quantity: () => number;
  precision: number;
  done: (outcome: AddOutcome) => void;
}

export function useAddToBasket({ form, allow, quantity, precision, done }: AddOptions): boolean {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  // An effect event: the listener is added once and always sees this render's callbacks.
  const onSubmit = useEffectEvent((event: SubmitEvent) => {
      const [may, amount, places, finish] = [allow, quantity, precision, done];
      const target = event.currentTarget as HTMLFormElement;
      const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : null;
      const forPoints = submitter?.name === 'forpoints';
      event.preventDefault();
      if (busyRef.current || !may(forPoints)) return;
      const n = amount();
      const data = new FormData(target);
      if (submitter?.name) data.set(submitter.name, submitter.value);
      data.set('number', formatQuantity(n, places, '.'));
      // The store's size, even if the hidden input was not kept in step (product-form failed).
      const size = getShopStore().getState().product.selectedSize;
      if (size !== null) data.set('size', size);
      const action = target.getAttribute('action') || location.href;
      busyRef.current = true;
      setBusy(true);
      const { product } = getShopStore().getState();
      addToBasket(action, data)
        .then((result) => {
          if (!result.ok) {
            finish({ kind: 'failed', message: result.message });
            return;
          }
          if (result.basket) getShopStore().getState().basket.setBasket(result.basket);
          emit('storefront:product-added', {
            productId: product.model?.id ?? '',
            size: product.selectedSize ?? '',
            quantity: result.quantity ?? n,
          });
          finish({ kind: 'added', message: result.limited ? result.message : null });
        })
        .catch((err: unknown) => {
          console.error(`[storefront:product-buy] adding to the basket failed: ${err instanceof Error ? err.message : String(err)}`);
          finish({ kind: 'failed', message: null });
        })
        .finally(() => {
          busyRef.current = false;
          if (alive.current) setBusy(false);
        });
  });

  useEffect(() => {
    if (!form) return;
    const listener = (event: SubmitEvent) => onSubmit(event);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, [form]);

  return busy;
}
