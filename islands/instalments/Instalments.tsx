import { useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { formatMoney } from '../../core/money';
import { getShopStore } from '../../core/store';
import { useShop } from '../../core/store/react';
import { selectCurrency, selectPriceType } from '../../core/store/selectors';
import { formatText, useTexts } from '../../core/texts';
import { Dialog } from '../../core/ui/Dialog';
import { runScript } from '../../core/dom/run-script';
import { asBasketPage, LIST_LINK, readInstalmentData, readSystem, SYSTEM_LINKS } from './data';
import { go } from './navigate';
import { evaluate, type Evaluation, type InstalmentData, type InstalmentSystem, type Option, type Refusal } from './rules';
import { texts } from './texts';
import { useUid } from '../../core/ui/use-uid';
import { safeHref } from '../../core/dom/safe-url';

export interface InstalmentsConfig {
  /** The price placeholder in the systems' link templates (`data-price-placeholder`, default `{price}`). */
  placeholder: string;
}

interface Popup {
  evaluations: Evaluation[];
  data: InstalmentData;
  opener: HTMLElement;
}

/** The server's JavaScript link runs as an inline script (nonce, Trusted Types), as the theme evaluates it. */
const run = (option: Option, system: InstalmentSystem) =>
  system.script
    ? void runScript(option.url!, { caller: `instalments (${system.name})`, parent: document.body })
    : system.newWindow
      ? go.open(option.url!)
      : go.assign(option.url!);

/**
 * IdoSell's instalment links (`#projector_instalments`, `#instalment_payment_basket`): a click on a system's
 * link checks the spec's limits with the page's instalment data, then runs the system's link at once (price 0,
 * or an in-limit product with an empty basket) or opens the calculator popup, which offers the product and the
 * basket or says why not. The "calculate" link lists every system. With our JS off the links work as the page
 * has them.
 */
export function Instalments({ config, container }: IslandProps<InstalmentsConfig>) {
  const t = useTexts(texts);
  const currency = useShop(selectCurrency);
  const shopPriceType = useShop(selectPriceType);
  const [popup, setPopup] = useState<Popup | null>(null);
  const titleId = useUid();
  const latest = useRef({ placeholder: config.placeholder, shopPriceType });
  useEffect(() => {
    latest.current = { placeholder: config.placeholder, shopPriceType };
  }, [config.placeholder, shopPriceType]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const item = target?.closest<HTMLAnchorElement>(SYSTEM_LINKS);
      const opener = item ?? target?.closest<HTMLAnchorElement>(LIST_LINK);
      if (!opener || !container.contains(opener)) return;
      const read = readInstalmentData(container);
      if (!read) return;
      const data = container.id === 'instalment_payment_basket' ? asBasketPage(read) : read;
      const { placeholder, shopPriceType: priceType } = latest.current;
      const links = item ? [item] : Array.from(container.querySelectorAll<HTMLAnchorElement>(SYSTEM_LINKS));
      const systems = links.map((link) => readSystem(link, priceType)).filter((s): s is InstalmentSystem => s !== null);
      if (systems.length === 0) return;
      // Ours from here: IdoSell's inline calculate_instalments(…) on the link must not run as well.
      event.preventDefault();
      event.stopPropagation();
      const quantity = Math.max(1, getShopStore().getState().product.quantity || 1);
      const evaluations = systems.map((system) => evaluate(system, data, quantity, placeholder));
      const only = evaluations.length === 1 ? evaluations[0]! : null;
      if (only?.atOnce?.url) {
        run(only.atOnce, only.system);
        return;
      }
      setPopup({ evaluations, data, opener });
    };
    // Capture: before the link's own inline handler.
    container.addEventListener('click', onClick, true);
    return () => container.removeEventListener('click', onClick, true);
  }, [container]);

  if (!popup) return null;
  const money = (amount: number, system: InstalmentSystem) =>
    formatMoney(amount, { ...currency, symbol: popup.data.currency || currency.symbol }) + (system.priceType === 'net' ? t.netSuffix : '');
  const message = (refusal: Refusal, system: InstalmentSystem) =>
    formatText(t[refusal.kind], { name: system.name, limit: refusal.kind === 'tooMany' ? refusal.limit : money(refusal.limit, system) });

  return (
    <Dialog className="--instalments" labelledBy={titleId} closeLabel={t.close} closeSign={t.closeSign} returnFocus={popup.opener} onClose={() => setPopup(null)}>
      <div className="instalments_popup">
        <h2 id={titleId} className="instalments_popup__title headline">
          {t.title}
        </h2>
        <ul className="instalments_popup__systems">
          {popup.evaluations.map((ev, i) => (
            <li key={`${i}:${ev.system.name}`} className="instalments_popup__system">
              <h3 className="instalments_popup__name">{ev.system.name}</h3>
              {ev.refusal ? <p className="instalments_popup__refusal">{message(ev.refusal, ev.system)}</p> : null}
              {ev.options.map((option) => (
                <OptionRow
                  key={option.scope}
                  label={formatText(option.scope === 'product' ? t.product : ev.options.length > 1 ? t.basketWithProduct : t.basket, {
                    amount: money(option.amount, ev.system),
                  })}
                  option={option}
                  system={ev.system}
                  calculate={t.calculate}
                  newWindow={t.newWindow}
                  refusal={option.refusal ? message(option.refusal, ev.system) : null}
                />
              ))}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

interface OptionRowProps {
  label: string;
  option: Option;
  system: InstalmentSystem;
  calculate: string;
  newWindow: string;
  refusal: string | null;
}

function OptionRow({ label, option, system, calculate, newWindow, refusal }: OptionRowProps) {
  const labelId = useUid();
  return (
    <div className={`instalments_popup__option --${option.scope}`}>
      <span id={labelId} className="instalments_popup__amount">
        {label}
      </span>{' '}
      {option.url && system.script ? (
        <button type="button" className="instalments_popup__link btn --solid" aria-describedby={labelId} onClick={() => run(option, system)}>
          {calculate}
        </button>
      ) : option.url ? (
        <a
          className="instalments_popup__link btn --solid"
          href={safeHref(option.url, 'instalments')}
          aria-describedby={labelId}
          {...(system.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {calculate}
          {system.newWindow ? (
            <span className="sr-only" style={VISUALLY_HIDDEN}>
              {' '}
              {newWindow}
            </span>
          ) : null}
        </a>
      ) : (
        <span className="instalments_popup__refusal">{refusal}</span>
      )}
    </div>
  );
}
