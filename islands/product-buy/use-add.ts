// The product form's submit, in the background: one request at a time (a double click adds once).
// The basket is the judge: a real shop answers the post with a redirect to an HTML page, so after
// every post the basket is read again; it updates the mini-basket, and, when the reply said nothing,
// a line that grew means the product was added. The shopper is never told "error" for a post the
// shop may have taken: that case says "could not confirm, check the basket" instead.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { emit } from '../../core/events';
import { getShopStore } from '../../core/store';
import { fetchBasket } from '../../core/store/basket-fetch';
import type { Basket } from '../../core/store';
import { formatQuantity } from '../../core/product/quantity';
import { addByForm, addByGraphql, type AddVerdict } from './api';

export type AddOutcome =
  /** `basket`: the read that confirmed the add (null when it could not be read), for the added dialog. */
  | { kind: 'added'; message: string | null; basket: Basket | null; productId: string; size: string | null }
  | { kind: 'failed'; code: string | null; message: string | null; limit?: number | null }
  | { kind: 'unconfirmed' };

export interface AddOptions {
  form: HTMLFormElement | null;
  /** 'form' (default): the form posted to its action; 'graphql': the platform's addProductsToBasket. */
  mode: 'form' | 'graphql';
  /** Decides what a submit does; returns false to stop it (a message was shown instead). */
  allow: (forPoints: boolean) => boolean;
  /** The corrected amount to send. */
  quantity: () => number;
  precision: number;
  done: (outcome: AddOutcome) => void;
}

const ISLAND = '[storefront:product-buy]';

/** Units of this product in the basket, or null when the basket does not say which lines are whose. */
export function unitsOf(basket: Basket | null, productId: string): number | null {
  if (!basket) return null;
  if (basket.products.length > 0 && basket.products.every((l) => l.productId === undefined)) return null;
  return basket.products.filter((l) => l.productId === productId).reduce((n, l) => n + l.count, 0);
}

/**
 * @call POST /graphql/v1/?query=basket §2
 */
async function readBasket(): Promise<Basket | null> {
  const store = getShopStore();
  try {
    const basket = await fetchBasket(store.getState().page.shop.currency);
    store.getState().basket.setBasket(basket);
    return basket;
  } catch (err) {
    console.warn(`${ISLAND} the basket could not be read after adding: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

/** What settle decides; the added outcome gets its basket and line from the run. */
export type SettledOutcome = Exclude<AddOutcome, { kind: 'added' }> | { kind: 'added'; message: string | null };

/** The verdict of the reply, settled by the basket before and after the post. */
export function settle(verdict: AddVerdict, before: number | null, after: number | null): SettledOutcome {
  if (verdict.kind === 'added') return { kind: 'added', message: verdict.limited ? verdict.message : null };
  if (verdict.kind === 'refused') {
    // The return page after a change that still went through (a capped amount): added, with the page's word.
    if (verdict.returnPage && after !== null && after > (before ?? 0)) return { kind: 'added', message: verdict.message };
    return { kind: 'failed', code: verdict.code, message: verdict.message, limit: verdict.limit ?? null };
  }
  if (after !== null && after > (before ?? 0)) return { kind: 'added', message: null };
  if (after !== null && before !== null) return { kind: 'failed', code: null, message: null };
  return { kind: 'unconfirmed' };
}

export function useAddToBasket({ form, mode, allow, quantity, precision, done }: AddOptions): boolean {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const run = async (action: string, data: FormData, n: number): Promise<AddOutcome> => {
    const store = getShopStore();
    const { product, basket } = store.getState();
    const productId = product.model?.id ?? String(data.get('product') ?? '');
    // What the basket held before: the store's copy if it has one, else a fresh read.
    const known = basket.status === 'ready' ? basket.data : await readBasket();
    const before = unitsOf(known, productId);
    // A bundle's parts travel as the form's bundled_product/size/quantity[ID] fields (some owned by
    // form="projector_form"); addProductsToBasket's bundleParts wants a bundleProductId the reference
    // does not tie to those fields, so a bundle is always posted as the form, the way the shop takes it.
    const bundle = [...data.keys()].some((k) => k.startsWith('bundled_product['));
    const verdict =
      mode === 'graphql' && !bundle
        ? await addByGraphql({ id: productId, size: String(data.get('size') ?? ''), quantity: n, subscription: data.get('subscription') === '1' ? Number(data.get('days_in_period')) || undefined : undefined })
        : await addByForm(action, data);
    if (verdict.kind === 'unknown') console.info(`${ISLAND} the add ${verdict.reason}; the basket decides whether it took`);
    // A refusal on the return page still reads the basket: the mini-basket follows, and a capped add shows.
    const basketAfter = verdict.kind === 'refused' && !verdict.returnPage ? null : await readBasket();
    const settled = settle(verdict, before, unitsOf(basketAfter, productId));
    if (settled.kind === 'added') {
      emit('storefront:product-added', { productId, size: product.selectedSize ?? '', quantity: verdict.kind === 'added' ? (verdict.quantity ?? n) : n });
      return { ...settled, basket: basketAfter, productId, size: product.selectedSize };
    }
    if (settled.kind === 'unconfirmed') {
      console.warn(`${ISLAND} could not tell whether POST ${action} added product ${productId}: the reply and the basket said nothing`);
    }
    return settled;
  };

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
    run(action, data, n)
      .then(finish)
      .catch((err: unknown) => {
        console.error(`${ISLAND} adding to the basket failed: ${err instanceof Error ? err.message : String(err)}`);
        finish({ kind: 'unconfirmed' });
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
