import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { getShopStore, useShopAfterPaint } from '../../core/store';
import { selectCurrency, selectLogged } from '../../core/store/selectors';
import { selectCurrentSize } from '../../core/product/current';
import { productPart } from '../../core/product/dom';
import { formatQuantity } from '../../core/product/quantity';
import { formatText, useTexts } from '../../core/texts';
import { buyState, canAdd, canAddForPoints, notifyWanted, NOTIFY_WAKE, type BuyState } from './buy-state';
import { refusal, texts } from './texts';
import { useQuantity, type QuantityNotice } from './use-quantity';
import { useAddToBasket, type AddOutcome } from './use-add';
import type { BuyConfig, InfoPart } from './index';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { useUid } from '../../core/ui/use-uid';
import { safeHref } from '../../core/dom/safe-url';
import { addedView, markAdded, pageUnitPrice, type AddedView } from './added';
import { AddedDialog } from './AddedDialog';
import { Tip } from '../../core/ui/Tip';
import { NAME_ACTION, themeAddToList } from './shopping-list';
import type { ResolvedTexts } from '../../core/texts/define';
import { fillServerAdded, openServerAdded, serverAdded, themeOpensAdded } from './server-added';

type Message = { role: 'status' | 'alert'; text: string; key: number } | null;

