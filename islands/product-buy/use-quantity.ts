// The quantity field: what the shopper types stays as typed until committed (blur, Enter, +/−,
// submit); a commit corrects it to the size's rule and reports each correction.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getShopStore, useShopAfterPaint } from '../../core/store';
import { selectCurrentSize } from '../../core/product/current';
import { correctQuantity, formatQuantity, quantityRule, stepQuantity, type Correction, type QuantityRule } from '../../core/product/quantity';

/**
 * What the buy island announces: a correction, or an amount that was nothing sensible (empty, 0, negative)
 * and became the minimum (`limit`), which correctQuantity does silently.
 */
export type QuantityNotice = Correction | { kind: 'empty'; limit: number };

export interface QuantityField {
  draft: string;
  rule: QuantityRule;
  setDraft: (v: string) => void;
  /** Corrects the draft, stores it, reports corrections; returns the amount to send. */
  commit: () => number;
  step: (direction: 1 | -1) => void;
}

const parse = (v: string): number => Number(v.trim().replace(',', '.'));
const product = () => getShopStore().getState().product;

export function useQuantity(report: (c: QuantityNotice[]) => void): QuantityField {
  const model = useShopAfterPaint((s) => s.product.model);
  const size = useShopAfterPaint(selectCurrentSize);
  const subscription = useShopAfterPaint((s) => s.product.subscription);
  const rule = useMemo(
    () => (model ? quantityRule(model, size, subscription) : { step: 1, precision: 0, min: 1, max: null }),
    [model, size, subscription],
  );
  const show = useCallback((n: number) => formatQuantity(n, rule.precision, '.'), [rule.precision]);
  const [draft, setDraftState] = useState(() => show(product().quantity));
  // Read by commits from event handlers, which must see the latest keystroke.
  const draftRef = useRef(draft);
  const setDraft = useCallback((v: string) => {
    draftRef.current = v;
    setDraftState(v);
  }, []);

  // The store's amount changed (a commit, a rebate tier chosen): the field follows.
  useEffect(
    () =>
      getShopStore().subscribe((s, prev) => {
        if (s.product.quantity !== prev.product.quantity) setDraft(show(s.product.quantity));
      }),
    [show, setDraft],
  );

  // A new size or mode brings new limits: correct what is there (typed or stored); a lower
  // maximum is said out loud, except at mount. While the size's live data is loading its limits are
  // the page's and may change again: the correction waits for the settled ones (said once, not twice).
  const loading = useShopAfterPaint((s) => s.product.sizeFetch === 'loading');
  const first = useRef(true);
  useEffect(() => {
    if (loading) return;
    const typed = parse(draftRef.current);
    const current = Number.isFinite(typed) && typed > 0 ? typed : product().quantity;
    const { value, corrections } = correctQuantity(current, rule);
    product().setQuantity(value);
    if (!first.current && corrections.some((c) => c.kind === 'max')) report(corrections);
    first.current = false;
  }, [rule, report, loading]);

  const apply = useCallback(
    (raw: number, extra: Correction[] = []) => {
      const { value, corrections } = correctQuantity(raw, rule);
      product().setQuantity(value);
      setDraft(show(value));
      // Nothing sensible typed (empty, 0, negative) becomes the minimum: one notice naming it, in place of
      // whatever step/min corrections the fallback went through.
      const sensible = Number.isFinite(raw) && raw > 0;
      const notices: QuantityNotice[] = sensible ? [...extra, ...corrections] : [{ kind: 'empty', limit: value }];
      if (notices.length > 0) report(notices);
      return value;
    },
    [rule, show, report, setDraft],
  );

  const commit = useCallback(() => apply(parse(draftRef.current)), [apply]);
  const step = useCallback(
    (direction: 1 | -1) => {
      const { value, corrections } = stepQuantity(parse(draftRef.current), direction, rule);
      // Stepping below the minimum or above the maximum is a correction the shopper should hear.
      apply(value, corrections);
    },
    [apply, rule],
  );
  return { draft, rule, setDraft, commit, step };
}
