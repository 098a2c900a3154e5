// Asks the shop's shipping-time function for the chosen size and quantity: at mount, then ~300 ms after
// the last change (a shopper typing a quantity sends one request). One request per parameters for the
// mount's life; a failure is only reported, so the text already shown stays.
import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../core/http';
import type { ShippingTime } from '../../core/page/product-model';
import { fetchShippingTime, shippingKey, type ShippingParams } from './api';

export const SHIPPING_DEBOUNCE_MS = 300;

/** The fetched shipping time for `params` (null = do not ask), or undefined until one arrives. */
export function useShippingTime(params: ShippingParams | null): ShippingTime | undefined {
  const [answers, setAnswers] = useState<ReadonlyMap<string, ShippingTime>>(() => new Map());
  // Keys asked for (pending or answered); a failed key is dropped so a later visit asks again.
  const asked = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);
  const first = useRef(true);
  const key = params ? shippingKey(params) : null;

  useEffect(() => {
    const ctl = new AbortController();
    const keys = asked.current;
    controller.current = ctl;
    return () => {
      ctl.abort();
      // Aborted requests answer nothing: a remount (StrictMode) must be free to ask again.
      keys.clear();
    };
  }, []);

  useEffect(() => {
    if (!params || key === null) return;
    const delay = first.current ? 0 : SHIPPING_DEBOUNCE_MS;
    first.current = false;
    if (asked.current.has(key)) return;
    const timer = setTimeout(() => {
      const signal = controller.current?.signal;
      if (!signal || signal.aborted) return;
      asked.current.add(key);
      fetchShippingTime(params, signal).then(
        (time) => setAnswers((prev) => new Map(prev).set(key, time)),
        (err: unknown) => {
          asked.current.delete(key);
          if (isAbortError(err) || signal.aborted) return;
          const why = err instanceof Error ? err.message : String(err);
          console.warn(`[storefront:product-status] shipping time for product ${params.product}, size "${params.size}", quantity ${params.quantity} not loaded (${why}); keeping the text shown`);
        },
      );
    }, delay);
    return () => clearTimeout(timer);
    // `key` stands for `params`: a new object with the same values is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return key === null ? undefined : answers.get(key);
}