export function ProductBuy({ config, container }: IslandProps<BuyConfig>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const model = useShopAfterPaint((s) => s.product.model);
  const size = useShopAfterPaint(selectCurrentSize);
  const logged = useShopAfterPaint(selectLogged);
  const contactLink = useShopAfterPaint((s) => s.page.shop.contactLink);
  const currency = useShopAfterPaint(selectCurrency);
  const clientPoints = useShopAfterPaint((s) => s.page.shop.clientPoints);
  // The added dialog, open while set: the line the basket read after the add, and whose it is.
  const [added, setAdded] = useState<{ view: AddedView; productId: string } | null>(null);
  const ticked = useShopAfterPaint((s) => s.product.bundleTicked);
  const state: BuyState = useMemo(() => (model ? buyState(model, size, logged, ticked) : { kind: 'buyable', points: false }), [model, size, logged, ticked]);
  const [message, setMessage] = useState<Message>(null);
  // A new size: the last add/correction message no longer applies (reset while rendering).
  const [messageSize, setMessageSize] = useState(size?.type);
  if (messageSize !== size?.type) {
    setMessageSize(size?.type);
    setMessage(null);
  }
  const ids = useUid();
  const infoId = `${config.prefix}buy_info`;
  // The reason the server explained under the button: the state the page loaded in.
  const stateKey = state.kind === 'points-only' ? `points-only:${state.logged}` : state.kind;
  const [loadKey] = useState(stateKey);
  const serverInfo = config.serverInfo.length > 0 && stateKey === loadKey ? config.serverInfo : null;

  const say = useCallback(
    (role: 'status' | 'alert', text: string, native = false) => {
      if (native && config.alerts === 'native') window.alert(text);
      else setMessage((m) => ({ role, text, key: (m?.key ?? 0) + 1 }));
    },
    [config.alerts],
  );
  const report = useCallback(
    (notices: QuantityNotice[]) => {
      const text = notices
        .map((c) => (c.kind === 'step' ? formatText(t.step, { n: c.step }) : formatText(t[c.kind === 'empty' ? 'minimum' : c.kind], { n: c.limit })))
        .join(' ');
      say('alert', text, true);
    },
    [say, t],
  );
  const qty = useQuantity(report);

  const allow = (forPoints: boolean): boolean => {
    if (forPoints ? canAddForPoints(state) : canAdd(state)) return true;
    if (state.kind === 'choose-size') {
      say('alert', t.chooseSize, true);
      // To a size that can be bought: the first available one (an unavailable size is marked --disabled).
      const sizes = productPart(container, 'sizes_section');
      const target = ['[role=radio]:not(.--disabled)', '[role=radio][tabindex="0"]', '[role=radio]', 'select'].reduce<HTMLElement | null>(
        (found, selector) => found ?? sizes?.querySelector<HTMLElement>(selector) ?? null,
        null,
      );
      target?.focus();
    } else if (state.kind === 'unavailable') say('alert', serverInfo ? infoWords(serverInfo) : t.unavailable, true);
    else if (state.kind === 'bundle-empty') say('alert', t.bundleEmpty, true);
    else say('alert', state.kind === 'phone' ? t.phonePrice : t.pointsOnly, true);
    return false;
  };
  // The theme's shopping-list dialog (menu_shoppinglist.js) where the page has it: the product and the
  // chosen size go to it after the same size check as the add; without it the link's own page.
  const toList = (e: { preventDefault: () => void }): void => {
    const add = themeAddToList();
    if (!add || !model) return;
    e.preventDefault();
    if (state.kind === 'choose-size') {
      allow(false);
      return;
    }
    const type = size?.type ?? model.sizeTypes[0];
    if (type !== undefined) add([[model.id, type]]);
  };
  const toListRef = useRef(toList);
  useEffect(() => {
    toListRef.current = toList;
  });
  // The name's own action does the same (its theme entry acts only while the #projector_form entry runs).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const action = e.target instanceof Element ? e.target.closest(NAME_ACTION) : null;
      if (action) toListRef.current(e);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  const done = (outcome: AddOutcome) => {
    if (outcome.kind === 'added') {
      // As the platform's quick-buy does after a confirmed add: the theme shows no add alert on the next page.
      markAdded();
      say('status', outcome.message ?? t.added);
      const view = config.added === 'dialog' ? addedView(outcome.basket, outcome.productId, outcome.size, pageUnitPrice(getShopStore().getState())) : null;
      // The template's own dialog where the page has it (and the theme does not open it): its markup and zone.
      const own = view ? serverAdded() : null;
      if (view && own && !themeOpensAdded()) {
        fillServerAdded(own, view, t);
        openServerAdded();
      } else if (view) setAdded({ view, productId: outcome.productId });
      else if (config.added === 'dialog') console.info(`[storefront:product-buy] the basket read after the add does not show product ${outcome.productId}; the status line says it was added, no dialog`);
    }
    else if (outcome.kind === 'unconfirmed') say('alert', t.addUnconfirmed);
    else say('alert', refusal(t, outcome.code, outcome.message, outcome.limit ?? null));
  };
  const busy = useAddToBasket({ form: config.form, mode: config.addMode, allow, quantity: qty.commit, precision: qty.rule.precision, done });

  // A page the platform rendered after a native add has its own dialog: the load job (job.ts) opens it at
  // the page's load, as menu_alert.js does, without waiting for the island.

  // The notify block's island sleeps until a size is unavailable: told now (also at mount, for a page that
  // starts with one) and again for each such size chosen.
  const productId = model?.id ?? null;
  const sizeType = size?.type ?? null;
  const wantsNotify = model ? notifyWanted(model, size) : false;
  useEffect(() => {
    if (wantsNotify) document.dispatchEvent(new CustomEvent(NOTIFY_WAKE, { detail: { productId, size: sizeType } }));
  }, [wantsNotify, productId, sizeType]);
  // Free-of-charge items hide the whole buy section (restored if the island unmounts).
  useEffect(() => {
    patch.toggle(container, '--hidden', state.kind === 'gratis');
    patch.hidden(container, state.kind === 'gratis');
  }, [patch, container, state.kind]);
  // Our corrections replace the browser's constraint bubbles (which would stop the submit before we
  // could correct the amount); restored on unmount so the native form validates again.
  useEffect(() => {
    if (config.form) patch.attr(config.form, 'novalidate', '');
  }, [patch, config.form]);

  if (state.kind === 'gratis') return null;
  const blocked = state.kind === 'unavailable';
  const info = infoText(state, t);
  const { rule } = qty;
  // The unit after the field: singular for exactly one, else the plural ('szt.', 'metr'/'metry').
  const unit = model ? (Number(qty.draft) === 1 ? model.unit.singular : model.unit.plural) : '';

  return (
    <>
      <label className="sr-only" style={VISUALLY_HIDDEN} htmlFor={`${config.prefix}number`}>{t.quantity}</label>
      <div className="projector_buy__number_wrapper">
        <button className="projector_buy__number_down projector_buy__number_range" type="button" data-range-type="down"
          aria-label={t.decrease} aria-controls={`${config.prefix}number`} disabled={blocked} onClick={() => qty.step(-1)}>
          {t.minusSign}
        </button>
        <input id={`${config.prefix}number`} className="projector_buy__number" type="number" name="number" form={config.form?.id || undefined}
          value={qty.draft} min={formatQuantity(rule.min, rule.precision, '.')} max={rule.max === null ? undefined : formatQuantity(rule.max, rule.precision, '.')}
          step={rule.step} inputMode={rule.precision > 0 || rule.step % 1 !== 0 ? 'decimal' : 'numeric'} disabled={blocked}
          aria-describedby={unit ? `${ids}-unit ${ids}-msg` : `${ids}-msg`}
          onChange={(e) => qty.setDraft(e.currentTarget.value)} onBlur={() => qty.commit()} />
        <button className="projector_buy__number_up projector_buy__number_range" type="button" data-range-type="up"
          aria-label={t.increase} aria-controls={`${config.prefix}number`} disabled={blocked} onClick={() => qty.step(1)}>
          {t.plusSign}
        </button>
      </div>
      {unit && <span id={`${ids}-unit`} className="projector_buy__unit">{unit}</span>}
      <button id={`${config.prefix}button_basket`} className={`projector_buy__button btn --solid --large${busy ? ' --loading' : ''}`}
        type="submit" form={config.form?.id || undefined} aria-disabled={!canAdd(state) || busy || undefined}
        aria-describedby={info ? infoId : undefined}>
        {busy ? t.adding : t.add}
      </button>
      {canAddForPoints(state) && (
        <button id={`${config.prefix}button_points_basket`} className="projector_buy__button --points btn --outline --large"
          type="submit" name="forpoints" value="1" form={config.form?.id || undefined} aria-disabled={busy || undefined}>
          {t.buyForPoints}
        </button>
      )}
      {canAddForPoints(state) && <Tip label={t.pointsTipLabel} text={pointsTip(t, clientPoints)} />}
      {info && serverInfo && (
        <p id={infoId} className="projector_buy__info">
          {serverInfo.map((part, i) =>
            'href' in part ? <a key={i} href={safeHref(part.href, 'product-buy')}>{part.text}</a> : <Fragment key={i}>{part.text}</Fragment>,
          )}
        </p>
      )}
      {info && !serverInfo && (
        <p id={infoId} className="projector_buy__info">
          {info}{' '}
          {state.kind === 'phone' && <a href={safeHref(config.contactUrl ?? contactLink, 'product-buy')}>{t.contact}</a>}
          {state.kind === 'points-only' && !state.logged && <a href={safeHref(config.signinUrl, 'product-buy')}>{t.signIn}</a>}
        </p>
      )}
      {/* Always in the page (live regions must exist before they speak); out of the layout while empty. */}
      <div className="projector_buy__messages" style={message ? undefined : VISUALLY_HIDDEN}>
        <p id={`${ids}-msg`} className="projector_buy__message --status" role="status">
          {message?.role === 'status' ? <span key={message.key}>{message.text}</span> : null}
        </p>
        <p className="projector_buy__message --alert" role="alert">
          {message?.role === 'alert' ? <span key={message.key}>{message.text}</span> : null}
        </p>
      </div>
      {added && (
        <AddedDialog view={added.view} productId={added.productId} basketUrl={config.basketUrl} currency={currency} t={t}
          returnFocus={document.getElementById(`${config.prefix}button_basket`)} onClose={() => setAdded(null)} />
      )}
      {config.shoppingList && (
        <a className="projector_buy__shopping_list" href={safeHref(config.shoppingList.href, 'product-buy')} onClick={toList}
          id={config.shoppingList.id ?? undefined} title={config.shoppingList.title ?? undefined} aria-label={config.shoppingList.label ?? undefined}
          aria-labelledby={config.shoppingList.labelledBy ?? undefined} aria-describedby={config.shoppingList.describedBy ?? undefined}>
          {config.shoppingList.text}
        </a>
      )}
      {/* What names or describes the link, where it was inside the section: kept, as text. */}
      {config.shoppingList?.refs.map((ref) => (
        <span key={ref.id} id={ref.id} className={ref.className || undefined} hidden={ref.hidden}>
          {ref.text}
        </span>
      ))}
    </>
  );
}

/** The server's explanation as one sentence to say (its links' words included). */
function infoWords(parts: InfoPart[]): string {
  return parts.map((p) => p.text).join('').replace(/\s+/g, ' ').trim();
}

function infoText(state: BuyState, t: ReturnType<typeof useTexts<keyof typeof texts.variants.pl>>): string | null {
  switch (state.kind) {
    case 'unavailable':
      return t.unavailable;
    case 'phone':
      return t.phonePrice;
    case 'points-only':
      return t.pointsOnly;
    case 'bundle-empty':
      return t.bundleEmpty;
    default:
      return null;
  }
}

/** The points button's tip (the button shows to signed-in shoppers only): with their points when the page has them. */
function pointsTip(t: ResolvedTexts<keyof (typeof texts)['variants']['pl']>, points: string | null): string {
  return points === null ? t.pointsTipNoCount : formatText(t.pointsTip, { points });
}
