// Asks the shop's shipping-time function for the chosen size and quantity: at mount, then ~300 ms after
// the last change (a shopper typing a quantity sends one request). One request per parameters for the
// mount's life; a failure is only reported, so the text already shown stays.
import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../core/http';
import type { ShippingTime } from '../../core/product/model';
import { fetchShippingTime, shippingKey, type ShippingParams } from './api';

export const SHIPPING_DEBOUNCE_MS = 300;

export interface ShippingAnswer {
  /** The fetched shipping time for the parameters, undefined until one arrives (or when not asked). */
  time: ShippingTime | undefined;
  /** An answer for these parameters is still to come (waiting out the debounce, or in flight). */
  pending: boolean;
}

/** The fetched shipping time for `params` (null = do not ask), and whether it is still to come. */
export function useShippingTime(params: ShippingParams | null): ShippingAnswer {
  const [answers, setAnswers] = useState<ReadonlyMap<string, ShippingTime>>(() => new Map());
  // The key whose request failed while it was the current one; a new key starts clean (reset while
  // rendering, so the render that brings a new key already counts it as pending).
  const [failed, setFailed] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  // Keys asked for (pending or answered); a failed key is dropped so a later visit asks again.
  const asked = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);
  const first = useRef(true);
  const key = params ? shippingKey(params) : null;
  if (current !== key) {
    setCurrent(key);
    setFailed(null);
  }

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
          setFailed(key);
          const why = err instanceof Error ? err.message : String(err);
          console.warn(`[storefront:product-status] shipping time for product ${params.product}, size "${params.size}", quantity ${params.quantity} not loaded (${why}); keeping the text shown`);
        },
      );
    }, delay);
    return () => clearTimeout(timer);
    // `key` stands for `params`: a new object with the same values is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { time: undefined, pending: false };
  const time = answers.get(key);
  return { time, pending: time === undefined && failed !== key };
}
