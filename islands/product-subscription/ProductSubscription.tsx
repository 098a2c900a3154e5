// The subscription periods as a WAI-ARIA APG radio group (one tab stop, arrows move and choose),
// keeping the theme's links and classes. Choosing a period means buying by subscription.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch, type DomPatch } from '../../core/dom/patch';
import { productForm } from '../../core/product/dom';
import { getShopStore, useShop } from '../../core/store';
import { formatText, useTexts } from '../../core/texts';
import { radioKeyTarget } from '../../core/dom/radio-keys';
import type { Period } from './periods';
import { bindSwitch, switchRadios } from './switch';
import { texts } from './texts';
import { safeHref } from '../../core/dom/safe-url';

export interface SubscriptionConfig {
  label: { id: string; text: string; className: string };
  periods: Period[];
}

const choose = (p: Period): void => getShopStore().getState().product.setSubscription(true, p.days, p.rebate);

/** The period's length as the theme writes it beside the price: "1 dzień", "30 dni". */
export const periodText = (days: number, t: { days: string; day: string }): string => formatText(days === 1 ? t.day : t.days, { days });

/**
 * What the theme shows for the chosen period outside the group, as the platform's script sets it on a
 * choice: the saving line `.projector_purchase__yousave` (`--active`, its `__yousave_value` the period's
 * `data-rebate-value-formatted`; off for a period without one) and the period beside the price,
 * `.projector_prices__period_value`. Only where the theme has them.
 */
export function showChosenPeriod(doc: Document, period: Period, patch: DomPatch, text: string): void {
  const yousave = doc.querySelector('.projector_purchase__yousave');
  if (yousave) {
    const on = period.rebate !== null && period.rebateFormatted !== null;
    if (on) patch.text(yousave.querySelector('.projector_purchase__yousave_value'), period.rebateFormatted ?? '');
    patch.toggle(yousave, '--active', on);
  }
  patch.text(doc.querySelector('.projector_prices__period_value'), text);
}

export function ProductSubscription({ config, container }: IslandProps<SubscriptionConfig>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const days = useShop((s) => s.product.subscriptionDays);
  const { periods, label } = config;
  const fallback = periods.find((p) => p.selected) ?? periods[0] ?? null;
  const chosen = periods.find((p) => p.days === days) ?? fallback;
  const items = useRef<Array<HTMLAnchorElement | null>>([]);
  // The server rendered the lines for its own period: they follow once the shopper picks another.
  const shown = useRef(chosen?.days);
  useEffect(() => {
    if (!chosen || chosen.days === shown.current) return;
    shown.current = chosen.days;
    showChosenPeriod(container.ownerDocument, chosen, patch, periodText(chosen.days, t));
  }, [chosen, container, patch, t]);

  useLayoutEffect(() => {
    // Nothing valid to offer: no empty box. The switch radios still work.
    if (periods.length === 0) return patch.hidden(container, true);
    patch.attr(container, 'role', 'radiogroup');
    patch.attr(container, 'aria-labelledby', label.id);
  }, [patch, container, periods, label.id]);

  useEffect(() => {
    // The store's period (from the form's hidden input, or none yet) must be one offered here, with its rebate.
    if (!chosen) return;
    const p = getShopStore().getState().product;
    if (p.subscriptionDays !== chosen.days || p.subscriptionRebate !== chosen.rebate) p.setSubscription(p.subscription, chosen.days, chosen.rebate);
  }, [chosen]);

  useEffect(() => {
    const store = getShopStore();
    // Read at the time of the change: the period chosen then goes with the switch to subscription.
    const current = () => periods.find((p) => p.days === store.getState().product.subscriptionDays) ?? fallback;
    return bindSwitch(switchRadios(productForm(container)), store, current);
  }, [container, periods, fallback]);

  if (periods.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const here = periods[index];
    if ((event.key === ' ' || event.key === 'Enter') && here) {
      event.preventDefault();
      return choose(here);
    }
    const target = radioKeyTarget(event.key, index, periods.length);
    const period = target === null ? undefined : periods[target];
    if (target === null || !period) return;
    event.preventDefault();
    choose(period);
    items.current[target]?.focus();
  };
  // A middle or modifier click still opens the period's page; a plain click chooses here.
  const onClick = (event: MouseEvent<HTMLAnchorElement>, period: Period) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    choose(period);
  };

  return (
    <>
      <span id={label.id} className={label.className}>{label.text || t.label}</span>
      {periods.map((p, i) => {
        const on = p === chosen;
        return (
          <a
            key={p.days}
            ref={(el) => {
              items.current[i] = el;
            }}
            className={on ? `${p.className} --selected` : p.className}
            href={safeHref(p.href, 'product-subscription')}
            role="radio"
            aria-checked={on}
            tabIndex={on ? 0 : -1}
            data-days={p.days}
            data-rebate-type={p.rebate?.type}
            data-rebate-value={p.rebate?.value}
            data-rebate-value-formatted={p.rebateFormatted ?? undefined}
            onClick={(e) => onClick(e, p)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {p.text || formatText(t.days, { days: p.days })}
          </a>
        );
      })}
    </>
  );
}
